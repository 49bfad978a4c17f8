// The rows past a histogram's last entry (core/tail.hpp): the bound the cumulative statistics set
// on rows inserted since ANALYZE, the count read from the index, and the rows above a position.
#include <gtest/gtest.h>

#include <vector>

#include "tail.hpp"

using idcore::inserted_since_analyze_at_most;
using idcore::rows_at_or_above;
using idcore::rows_past_histogram;
using idcore::TailCount;
using idcore::WriteCounters;

namespace {

// Positions from `highest` down, one every `step`.
std::vector<double> descending(double highest, double step, int count) {
    std::vector<double> positions;
    for (int i = 0; i < count; ++i) positions.push_back(highest - step * i);
    return positions;
}

TEST(InsertedSinceAnalyze, ModificationsBoundItWhenVacuumRanAfterAnalyze) {
    // VACUUM after ANALYZE: inserts since that VACUUM are fewer than those since ANALYZE.
    EXPECT_EQ(inserted_since_analyze_at_most({20200, 50, 2000, 1000}), 20200.0);
}

TEST(InsertedSinceAnalyze, InsertsSinceAnEarlierVacuumExcludeUpdates) {
    // 200 inserts and 20,000 updates since a VACUUM ANALYZE.
    EXPECT_EQ(inserted_since_analyze_at_most({20200, 200, 1000, 1000}), 200.0);
    EXPECT_EQ(inserted_since_analyze_at_most({20200, 200, 999, 1000}), 200.0);
}

TEST(InsertedSinceAnalyze, NothingChanged) {
    EXPECT_EQ(inserted_since_analyze_at_most({0, 700, 0, 1000}), 0.0);
    EXPECT_EQ(inserted_since_analyze_at_most({-3, 700, 0, 1000}), 0.0);  // a counter never goes below zero
}

TEST(InsertedSinceAnalyze, NeverMoreThanTheLiveRows) {
    // 20,000 rows analyzed and deleted, 7,500 written since, no VACUUM ever: the modifications
    // and the inserts since the last VACUUM are 27,500 each, the rows now 7,500.
    EXPECT_EQ(inserted_since_analyze_at_most({27500, 27500, 0, 1000, 7500}), 7500.0);
    EXPECT_EQ(inserted_since_analyze_at_most({300, 20300, 0, 1000, 20300}), 300.0);  // the others bound it tighter
    EXPECT_EQ(inserted_since_analyze_at_most({27500, 27500, 0, 1000, -1}), 27500.0);  // not read
    EXPECT_EQ(inserted_since_analyze_at_most({27500, 27500, 0, 0, 7500}), -1.0);    // no ANALYZE they saw
}

TEST(InsertedSinceAnalyze, UnknownWhenTheCountersSawNoAnalyze) {
    // A hot standby's own counters, or counters reset since the ANALYZE: zero modifications, or a
    // few counted since the reset, bound nothing.
    EXPECT_EQ(inserted_since_analyze_at_most({0, 0, 0, 0}), -1.0);
    EXPECT_EQ(inserted_since_analyze_at_most({500, 10, 0, 0}), -1.0);
}

TEST(RowsPastHistogram, ACompleteCountIsExact) {
    const auto positions = descending(100.0, 1.0, 37);
    EXPECT_EQ(rows_past_histogram({positions.data(), 37, true}, 0.0, 5.0), 37.0);  // the index wins over lagging counters
    EXPECT_EQ(rows_past_histogram({nullptr, 0, true}, 0.0, 1000.0), 0.0);
}

TEST(RowsPastHistogram, PastTheCapExtrapolatesAtTheDensityRead) {
    // 1,000 rows read over the top 10 positions of a span of 100 from first_new: 10,000 rows.
    const auto positions = descending(100.0, 0.01, 1000);
    const TailCount tail{positions.data(), 1000, false};
    EXPECT_NEAR(rows_past_histogram(tail, 0.0, -1.0), 10000.0, 20.0);
    EXPECT_EQ(rows_past_histogram(tail, 0.0, 3000.0), 3000.0);  // never more than the counters allow
    // Counters below the rows read lag them (or those rows predate the ANALYZE): they bound nothing.
    EXPECT_NEAR(rows_past_histogram(tail, 0.0, 10.0), 10000.0, 20.0);
    EXPECT_NEAR(rows_past_histogram(tail, 0.0, 0.0), 10000.0, 20.0);
    EXPECT_EQ(rows_past_histogram(tail, 99.995, -1.0), 1000.0);  // new rows start after some read: those read
}

TEST(RowsPastHistogram, OneKeyReadCapTakesTheCountersBound) {
    const std::vector<double> positions(1000, 42.0);
    EXPECT_EQ(rows_past_histogram({positions.data(), 1000, false}, 0.0, 5000.0), 5000.0);
    EXPECT_EQ(rows_past_histogram({positions.data(), 1000, false}, 0.0, -1.0), 1000.0);
}

TEST(RowsAtOrAbove, CountsTheRowsReadExactly) {
    const auto positions = descending(100.0, 1.0, 50);  // 100, 99, ... 51
    const TailCount tail{positions.data(), 50, true};
    EXPECT_EQ(rows_at_or_above(tail, 50.0, 0.0, 101.0), 0.0);
    EXPECT_EQ(rows_at_or_above(tail, 50.0, 0.0, 100.0), 1.0);
    EXPECT_EQ(rows_at_or_above(tail, 50.0, 0.0, 90.5), 10.0);
    EXPECT_EQ(rows_at_or_above(tail, 50.0, 0.0, 51.0), 50.0);
    EXPECT_EQ(rows_at_or_above(tail, 50.0, 0.0, -1.0e300), 50.0);
}

TEST(RowsAtOrAbove, SpreadsTheUnreadRowsBelowThoseRead) {
    const auto positions = descending(100.0, 0.01, 1000);  // down to 90.01
    const TailCount tail{positions.data(), 1000, false};
    // 9,000 unread rows evenly over [0, 90.01].
    EXPECT_EQ(rows_at_or_above(tail, 10000.0, 0.0, 95.0), 501.0);
    EXPECT_NEAR(rows_at_or_above(tail, 10000.0, 0.0, 45.005), 1000.0 + 4500.0, 1.0);
    EXPECT_EQ(rows_at_or_above(tail, 10000.0, 0.0, -5.0), 10000.0);
}

TEST(RowsAtOrAbove, PlacesTheLowSidesRowsWhereTheyWereRead) {
    // 100 read from the top (down to 90.1), 10 from the low side at 1 .. 10, 890 unread between
    // 10 and 90.1: none of them below the low side's highest.
    const auto top = descending(100.0, 0.1, 100);
    std::vector<double> low;
    for (int i = 1; i <= 10; ++i) low.push_back(i);
    const TailCount tail{top.data(), 100, false, low.data(), 10};
    EXPECT_EQ(rows_at_or_above(tail, 1000.0, 0.0, 95.05), 50.0);
    EXPECT_EQ(rows_at_or_above(tail, 1000.0, 0.0, 5.5), 1000.0 - 5.0);
    EXPECT_EQ(rows_at_or_above(tail, 1000.0, 0.0, 10.0), 1000.0 - 9.0);
    EXPECT_NEAR(rows_at_or_above(tail, 1000.0, 0.0, 50.05), 100.0 + 445.0, 1.0);
    EXPECT_EQ(rows_at_or_above(tail, 1000.0, 0.0, 0.5), 1000.0);
}

TEST(PositionsAtOrAbove, BothOrders) {
    const std::vector<double> down{5, 4, 4, 2}, up{2, 4, 4, 5};
    for (const double position : {6.0, 5.0, 4.5, 4.0, 3.0, 2.0, 1.0}) {
        int expected = 0;
        for (const double p : down) expected += p >= position;
        EXPECT_EQ(idcore::positions_at_or_above(down.data(), 4, true, position), expected) << position;
        EXPECT_EQ(idcore::positions_at_or_above(up.data(), 4, false, position), expected) << position;
    }
    EXPECT_EQ(idcore::positions_at_or_above(nullptr, 0, false, 1.0), 0);
}

}  // namespace
