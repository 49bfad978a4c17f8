// BaseUID on the shared engine: text codec, time unit, UUIDv8 form and monotonic generation.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "codec.hpp"
#include "codec_properties.hpp"
#include "generator.hpp"
#include "test_support.hpp"
#include "time_scale.hpp"
#include "uuidv8.hpp"

using idcore::DecodeStatus;
using idcore::GenerateStatus;
using idcore::kBaseUid;
using idcore::kIncrementByOne;
using idcore::MonotonicState;
using idcore::u128;
using idcore::UuidV8Status;
using testing_support::FakeClock;
using testing_support::FakeEntropy;
using testing_support::hex;
using testing_support::TestRandom;
using testing_support::base64_reference_digit;
using testing_support::uuidv8_reference_bit;

namespace {

constexpr const char* kSeedExample = "ANjssJkyfa3H00J9ZPJG";
constexpr int64_t k2022UnixSeconds = 1640995200;
constexpr int64_t k2022UnixNs = k2022UnixSeconds * 1'000'000'000;
constexpr u128 kAllBits = (u128{1} << 120) - 1;

std::string encode(u128 value) {
    char text[20];
    idcore::encode_text(kBaseUid, value, text);
    return std::string(text, 20);
}

idcore::DecodeResult decode(const std::string& text, u128* value) {
    return idcore::decode_text(kBaseUid, text.data(), text.size(), value);
}

u128 uuid_bit(unsigned i) { return u128{1} << (127 - i); }  // 0 = most significant

u128 baseuid_bit(unsigned i) { return u128{1} << (119 - i); }

u128 next_monotonic(MonotonicState& state, FakeClock& clock, FakeEntropy& entropy) {
    const auto generated = idcore::generate_monotonic(kBaseUid, state, kIncrementByOne, 7, 0, clock, entropy);
    EXPECT_EQ(generated.status, GenerateStatus::ok);
    return generated.value;
}

}  // namespace

/* text */

TEST(BaseUidCodec, LayoutIs15BytesAnd20Characters) {
    EXPECT_EQ(kBaseUid.storage_bytes, 15u);
    EXPECT_EQ(kBaseUid.value_bits(), 120u);
    EXPECT_EQ(kBaseUid.text_length(), 20u);
}

TEST(BaseUidCodec, EveryByteValueAtEveryPositionRoundTrips) {
    testing_support::expect_every_byte_round_trips(kBaseUid);
}

TEST(BaseUidCodec, EveryCharacterAtEveryPositionIsJudgedAsTheDocumentSays) {
    // Every 120-bit value is valid: no character overflows, not even in front.
    EXPECT_EQ(testing_support::expect_every_character_judged(idcore::kBaseUid, kSeedExample,
                                                             base64_reference_digit, 63),
              20 * 64);
}

TEST(BaseUidCodec, IsCaseSensitive) {
    u128 upper = 0, lower = 0;
    ASSERT_EQ(decode("AAAAAAAAAAAAAAAAAAAA", &upper).status, DecodeStatus::ok);
    ASSERT_EQ(decode("aaaaaaaaaaaaaaaaaaaa", &lower).status, DecodeStatus::ok);
    EXPECT_NE(upper, lower);
    EXPECT_EQ(encode(lower), "aaaaaaaaaaaaaaaaaaaa");
}

