// The rows of a time-ordered column that lie past its histogram's last entry: how many there are,
// and how many lie past a given position, from a bounded count of the index entries there (read
// from the index's high end, highest first) and the cumulative statistics' counters.
//
// Rows written since ANALYZE are not always the newest keys (a backfill writes old times, an
// UPDATE writes no new key at all), so the counters alone cannot say where they lie; the index can.
// Up to a cap, the count is exact and the positions read are the tail itself. Past the cap, the
// rows beyond the last one read are extrapolated at the density of those read, spread evenly from
// where the new rows start, and never more than the counters allow.
#pragma once

#include <cstdint>

#include "position.hpp"

namespace idcore {

// What the cumulative statistics say about the rows inserted since ANALYZE (PostgreSQL 15 to 19):
//  - modified_since_analyze counts inserts, updates and deletes since it ran: an upper bound;
//  - inserted_since_vacuum counts inserts (committed or not) since the last VACUUM: an upper bound
//    too when that VACUUM ended before the ANALYZE (VACUUM ANALYZE, autovacuum), a lower one if not;
//  - live_rows is the table's rows now as they count them: set by the last VACUUM or ANALYZE, plus
//    the committed inserts and less the committed deletes since (-1: not read).
// Timestamps are PostgreSQL's (microseconds), 0 when it never ran.
struct WriteCounters {
    int64_t modified_since_analyze;
    int64_t inserted_since_vacuum;
    int64_t vacuumed_at;
    int64_t analyzed_at;
    int64_t live_rows = -1;
};

// The most rows that can have been inserted since ANALYZE and be there still; updates are
// excluded whenever the counters allow it. The first two counters count deletes and the rows
// loaded before the ANALYZE too: after the analyzed rows are deleted and as many written, they
// would take every row for a new one. -1 (unknown) when the counters know of no ANALYZE: the
// histogram then comes from one they did not see (they were reset, discarded after a crash, or are
// a hot standby's own, which never count the primary's writes), so what they counted since is no
// upper bound.
inline double inserted_since_analyze_at_most(const WriteCounters& counters) {
    if (counters.analyzed_at == 0) return -1.0;
    double bound = counters.modified_since_analyze > 0 ? static_cast<double>(counters.modified_since_analyze) : 0.0;
    if (counters.analyzed_at != 0 && counters.vacuumed_at <= counters.analyzed_at && counters.inserted_since_vacuum >= 0 &&
        static_cast<double>(counters.inserted_since_vacuum) < bound)
        bound = static_cast<double>(counters.inserted_since_vacuum);
    if (counters.live_rows >= 0 && static_cast<double>(counters.live_rows) < bound)
        bound = static_cast<double>(counters.live_rows);
    return bound;
}

// The index entries counted past the histogram's last entry, those of rows the snapshot sees.
struct TailCount {
    const double* positions;  // of the entries counted, highest first
    int counted;
    bool complete;  // the count reached the histogram's last entry before the cap
    // Past the cap, those counted up from the histogram's last entry too, lowest first: the rows
    // not read lie between the highest of them and the lowest of `positions`.
    const double* low_positions = nullptr;
    int low_counted = 0;
};

// How many rows lie past the histogram's last entry: the count when complete (the caller counts
// only rows its snapshot sees, so the count is exact, and counters that lag it cannot cut it);
// else the rows read plus those below them, at the density of those read, down to `first_new`
// (where rows written since ANALYZE can start), at least those read and at most `at_most` when
// that is no fewer (at_most < 0: unknown; fewer than were read: the counters lag the rows, as
// right after ANALYZE, or rows above the sample's maximum predate it, and they bound nothing).
inline double rows_past_histogram(const TailCount& tail, double first_new, double at_most) {
    const double counted = static_cast<double>(tail.counted);
    if (tail.complete || tail.counted == 0) return counted;
    const double highest = tail.positions[0];
    const double lowest_read = tail.positions[tail.counted - 1];
    double rows = counted;
    if (highest > lowest_read) {
        const double spread = (highest - first_new) / (highest - lowest_read) * counted;
        if (spread > rows) rows = spread;
    } else if (at_most > rows) {
        rows = at_most;  // every row read has one key: no density to extrapolate from
    }
    if (at_most >= counted && rows > at_most) rows = at_most;
    return rows;
}

// How many of `count` positions sorted highest first (`descending`) or lowest first are at or
// above `position`, by bisection.
inline int positions_at_or_above(const double* positions, int count, bool descending, double position) {
    int low = 0, high = count;  // the answer lies in [low, high]
    while (low < high) {
        const int probe = low + (high - low) / 2;
        if ((positions[probe] >= position) == descending)
            low = probe + 1;
        else
            high = probe;
    }
    return descending ? low : count - low;
}

// How many of the `rows` past the histogram lie at or above `position`: those read, found by
// bisection, and a share of the rest, spread evenly over the span not read: from `first_new` (or
// the highest position read from the low side) up to the lowest position read from the top.
inline double rows_at_or_above(const TailCount& tail, double rows, double first_new, double position) {
    const int top_above = positions_at_or_above(tail.positions, tail.counted, true, position);
    const double read_above = static_cast<double>(
        top_above + positions_at_or_above(tail.low_positions, tail.low_counted, false, position));
    const double unread = rows - static_cast<double>(tail.counted + tail.low_counted);
    if (unread <= 0.0 || top_above < tail.counted) return read_above;
    const double lowest_read = tail.positions[tail.counted - 1];
    double unread_from = first_new;
    if (tail.low_counted > 0 && tail.low_positions[tail.low_counted - 1] > unread_from)
        unread_from = tail.low_positions[tail.low_counted - 1];
    if (!(lowest_read > unread_from)) return read_above + (position <= unread_from ? unread : 0.0);
    return read_above + unread * (1.0 - fraction_of_bucket(unread_from, position, lowest_read));
}

}  // namespace idcore
