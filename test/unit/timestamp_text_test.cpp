// reads_as_timestamp: the text for which a rejected ID input gets the "write timestamptz" hint.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "timestamp_text.hpp"

namespace {
bool reads(const char* text) { return idcore::reads_as_timestamp(text, std::strlen(text)); }
}  // namespace

TEST(TimestampText, DatesAndTimestampsAsUsersWriteThem) {
    for (const char* text : {"2025-03-01", "2025-3-1", "2025-03-01 12:00", "2025-03-01T12:00:00Z", "2025-03-01t12:00",
                             "2025-03-01 12:00:00.123456+02", "2025-03-01 12:00:00 UTC", "2025-03-01 12:00 Europe/Paris",
                             "2025-12-31 24:00", "2025-12-31 24:00:00", "2024-02-29", "2000-02-29", "2025-04-30",
                             "0001-01-01", "2025-03-01 12:59:59"}) {
        EXPECT_TRUE(reads(text)) << text;
    }
}

TEST(TimestampText, NotDatesOrNotOnlyDates) {
    for (const char* text : {"", "2025", "2025-03", "2025-13-01", "2025-00-10", "2025-03-32", "2025-03-01x",
                             "2025-03-01 ", "2025-03-01 12", "2025-03-01 12:0", "2025-03-01 12:00'; DROP",
                             "01JGFJJZ00XHF7E02JJ03AE4T7", "user_01h455vb4pex5vsknk084sn02q", "20250301", "x2025-03-01",
                             "2025-03-01 25:00"}) {
        EXPECT_FALSE(reads(text)) << text;
    }
    // Fields that timestamptz would refuse: the hint must not suggest a literal that fails.
    for (const char* text : {"2025-02-29", "1900-02-29", "2025-02-31", "2025-04-31", "0000-01-01", "2025-03-01 12:60",
                             "2025-03-01 24:30", "2025-03-01 24:00:01", "2025-03-01 24:00:0"}) {
        EXPECT_FALSE(reads(text)) << text;
    }
    // Nor quote a huge input: no zone name makes a timestamp longer than 64 characters.
    const std::string long_tail = "2025-03-01 12:00 " + std::string(48, 'x');
    EXPECT_TRUE(idcore::reads_as_timestamp(long_tail.data(), long_tail.size() - 1));
    EXPECT_FALSE(idcore::reads_as_timestamp(long_tail.data(), long_tail.size()));
    // Only the given length is read.
    EXPECT_TRUE(idcore::reads_as_timestamp("2025-03-01garbage", 10));
}
