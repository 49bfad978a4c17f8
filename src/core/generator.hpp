// Random and monotonic ID generation with an injected clock and entropy source.
//
// A Clock has `i128 now_unix_ns()` (128 bits: a 64-bit nanosecond count ends in 2262, the layouts
// run to 10889). An Entropy has `void fill(uint8_t* bytes, size_t count)`
// yielding cryptographically secure bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "layout.hpp"
#include "time_scale.hpp"

namespace idcore {

enum class GenerateStatus : uint8_t {
    ok,
    clock_out_of_range,  // the clock reads a time the layout's time field cannot hold
    time_exhausted,      // a carry would move the time field past its largest value
    // Only between a monotonic step and its caller:
    wait_for_next_tick,   // the tick's counter space ran out and the policy waits (state unchanged)
    needs_fresh_counter,  // the step needs a fresh counter the draws did not hold (state unchanged)
    interrupted,          // a shared generator's pause() asked to stop waiting
};

struct Generated {
    GenerateStatus status;
    u128 value;
};

// How a monotonic generator steps within one tick.
struct MonotonicPolicy {
    unsigned suffix_bits;     // low bits of the random field fixed by the caller (a node id); 0 if none
    unsigned max_step;        // the counter grows by 1 (max_step 1) or by n uniform in 1..max_step
    bool wait_when_exhausted; // a tick's counter space ran out: wait for the next tick, else carry
};

inline constexpr MonotonicPolicy kIncrementByOne{0, 1, false};

// The memory of one monotonic generator; all zero is "not started". Trivially constructible, so a
// shared-memory copy can be zero-filled. A per-process state written by another process (the
// parent of a fork) is never continued: `owner_pid` makes it start afresh. A state shared by
// processes leaves `owner_pid` at zero.
struct MonotonicState {
    int64_t owner_pid;
    bool started;
    uint64_t last_time;
    u128 last_counter;
};

template <class Entropy>
inline u128 draw_random_bits(Entropy& entropy, unsigned bits) {
    uint8_t bytes[16];
    const size_t count = (bits + 7) / 8;
    entropy.fill(bytes, count);
    return load_big_endian(bytes, count) & low_bits_mask(bits);
}

// 1, or uniform in 1..max_step (at most 255) by rejection sampling of single bytes.
template <class Entropy>
inline unsigned draw_step(Entropy& entropy, unsigned max_step) {
    if (max_step <= 1) return 1;
    for (;;) {
        uint8_t byte;
        entropy.fill(&byte, 1);
        if (byte >= 1 && byte <= max_step) return byte;
    }
}

template <class Clock>
inline std::optional<uint64_t> read_time_field(const IdLayout& L, Clock& clock) {
    return time_field_from_unix_ns(L, clock.now_unix_ns());
}

// For a monotonic generator: the clock's tick, or kBeforeEpoch when the clock reads a time before
// the layout's epoch (a clock set back that far is only "behind"); empty past the field's end.
inline constexpr int64_t kBeforeEpoch = -1;

template <class Clock>
inline std::optional<int64_t> read_tick(const IdLayout& L, Clock& clock) {
    const i128 unix_ns = clock.now_unix_ns();
    if (unix_ns < L.time_scale.epoch_unix_ns) return kBeforeEpoch;
    const auto field = time_field_from_unix_ns(L, unix_ns);
    if (!field) return std::nullopt;
    return static_cast<int64_t>(*field);
}

// A time field and a fully random remainder.
template <class Entropy>
inline u128 generate_at(const IdLayout& L, uint64_t time_field, Entropy& entropy) {
    return L.compose(time_field, draw_random_bits(entropy, L.random_bits));
}

template <class Clock, class Entropy>
inline Generated generate_random(const IdLayout& L, Clock& clock, Entropy& entropy) {
    const auto now = read_time_field(L, clock);
    if (!now) return {GenerateStatus::clock_out_of_range, 0};
    return {GenerateStatus::ok, generate_at(L, *now, entropy)};
}

inline constexpr unsigned counter_bits(const IdLayout& L, const MonotonicPolicy& policy) {
    return L.random_bits - policy.suffix_bits;
}

// Where a monotonic step gets its randomness: a "+n" step and a fresh counter for a new tick.
// One process's own state draws them when needed (most calls of a +1 generator draw nothing);
// a state shared with other processes is stepped under a lock, where nothing may fail or wait, so
// its caller draws before locking: the step always, a fresh counter once a step has asked for one.
template <class Entropy>
struct LazyDraws {
    Entropy& entropy;
    unsigned max_step;
    unsigned counter_bits;
    unsigned step() { return draw_step(entropy, max_step); }
    std::optional<u128> fresh_counter() { return draw_random_bits(entropy, counter_bits); }
};

struct PrefetchedDraws {
    unsigned step_value;
    std::optional<u128> counter;
    unsigned step() const { return step_value; }
    std::optional<u128> fresh_counter() const { return counter; }
};

// One step of a monotonic generator at the clock's tick `now` (kBeforeEpoch allowed): pure
// arithmetic on `state`, the same for a per-process state and a shared one. The result is
// strictly greater than every value the state produced before:
//  - a later tick than the last one starts that tick with a fresh random counter;
//  - the same tick, or a clock that went back (even to before the epoch), keeps the last tick and
//    grows the counter by the step;
//  - a counter that would overflow waits for the next tick (if the policy says so and the clock is
//    not behind: `wait_for_next_tick`), else carries into the time field: the tick advances by
//    one, counter fresh.
// Any status but `ok` leaves the state unchanged; `needs_fresh_counter` asks the caller to retry
// with draws that hold one.
template <class Draws>
inline Generated monotonic_step(const IdLayout& L, MonotonicState& state, const MonotonicPolicy& policy, int64_t now,
                                u128 suffix, Draws& draws) {
    const u128 counter_max = low_bits_mask(counter_bits(L, policy));
    if (now == kBeforeEpoch && !state.started) return {GenerateStatus::clock_out_of_range, 0};

    // Time fields are below 2^63, so ticks compare as signed values with kBeforeEpoch below all.
    const int64_t last = static_cast<int64_t>(state.last_time);
    int64_t time = now;
    std::optional<u128> counter;
    if (state.started && now <= last) {
        const unsigned step = draws.step();
        if (counter_max - state.last_counter >= step) {
            counter = state.last_counter + step;
            time = last;
        } else {
            if (policy.wait_when_exhausted && now == last) return {GenerateStatus::wait_for_next_tick, 0};
            if (state.last_time == L.max_time()) return {GenerateStatus::time_exhausted, 0};
            time = last + 1;
            counter = draws.fresh_counter();
        }
    } else {
        counter = draws.fresh_counter();
    }
    if (!counter) return {GenerateStatus::needs_fresh_counter, 0};
    state.started = true;
    state.last_time = static_cast<uint64_t>(time);
    state.last_counter = *counter;
    const u128 random = (*counter << policy.suffix_bits) | (suffix & low_bits_mask(policy.suffix_bits));
    return {GenerateStatus::ok, L.compose(static_cast<uint64_t>(time), random)};
}

// A generator whose state belongs to this process: strictly greater than every value this state
// returned before in this process (a state written by the parent of a fork is never continued).
// Waiting for the next tick is a tight loop on the clock: it lasts less than a tick.
template <class Clock, class Entropy>
inline Generated generate_monotonic(const IdLayout& L, MonotonicState& state, const MonotonicPolicy& policy, int64_t pid,
                                    u128 suffix, Clock& clock, Entropy& entropy) {
    if (state.owner_pid != pid) state = MonotonicState{pid, false, 0, 0};
    LazyDraws<Entropy> draws{entropy, policy.max_step, counter_bits(L, policy)};
    auto now = read_tick(L, clock);
    for (;;) {
        if (!now) return {GenerateStatus::clock_out_of_range, 0};
        const Generated generated = monotonic_step(L, state, policy, *now, suffix, draws);
        if (generated.status != GenerateStatus::wait_for_next_tick) return generated;
        const int64_t exhausted = *now;
        do now = read_tick(L, clock);
        while (now && *now == exhausted);
    }
}

// A generator whose state other processes step too, each holding `lock` (lock(), unlock()) only
// for the clock read and the step. Everything that can fail or wait happens with the lock released:
// drawing randomness, and waiting for the next tick, where `pause()` runs between clock reads
// (it may sleep, or raise a cancel request's error); `pause()` returning false ends the call with
// `interrupted`. Either way the state is left as the last completed step made it.
template <class Clock, class Entropy, class Lock, class Pause>
inline Generated generate_shared_monotonic(const IdLayout& L, MonotonicState& state, const MonotonicPolicy& policy,
                                           u128 suffix, Clock& clock, Entropy& entropy, Lock& lock, Pause&& pause) {
    PrefetchedDraws draws{draw_step(entropy, policy.max_step), std::nullopt};
    for (;;) {
        // The clock is read under the lock: a reading taken before another process's step would
        // look like a clock gone back and carry the time field ahead of the clock instead of waiting.
        lock.lock();
        const auto now = read_tick(L, clock);
        const Generated generated =
            now ? monotonic_step(L, state, policy, *now, suffix, draws) : Generated{GenerateStatus::clock_out_of_range, 0};
        lock.unlock();
        if (generated.status == GenerateStatus::needs_fresh_counter) {
            draws.counter = draw_random_bits(entropy, counter_bits(L, policy));
        } else if (generated.status == GenerateStatus::wait_for_next_tick) {
            for (;;) {
                if (!pause()) return {GenerateStatus::interrupted, 0};
                const auto later = read_tick(L, clock);
                if (!later) return {GenerateStatus::clock_out_of_range, 0};
                if (*later != *now) break;
            }
        } else {
            return generated;
        }
    }
}

}  // namespace idcore
