// The ulid text codec against the contract: exhaustive bytes, every character, spec vectors.
#include <gtest/gtest.h>

#include <cctype>
#include <cstring>
#include <string>

#include "codec.hpp"
#include "codec_properties.hpp"
#include "test_support.hpp"

using idcore::DecodeStatus;
using idcore::kUlid;
using idcore::u128;
using testing_support::crockford_reference_digit;
using testing_support::hex;
using testing_support::TestRandom;

namespace {

std::string encode(u128 value) {
    char text[26];
    idcore::encode_text(kUlid, value, text);
    return std::string(text, 26);
}

idcore::DecodeResult decode(const std::string& text, u128* value) {
    return idcore::decode_text(kUlid, text.data(), text.size(), value);
}

}  // namespace

TEST(UlidCodec, EveryByteValueAtEveryPositionRoundTrips) {
    testing_support::expect_every_byte_round_trips(kUlid);
}

TEST(UlidCodec, EveryCharacterAtEveryPositionIsJudgedAsTheContractSays) {
    // Crockford's 32 symbols in either case, plus I, L and O in either case: 32 + 22 + 6 = 60 bytes.
    const int accepted = testing_support::expect_every_character_judged(kUlid, "01JGFJJZ00XHF7E02JJ03AE4T7",
                                                                        crockford_reference_digit, 7);
    EXPECT_EQ(accepted, 25 * 60 + 8 + 6);  // the first position takes 0-7 and the six aliases
}

TEST(UlidCodec, OutputIsCanonicalUpperCase) {
    u128 value = 0;
    ASSERT_EQ(decode("01jgfjjz00xhf7e02jj03ae4t7", &value).status, DecodeStatus::ok);
    EXPECT_EQ(encode(value), "01JGFJJZ00XHF7E02JJ03AE4T7");
    ASSERT_EQ(decode("0IjgfjjzOOxhf7eO2jjO3ae4t7", &value).status, DecodeStatus::ok);
    EXPECT_EQ(encode(value), "01JGFJJZ00XHF7E02JJ03AE4T7");
    ASSERT_EQ(decode("0LJGFJJZooXHF7E02JJ03AE4T7", &value).status, DecodeStatus::ok);
    EXPECT_EQ(encode(value), "01JGFJJZ00XHF7E02JJ03AE4T7");
}

TEST(UlidCodec, SeedExampleIsTheFirstMillisecondOf2025) {
    u128 value = 0;
    ASSERT_EQ(decode("01JGFJJZ00XHF7E02JJ03AE4T7", &value).status, DecodeStatus::ok);
    EXPECT_EQ(kUlid.time_of(value), 1735689600000ull);
    // The seed's step by step: 1735689600000 in 5-bit groups is 0 1 J G F J J Z 0 0.
    EXPECT_EQ(encode(kUlid.compose(1735689600000ull, 0)).substr(0, 10), "01JGFJJZ00");
}

TEST(UlidCodec, SpecLargestValueAndOverflow) {
    u128 value = 0;
    ASSERT_EQ(decode("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, ~u128{0});
    EXPECT_EQ(kUlid.time_of(value), 281474976710655ull);  // 2^48 - 1, the spec's last millisecond
    EXPECT_EQ(encode(~u128{0}), "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    EXPECT_EQ(encode(0), "00000000000000000000000000");
    for (const char* overflowing : {"80000000000000000000000000", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
                                    "ZZZZZZZZZZZZZZZZZZZZZZZZZZ", "g0000000000000000000000000"}) {
        const auto result = decode(overflowing, &value);
        EXPECT_EQ(result.status, DecodeStatus::overflow) << overflowing;
        EXPECT_EQ(result.position, 1u);
    }
}

TEST(UlidCodec, SpecExampleSplitsIntoTimeAndRandomness) {
    u128 value = 0;
    ASSERT_EQ(decode("01AN4Z07BY79KA1307SR9X4MV3", &value).status, DecodeStatus::ok);
    EXPECT_EQ(encode(kUlid.compose(kUlid.time_of(value), 0)), "01AN4Z07BY0000000000000000");
    EXPECT_EQ(encode(kUlid.random_of(value)), "000000000079KA1307SR9X4MV3");
}

TEST(UlidCodec, WrongLengthsAreRejectedWithTheLengthProblem) {
    u128 value = 0;
    for (size_t length : {0u, 1u, 10u, 25u, 27u, 36u, 100u}) {
        const std::string text(length, '0');
        EXPECT_EQ(decode(text, &value).status, DecodeStatus::bad_length) << length;
    }
}

TEST(UlidCodec, FirstBadCharacterIsReportedBeforeTheLength) {
    u128 value = 0;
    auto result = decode("0123-", &value);
    EXPECT_EQ(result.status, DecodeStatus::bad_character);
    EXPECT_EQ(result.position, 5u);
    result = decode("01JGFJJZ00XHF7E02JJ03AE4TU", &value);
    EXPECT_EQ(result.status, DecodeStatus::bad_character);
    EXPECT_EQ(result.position, 26u);
    // A multi-byte character: its first byte is reported where it stands.
    result = decode("01JGFJJZ00XHF7E02JJ03AE4T\xC3\xA9", &value);
    EXPECT_EQ(result.status, DecodeStatus::bad_character);
    EXPECT_EQ(result.position, 26u);
}

TEST(UlidCodec, TextOrderEqualsValueOrder) {
    TestRandom random;
    for (int i = 0; i < 100000; ++i) {
        u128 a = random.next128(), b = random.next128();
        if (i % 3 == 0) b = (a & ~u128{0xFFFF}) | (b & 0xFFFF);  // close neighbours too
        ASSERT_EQ(a < b, encode(a) < encode(b)) << hex(a) << " " << hex(b);
    }
}
