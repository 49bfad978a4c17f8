// Codec properties that hold for every layout, checked the same way for each ID type.
#pragma once

#include <gtest/gtest.h>

#include <cstring>

#include "codec.hpp"
#include "test_support.hpp"

namespace testing_support {

// Every byte value at every storage position, over zero, all-ones and random backgrounds, encodes
// to text that decodes to the same bytes. `value_mask` clears storage bits above the value.
inline void expect_every_byte_round_trips(const idcore::IdLayout& layout) {
    const unsigned size = layout.storage_bytes;
    const idcore::u128 value_mask = idcore::low_bits_mask(layout.value_bits());
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

}  // namespace testing_support
