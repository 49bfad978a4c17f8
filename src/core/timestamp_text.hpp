// Recognises text that a user meant as a point in time: an ISO 8601 date (2025-03-01), optionally
// with a time of day (2025-03-01 12:00, 2025-03-01T12:00:00.5Z, 2025-03-01 12:00+02, ... UTC).
// Used only on the error path of the ID types' text input, to suggest a timestamptz literal.
#pragma once

#include <cstddef>

namespace idcore {

namespace timestamp_text_detail {

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// One or two digits at `at` with a value in [low, high], stored in `value`; advances `at`.
inline bool read_number(const char* text, size_t length, size_t& at, int low, int high, int* value) {
    if (at >= length || !is_digit(text[at])) return false;
    *value = text[at++] - '0';
    if (at < length && is_digit(text[at])) *value = *value * 10 + (text[at++] - '0');
    return *value >= low && *value <= high;
}

// What may follow a time of day: seconds, fractions, a zone offset or name.
inline bool is_time_tail(char c) {
    return is_digit(c) || c == ':' || c == '.' || c == '+' || c == '-' || c == ' ' || c == '/' || c == '_' ||
           (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The days of a month of the proleptic Gregorian calendar, as PostgreSQL counts them.
inline int days_in_month(int year, int month) {
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

}  // namespace timestamp_text_detail

// Only text that `timestamptz '...'` would accept as far as the fields go (no 2025-02-31, no year 0,
// no 12:60, 24:00 only on the dot), and no longer than any zone name needs: the hint quotes the
// input, and must neither suggest a literal that fails nor repeat a huge one.
inline constexpr size_t kMaxTimestampTextLength = 64;

inline bool reads_as_timestamp(const char* text, size_t length) {
    using namespace timestamp_text_detail;
    if (length < 8 || length > kMaxTimestampTextLength) return false;
    int year = 0;
    for (size_t i = 0; i < 4; ++i) {
        if (!is_digit(text[i])) return false;
        year = year * 10 + (text[i] - '0');
    }
    size_t at = 4;
    int month = 0, day = 0, hour = 0;
    if (year == 0 || text[at++] != '-' || !read_number(text, length, at, 1, 12, &month)) return false;
    if (at >= length || text[at++] != '-' || !read_number(text, length, at, 1, days_in_month(year, month), &day))
        return false;
    if (at == length) return true;
    const char separator = text[at++];
    if (separator != ' ' && separator != 'T' && separator != 't') return false;
    if (!read_number(text, length, at, 0, 24, &hour)) return false;
    if (at >= length || text[at++] != ':') return false;
    if (at + 2 > length || !is_digit(text[at]) || !is_digit(text[at + 1])) return false;
    const int minute = (text[at] - '0') * 10 + (text[at + 1] - '0');
    at += 2;
    if (minute > 59) return false;
    // 24:00 is midnight at the end of the day; 24:00:01 and 24:30 are not times.
    if (hour == 24 && (minute != 0 || (at < length && text[at] == ':' && (at + 2 >= length || text[at + 1] != '0' ||
                                                                           text[at + 2] != '0'))))
        return false;
    for (; at < length; ++at)
        if (!is_time_tail(text[at])) return false;
    return true;
}

}  // namespace idcore
