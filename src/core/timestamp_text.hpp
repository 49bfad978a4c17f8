// Recognises text that a user meant as a point in time: an ISO 8601 date (2025-03-01), optionally
// with a time of day (2025-03-01 12:00, 2025-03-01T12:00:00.5Z, 2025-03-01 12:00+02, ... UTC).
// Used only on the error path of the ID types' text input, to suggest a timestamptz literal.
#pragma once

#include <cstddef>

namespace idcore {

namespace timestamp_text_detail {

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// One or two digits at `at` with a value in [low, high]; advances `at`.
inline bool read_number(const char* text, size_t length, size_t& at, int low, int high) {
    if (at >= length || !is_digit(text[at])) return false;
    int value = text[at++] - '0';
    if (at < length && is_digit(text[at])) value = value * 10 + (text[at++] - '0');
    return value >= low && value <= high;
}

// What may follow a time of day: seconds, fractions, a zone offset or name.
inline bool is_time_tail(char c) {
    return is_digit(c) || c == ':' || c == '.' || c == '+' || c == '-' || c == ' ' || c == '/' || c == '_' ||
           (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

}  // namespace timestamp_text_detail

inline bool reads_as_timestamp(const char* text, size_t length) {
    using namespace timestamp_text_detail;
    if (length < 8) return false;
    for (size_t i = 0; i < 4; ++i)
        if (!is_digit(text[i])) return false;
    size_t at = 4;
    if (text[at++] != '-' || !read_number(text, length, at, 1, 12)) return false;
    if (at >= length || text[at++] != '-' || !read_number(text, length, at, 1, 31)) return false;
    if (at == length) return true;
    const char separator = text[at++];
    if (separator != ' ' && separator != 'T' && separator != 't') return false;
    if (!read_number(text, length, at, 0, 24)) return false;
    if (at >= length || text[at++] != ':') return false;
    if (at + 2 > length || !is_digit(text[at]) || !is_digit(text[at + 1])) return false;
    for (at += 2; at < length; ++at)
        if (!is_time_tail(text[at])) return false;
    return true;
}

}  // namespace idcore
