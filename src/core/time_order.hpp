// Where an instant sits in an ID type's order (the 0.2.0 contract, section 5.2): exactly where an
// ID whose tick starts at that instant with an all-zero random part would sit. An instant inside a
// tick therefore sits after every ID of that tick and before every ID of the next one.
#pragma once

#include <cstdint>

#include "time_scale.hpp"

namespace idcore {

// -1, 0 or 1 as the ID `value` sorts before, at or after the instant `unix_us`. Exact for every
// input: a tick start need not be a whole microsecond (baseuid), and instants outside the layout's
// range (INT64_MIN and INT64_MAX included, which stand for -infinity and infinity) simply sort
// before or after every ID.
constexpr int compare_id_with_instant(const IdLayout& layout, u128 value, int64_t unix_us) {
    const i128 tick_start_ns = unix_ns_from_time_field(layout, layout.time_of(value));
    const i128 instant_ns = static_cast<i128>(unix_us) * 1000;
    if (tick_start_ns != instant_ns) return tick_start_ns < instant_ns ? -1 : 1;
    return layout.random_of(value) == 0 ? 0 : 1;
}

}  // namespace idcore
