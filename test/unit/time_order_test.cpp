// Where a timestamp sits among IDs: at tick edges of every layout, infinities, out of range.
#include <gtest/gtest.h>

#include "test_support.hpp"
#include "time_order.hpp"

namespace {

using idcore::compare_id_with_instant;
using idcore::IdLayout;
using idcore::kBaseUid;
using idcore::kUlid;
using idcore::kUlidFlake;
using idcore::u128;
using idcore::unix_ns_from_time_field;

struct NamedLayout {
    const char* name;
    const IdLayout* layout;
};
const NamedLayout kLayouts[] = {{"ulid", &kUlid}, {"ulid_flake", &kUlidFlake}, {"baseuid", &kBaseUid}};

// A different reading of the rule, by time fields alone: the instant's "ceiling tick" is the first
// tick starting at or after it; an ID sorts before the instant exactly when its tick is earlier
// than that, and equals it only as the all-zero ID of a tick starting exactly there.
int reference_compare(const IdLayout& layout, u128 value, int64_t unix_us) {
    const __int128 instant_ns = static_cast<__int128>(unix_us) * 1000;
    const __int128 since_epoch = instant_ns - layout.time_scale.epoch_unix_ns;
    const __int128 tick = layout.time_scale.tick_ns;
    const __int128 ceiling_tick = since_epoch <= 0 ? since_epoch / tick : (since_epoch + tick - 1) / tick;
    const bool instant_is_tick_start = since_epoch % tick == 0;
    const __int128 field = layout.time_of(value);
    if (field < ceiling_tick) return -1;
    if (field == ceiling_tick && instant_is_tick_start && layout.random_of(value) == 0) return 0;
    return 1;
}

int64_t start_us_of(const IdLayout& layout, uint64_t field) {
    return static_cast<int64_t>(idcore::floor_div(unix_ns_from_time_field(layout, field), 1000));
}

// Ticks at the start, in the middle and at the end of each layout's range.
std::vector<uint64_t> sample_fields(const IdLayout& layout) {
    return {0, 1, 2, 1'000'000, layout.max_time() / 2, layout.max_time() / 2 + 1, layout.max_time() - 1,
            layout.max_time()};
}

TEST(TimeOrder, AWholeMicrosecondTickStartEqualsOnlyTheAllZeroIdOfThatTick) {
    for (const auto& [name, layout] : kLayouts) {
        for (uint64_t field : sample_fields(*layout)) {
            if (unix_ns_from_time_field(*layout, field) % 1000 != 0) continue;
            const int64_t start = start_us_of(*layout, field);
            SCOPED_TRACE(name);
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, 0), start), 0);
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, 1), start), 1);
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, layout->max_random()), start), 1);
            if (field > 0)
                EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field - 1, layout->max_random()), start), -1);
            // One microsecond earlier the whole tick is after the instant; one later, before it.
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, 0), start - 1), 1);
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, 0), start + 1), -1);
            EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field, layout->max_random()), start + 1), -1);
        }
    }
}

TEST(TimeOrder, MillisecondTicksAtTheirEdges) {
    for (const IdLayout* layout : {&kUlid, &kUlidFlake}) {
        const uint64_t field = 1'000'000;
        const int64_t start = start_us_of(*layout, field);
        const u128 smallest = layout->compose(field, 0), largest = layout->compose(field, layout->max_random());
        // The last microsecond of the previous millisecond and the last one of this millisecond.
        EXPECT_EQ(compare_id_with_instant(*layout, smallest, start - 1), 1);
        EXPECT_EQ(compare_id_with_instant(*layout, largest, start + 999), -1);
        EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field + 1, 0), start + 999), 1);
        EXPECT_EQ(compare_id_with_instant(*layout, layout->compose(field + 1, 0), start + 1000), 0);
    }
}

