// The word-at-a-time codec and byte-order paths against their simple reference definitions, over
// every layout (the fast paths are generic over IdLayout, so each layout is a separate check).
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <type_traits>

#include "codec.hpp"
#include "typeid.hpp"
#include "test_support.hpp"

using idcore::DecodeResult;
using idcore::DecodeStatus;
using idcore::IdLayout;
using idcore::u128;
using testing_support::hex;
using testing_support::TestRandom;

namespace {

constexpr int kValues = 200000;

const IdLayout* const kLayouts[] = {&idcore::kUlid, &idcore::kUlidFlake, &idcore::kBaseUid};

// A value the layout can hold: random, or with long runs of zero or one bits at either end.
u128 random_value(TestRandom& random, const IdLayout& layout) {
    u128 value = random.next128();
    switch (random.next() % 4) {
        case 0: value >>= random.next() % 128; break;
        case 1: value |= ~u128{0} << (random.next() % 128); break;
        default: break;
    }
    return value & layout.max_value();
}

// decode_text, and decode_terminated_text on the same text (a std::string ends with a NUL), against
// the reference.
void expect_same_decode(const IdLayout& layout, const std::string& text) {
    u128 fast = 0, terminated = 0, reference = 0;
    const DecodeResult a = idcore::decode_text(layout, text.data(), text.size(), &fast);
    const DecodeResult t = idcore::decode_terminated_text(layout, text.c_str(), text.size(), &terminated);
    const DecodeResult b = idcore::decode_text_reference(layout, text.data(), text.size(), &reference);
    ASSERT_EQ(a.status, b.status) << text;
    ASSERT_EQ(a.position, b.position) << text;
    ASSERT_EQ(t.status, b.status) << text;
    ASSERT_EQ(t.position, b.position) << text;
    if (a.status == DecodeStatus::ok) {
        ASSERT_EQ(fast, reference) << text;
        ASSERT_EQ(terminated, reference) << text;
    }
}

// The layouts the vector decoder reads where there is one (crockford_sse2.hpp).
const IdLayout* const kVectorLayouts[] = {&idcore::kUlid, &idcore::kTypeIdSuffix};

}  // namespace

TEST(FastPath, BigEndianLoadAndStoreEqualTheByteLoopsForEverySize) {
    TestRandom random;
    for (int i = 0; i < kValues; ++i) {
        const size_t size = 1 + random.next() % 16;
        uint8_t bytes[16];
        idcore::store_big_endian_reference(random.next128(), bytes, 16);
        ASSERT_EQ(idcore::load_big_endian(bytes, size), idcore::load_big_endian_reference(bytes, size)) << size;

        const u128 value = random.next128();
        uint8_t fast[16], reference[16];
        std::memset(fast, 0xA5, sizeof fast);
        std::memset(reference, 0xA5, sizeof reference);
        idcore::store_big_endian(value, fast, size);
        idcore::store_big_endian_reference(value, reference, size);
        ASSERT_EQ(std::memcmp(fast, reference, sizeof fast), 0) << hex(value) << " size " << size;
    }
}

TEST(FastPath, EncodeEqualsTheReferenceForEveryLayout) {
    TestRandom random;
    for (const IdLayout* layout : kLayouts) {
        for (int i = 0; i < kValues; ++i) {
            const u128 value = random_value(random, *layout);
            char fast[idcore::kMaxTextLength], reference[idcore::kMaxTextLength];
            idcore::encode_text(*layout, value, fast);
            idcore::encode_text_reference(*layout, value, reference);
            ASSERT_EQ(std::string(fast, layout->text_length()), std::string(reference, layout->text_length()))
                << hex(value);
        }
    }
}

TEST(FastPath, DecodeEqualsTheReferenceOnValidAndDamagedText) {
    TestRandom random;
    for (const IdLayout* layout : {&idcore::kUlid, &idcore::kUlidFlake, &idcore::kBaseUid, &idcore::kTypeIdSuffix}) {
        const unsigned length = layout->text_length();
        for (int i = 0; i < kValues; ++i) {
            char text[idcore::kMaxTextLength];
            idcore::encode_text_reference(*layout, random_value(random, *layout), text);
            std::string valid(text, length);
            expect_same_decode(*layout, valid);

            // Any byte anywhere (bad characters, aliases, case, overflow in the first symbol),
            // and a wrong length with or without a bad byte.
            std::string damaged = valid;
            damaged[random.next() % length] = static_cast<char>(random.next() % 256);
            expect_same_decode(*layout, damaged);
            damaged[0] = layout->alphabet->symbols[random.next() % (1u << layout->alphabet->bits_per_symbol)];
            expect_same_decode(*layout, damaged);
            expect_same_decode(*layout, damaged.substr(0, random.next() % length));
            expect_same_decode(*layout, damaged + damaged.substr(0, 1 + random.next() % 3));
        }
    }
}

TEST(FastPath, TheVectorDecoderServesExactlyTheCrockfordAlphabets) {
    EXPECT_EQ(idcore::kCrockfordBase32.vector_form, idcore::VectorForm::crockford_any_case);
    EXPECT_EQ(idcore::kLowerCrockfordBase32.vector_form, idcore::VectorForm::crockford_lower_case);
    EXPECT_EQ(idcore::kLexicographicBase64.vector_form, idcore::VectorForm::none);
#if defined(__x86_64__) && !defined(IDCORE_HAVE_SSE2)
    ADD_FAILURE() << "x86-64 builds must take the SSE2 decoder, or these tests check only the scalar one";
#endif
}

// The decoders meet bytes of 0x80 and above as negative chars on x86-64 and as large ones on
// aarch64, where the arm64 layer (test/layers/55-arm64.sh) runs these tests: code that compares a
// char with 0, or indexes with one, goes wrong on one of the two. Each build says which it is.
TEST(FastPath, CharSignednessIsTheTargets) {
#if defined(__aarch64__)
    EXPECT_FALSE(std::is_signed<char>::value);
#elif defined(__x86_64__)
    EXPECT_TRUE(std::is_signed<char>::value);
#endif
}

// Every byte at every position of a valid text (upper and lower case, aliases, NUL, bytes of
// 0x80 and above, the neighbours of every range's ends), through both decoders and the reference.
TEST(FastPath, VectorAndScalarDecodersAgreeOnEveryByteAtEveryPosition) {
    TestRandom random;
    for (const IdLayout* layout : kVectorLayouts) {
        for (int round = 0; round < 4; ++round) {
            char text[idcore::kMaxTextLength];
            idcore::encode_text_reference(*layout, random_value(random, *layout), text);
            std::string base(text, layout->text_length());
            if (layout->alphabet == &idcore::kCrockfordBase32 && round % 2 == 1)
                for (char& c : base) c = static_cast<char>(idcore::ascii_lower(static_cast<unsigned char>(c)));
            for (unsigned position = 0; position < layout->text_length(); ++position) {
                for (int byte = 0; byte < 256; ++byte) {
                    std::string damaged = base;
                    damaged[position] = static_cast<char>(byte);
                    u128 vector_value = 0, scalar_value = 0;
                    const bool vector_valid =
                        idcore::decode_valid_terminated_text(*layout, damaged.c_str(), &vector_value);
                    const bool scalar_valid = idcore::decode_valid_text_scalar(*layout, damaged.data(), &scalar_value);
                    ASSERT_EQ(vector_valid, scalar_valid) << damaged << " byte " << byte;
                    if (vector_valid) {
                        ASSERT_EQ(vector_value, scalar_value) << damaged;
                    }
                    expect_same_decode(*layout, damaged);
                }
            }
        }
    }
}
