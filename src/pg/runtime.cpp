#include "runtime.hpp"

#include <time.h>

#include "../core/entropy_pool.hpp"
#include "../core/timestamp_text.hpp"

extern "C" {
#include "mb/pg_wchar.h"
}

namespace idpg {

namespace {

constexpr int64_t kUnixToPostgresEpochUs =
    static_cast<int64_t>(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY;

// Large enough that a refill (one pg_strong_random call) serves about a hundred IDs.
idcore::EntropyPool<1024> entropy_pool;

bool refill_from_strong_random(uint8_t* bytes, size_t count) { return pg_strong_random(bytes, count); }

// "1970-01-01 00:00:00+00" style text of a Unix-microsecond instant, independent of session settings.
const char* format_utc(int64_t unix_us) {
    struct pg_tm tm;
    fsec_t fsec;
    char* text = static_cast<char*>(palloc(MAXDATELEN + 1));
    if (timestamp2tm(unix_us - kUnixToPostgresEpochUs, nullptr, &tm, &fsec, nullptr, nullptr) != 0)
        return "?";
    EncodeDateTime(&tm, fsec, false, 0, nullptr, USE_ISO_DATES, text);
    return text;
}

const char* describe_range(const char* type_name, const idcore::IdLayout& layout) {
    return psprintf("A %s holds times from %s to %s UTC.", type_name,
                    format_utc(idcore::unix_us_from_time_field(layout, 0)),
                    format_utc(idcore::unix_us_from_time_field(layout, layout.max_time())));
}

// Unix microseconds of a finite timestamptz, when they fit in 64 bits: the last 30 years or so of
// PostgreSQL's range (which ends in 294276) lie past INT64_MAX once the epoch offset is added.
bool finite_unix_us(TimestampTz timestamp, int64_t* unix_us) {
    return !TIMESTAMP_NOT_FINITE(timestamp) && !pg_add_s64_overflow(timestamp, kUnixToPostgresEpochUs, unix_us);
}

}  // namespace

idcore::i128 WallClock::now_unix_ns() {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return static_cast<idcore::i128>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

void SecureEntropy::fill(uint8_t* bytes, size_t count) {
    if (!entropy_pool.take(bytes, count, MyProcPid, refill_from_strong_random))
        ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR), errmsg("could not generate random values")));
}

const char* describe_bad_character(const char* input, size_t position) {
    // Every byte before the bad one is ASCII, so its byte position is its character position.
    // A SQL_ASCII database gives bytes above 0x7F no meaning (any of them "verifies"), and
    // echoing one would hand clients a detail that is not valid in their encoding: hex it.
    const char* bad = input + position - 1;
    const auto byte = static_cast<unsigned char>(*bad);
    const int char_length = IS_HIGHBIT_SET(byte) ? pg_mblen(bad) : 1;
    const bool printable = IS_HIGHBIT_SET(byte)
                               ? GetDatabaseEncoding() != PG_SQL_ASCII &&
                                     strnlen(bad, char_length) == static_cast<size_t>(char_length) &&
                                     pg_verifymbstr(bad, char_length, true)
                               : (byte >= 0x20 && byte < 0x7F);
    return printable ? psprintf("character \"%.*s\" at position %zu", char_length, bad, position)
                     : psprintf("byte 0x%02X at position %zu", byte, position);
}

int errhint_if_timestamp(const char* input, const char* time_of) {
    if (!idcore::reads_as_timestamp(input, strlen(input))) return 0;
    if (time_of != nullptr)
        return errhint("To compare with a point in time, write %s(...) and timestamptz '%s'.", time_of, input);
    return errhint("To compare with a point in time, write timestamptz '%s'.", input);
}

void report_bad_text(Node* escontext, const char* type_name, const char* input, idcore::DecodeResult result,
                     const idcore::IdLayout& layout) {
    const char* detail = nullptr;
    switch (result.status) {
        case idcore::DecodeStatus::bad_character:
            detail = psprintf("Invalid %s.", describe_bad_character(input, result.position));
            break;
        case idcore::DecodeStatus::bad_length:
            detail = psprintf("Expected %u characters, got %zu.", layout.text_length(), strlen(input));
            break;
        case idcore::DecodeStatus::overflow: {
            char largest[idcore::kMaxTextLength + 1];
            idcore::encode_text(layout, layout.max_value(), largest);
            largest[layout.text_length()] = '\0';
            detail = psprintf("The value does not fit in %u bits; the largest %s is %s.", layout.value_bits(),
                              type_name, largest);
            break;
        }
        case idcore::DecodeStatus::ok:
            return;
    }
    errsave(escontext, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                        errmsg("invalid input syntax for type %s: \"%s\"", type_name, input),
                        errdetail_internal("%s", detail), errhint_if_timestamp(input)));
}

void report_time_out_of_range(const char* type_name, const idcore::IdLayout& layout, const char* problem) {
    ereport(ERROR, (errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
                    errmsg("%s out of range for type %s", problem, type_name),
                    errdetail_internal("%s", describe_range(type_name, layout))));
    pg_unreachable();
}

void report_generate_failure(const char* type_name, const idcore::IdLayout& layout, idcore::GenerateStatus status) {
    report_time_out_of_range(type_name, layout,
                             status == idcore::GenerateStatus::clock_out_of_range ? "current time"
                                                                                   : "next time value");
}

int64_t unix_us_from_timestamptz(TimestampTz timestamp, const char* type_name, const idcore::IdLayout& layout) {
    int64_t unix_us;
    if (!finite_unix_us(timestamp, &unix_us)) report_time_out_of_range(type_name, layout, "timestamp");
    return unix_us;
}

TimestampTz timestamptz_from_unix_us(int64_t unix_us) { return unix_us - kUnixToPostgresEpochUs; }

int64_t unix_us_for_ordering(TimestampTz timestamp) {
    int64_t unix_us;
    if (finite_unix_us(timestamp, &unix_us)) return unix_us;
    // -infinity sorts before every ID's time; infinity and times too late for 64 bits after it.
    return TIMESTAMP_IS_NOBEGIN(timestamp) ? INT64_MIN : INT64_MAX;
}

bytea* bytea_from_big_endian(idcore::u128 value, unsigned size) {
    bytea* result = static_cast<bytea*>(palloc(VARHDRSZ + size));
    SET_VARSIZE(result, VARHDRSZ + size);
    idcore::store_big_endian(value, reinterpret_cast<uint8_t*>(VARDATA(result)), size);
    return result;
}

}  // namespace idpg
