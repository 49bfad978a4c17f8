// Ulid-Flake on the shared engine: codec, layout and time, and the "+n" monotonic generator.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <cstring>
#include <string>

#include "codec.hpp"
#include "generator.hpp"
#include "codec_properties.hpp"
#include "test_support.hpp"
#include "time_scale.hpp"

using idcore::DecodeStatus;
using idcore::GenerateStatus;
using idcore::kUlidFlake;
using idcore::MonotonicPolicy;
using idcore::MonotonicState;
using idcore::u128;
using testing_support::FakeClock;
using testing_support::FakeEntropy;
using testing_support::crockford_reference_digit;
using testing_support::hex;
using testing_support::TestRandom;

namespace {

constexpr int64_t kEpochMs = 1704067200000;  // 2024-01-01T00:00:00Z
constexpr uint64_t kMaxValue = 0x7FFFFFFFFFFFFFFFull;
constexpr int64_t kPid = 200;

std::string encode(u128 value) {
    char text[13];
    idcore::encode_text(kUlidFlake, value, text);
    return std::string(text, 13);
}

idcore::DecodeResult decode(const std::string& text, u128* value) {
    return idcore::decode_text(kUlidFlake, text.data(), text.size(), value);
}

}  // namespace

/* codec */

// Values with the sign bit set are skipped: they are not ulid_flake values (next test).
TEST(FlakeCodec, EveryByteValueAtEveryPositionRoundTrips) { testing_support::expect_every_byte_round_trips(kUlidFlake); }

TEST(FlakeCodec, TheSignBitIsNotAValue) {
    EXPECT_FALSE(kUlidFlake.holds(u128{1} << 63));
    EXPECT_FALSE(kUlidFlake.holds(~uint64_t{0}));
    EXPECT_TRUE(kUlidFlake.holds(kMaxValue));
}

TEST(FlakeCodec, EveryCharacterAtEveryPositionIsJudgedAsTheContractSays) {
    const int accepted =
        testing_support::expect_every_character_judged(kUlidFlake, "00CMXB6TAK4SA", crockford_reference_digit, 7);
    EXPECT_EQ(accepted, 12 * 60 + 8 + 6);  // as for ulid: the first position takes 0-7 and the aliases
}

