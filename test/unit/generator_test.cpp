// Random and monotonic generation with an injected clock and entropy.
#include <gtest/gtest.h>

#include "generator.hpp"
#include "codec_properties.hpp"
#include "test_support.hpp"

using idcore::GenerateStatus;
using idcore::kIncrementByOne;
using idcore::kUlid;
using idcore::MonotonicState;
using idcore::u128;
using testing_support::FakeClock;
using testing_support::FakeEntropy;
using testing_support::hex;

namespace {

constexpr int64_t kPid = 100;
constexpr int64_t kMs = 1735689600000;

u128 next(MonotonicState& state, FakeClock& clock, FakeEntropy& entropy, int64_t pid = kPid) {
    const auto generated = idcore::generate_monotonic(kUlid, state, kIncrementByOne, pid, 0, clock, entropy);
    EXPECT_EQ(generated.status, GenerateStatus::ok);
    return generated.value;
}

}  // namespace

TEST(UlidGenerator, RandomTakesTheClockMillisecondAnd80EntropyBits) {
    FakeClock clock;
    clock.unix_ns = kMs * 1'000'000 + 999'999;  // truncated to the millisecond
    FakeEntropy entropy{{0xAB}};
    const auto generated = idcore::generate_random(kUlid, clock, entropy);
    ASSERT_EQ(generated.status, GenerateStatus::ok);
    EXPECT_EQ(kUlid.time_of(generated.value), static_cast<uint64_t>(kMs));
    EXPECT_EQ(kUlid.random_of(generated.value), kUlid.max_random() / 0xFF * 0xAB);
    EXPECT_EQ(entropy.bytes_drawn, 10u);
}

TEST(UlidGenerator, RandomRejectsAClockBeforeTheEpoch) {
    FakeClock clock;
    clock.unix_ns = -1;
    FakeEntropy entropy;
    EXPECT_EQ(idcore::generate_random(kUlid, clock, entropy).status, GenerateStatus::clock_out_of_range);
}

TEST(UlidMonotonic, SameMillisecondAddsOne) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy;
    const u128 first = next(state, clock, entropy);
    const size_t drawn = entropy.bytes_drawn;
    for (int i = 1; i <= 1000; ++i) ASSERT_EQ(next(state, clock, entropy), first + i);
    EXPECT_EQ(entropy.bytes_drawn, drawn) << "+1 steps need no fresh randomness";
    EXPECT_EQ(kUlid.time_of(first + 1000), static_cast<uint64_t>(kMs));
}

TEST(UlidMonotonic, LaterMillisecondStartsWithFreshRandomBits) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF, 0x00, 0x55}};
    const u128 first = next(state, clock, entropy);
    clock.set_ms(kMs + 5);
    const u128 second = next(state, clock, entropy);
    EXPECT_EQ(kUlid.time_of(second), static_cast<uint64_t>(kMs + 5));
    EXPECT_NE(kUlid.random_of(second), kUlid.random_of(first) + 1);
    EXPECT_GT(second, first);
}

TEST(UlidMonotonic, ClockGoingBackwardsKeepsTheLastMillisecondAndAddsOne) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy;
    const u128 first = next(state, clock, entropy);
    clock.set_ms(kMs - 60'000);  // a minute back
    const u128 second = next(state, clock, entropy);
    EXPECT_EQ(second, first + 1);
    EXPECT_EQ(kUlid.time_of(second), static_cast<uint64_t>(kMs));
}

TEST(UlidMonotonic, OverflowCarriesIntoTheTimeFieldWithFreshBits) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF}};  // the first random part is all ones: the next +1 overflows
    const u128 first = next(state, clock, entropy);
    ASSERT_EQ(kUlid.random_of(first), kUlid.max_random());
    entropy.pattern = {0x12};
    const u128 second = next(state, clock, entropy);
    EXPECT_EQ(kUlid.time_of(second), static_cast<uint64_t>(kMs + 1));
    EXPECT_EQ(kUlid.random_of(second), kUlid.max_random() / 0xFF * 0x12);
    EXPECT_GT(second, first);
    // The real clock reaching that millisecond continues from there, still increasing.
    clock.set_ms(kMs + 1);
    EXPECT_EQ(next(state, clock, entropy), second + 1);
}

TEST(UlidMonotonic, OverflowWhileTheClockIsBehindAlsoCarries) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy{{0xFF}};
    const u128 first = next(state, clock, entropy);
    clock.set_ms(kMs - 10);
    const u128 second = next(state, clock, entropy);
    EXPECT_EQ(kUlid.time_of(second), static_cast<uint64_t>(kMs + 1));
    EXPECT_GT(second, first);
}

// A 4-bit time field reaches its end within a test; a real clock cannot reach ULID's (year 10889).
inline constexpr idcore::IdLayout kTinyLayout{2, 4, 8, {0, 1'000'000}, &idcore::kCrockfordBase32};

TEST(Monotonic, AtTheLastTickAnOverflowIsReportedNotWrapped) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(15);
    FakeEntropy entropy{{0xFF}};
    auto generated = idcore::generate_monotonic(kTinyLayout, state, kIncrementByOne, kPid, 0, clock, entropy);
    ASSERT_EQ(generated.status, GenerateStatus::ok);
    EXPECT_EQ(generated.value, 0xFFFu);
    generated = idcore::generate_monotonic(kTinyLayout, state, kIncrementByOne, kPid, 0, clock, entropy);
    EXPECT_EQ(generated.status, GenerateStatus::time_exhausted);
    clock.set_ms(16);
    generated = idcore::generate_monotonic(kTinyLayout, state, kIncrementByOne, kPid, 0, clock, entropy);
    EXPECT_EQ(generated.status, GenerateStatus::clock_out_of_range);
}

TEST(UlidMonotonic, AForkedProcessStartsAfreshInsteadOfContinuingItsParent) {
    MonotonicState state{};
    FakeClock clock;
    clock.set_ms(kMs);
    FakeEntropy entropy;
    const u128 parent = next(state, clock, entropy, kPid);
    const u128 child = next(state, clock, entropy, kPid + 1);
    EXPECT_NE(child, parent + 1) << "the child must not continue the parent's sequence";
    EXPECT_EQ(kUlid.time_of(child), static_cast<uint64_t>(kMs));
    EXPECT_EQ(state.owner_pid, kPid + 1);
    EXPECT_EQ(next(state, clock, entropy, kPid + 1), child + 1);
}

TEST(UlidMonotonic, StrictlyIncreasingUnderAJitteryClock) {
    testing_support::expect_strictly_increasing_under_jittery_clock(kUlid, kIncrementByOne, 0, kMs * 1'000'000,
                                                                    1'000'000);
}
