// The server-wide generators: one state stepped by several processes under a lock, with the same
// monotonic step as the per-session generators; and a clock read past 2262.
#include <gtest/gtest.h>

#include <cstdint>

#include "generator.hpp"
#include "test_support.hpp"
#include "time_scale.hpp"

using idcore::GenerateStatus;
using idcore::Generated;
using idcore::kBaseUid;
using idcore::kIncrementByOne;
using idcore::kUlid;
using idcore::kUlidFlake;
using idcore::MonotonicPolicy;
using idcore::MonotonicState;
using idcore::u128;
using testing_support::FakeClock;
using testing_support::FakeEntropy;
using testing_support::hex;
using testing_support::TestRandom;

namespace {

constexpr MonotonicPolicy kFlakeStandAlone{0, 255, true};
constexpr MonotonicPolicy kFlakeScalable{5, 255, true};
constexpr int64_t kFlakeEpochMs = 1704067200000;  // 2024-01-01T00:00:00Z
constexpr int64_t kMs = 1767225600000;            // 2026-01-01T00:00:00Z
constexpr int64_t kYear2300Ms = 10413792000000;   // 2300-01-01T00:00:00Z, past int64 nanoseconds (2262)
constexpr int64_t kYear10000Ms = 253402300800000; // 10000-01-01T00:00:00Z

// A spinlock stand-in that fails the test if it is taken twice or released unheld.
struct FakeLock {
    bool held = false;
    int acquisitions = 0;
    void lock() {
        EXPECT_FALSE(held) << "the lock is taken while held";
        held = true;
        ++acquisitions;
    }
    void unlock() {
        EXPECT_TRUE(held) << "the lock is released while not held";
        held = false;
    }
};

// One simulated process: its own entropy source, which must never be called under the lock.
struct Process {
    FakeLock* lock;
    FakeEntropy entropy;
    void fill(uint8_t* bytes, size_t count) {
        EXPECT_FALSE(lock->held) << "randomness drawn while holding the lock";
        entropy.fill(bytes, count);
    }
};

// The shared state, its lock and the server's clock.
struct Server {
    MonotonicState state{};
    FakeLock lock;
    FakeClock clock;
    int pauses = 0;