TEST(FlakeCodec, SpecVectors) {
    u128 value = 0;
    ASSERT_EQ(decode("00CMXB6TAK4SA", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, u128{14246757444195114ull});
    EXPECT_EQ(encode(14246757444195114ull), "00CMXB6TAK4SA");
    ASSERT_EQ(decode("00cmxb6tak4sa", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, u128{14246757444195114ull});

    ASSERT_EQ(decode("7ZZZZZZZZZZZZ", &value).status, DecodeStatus::ok);
    EXPECT_EQ(value, u128{9223372036854775807ull});
    EXPECT_EQ(encode(kMaxValue), "7ZZZZZZZZZZZZ");
    EXPECT_EQ(kUlidFlake.time_of(value), (uint64_t{1} << 43) - 1);  // the spec's 8,796,093,022,207
    EXPECT_EQ(encode(0), "0000000000000");

    for (const char* overflowing : {"8000000000000", "8ZZZZZZZZZZZZ", "ZZZZZZZZZZZZZ", "g000000000000"}) {
        const auto result = decode(overflowing, &value);
        EXPECT_EQ(result.status, DecodeStatus::overflow) << overflowing;
        EXPECT_EQ(result.position, 1u);
    }
}

TEST(FlakeCodec, SpecSplitsNineTimeCharactersAndFourRandomCharacters) {
    // 20 random bits are exactly the last 4 characters; the sid is the last one.
    EXPECT_EQ(encode(kUlidFlake.compose(kUlidFlake.time_of(14246757444195114ull), 0)), "00CMXB6TA0000");
    EXPECT_EQ(encode(kUlidFlake.random_of(14246757444195114ull)), "000000000K4SA");
    EXPECT_EQ(encode(14246757444195114ull & 31), "000000000000A");
}

TEST(FlakeCodec, WrongLengthsAreRejected) {
    u128 value = 0;
    for (size_t length : {0u, 1u, 12u, 14u, 26u}) {
        EXPECT_EQ(decode(std::string(length, '0'), &value).status, DecodeStatus::bad_length) << length;
    }
}

TEST(FlakeCodec, TextOrderEqualsValueOrder) {
    TestRandom random;
    for (int i = 0; i < 100000; ++i) {
        const uint64_t a = random.next() >> 1;
        uint64_t b = random.next() >> 1;
        if (i % 3 == 0) b = (a & ~uint64_t{0xFFFF}) | (b & 0xFFFF);
        ASSERT_EQ(a < b, encode(a) < encode(b)) << a << " " << b;
    }
}

/* layout and time */

TEST(FlakeLayout, SixtyThreeBitsInEightBytesAndThirteenCharacters) {
    EXPECT_EQ(kUlidFlake.storage_bytes, 8u);
    EXPECT_EQ(kUlidFlake.value_bits(), 63u);
    EXPECT_EQ(kUlidFlake.text_length(), 13u);
    EXPECT_EQ(kUlidFlake.max_random(), u128{0xFFFFF});
    EXPECT_EQ(kUlidFlake.compose(kUlidFlake.max_time(), kUlidFlake.max_random()), u128{kMaxValue});
}

TEST(FlakeTime, TheEpochIs2024) {
    EXPECT_EQ(idcore::time_field_from_unix_us(kUlidFlake, kEpochMs * 1000), 0u);
    EXPECT_EQ(idcore::time_field_from_unix_us(kUlidFlake, kEpochMs * 1000 + 999), 0u);
    EXPECT_EQ(idcore::time_field_from_unix_us(kUlidFlake, kEpochMs * 1000 + 1000), 1u);
    EXPECT_FALSE(idcore::time_field_from_unix_us(kUlidFlake, kEpochMs * 1000 - 1).has_value());
    EXPECT_FALSE(idcore::time_field_from_unix_us(kUlidFlake, 0).has_value());
    EXPECT_EQ(idcore::unix_us_from_time_field(kUlidFlake, 0), kEpochMs * 1000);
    // The spec example's time: 14246757444195114 >> 20 ms after the epoch.
    EXPECT_EQ(idcore::unix_us_from_time_field(kUlidFlake, 14246757444195114ull >> 20),
              (kEpochMs + static_cast<int64_t>(14246757444195114ull >> 20)) * 1000);
}

TEST(FlakeTime, TheLast43BitMillisecondIsTheEnd) {
    const int64_t last_ms = kEpochMs + (int64_t{1} << 43) - 1;  // 2302-09-27
    EXPECT_EQ(idcore::time_field_from_unix_us(kUlidFlake, last_ms * 1000 + 999), kUlidFlake.max_time());
    EXPECT_FALSE(idcore::time_field_from_unix_us(kUlidFlake, (last_ms + 1) * 1000).has_value());
    EXPECT_EQ(idcore::unix_us_from_time_field(kUlidFlake, kUlidFlake.max_time()), last_ms * 1000);
    EXPECT_EQ(last_ms, 10500160222207);  // 2302-09-27T15:10:22.207Z
}

/* generator */

namespace {

constexpr MonotonicPolicy kStandAlone{0, 255, true};
constexpr MonotonicPolicy kScalable{5, 255, true};
constexpr int64_t kMs = kEpochMs + 86'400'000;  // 2024-01-02

u128 next(MonotonicState& state, const MonotonicPolicy& policy, FakeClock& clock, FakeEntropy& entropy,
          u128 sid = 0) {
    const auto generated = idcore::generate_monotonic(kUlidFlake, state, policy, kPid, sid, clock, entropy);
    EXPECT_EQ(generated.status, GenerateStatus::ok);
    return generated.value;
}

}  // namespace

TEST(FlakeMonotonic, WithinAMillisecondStepsAreOneTo255AndCoverTheRange) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0x00, 0x00, 0x00}};  // the counter starts at 0: room for thousands of steps
    u128 previous = next(state, kStandAlone, clock, entropy);
    entropy.pattern.clear();
    bool seen_one = false, seen_255 = false;
    for (int i = 0; i < 4000; ++i) {
        const u128 value = next(state, kStandAlone, clock, entropy);
        ASSERT_EQ(kUlidFlake.time_of(value), static_cast<uint64_t>(kMs - kEpochMs));
        const u128 step = value - previous;
        ASSERT_GE(step, 1u);
        ASSERT_LE(step, 255u);
        seen_one |= step == 1;
        seen_255 |= step == 255;
        previous = value;
    }
    EXPECT_TRUE(seen_one && seen_255) << "the step should reach both ends of 1..255";
}

