// Where a value sits on a layout's time axis, as a double the planner can interpolate on.
//
// The scale is the layout's ticks: an ID is at time field + random / 2^random_bits, so positions
// grow with the ID order and linearly with time. An instant is at the position the ID order gives
// it (spec 5.2): the exact start of a tick sits where that tick's all-zero ID does, any other
// instant after every ID of the tick it falls in, i.e. at the start of the next tick. So
// `id < t` exactly when position(id) < position(t), and interpolating between histogram
// entries of either kind agrees with the comparison operators.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "layout.hpp"
#include "time_scale.hpp"

namespace idcore {

// 2^-bits, exactly (every power of two in range is a double).
inline double inverse_power_of_two(unsigned bits) { return std::ldexp(1.0, -static_cast<int>(bits)); }

// An ID value of `layout` (time field on top, random field below).
inline double position_of_id(const IdLayout& layout, u128 value) {
    return static_cast<double>(layout.time_of(value)) +
           static_cast<double>(layout.random_of(value)) * inverse_power_of_two(layout.random_bits);
}

// A signed 64-bit integer read as an ID of a by-value layout (ulid_flake compared with bigint):
// the same scale as position_of_id, and a negative integer lands below position 0, below every ID.
inline double position_of_signed_id(const IdLayout& layout, int64_t value) {
    return static_cast<double>(value) * inverse_power_of_two(layout.random_bits);
}

// An instant in Unix nanoseconds: the first tick start at or after it, so it may be negative
// (before the layout's epoch) or beyond max_time() (after its end). 128 bits hold every
// timestamptz.
inline double position_of_unix_ns(const IdLayout& layout, i128 unix_ns) {
    const i128 since_epoch = unix_ns - layout.time_scale.epoch_unix_ns;
    const i128 tick = layout.time_scale.tick_ns;
    const i128 ticks_after = -floor_div(-since_epoch, tick);  // ceiling division
    return static_cast<double>(ticks_after);
}

inline double position_of_unix_us(const IdLayout& layout, i128 unix_us) {
    return position_of_unix_ns(layout, unix_us * 1000);
}

// Infinite instants lie below and above every position, so an interpolation never reaches them.
inline constexpr double kBelowEveryPosition = -std::numeric_limits<double>::infinity();
inline constexpr double kAboveEveryPosition = std::numeric_limits<double>::infinity();

// How far `value` lies between `low` and `high` (two neighbouring histogram entries), in 0..1.
// As PostgreSQL does for built-in types: the middle when the bucket has no width or the
// arithmetic has no answer (infinite ends), the bucket's edge when the value lies beyond one.
inline double fraction_of_bucket(double low, double value, double high) {
    if (!(high > low)) return 0.5;
    if (value <= low) return 0.0;
    if (value >= high) return 1.0;
    const double fraction = (value - low) / (high - low);
    return (std::isfinite(fraction) && fraction >= 0.0 && fraction <= 1.0) ? fraction : 0.5;
}

}  // namespace idcore