TEST(TimeOrder, ABaseUidTickStartingInsideAMicrosecondNeverEqualsAnInstant) {
    // Tick 1 starts at 32.768 us: after 32 us, before 33 us, whatever its random part.
    EXPECT_EQ(unix_ns_from_time_field(kBaseUid, 1), 32'768);
    for (u128 random : {u128{0}, u128{1}, kBaseUid.max_random()}) {
        const u128 id = kBaseUid.compose(1, random);
        EXPECT_EQ(compare_id_with_instant(kBaseUid, id, 32), 1);
        EXPECT_EQ(compare_id_with_instant(kBaseUid, id, 33), -1);
        EXPECT_EQ(compare_id_with_instant(kBaseUid, id, 65), -1);   // tick 2 starts at 65.536 us
        EXPECT_EQ(compare_id_with_instant(kBaseUid, kBaseUid.compose(2, random), 65), 1);
    }
    // Tick 125 starts at exactly 4096 us (125 * 32768 ns): equality is possible there.
    EXPECT_EQ(compare_id_with_instant(kBaseUid, kBaseUid.compose(125, 0), 4096), 0);
}

TEST(TimeOrder, InfinitiesSortBeforeAndAfterEveryId) {
    for (const auto& [name, layout] : kLayouts) {
        SCOPED_TRACE(name);
        for (u128 value : {u128{0}, layout->compose(1, 0), layout->max_value()}) {
            EXPECT_EQ(compare_id_with_instant(*layout, value, INT64_MIN), 1);
            EXPECT_EQ(compare_id_with_instant(*layout, value, INT64_MAX), -1);
        }
    }
}

TEST(TimeOrder, InstantsOutsideTheRangeSortBeyondItsEnds) {
    for (const auto& [name, layout] : kLayouts) {
        SCOPED_TRACE(name);
        const int64_t first = start_us_of(*layout, 0);
        const int64_t beyond = start_us_of(*layout, layout->max_time()) + 1'000'000;
        EXPECT_EQ(compare_id_with_instant(*layout, 0, first - 1), 1);
        EXPECT_EQ(compare_id_with_instant(*layout, layout->max_value(), first - 1), 1);
        EXPECT_EQ(compare_id_with_instant(*layout, 0, beyond), -1);
        EXPECT_EQ(compare_id_with_instant(*layout, layout->max_value(), beyond), -1);
    }
    // Ulid-Flake's range starts in 2024: the Unix epoch is before every ulid_flake.
    EXPECT_EQ(compare_id_with_instant(kUlidFlake, 0, 0), 1);
}

TEST(TimeOrder, AgreesWithTheCeilingTickReadingAndWithTheIdOrder) {
    testing_support::TestRandom random;
    for (const auto& [name, layout] : kLayouts) {
        SCOPED_TRACE(name);
        const int64_t first = start_us_of(*layout, 0), last = start_us_of(*layout, layout->max_time());
        for (int i = 0; i < 200000; ++i) {
            // IDs near an instant: the instant's own tick, its neighbours, random parts near 0.
            const int64_t instant = first - 2 + static_cast<int64_t>(random.next() % static_cast<uint64_t>(last - first + 4));
            const auto field = idcore::time_field_from_unix_us(*layout, instant);
            const uint64_t base = field ? *field : (instant < first ? 0 : layout->max_time());
            const uint64_t near = std::min<uint64_t>(layout->max_time(), base + random.next() % 3 - std::min<uint64_t>(base, 1));
            const u128 rnd = random.next() % 2 ? random.next128() & layout->max_random() : random.next() % 2;
            const u128 id = layout->compose(near, rnd);
            ASSERT_EQ(compare_id_with_instant(*layout, id, instant), reference_compare(*layout, id, instant))
                << testing_support::hex(id) << " vs " << instant;
            // A larger ID never sorts earlier against the same instant.
            const u128 later = id == layout->max_value() ? id : id + 1;
            ASSERT_LE(compare_id_with_instant(*layout, id, instant), compare_id_with_instant(*layout, later, instant));
        }
    }
}

TEST(TimeOrder, LaterInstantsNeverSortBeforeEarlierOnes) {
    testing_support::TestRandom random;
    for (const auto& [name, layout] : kLayouts) {
        SCOPED_TRACE(name);
        for (int i = 0; i < 100000; ++i) {
            const u128 id = random.next128() & layout->max_value();
            const int64_t start = start_us_of(*layout, layout->time_of(id));
            const int64_t instant = start - 40 + static_cast<int64_t>(random.next() % 80);
            ASSERT_GE(compare_id_with_instant(*layout, id, instant), compare_id_with_instant(*layout, id, instant + 1));
        }
    }
}

}  // namespace
