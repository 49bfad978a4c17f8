// Time field conversions: floor semantics at the edges of every layout's range.
#include <gtest/gtest.h>

#include "time_scale.hpp"

using idcore::kUlid;
using idcore::time_field_from_unix_us;
using idcore::unix_us_from_time_field;

TEST(UlidTime, MillisecondsTruncateTowardsThePast) {
    EXPECT_EQ(time_field_from_unix_us(kUlid, 0), 0u);
    EXPECT_EQ(time_field_from_unix_us(kUlid, 999), 0u);
    EXPECT_EQ(time_field_from_unix_us(kUlid, 1000), 1u);
    EXPECT_EQ(time_field_from_unix_us(kUlid, 1735689600123456), 1735689600123u);
}

TEST(UlidTime, BeforeTheEpochIsOutOfRangeEvenByAFraction) {
    EXPECT_FALSE(time_field_from_unix_us(kUlid, -1).has_value());
    EXPECT_FALSE(time_field_from_unix_us(kUlid, -1000).has_value());
}

TEST(UlidTime, TheLast48BitMillisecondIsTheEnd) {
    const int64_t last_ms = (int64_t{1} << 48) - 1;
    EXPECT_EQ(time_field_from_unix_us(kUlid, last_ms * 1000 + 999), static_cast<uint64_t>(last_ms));
    EXPECT_FALSE(time_field_from_unix_us(kUlid, (last_ms + 1) * 1000).has_value());
    EXPECT_FALSE(time_field_from_unix_us(kUlid, INT64_MAX).has_value());
    EXPECT_FALSE(time_field_from_unix_us(kUlid, INT64_MIN).has_value());
}

TEST(UlidTime, FieldToMicrosecondsIsExact) {
    EXPECT_EQ(unix_us_from_time_field(kUlid, 0), 0);
    EXPECT_EQ(unix_us_from_time_field(kUlid, 1735689600000u), 1735689600000000);
    EXPECT_EQ(unix_us_from_time_field(kUlid, kUlid.max_time()), static_cast<int64_t>(kUlid.max_time()) * 1000);
}