    Generated call(const idcore::IdLayout& layout, const MonotonicPolicy& policy, Process& process, u128 suffix = 0) {
        return idcore::generate_shared_monotonic(layout, state, policy, suffix, clock, process, lock, [this] {
            EXPECT_FALSE(lock.held) << "waiting while holding the lock";
            ++pauses;
            return true;
        });
    }
};

void expect_interleaved_calls_increase(const idcore::IdLayout& layout, const MonotonicPolicy& policy, u128 suffix) {
    Server server;
    server.clock.set_ms(kMs);
    server.clock.advance_per_read_ns = 2'000;  // a waiting "+n" generator sees the millisecond end
    Process first{&server.lock, FakeEntropy{}};
    Process second{&server.lock, FakeEntropy{{}, 12345}};
    TestRandom choose;
    u128 previous = 0;
    for (int i = 0; i < 20000; ++i) {
        // Which process calls next, and a clock that mostly moves forward, sometimes a little back.
        const uint64_t r = choose.next();
        Process& caller = (r & 1) ? first : second;
        if ((r >> 8) % 16 == 0) server.clock.unix_ns += static_cast<int64_t>((r >> 16) % 3'000'000) - 1'000'000;
        const Generated generated = server.call(layout, policy, caller, suffix);
        ASSERT_EQ(generated.status, GenerateStatus::ok);
        ASSERT_GT(generated.value, previous) << "call " << i << ": " << hex(generated.value) << " after " << hex(previous);
        ASSERT_EQ(generated.value & idcore::low_bits_mask(policy.suffix_bits), suffix);
        previous = generated.value;
    }
    EXPECT_FALSE(server.lock.held);
}

TEST(SharedMonotonic, InterleavedCallsOfTwoProcessesOnOneStateStrictlyIncrease) {
    expect_interleaved_calls_increase(kUlid, kIncrementByOne, 0);
    expect_interleaved_calls_increase(kBaseUid, kIncrementByOne, 0);
    expect_interleaved_calls_increase(kUlidFlake, kFlakeStandAlone, 0);
    expect_interleaved_calls_increase(kUlidFlake, kFlakeScalable, 7);
}

TEST(SharedMonotonic, ASecondProcessContinuesAboveTheFirstInsteadOfStartingAfresh) {
    Server server;
    server.clock.set_ms(kMs);
    Process first{&server.lock, FakeEntropy{{0x00}}};
    Process second{&server.lock, FakeEntropy{{0x00}}};
    const u128 a = server.call(kUlid, kIncrementByOne, first).value;
    const u128 b = server.call(kUlid, kIncrementByOne, second).value;
    const u128 c = server.call(kUlid, kIncrementByOne, first).value;
    EXPECT_EQ(b, a + 1);
    EXPECT_EQ(c, a + 2);
}

TEST(SharedMonotonic, SameTickOfAPlusOneGeneratorDrawsNoRandomness) {
    Server server;
    server.clock.set_ms(kMs);
    Process process{&server.lock, FakeEntropy{}};
    server.call(kUlid, kIncrementByOne, process);
    const size_t drawn = process.entropy.bytes_drawn;
    for (int i = 0; i < 100; ++i) ASSERT_EQ(server.call(kUlid, kIncrementByOne, process).status, GenerateStatus::ok);
    EXPECT_EQ(process.entropy.bytes_drawn, drawn);
    // A new tick asks for a fresh counter: one extra pass through the lock to draw it outside.
    const int acquisitions = server.lock.acquisitions;
    server.clock.set_ms(kMs + 1);
    server.call(kUlid, kIncrementByOne, process);
    EXPECT_EQ(process.entropy.bytes_drawn, drawn + 10);
    EXPECT_EQ(server.lock.acquisitions - acquisitions, 2);
}

TEST(SharedMonotonic, AnExhaustedMillisecondWaitsWithTheLockReleasedThenTakesTheNextOne) {
    Server server;
    server.clock.set_ms(kMs);
    Process process{&server.lock, FakeEntropy{{0xFF}}};  // the counter starts at its top
    const u128 first = server.call(kUlidFlake, kFlakeStandAlone, process).value;
    ASSERT_EQ(kUlidFlake.random_of(first), kUlidFlake.max_random());

    // The step itself says "wait" and changes nothing.
    const MonotonicState before = server.state;
    idcore::PrefetchedDraws draws{3, u128{5}};
    EXPECT_EQ(idcore::monotonic_step(kUlidFlake, server.state, kFlakeStandAlone, kMs - kFlakeEpochMs, 0, draws).status,
              GenerateStatus::wait_for_next_tick);
    EXPECT_EQ(server.state.last_time, before.last_time);
    EXPECT_EQ(server.state.last_counter, before.last_counter);

    server.clock.advance_per_read_ns = 100'000;  // time passes while the generator waits
    process.entropy.pattern = {0x03};
    const Generated second = server.call(kUlidFlake, kFlakeStandAlone, process);
    ASSERT_EQ(second.status, GenerateStatus::ok);
    EXPECT_EQ(kUlidFlake.time_of(second.value), static_cast<uint64_t>(kMs - kFlakeEpochMs + 1));
    EXPECT_EQ(kUlidFlake.random_of(second.value), u128{0x30303});
    EXPECT_GE(server.pauses, 2) << "it paused between clock reads until the millisecond changed";
    EXPECT_FALSE(server.lock.held);
}

TEST(SharedMonotonic, AnExhaustedMillisecondWithTheClockBehindCarriesWithoutWaiting) {
    Server server;
    server.clock.set_ms(kMs);
    Process process{&server.lock, FakeEntropy{{0xFF}}};
    const u128 first = server.call(kUlidFlake, kFlakeStandAlone, process).value;
    server.clock.set_ms(kMs - 5000);
    const u128 second = server.call(kUlidFlake, kFlakeStandAlone, process).value;
    EXPECT_EQ(server.pauses, 0);
    EXPECT_EQ(kUlidFlake.time_of(second), static_cast<uint64_t>(kMs - kFlakeEpochMs + 1));
    EXPECT_GT(second, first);
}

TEST(SharedMonotonic, ClockBehindKeepsTheLastTickAndAddsOne) {
    Server server;
    server.clock.set_ms(kMs);
    Process process{&server.lock, FakeEntropy{{0x00}}};
    const u128 first = server.call(kUlid, kIncrementByOne, process).value;
    server.clock.set_ms(kMs - 60'000);
    EXPECT_EQ(server.call(kUlid, kIncrementByOne, process).value, first + 1);
}

TEST(SharedMonotonic, CounterOverflowCarriesIntoTheTimeField) {
    Server server;
    server.clock.set_ms(kMs);
    Process process{&server.lock, FakeEntropy{{0xFF}}};
    const u128 first = server.call(kUlid, kIncrementByOne, process).value;
    ASSERT_EQ(kUlid.random_of(first), kUlid.max_random());
    process.entropy.pattern = {0x11};
    const u128 second = server.call(kUlid, kIncrementByOne, process).value;
    EXPECT_EQ(kUlid.time_of(second), static_cast<uint64_t>(kMs + 1));
    EXPECT_EQ(kUlid.random_of(second), kUlid.max_random() / 0xFF * 0x11);
    EXPECT_EQ(server.pauses, 0) << "a +1 generator carries, it never waits";
}

TEST(SharedMonotonic, ACancelledWaitLeavesTheStateAsItWasAndUnlocked) {
    Server server;
    server.clock.set_ms(kMs);  // frozen: the millisecond never ends by itself
    Process process{&server.lock, FakeEntropy{{0xFF}}};
    const u128 first = server.call(kUlidFlake, kFlakeScalable, process, 7).value;
    const MonotonicState before = server.state;
    int pauses = 0;
    const Generated cancelled = idcore::generate_shared_monotonic(
        kUlidFlake, server.state, kFlakeScalable, 7, server.clock, process, server.lock, [&] {
            EXPECT_FALSE(server.lock.held);
            return ++pauses < 5;  // the fifth check finds a cancel request
        });
    EXPECT_EQ(cancelled.status, GenerateStatus::interrupted);
    EXPECT_EQ(pauses, 5);
    EXPECT_FALSE(server.lock.held);
    EXPECT_TRUE(server.state.started);
    EXPECT_EQ(server.state.last_time, before.last_time);
    EXPECT_EQ(server.state.last_counter, before.last_counter);
    // Once the clock moves on, the next call continues above the last value.
    server.clock.set_ms(kMs + 1);
    const Generated next = server.call(kUlidFlake, kFlakeScalable, process, 7);
    ASSERT_EQ(next.status, GenerateStatus::ok);
    EXPECT_GT(next.value, first);
}

TEST(SharedMonotonic, AClockPastTheLayoutsEndIsAnErrorAndChangesNothing) {
    Server server;
    Process process{&server.lock, FakeEntropy{}};
    server.clock.set_ms(kFlakeEpochMs + (int64_t{1} << 43));
    EXPECT_EQ(server.call(kUlidFlake, kFlakeStandAlone, process).status, GenerateStatus::clock_out_of_range);
    EXPECT_FALSE(server.state.started);
    EXPECT_FALSE(server.lock.held);
}

// 2262-04-11 ends a signed 64-bit nanosecond count; the clock and every generator read on.
TEST(ClockPast2262, UlidGeneratorsReadTheTimeToTheLastMillisecondOf10889) {
    const int64_t last_ms = (int64_t{1} << 48) - 1;  // 10889-08-02T05:31:50.655Z
    for (const int64_t ms : {kYear2300Ms, kYear10000Ms, last_ms}) {
        FakeClock clock;
        clock.set_ms(ms);
        FakeEntropy entropy;
        const Generated random = idcore::generate_random(kUlid, clock, entropy);
        ASSERT_EQ(random.status, GenerateStatus::ok);
        EXPECT_EQ(kUlid.time_of(random.value), static_cast<uint64_t>(ms));
        MonotonicState own{};
        const Generated monotonic = idcore::generate_monotonic(kUlid, own, kIncrementByOne, 1, 0, clock, entropy);
        ASSERT_EQ(monotonic.status, GenerateStatus::ok);
        EXPECT_EQ(kUlid.time_of(monotonic.value), static_cast<uint64_t>(ms));
        Server server;
        server.clock = clock;
        Process process{&server.lock, FakeEntropy{}};
        const Generated shared = server.call(kUlid, kIncrementByOne, process);
        ASSERT_EQ(shared.status, GenerateStatus::ok);
        EXPECT_EQ(kUlid.time_of(shared.value), static_cast<uint64_t>(ms));
    }
    FakeClock clock;
    clock.set_ms(last_ms + 1);
    FakeEntropy entropy;
    EXPECT_EQ(idcore::generate_random(kUlid, clock, entropy).status, GenerateStatus::clock_out_of_range);
}

TEST(ClockPast2262, UlidFlakeReadsTheTimeTo2302) {
    const int64_t last_ms = kFlakeEpochMs + (int64_t{1} << 43) - 1;  // 2302-09-27
    for (const int64_t ms : {kYear2300Ms, last_ms}) {
        Server server;
        server.clock.set_ms(ms);
        Process process{&server.lock, FakeEntropy{}};
        const Generated first = server.call(kUlidFlake, kFlakeScalable, process, 31);
        ASSERT_EQ(first.status, GenerateStatus::ok);
        EXPECT_EQ(kUlidFlake.time_of(first.value), static_cast<uint64_t>(ms - kFlakeEpochMs));
        EXPECT_GT(server.call(kUlidFlake, kFlakeScalable, process, 31).value, first.value);
    }
}

TEST(ClockPast2262, BaseUidEndsIn2262AndSaysSoInsteadOfWrapping) {
    // BaseUID's 48-bit field of 32.768 us ticks ends in 2262 too: past it, an error, never a wrap.
    FakeClock clock;
    clock.unix_ns = static_cast<__int128>(kBaseUid.max_time() + 1) * 32'768;
    FakeEntropy entropy;
    EXPECT_EQ(idcore::generate_random(kBaseUid, clock, entropy).status, GenerateStatus::clock_out_of_range);
    clock.unix_ns = static_cast<__int128>(kYear2300Ms) * 1'000'000;
    EXPECT_EQ(idcore::generate_random(kBaseUid, clock, entropy).status, GenerateStatus::clock_out_of_range);
}

}  // namespace