TEST(FlakeMonotonic, AStepDrawsBytesUntilOneIsNonZero) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0x00, 0x00, 0x10}};
    const u128 first = next(state, kStandAlone, clock, entropy);
    entropy.pattern = {0x00, 0x00, 0x07};  // a zero byte is no step; 7 is
    EXPECT_EQ(next(state, kStandAlone, clock, entropy), first + 7);
}

TEST(FlakeMonotonic, ExhaustionWaitsForTheNextMillisecond) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF}};  // the counter starts at its top: the next step cannot fit
    const u128 first = next(state, kStandAlone, clock, entropy);
    ASSERT_EQ(kUlidFlake.random_of(first), kUlidFlake.max_random());
    clock.advance_per_read_ns = 100'000;  // time passes while the generator waits
    const int reads_before = clock.reads;
    entropy.pattern = {0x03};
    const u128 second = next(state, kStandAlone, clock, entropy);
    EXPECT_EQ(kUlidFlake.time_of(second), static_cast<uint64_t>(kMs - kEpochMs + 1));
    EXPECT_EQ(kUlidFlake.random_of(second), u128{0x30303});  // fresh bits for the new millisecond
    EXPECT_GT(second, first);
    EXPECT_GT(clock.reads - reads_before, 2) << "it read the clock until the millisecond changed";
    EXPECT_GE(clock.unix_ns, (kMs + 1) * 1'000'000);
}

TEST(FlakeMonotonic, ExhaustionWithTheClockBehindAdvancesOneMillisecondWithoutWaiting) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF}};
    const u128 first = next(state, kStandAlone, clock, entropy);
    clock.set_ms(kMs - 5000);  // five seconds back: waiting would stall for five seconds
    const int reads_before = clock.reads;
    const u128 second = next(state, kStandAlone, clock, entropy);
    EXPECT_EQ(clock.reads - reads_before, 1);
    EXPECT_EQ(kUlidFlake.time_of(second), static_cast<uint64_t>(kMs - kEpochMs + 1));
    EXPECT_GT(second, first);
}

TEST(FlakeMonotonic, ClockBehindWithRoomKeepsTheLastMillisecond) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0x00, 0x00, 0x00}};
    const u128 first = next(state, kStandAlone, clock, entropy);
    clock.set_ms(kMs - 60'000);
    entropy.pattern = {0x09};
    EXPECT_EQ(next(state, kStandAlone, clock, entropy), first + 9);
}

TEST(FlakeMonotonic, ScalableKeepsTheSidInEveryValueAndStepsAbove) {
    for (unsigned sid : {0u, 1u, 17u, 31u}) {
        MonotonicState state{};
        FakeClock clock;
        clock.set_ms(kMs);
        FakeEntropy entropy;
        testing_support::TestRandom random;
        u128 previous = 0;
        int64_t ms = kMs;
        for (int i = 0; i < 20000; ++i) {
            if (random.next() % 50 == 0) ms += static_cast<int64_t>(random.next() % 5) - 2;
            clock.set_ms(ms);
            clock.advance_per_read_ns = 50'000;
            const u128 value = next(state, kScalable, clock, entropy, sid);
            ASSERT_EQ(static_cast<unsigned>(value & 31), sid) << i;
            if (i > 0) {
                ASSERT_GT(value, previous) << i;
                if (kUlidFlake.time_of(value) == kUlidFlake.time_of(previous)) {
                    const u128 step = (value >> 5) - (previous >> 5);
                    ASSERT_GE(step, 1u);
                    ASSERT_LE(step, 255u);
                }
            }
            previous = value;
            ms = clock.unix_ns / 1'000'000;
        }
    }
}

