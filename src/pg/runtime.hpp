// The clock, the entropy source and the error reports that every ID type shares.
#pragma once

#include "../core/codec.hpp"
#include "../core/generator.hpp"
#include "pg_includes.hpp"

namespace idpg {

// The real wall clock (not the transaction start), in nanoseconds: 128 bits, because a 64-bit
// count ends in 2262 and the ID layouts go further.
struct WallClock {
    idcore::i128 now_unix_ns();
};

// pg_strong_random through a per-backend buffer; raises an error if the source fails.
struct SecureEntropy {
    void fill(uint8_t* bytes, size_t count);
};

// Throws, or on PostgreSQL 16+ saves into `escontext`, the 22P02 error of a failed text decode.
void report_bad_text(Node* escontext, const char* type_name, const char* input, idcore::DecodeResult result,
                     const idcore::IdLayout& layout);

// "character "x" at position N" for the byte at 1-based `position` of `input`, or "byte 0xNN at
// position N" when it would not print as a character of the database encoding.
const char* describe_bad_character(const char* input, size_t position);

// Inside ereport/errsave: a HINT when the rejected input reads as a date or timestamp (the user
// compared an ID with a time written as an untyped literal); nothing otherwise. A type without
// comparisons with timestamptz names the function `time_of` that reads its time.
int errhint_if_timestamp(const char* input, const char* time_of = nullptr);

[[noreturn]] void report_time_out_of_range(const char* type_name, const idcore::IdLayout& layout,
                                           const char* problem);

[[noreturn]] void report_generate_failure(const char* type_name, const idcore::IdLayout& layout,
                                          idcore::GenerateStatus status);

// Unix microseconds of a finite timestamptz, or an error naming `type_name`.
int64_t unix_us_from_timestamptz(TimestampTz timestamp, const char* type_name, const idcore::IdLayout& layout);

TimestampTz timestamptz_from_unix_us(int64_t unix_us);

// Unix microseconds of any timestamptz for comparing it with IDs: -infinity and infinity become
// INT64_MIN and INT64_MAX, which lie before and after every ID's time.
int64_t unix_us_for_ordering(TimestampTz timestamp);

// The low `size` bytes of `value`, most significant first, as a bytea.
bytea* bytea_from_big_endian(idcore::u128 value, unsigned size);

}  // namespace idpg
