// Random and monotonic ID generation with an injected clock and entropy source.
//
// A Clock has `int64_t now_unix_ns()`. An Entropy has `void fill(uint8_t* bytes, size_t count)`
// yielding cryptographically secure bytes.
#pragma once

#include <cstddef>
#include <cstdint>

#include "layout.hpp"
#include "time_scale.hpp"

namespace idcore {

enum class GenerateStatus : uint8_t {
    ok,
    clock_out_of_range,  // the clock reads a time the layout's time field cannot hold
    time_exhausted,      // a carry would move the time field past its largest value
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

// Per-process state of one monotonic generator. A state written by another process (the parent
// of a fork) is never continued: `owner_pid` makes the generator start afresh.
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
    const int64_t unix_ns = clock.now_unix_ns();
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

// Strictly greater than every value this state returned before in this process:
//  - a later tick than the last one starts that tick with a fresh random counter;
//  - the same tick, or a clock that went back (even to before the epoch), keeps the last tick and
//    grows the counter;
//  - a counter that would overflow waits for the next tick (if the policy says so and the clock is
//    not behind), else carries into the time field: the tick advances by one, counter fresh.
template <class Clock, class Entropy>
inline Generated generate_monotonic(const IdLayout& L, MonotonicState& state, const MonotonicPolicy& policy, int64_t pid,
                                    u128 suffix, Clock& clock, Entropy& entropy) {
    const unsigned counter_bits = L.random_bits - policy.suffix_bits;
    const u128 counter_max = low_bits_mask(counter_bits);
    if (state.owner_pid != pid) state = MonotonicState{pid, false, 0, 0};

    // Time fields are below 2^63, so ticks compare as signed values with kBeforeEpoch below all.
    auto now = read_tick(L, clock);
    if (!now || (*now == kBeforeEpoch && !state.started)) return {GenerateStatus::clock_out_of_range, 0};

    const int64_t last = static_cast<int64_t>(state.last_time);
    int64_t time = *now;
    if (state.started && time <= last) {
        const unsigned step = draw_step(entropy, policy.max_step);
        if (counter_max - state.last_counter >= step) {
            state.last_counter += step;
            time = last;
        } else {
            if (policy.wait_when_exhausted && time == last) {
                do {
                    now = read_tick(L, clock);
                    if (!now) return {GenerateStatus::clock_out_of_range, 0};
                } while (*now == last);
                time = *now;
            }
            if (time <= last) {
                if (state.last_time == L.max_time()) return {GenerateStatus::time_exhausted, 0};
                time = last + 1;
            }
            state.last_counter = draw_random_bits(entropy, counter_bits);
        }
    } else {
        state.last_counter = draw_random_bits(entropy, counter_bits);
    }
    state.started = true;
    state.last_time = static_cast<uint64_t>(time);
    const u128 random = (state.last_counter << policy.suffix_bits) | (suffix & low_bits_mask(policy.suffix_bits));
    return {GenerateStatus::ok, L.compose(static_cast<uint64_t>(time), random)};
}

}  // namespace idcore