TEST(FlakeMonotonic, ScalableExhaustionWaitsToo) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF}};
    const u128 first = next(state, kScalable, clock, entropy, 21);
    EXPECT_EQ(first & 31, 21u);
    EXPECT_EQ(kUlidFlake.random_of(first) >> 5, u128{0x7FFF});  // 15 counter bits, all ones
    clock.advance_per_read_ns = 250'000;
    const u128 second = next(state, kScalable, clock, entropy, 21);
    EXPECT_EQ(kUlidFlake.time_of(second), static_cast<uint64_t>(kMs - kEpochMs + 1));
    EXPECT_EQ(second & 31, 21u);
}

TEST(FlakeMonotonic, StrictlyIncreasingUnderAJitteryClock) {
    testing_support::expect_strictly_increasing_under_jittery_clock(kUlidFlake, kStandAlone, 0, kMs * 1'000'000,
                                                                    1'000'000);
    testing_support::expect_strictly_increasing_under_jittery_clock(kUlidFlake, kScalable, 21, kMs * 1'000'000,
                                                                    1'000'000);
}

TEST(FlakeMonotonic, AForkedProcessStartsAfresh) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0x00, 0x00, 0x00}};
    next(state, kStandAlone, clock, entropy);
    entropy.pattern = {0x40, 0x50, 0x60};
    const auto child = idcore::generate_monotonic(kUlidFlake, state, kStandAlone, kPid + 1, 0, clock, entropy);
    ASSERT_EQ(child.status, GenerateStatus::ok);
    EXPECT_EQ(kUlidFlake.random_of(child.value), u128{0x05060});  // fresh 20 bits, not a step
    EXPECT_EQ(state.owner_pid, kPid + 1);
}

TEST(FlakeMonotonic, AClockSetBackBeforeThe2024EpochIsOnlyBehind) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0x00, 0x00, 0x00}};
    const u128 first = next(state, kStandAlone, clock, entropy);
    clock.set_ms(1'600'000'000'000);  // 2020: a reset clock, before the layout's epoch
    entropy.pattern = {0x04};
    const u128 second = next(state, kStandAlone, clock, entropy);
    EXPECT_EQ(second, first + 4);
    entropy.pattern = {0xFF};
    state.last_counter = kUlidFlake.max_random();  // exhausted while behind: carry, never wait or fail
    const u128 third = next(state, kStandAlone, clock, entropy);
    EXPECT_EQ(kUlidFlake.time_of(third), static_cast<uint64_t>(kMs - kEpochMs + 1));
    EXPECT_GT(third, second);
}

TEST(FlakeMonotonic, AClockBeforeTheEpochCannotStartASequence) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kEpochMs - 1);
    FakeEntropy entropy;
    EXPECT_EQ(idcore::generate_monotonic(kUlidFlake, state, kStandAlone, kPid, 0, clock, entropy).status,
              GenerateStatus::clock_out_of_range);
}

// The 43-bit field ends in 2302, after the last instant an int64 nanosecond clock can read
// (2262-04-11): a clock can never be past the field's end, and its last reading still generates.
TEST(FlakeMonotonic, TheLatestClockReadingIsInsideTheField) {
    MonotonicState state{};
    FakeClock clock;
    clock.unix_ns = INT64_MAX;
    FakeEntropy entropy;
    const auto generated = idcore::generate_monotonic(kUlidFlake, state, kStandAlone, kPid, 0, clock, entropy);
    ASSERT_EQ(generated.status, GenerateStatus::ok);
    EXPECT_EQ(kUlidFlake.time_of(generated.value), static_cast<uint64_t>(INT64_MAX / 1'000'000 - kEpochMs));
    EXPECT_LT(kUlidFlake.time_of(generated.value), kUlidFlake.max_time());
}