TEST(BaseUidCodec, SmallestAndLargestValues) {
    EXPECT_EQ(encode(0), "--------------------");
    EXPECT_EQ(encode(kAllBits), "zzzzzzzzzzzzzzzzzzzz");
    u128 value = 1;
    ASSERT_EQ(decode("zzzzzzzzzzzzzzzzzzzz", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, kAllBits);
    ASSERT_EQ(decode("--------------------", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, 0u);
}

TEST(BaseUidCodec, WrongLengthsAreRejected) {
    u128 value = 0;
    for (size_t length : {0u, 1u, 8u, 19u, 21u, 26u, 100u}) {
        EXPECT_EQ(decode(std::string(length, 'A'), &value).status, DecodeStatus::bad_length) << length;
    }
    // A bad character is reported before the length, at its 1-based position.
    const auto result = decode("ANjssJky+", &value);
    EXPECT_EQ(result.status, DecodeStatus::bad_character);
    EXPECT_EQ(result.position, 9u);
}

TEST(BaseUidCodec, TextOrderEqualsValueOrder) {
    TestRandom random;
    for (int i = 0; i < 100000; ++i) {
        const u128 a = random.next128() & kAllBits;
        u128 b = random.next128() & kAllBits;
        if (i % 3 == 0) b = (a & ~u128{0xFFFF}) | (b & 0xFFFF);  // close neighbours too
        ASSERT_EQ(a < b, encode(a) < encode(b)) << hex(a) << " " << hex(b);
    }
}

/* time */

TEST(BaseUidTime, DocumentExampleIsTheStartOf2022) {
    u128 value = 0;
    ASSERT_EQ(decode(kSeedExample, &value).status, DecodeStatus::ok);
    // 2022-01-01T00:00:00Z in nanoseconds is a multiple of 2^15, so the tick is exact.
    EXPECT_EQ(kBaseUid.time_of(value), static_cast<uint64_t>(k2022UnixNs >> 15));
    EXPECT_EQ(idcore::unix_us_from_time_field(kBaseUid, kBaseUid.time_of(value)), k2022UnixSeconds * 1'000'000);
    EXPECT_EQ(encode(kBaseUid.compose(static_cast<uint64_t>(k2022UnixNs >> 15), 0)).substr(0, 8), "ANjssJky");
    EXPECT_EQ(encode(kBaseUid.random_of(value)).substr(8), "fa3H00J9ZPJG");
    EXPECT_EQ(idcore::time_field_from_unix_us(kBaseUid, k2022UnixSeconds * 1'000'000),
              static_cast<uint64_t>(k2022UnixNs >> 15));
}

TEST(BaseUidTime, TicksAre32768NanosecondsAndTruncate) {
    EXPECT_EQ(idcore::time_field_from_unix_ns(kBaseUid, 0), 0u);
    EXPECT_EQ(idcore::time_field_from_unix_ns(kBaseUid, 32'767), 0u);
    EXPECT_EQ(idcore::time_field_from_unix_ns(kBaseUid, 32'768), 1u);
    EXPECT_FALSE(idcore::time_field_from_unix_ns(kBaseUid, -1).has_value());
    // The start of a tick, truncated to the microsecond: tick 1 starts at 32.768 us.
    EXPECT_EQ(idcore::unix_us_from_time_field(kBaseUid, 1), 32);
    EXPECT_EQ(idcore::unix_us_from_time_field(kBaseUid, 3), 98);  // 98.304 us
}

TEST(BaseUidTime, TheTimeFieldEndsIn2262) {
    // The last tick starts at 2^63 - 2^15 ns: 2262-04-11T23:47:16.854743040Z.
    EXPECT_EQ(idcore::unix_us_from_time_field(kBaseUid, kBaseUid.max_time()), 9223372036854743);
    EXPECT_EQ(idcore::time_field_from_unix_us(kBaseUid, 9223372036854775), kBaseUid.max_time());
    EXPECT_FALSE(idcore::time_field_from_unix_us(kBaseUid, 9223372036854776).has_value());
}

/* UUIDv8 form */

TEST(BaseUidUuidV8, ConstantBitsSitWhereTheDocumentDrawsThem) {
    // All zero: only version 1000 (bits 48-51) and variant 10 (bits 64-65) are set.
    EXPECT_EQ(hex(idcore::uuidv8_from_baseuid(0)), "00000000000080008000000000000000");
    // All ones: everything but the version's 000, the variant's 0 and the trailing 00.
    EXPECT_EQ(hex(idcore::uuidv8_from_baseuid(kAllBits)), "ffffffffffff8fffbffffffffffffffc");
}

TEST(BaseUidUuidV8, EachBaseUidBitLandsAtItsDocumentedPosition) {
    const u128 constants = idcore::uuidv8_from_baseuid(0);
    for (unsigned i = 0; i < 120; ++i) {
        const u128 uuid = idcore::uuidv8_from_baseuid(baseuid_bit(i));
        ASSERT_EQ(uuid, constants | uuid_bit(uuidv8_reference_bit(i))) << "bit " << i;
        const auto back = idcore::baseuid_from_uuidv8(uuid);
        ASSERT_EQ(back.status, UuidV8Status::ok);
        ASSERT_EQ(back.value, baseuid_bit(i));
    }
}

TEST(BaseUidUuidV8, RandomValuesRoundTrip) {
    TestRandom random;
    for (int i = 0; i < 100000; ++i) {
        const u128 value = random.next128() & kAllBits;
        const auto back = idcore::baseuid_from_uuidv8(idcore::uuidv8_from_baseuid(value));
        ASSERT_EQ(back.status, UuidV8Status::ok);
        ASSERT_EQ(back.value, value) << hex(value);
    }
}

TEST(BaseUidUuidV8, EveryWrongPartIsRejectedAndNamed) {
    TestRandom random;
    for (int i = 0; i < 1000; ++i) {
        const u128 good = idcore::uuidv8_from_baseuid(random.next128() & kAllBits);
        for (unsigned version = 0; version < 16; ++version) {
            const u128 uuid = (good & ~(u128{0xF} << 76)) | (u128{version} << 76);
            ASSERT_EQ(idcore::baseuid_from_uuidv8(uuid).status,
                      version == 8 ? UuidV8Status::ok : UuidV8Status::bad_version);
        }
        for (unsigned variant = 0; variant < 4; ++variant) {
            const u128 uuid = (good & ~(u128{0x3} << 62)) | (u128{variant} << 62);
            ASSERT_EQ(idcore::baseuid_from_uuidv8(uuid).status,
                      variant == 2 ? UuidV8Status::ok : UuidV8Status::bad_variant);
        }
        for (unsigned trailing = 0; trailing < 4; ++trailing) {
            const u128 uuid = good | trailing;
            ASSERT_EQ(idcore::baseuid_from_uuidv8(uuid).status,
                      trailing == 0 ? UuidV8Status::ok : UuidV8Status::bad_trailing);
        }
    }
    // Several wrong parts: the first in bit order is named.
    EXPECT_EQ(idcore::baseuid_from_uuidv8(~u128{0}).status, UuidV8Status::bad_version);
    EXPECT_EQ(idcore::baseuid_from_uuidv8(uuid_bit(48) | 0x3).status, UuidV8Status::bad_variant);
    // A random (version 4) UUID is not a BaseUID.
    EXPECT_EQ(idcore::baseuid_from_uuidv8(idcore::uuidv8_from_baseuid(0) ^ (u128{0xC} << 76)).status,
              UuidV8Status::bad_version);
}

/* generation */

TEST(BaseUidGenerator, RandomTakesTheTickAnd72EntropyBits) {
    FakeClock clock;
    clock.unix_ns = k2022UnixNs + 32'767;  // still the first tick of 2022
    FakeEntropy entropy{{0xAB}};
    const auto generated = idcore::generate_random(kBaseUid, clock, entropy);
    ASSERT_EQ(generated.status, GenerateStatus::ok);
    EXPECT_EQ(kBaseUid.time_of(generated.value), static_cast<uint64_t>(k2022UnixNs >> 15));
    EXPECT_EQ(kBaseUid.random_of(generated.value), kBaseUid.max_random() / 0xFF * 0xAB);
    EXPECT_EQ(entropy.bytes_drawn, 9u);
    EXPECT_EQ(encode(generated.value).substr(0, 8), "ANjssJky");
}

TEST(BaseUidMonotonic, SameTickAddsOne) {
    MonotonicState state{};
    FakeClock clock;
    clock.unix_ns = k2022UnixNs;
    clock.advance_per_read_ns = 30;  // 1000 reads stay within one 32768 ns tick
    FakeEntropy entropy;
    const u128 first = next_monotonic(state, clock, entropy);
    const size_t drawn = entropy.bytes_drawn;
    for (int i = 1; i <= 1000; ++i) ASSERT_EQ(next_monotonic(state, clock, entropy), first + i);
    EXPECT_EQ(entropy.bytes_drawn, drawn) << "+1 steps need no fresh randomness";
    EXPECT_EQ(kBaseUid.time_of(first + 1000), static_cast<uint64_t>(k2022UnixNs >> 15));
}

TEST(BaseUidMonotonic, NextTickStartsWithFreshRandomBits) {
    MonotonicState state{};
    FakeClock clock;
    clock.unix_ns = k2022UnixNs + 32'767;
    FakeEntropy entropy{{0xFF, 0x00, 0x55}};
    const u128 first = next_monotonic(state, clock, entropy);
    clock.unix_ns = k2022UnixNs + 32'768;  // one nanosecond later is the next tick
    const u128 second = next_monotonic(state, clock, entropy);
    EXPECT_EQ(kBaseUid.time_of(second), kBaseUid.time_of(first) + 1);
    EXPECT_NE(kBaseUid.random_of(second), kBaseUid.random_of(first) + 1);
    EXPECT_GT(second, first);
}

TEST(BaseUidMonotonic, ClockGoingBackwardsKeepsTheLastTickAndAddsOne) {
    MonotonicState state{};
    FakeClock clock;
    clock.unix_ns = k2022UnixNs;
    FakeEntropy entropy;
    const u128 first = next_monotonic(state, clock, entropy);
    clock.unix_ns = k2022UnixNs - 1'000'000'000;  // a second back
    const u128 second = next_monotonic(state, clock, entropy);
    EXPECT_EQ(second, first + 1);
    EXPECT_EQ(kBaseUid.time_of(second), static_cast<uint64_t>(k2022UnixNs >> 15));
}

TEST(BaseUidMonotonic, OverflowOfThe72BitPartCarriesIntoTheTick) {
    MonotonicState state{};
    FakeClock clock;
    clock.unix_ns = k2022UnixNs;
    FakeEntropy entropy{{0xFF}};  // the first random part is all ones: the next +1 overflows
    const u128 first = next_monotonic(state, clock, entropy);
    ASSERT_EQ(kBaseUid.random_of(first), kBaseUid.max_random());
    entropy.pattern = {0x12};
    const u128 second = next_monotonic(state, clock, entropy);
    EXPECT_EQ(kBaseUid.time_of(second), kBaseUid.time_of(first) + 1);
    EXPECT_EQ(kBaseUid.random_of(second), kBaseUid.max_random() / 0xFF * 0x12);
    EXPECT_GT(second, first);
    // The clock reaching that tick continues from there, still increasing.
    clock.unix_ns = k2022UnixNs + 32'768;
    EXPECT_EQ(next_monotonic(state, clock, entropy), second + 1);
}

TEST(BaseUidMonotonic, StrictlyIncreasingUnderAJitteryClock) {
    // 2025-01-01 in nanoseconds, moving by whole 32.768 us ticks.
    testing_support::expect_strictly_increasing_under_jittery_clock(idcore::kBaseUid, kIncrementByOne, 0,
                                                                    1'735'689'600'000'000'000, 32'768);
}
