// Positions on the time axis (what the row estimators interpolate on), at the edges of every layout.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "position.hpp"
#include "test_support.hpp"

using idcore::fraction_of_bucket;
using idcore::i128;
using idcore::IdLayout;
using idcore::kBaseUid;
using idcore::kUlid;
using idcore::kUlidFlake;
using idcore::position_of_id;
using idcore::position_of_signed_id;
using idcore::position_of_unix_ns;
using idcore::position_of_unix_us;
using idcore::u128;
using testing_support::TestRandom;

namespace {

const IdLayout* const kLayouts[] = {&kUlid, &kUlidFlake, &kBaseUid};

// The exact start of tick `field`, in Unix nanoseconds.
i128 tick_start_ns(const IdLayout& layout, uint64_t field) {
    return static_cast<i128>(field) * layout.time_scale.tick_ns + layout.time_scale.epoch_unix_ns;
}

// Time fields at the edges of a layout's range and a few inside it.
std::vector<uint64_t> edge_fields(const IdLayout& layout) {
    return {0, 1, 2, 1000, layout.max_time() / 2, layout.max_time() - 1, layout.max_time()};
}

std::vector<u128> edge_randoms(const IdLayout& layout) {
    return {0, 1, layout.max_random() / 2, layout.max_random() - 1, layout.max_random()};
}

}  // namespace

TEST(Position, AnAllZeroIdSitsExactlyOnItsTick) {
    for (const IdLayout* layout : kLayouts)
        for (uint64_t field : edge_fields(*layout))
            EXPECT_EQ(position_of_id(*layout, layout->compose(field, 0)), static_cast<double>(field));
}

TEST(Position, TheRandomPartFillsTheTick) {
    for (const IdLayout* layout : kLayouts) {
        for (uint64_t field : {0ull, 1ull, 1000ull}) {
            const double start = position_of_id(*layout, layout->compose(field, 0));
            const double middle = position_of_id(*layout, layout->compose(field, u128{1} << (layout->random_bits - 1)));
            const double last = position_of_id(*layout, layout->compose(field, layout->max_random()));
            EXPECT_EQ(middle, field + 0.5);
            EXPECT_GT(last, middle);
            EXPECT_LE(last, field + 1.0);
            EXPECT_GE(position_of_id(*layout, layout->compose(field, 1)), start);
        }
    }
    // A double keeps 53 bits: ulid_flake's 20 random bits stay apart from the tick's edges, while
    // 80 or 72 random bits round (a ulid's last random values share the next tick's position).
    EXPECT_LT(position_of_id(kUlidFlake, kUlidFlake.compose(1000, kUlidFlake.max_random())), 1001.0);
    EXPECT_GT(position_of_id(kUlidFlake, kUlidFlake.compose(1000, 1)), 1000.0);
    EXPECT_GT(position_of_id(kUlid, kUlid.compose(1000, u128{1} << 50)), 1000.0);
}

TEST(Position, IsLinearInTime) {
    for (const IdLayout* layout : kLayouts)
        for (uint64_t field : {uint64_t{10}, uint64_t{1} << 30, layout->max_time() - 5})
            for (u128 random : {u128{0}, u128{1} << (layout->random_bits - 2)}) {
                const double here = position_of_id(*layout, layout->compose(field, random));
                const double later = position_of_id(*layout, layout->compose(field + 5, random));
                EXPECT_EQ(later - here, 5.0);
            }
}

TEST(Position, PreservesTheIdOrder) {
    TestRandom random;
    for (const IdLayout* layout : kLayouts) {
        std::vector<u128> values;
        for (uint64_t field : edge_fields(*layout))
            for (u128 r : edge_randoms(*layout)) values.push_back(layout->compose(field, r));
        for (int i = 0; i < 2000; ++i) values.push_back(random.next128() & layout->max_value());
        for (u128 a : values)
            for (u128 b : {values[0], values[7], values[20], values[34], values[100], values[1999]}) {
                if (a < b) {
                    EXPECT_LE(position_of_id(*layout, a), position_of_id(*layout, b));
                }
                // An all-zero ID lies strictly below every ID of a later tick.
                if (layout->time_of(a) < layout->time_of(b)) {
                    EXPECT_LT(position_of_id(*layout, layout->compose(layout->time_of(a), 0)),
                              position_of_id(*layout, b));
                }
            }
    }
}

TEST(Position, TheLargestIdIsAtTheEndOfTheLastTick) {
    for (const IdLayout* layout : kLayouts) {
        const double last = position_of_id(*layout, layout->max_value());
        EXPECT_GT(last, static_cast<double>(layout->max_time()));
        EXPECT_LE(last, static_cast<double>(layout->max_time()) + 1.0);
    }
}

TEST(Position, SignedIntegersUseTheIdScaleAndNegativesLieBelowEveryId) {
    TestRandom random;
    for (int i = 0; i < 1000; ++i) {
        const int64_t value = static_cast<int64_t>(random.next() >> 1);
        EXPECT_EQ(position_of_signed_id(kUlidFlake, value), position_of_id(kUlidFlake, static_cast<u128>(value)));
    }
    EXPECT_EQ(position_of_signed_id(kUlidFlake, 0), 0.0);
    EXPECT_EQ(position_of_signed_id(kUlidFlake, INT64_MAX), position_of_id(kUlidFlake, kUlidFlake.max_value()));
    EXPECT_LT(position_of_signed_id(kUlidFlake, -1), 0.0);
    EXPECT_LT(position_of_signed_id(kUlidFlake, INT64_MIN), position_of_signed_id(kUlidFlake, -1));
    EXPECT_TRUE(std::isfinite(position_of_signed_id(kUlidFlake, INT64_MIN)));
}

