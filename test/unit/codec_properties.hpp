// Codec properties that hold for every layout, checked the same way for each ID type.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "codec.hpp"
#include "generator.hpp"
#include "test_support.hpp"

namespace testing_support {

// Every byte value at every storage position, over zero, all-ones and random backgrounds, encodes
// to text that decodes to the same bytes. `value_mask` clears storage bits above the value.
inline void expect_every_byte_round_trips(const idcore::IdLayout& layout) {
    const unsigned size = layout.storage_bytes;
    const idcore::u128 value_mask = layout.max_value();
    TestRandom random;
    for (unsigned position = 0; position < size; ++position) {
        for (int byte = 0; byte < 256; ++byte) {
            for (int background = 0; background < 3; ++background) {
                uint8_t bytes[16];
                const idcore::u128 fill = background == 0 ? 0 : background == 1 ? ~idcore::u128{0} : random.next128();
                idcore::store_big_endian(fill & value_mask, bytes, size);
                bytes[position] = static_cast<uint8_t>(byte);
                const idcore::u128 value = idcore::load_big_endian(bytes, size);
                if (!layout.holds(value)) continue;
                char text[idcore::kMaxTextLength];
                idcore::encode_text(layout, value, text);
                idcore::u128 decoded = 0;
                ASSERT_EQ(idcore::decode_text(layout, text, layout.text_length(), &decoded).status,
                          idcore::DecodeStatus::ok)
                    << hex(value);
                ASSERT_EQ(decoded, value) << "position " << position << " byte " << byte;
                uint8_t back[16];
                idcore::store_big_endian(decoded, back, size);
                ASSERT_EQ(std::memcmp(back, bytes, size), 0);
            }
        }
    }
}

// A monotonic generator stays strictly increasing (and within the layout) while the clock moves
// forwards, stands still and goes backwards at random, `tick_ns` at a time.
inline void expect_strictly_increasing_under_jittery_clock(const idcore::IdLayout& layout,
                                                           const idcore::MonotonicPolicy& policy,
                                                           idcore::u128 suffix, int64_t start_ns, int64_t tick_ns) {
    idcore::MonotonicState state{};
    FakeClock clock;
    clock.advance_per_read_ns = tick_ns / 100;  // lets a generator that waits for the next tick see time pass
    FakeEntropy entropy;
    TestRandom random;
    int64_t now = start_ns;
    idcore::u128 previous = 0;
    for (int i = 0; i < 200000; ++i) {
        now += (static_cast<int64_t>(random.next() % 5) - 2) * tick_ns;
        clock.unix_ns = now;
        const auto generated = idcore::generate_monotonic(layout, state, policy, 7, suffix, clock, entropy);
        ASSERT_EQ(generated.status, idcore::GenerateStatus::ok) << i;
        ASSERT_TRUE(layout.holds(generated.value)) << hex(generated.value);
        if (i > 0) {
            ASSERT_GT(generated.value, previous) << i << " " << hex(previous) << " " << hex(generated.value);
        }
        previous = generated.value;
    }
}

// Every byte value at every position of a valid `base` text is accepted or rejected exactly as
// `reference_digit` (written independently of the codec, -1 for a rejected byte) says; a first
// symbol above `max_first_digit` overflows. An accepted byte changes its own symbol and nothing else.
// Returns the number of accepted variants.
inline int expect_every_character_judged(const idcore::IdLayout& layout, const std::string& base,
                                         int (*reference_digit)(unsigned char), int max_first_digit) {
    const unsigned bits = layout.alphabet->bits_per_symbol;
    const size_t length = layout.text_length();
    idcore::u128 base_value = 0;
    EXPECT_EQ(idcore::decode_text(layout, base.data(), base.size(), &base_value).status, idcore::DecodeStatus::ok);
    int accepted = 0;
    for (size_t position = 0; position < length; ++position) {
        for (int c = 1; c < 256; ++c) {
            std::string text = base;
            text[position] = static_cast<char>(c);
            const int digit = reference_digit(static_cast<unsigned char>(c));
            idcore::u128 value = 0;
            const idcore::DecodeResult result = idcore::decode_text(layout, text.data(), text.size(), &value);
            if (digit < 0) {
                EXPECT_EQ(result.status, idcore::DecodeStatus::bad_character) << "char " << c << " at " << position;
                EXPECT_EQ(result.position, position + 1);
            } else if (position == 0 && digit > max_first_digit) {
                EXPECT_EQ(result.status, idcore::DecodeStatus::overflow) << "char " << c;
                EXPECT_EQ(result.position, 1u);
            } else {
                EXPECT_EQ(result.status, idcore::DecodeStatus::ok) << "char " << c << " at " << position;
                const unsigned shift = bits * static_cast<unsigned>(length - 1 - position);
                const idcore::u128 symbol_mask = idcore::u128{(1u << bits) - 1} << shift;
                EXPECT_EQ(value, (base_value & ~symbol_mask) | (idcore::u128(digit) << shift))
                    << "char " << c << " at " << position;
                ++accepted;
            }
        }
    }
    return accepted;
}

}  // namespace testing_support
