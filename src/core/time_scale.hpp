// Conversions between wall-clock time and a layout's time field.
#pragma once

#include <cstdint>
#include <optional>

#include "layout.hpp"

namespace idcore {

using i128 = __int128;

constexpr i128 floor_div(i128 numerator, i128 denominator) {
    const i128 quotient = numerator / denominator;
    return (numerator % denominator != 0 && ((numerator < 0) != (denominator < 0))) ? quotient - 1 : quotient;
}

// The time field holding `unix_ns`, truncated towards the past; empty when outside the field's range.
constexpr std::optional<uint64_t> time_field_from_unix_ns(const IdLayout& layout, i128 unix_ns) {
    const i128 ticks = floor_div(unix_ns - layout.time_scale.epoch_unix_ns, layout.time_scale.tick_ns);
    if (ticks < 0 || ticks > static_cast<i128>(layout.max_time())) return std::nullopt;
    return static_cast<uint64_t>(ticks);
}

constexpr std::optional<uint64_t> time_field_from_unix_us(const IdLayout& layout, int64_t unix_us) {
    return time_field_from_unix_ns(layout, static_cast<i128>(unix_us) * 1000);
}

// The exact start of the tick `field`, in Unix nanoseconds.
constexpr i128 unix_ns_from_time_field(const IdLayout& layout, uint64_t field) {
    return static_cast<i128>(field) * layout.time_scale.tick_ns + layout.time_scale.epoch_unix_ns;
}

// The start of the tick `field`, in Unix microseconds truncated towards the past.
constexpr int64_t unix_us_from_time_field(const IdLayout& layout, uint64_t field) {
    return static_cast<int64_t>(floor_div(unix_ns_from_time_field(layout, field), 1000));
}

}  // namespace idcore