TEST(Position, AnInstantAtATickStartSitsWithThatTicksFirstId) {
    for (const IdLayout* layout : kLayouts)
        for (uint64_t field : edge_fields(*layout))
            EXPECT_EQ(position_of_unix_ns(*layout, tick_start_ns(*layout, field)), static_cast<double>(field));
    // The documented starts: ulid_flake's epoch, baseuid's tick of 2022-01-01 (a whole tick).
    EXPECT_EQ(position_of_unix_us(kUlidFlake, 1704067200000000), 0.0);
    EXPECT_EQ(position_of_unix_us(kUlid, 1704067200000000), 1704067200000.0);
    EXPECT_EQ(position_of_unix_us(kBaseUid, 32768), 1000.0);
}

TEST(Position, AnInstantInsideATickSitsAtTheNextTickStart) {
    for (const IdLayout* layout : kLayouts)
        for (uint64_t field : edge_fields(*layout)) {
            EXPECT_EQ(position_of_unix_ns(*layout, tick_start_ns(*layout, field) + 1), field + 1.0);
            EXPECT_EQ(position_of_unix_ns(*layout, tick_start_ns(*layout, field + 1) - 1), field + 1.0);
        }
    // Microseconds: 1 us into a ulid millisecond, and baseuid ticks that start between microseconds.
    EXPECT_EQ(position_of_unix_us(kUlid, 1), 1.0);
    EXPECT_EQ(position_of_unix_us(kUlid, 999), 1.0);
    EXPECT_EQ(position_of_unix_us(kBaseUid, 1), 1.0);
    EXPECT_EQ(position_of_unix_us(kBaseUid, 32), 1.0);
    EXPECT_EQ(position_of_unix_us(kBaseUid, 33), 2.0);
}

// The comparison rule of spec 5.2, for an ID x whose tick starts at s and an instant t:
// x < t exactly when s < t, and x >= t exactly when s >= t. Positions must order them alike.
TEST(Position, OrdersIdsAndInstantsAsTheComparisonRuleDoes) {
    for (const IdLayout* layout : kLayouts)
        for (uint64_t field : edge_fields(*layout))
            for (u128 r : edge_randoms(*layout)) {
                const u128 id = layout->compose(field, r);
                const i128 start = tick_start_ns(*layout, field);
                for (i128 offset : {i128{-1}, i128{0}, i128{1}, i128{layout->time_scale.tick_ns}}) {
                    const i128 instant = start + offset;
                    const double id_position = position_of_id(*layout, id);
                    const double instant_position = position_of_unix_ns(*layout, instant);
                    if (start < instant) {
                        EXPECT_LE(id_position, instant_position) << "field " << field;
                    } else {
                        EXPECT_GE(id_position, instant_position) << "field " << field;
                    }
                    // Where the double holds time and random bits alike (ulid_flake's early
                    // ticks), the order is strict too.
                    if (layout == &kUlidFlake && field <= 1000) {
                        EXPECT_EQ(id_position < instant_position, start < instant) << "field " << field;
                    }
                }
            }
}

TEST(Position, InstantsOutsideTheRangeLieBeyondEveryId) {
    for (const IdLayout* layout : kLayouts) {
        const double before = position_of_unix_ns(*layout, layout->time_scale.epoch_unix_ns - 1);
        const double after = position_of_unix_ns(*layout, tick_start_ns(*layout, layout->max_time() + 1));
        EXPECT_LE(before, 0.0);
        EXPECT_LT(position_of_unix_ns(*layout, layout->time_scale.epoch_unix_ns - layout->time_scale.tick_ns), 0.0);
        EXPECT_GE(after, position_of_id(*layout, layout->max_value()));
        // The extreme microsecond counts a timestamptz can hold stay finite and ordered.
        const double first = position_of_unix_us(*layout, INT64_MIN);
        const double last = position_of_unix_us(*layout, INT64_MAX);
        EXPECT_TRUE(std::isfinite(first) && std::isfinite(last));
        EXPECT_LT(first, before);
        EXPECT_GT(last, after);
        EXPECT_LT(idcore::kBelowEveryPosition, first);
        EXPECT_GT(idcore::kAboveEveryPosition, last);
    }
}

TEST(BucketFraction, InterpolatesLinearlyInsideTheBucket) {
    EXPECT_EQ(fraction_of_bucket(10.0, 12.5, 20.0), 0.25);
    EXPECT_EQ(fraction_of_bucket(10.0, 10.0, 20.0), 0.0);
    EXPECT_EQ(fraction_of_bucket(10.0, 20.0, 20.0), 1.0);
}

TEST(BucketFraction, ClampsOutsideAndGuessesTheMiddleWithoutAnAnswer) {
    EXPECT_EQ(fraction_of_bucket(10.0, 5.0, 20.0), 0.0);
    EXPECT_EQ(fraction_of_bucket(10.0, 25.0, 20.0), 1.0);
    EXPECT_EQ(fraction_of_bucket(10.0, 10.0, 10.0), 0.5);  // no width
    EXPECT_EQ(fraction_of_bucket(20.0, 15.0, 10.0), 0.5);  // reversed
    EXPECT_EQ(fraction_of_bucket(idcore::kBelowEveryPosition, 15.0, 20.0), 0.5);
    EXPECT_EQ(fraction_of_bucket(10.0, idcore::kAboveEveryPosition, 20.0), 1.0);
    EXPECT_EQ(fraction_of_bucket(10.0, std::nan(""), 20.0), 0.5);
}
