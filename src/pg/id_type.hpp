// The SQL functions every ID type has, written once over a traits type:
//
//   struct Traits {
//       static constexpr const char* name;                 // the SQL type name, for messages
//       static constexpr const idcore::IdLayout& layout;
//       static constexpr bool by_value;                    // int8-like Datum, else a pointer to bytes
//   };
//
// IDPG_DEFINE_ID_TYPE(prefix, Traits) then stamps out the C entry points prefix_in, prefix_cmp, ...
#pragma once

#include <cstring>

#include "../core/time_order.hpp"
#include "runtime.hpp"
#include "shared_state.hpp"

namespace idpg {

using idcore::u128;

// The six comparison operators and the btree comparison of one (left, right) type pair, all
// answering from one three-way comparison.
template <int (*Compare)(Datum, Datum)>
struct Comparisons {
    static Datum eq(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) == 0); }
    static Datum ne(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) != 0); }
    static Datum lt(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) < 0); }
    static Datum le(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) <= 0); }
    static Datum gt(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) > 0); }
    static Datum ge(FunctionCallInfo fcinfo) { PG_RETURN_BOOL(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) >= 0); }
    static Datum cmp(FunctionCallInfo fcinfo) { PG_RETURN_INT32(Compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1))); }
};

// The same comparison with the arguments the other way round.
template <int (*Compare)(Datum, Datum)>
int commuted(Datum a, Datum b) {
    return -Compare(b, a);
}

// Sort support with abbreviated keys: `full` compares two values, `KeyOf` gives the unsigned
// 64-bit key whose order agrees with it (equal keys decide nothing). Same rule as core uuid for
// giving up: when the keys are so alike that they rarely decide.
template <uint64_t (*KeyOf)(Datum)>
struct Abbreviation {
    static void install(SortSupport ssup, int (*full)(Datum, Datum, SortSupport)) {
        ssup->comparator = full;
        ssup->ssup_extra = nullptr;
#ifdef ULID_ABBREVIATED_KEYS
        if (!ssup->abbreviate) return;
        MemoryContext old_context = MemoryContextSwitchTo(ssup->ssup_cxt);
        auto* state = static_cast<State*>(palloc(sizeof(State)));
        state->input_count = 0;
        state->estimating = true;
        initHyperLogLog(&state->cardinality, 10);
        ssup->ssup_extra = state;
        ssup->abbrev_full_comparator = full;
        ssup->comparator = ssup_datum_unsigned_cmp;
        ssup->abbrev_converter = abbreviate;
        ssup->abbrev_abort = is_useless;
        MemoryContextSwitchTo(old_context);
#endif
    }

private:
    struct State {
        int64 input_count;
        bool estimating;
        hyperLogLogState cardinality;
    };

    static Datum abbreviate(Datum original, SortSupport ssup) {
        auto* state = static_cast<State*>(ssup->ssup_extra);
        const uint64 key = KeyOf(original);
        state->input_count++;
        if (state->estimating)
            addHyperLogLog(&state->cardinality,
                           DatumGetUInt32(hash_uint32(static_cast<uint32>(key) ^ static_cast<uint32>(key >> 32))));
        return static_cast<Datum>(key);
    }

    static bool is_useless(int memtupcount, SortSupport ssup) {
        auto* state = static_cast<State*>(ssup->ssup_extra);
        if (memtupcount < 10000 || state->input_count < 10000 || !state->estimating) return false;
        const double cardinality = estimateHyperLogLog(&state->cardinality);
        if (cardinality > 100000.0) {
            state->estimating = false;
            return false;
        }
        return cardinality < state->input_count / 2000.0 + 0.5;
    }
};

template <class T>
struct IdType {
    static constexpr const idcore::IdLayout& layout = T::layout;
    static constexpr unsigned storage_bytes = T::layout.storage_bytes;

    static u128 value_of(Datum datum) {
        if constexpr (T::by_value) {
            return static_cast<uint64_t>(DatumGetInt64(datum));
        } else {
            return idcore::load_big_endian(reinterpret_cast<const uint8_t*>(DatumGetPointer(datum)), storage_bytes);
        }
    }

    static Datum datum_of(u128 value) {
        if constexpr (T::by_value) {
            return Int64GetDatum(static_cast<int64>(static_cast<uint64_t>(value)));
        } else {
            auto* bytes = static_cast<uint8_t*>(palloc(storage_bytes));
            idcore::store_big_endian(value, bytes, storage_bytes);
            return PointerGetDatum(bytes);
        }
    }

    // Value order, which is byte order. By-reference values are read as two big-endian words:
    // about twice as fast as memcmp in a sort's merge phase, where abbreviated keys are gone and
    // every comparison is a full one. (By-value ones never have the sign bit set.) Not in PGlite:
    // wasm32 has no byte-swap instruction, and memcmp is faster there (compat.hpp).
    static int compare(Datum a, Datum b) {
#ifndef ULID_COMPARE_AS_WORDS
        if constexpr (!T::by_value) {
            const int order = std::memcmp(DatumGetPointer(a), DatumGetPointer(b), storage_bytes);
            return (order > 0) - (order < 0);
        }
#endif
        const u128 x = value_of(a), y = value_of(b);
        return (x > y) - (x < y);
    }

    /* text and binary I/O */

    // The value is allocated before the text is read: when the caller has just written the text
    // (a copy), reading it waits until those writes land, and the allocation fills the wait
    // (docs/benchmark.md, "Text input against the C peer").
    static Datum in(FunctionCallInfo fcinfo) {
        const char* input = PG_GETARG_CSTRING(0);
        uint8_t* bytes = nullptr;
        if constexpr (!T::by_value) bytes = static_cast<uint8_t*>(palloc(storage_bytes));
        u128 value;
        const idcore::DecodeResult result = idcore::decode_terminated_text(layout, input, std::strlen(input), &value);
        if (result.status != idcore::DecodeStatus::ok) {
            if constexpr (!T::by_value) pfree(bytes);
            report_bad_text(fcinfo->context, T::name, input, result, layout);
            return static_cast<Datum>(0);
        }
        if constexpr (T::by_value) return datum_of(value);
        idcore::store_big_endian(value, bytes, storage_bytes);
        return PointerGetDatum(bytes);
    }

    static Datum out(FunctionCallInfo fcinfo) {
        char* text = static_cast<char*>(palloc(layout.text_length() + 1));
        idcore::encode_text(layout, value_of(PG_GETARG_DATUM(0)), text);
        text[layout.text_length()] = '\0';
        PG_RETURN_CSTRING(text);
    }

    static Datum recv(FunctionCallInfo fcinfo) {
        StringInfo buffer = reinterpret_cast<StringInfo>(PG_GETARG_POINTER(0));
        return from_bytes(reinterpret_cast<const uint8_t*>(buffer->data + buffer->cursor), buffer->len - buffer->cursor,
                          [buffer] { buffer->cursor = buffer->len; });
    }

    static Datum send(FunctionCallInfo fcinfo) { return to_bytea(fcinfo); }

    static Datum to_bytea(FunctionCallInfo fcinfo) {
        PG_RETURN_BYTEA_P(bytea_from_big_endian(value_of(PG_GETARG_DATUM(0)), storage_bytes));
    }

    static Datum from_bytea(FunctionCallInfo fcinfo) {
        bytea* input = PG_GETARG_BYTEA_PP(0);
        return from_bytes(reinterpret_cast<const uint8_t*>(VARDATA_ANY(input)), VARSIZE_ANY_EXHDR(input), [] {});
    }

    /* comparison */

    // Where a timestamptz sits among IDs (core/time_order.hpp); never an error, whatever the time.
    static int compare_with_time(Datum id, Datum timestamp) {
        return idcore::compare_id_with_instant(layout, value_of(id),
                                               unix_us_for_ordering(DatumGetTimestampTz(timestamp)));
    }

    static Datum smaller(FunctionCallInfo fcinfo) {
        return compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) <= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
    }
    static Datum larger(FunctionCallInfo fcinfo) {
        return compare(PG_GETARG_DATUM(0), PG_GETARG_DATUM(1)) >= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1);
    }

    /* hashing: over the big-endian storage bytes, so a ulid hashes exactly like the same uuid */

    static Datum hash(FunctionCallInfo fcinfo) {
        uint8_t bytes[16];
        return hash_any(storage_of(PG_GETARG_DATUM(0), bytes), storage_bytes);
    }

    static Datum hash_extended(FunctionCallInfo fcinfo) {
        uint8_t bytes[16];
        return hash_any_extended(storage_of(PG_GETARG_DATUM(0), bytes), storage_bytes, PG_GETARG_INT64(1));
    }

    /* sort support */

    static Datum sortsupport(FunctionCallInfo fcinfo) {
        SortSupport ssup = reinterpret_cast<SortSupport>(PG_GETARG_POINTER(0));
        if constexpr (T::by_value) {
#ifdef ULID_ABBREVIATED_KEYS
            ssup->comparator = ssup_datum_signed_cmp;
#else
            ssup->comparator = fast_compare;  // the Datum is a pointer to the int8
#endif
        } else {
            Abbreviation<leading_key>::install(ssup, fast_compare);
        }
        PG_RETURN_VOID();
    }

    /* btree skip support (PostgreSQL 18): every value of 0 .. layout.max_value(), in order, by +1 and -1 */

    static Datum skipsupport(FunctionCallInfo fcinfo) {
#ifdef ULID_HAS_SKIP_SUPPORT
        SkipSupport support = reinterpret_cast<SkipSupport>(PG_GETARG_POINTER(0));
        support->low_elem = datum_of(0);
        support->high_elem = datum_of(layout.max_value());
        support->increment = skip_increment;
        support->decrement = skip_decrement;
        PG_RETURN_VOID();
#else
        // The install script registers this only on 18 and later, so nothing calls it here.
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("btree skip support for type %s requires PostgreSQL 18 or later", T::name)));
        PG_RETURN_VOID();
#endif
    }

    /* time */

    static uint64_t time_field_of(TimestampTz timestamp) {
        const auto field =
            idcore::time_field_from_unix_us(layout, unix_us_from_timestamptz(timestamp, T::name, layout));
        if (!field) report_time_out_of_range(T::name, layout, "timestamp");
        return *field;
    }

    static Datum extract_timestamp(FunctionCallInfo fcinfo) {
        const uint64_t field = layout.time_of(value_of(PG_GETARG_DATUM(0)));
        PG_RETURN_TIMESTAMPTZ(timestamptz_from_unix_us(idcore::unix_us_from_time_field(layout, field)));
    }

    static Datum min_for_time(FunctionCallInfo fcinfo) {
        return datum_of(layout.compose(time_field_of(PG_GETARG_TIMESTAMPTZ(0)), 0));
    }

    static Datum max_for_time(FunctionCallInfo fcinfo) {
        return datum_of(layout.compose(time_field_of(PG_GETARG_TIMESTAMPTZ(0)), layout.max_random()));
    }

    static Datum is_valid(FunctionCallInfo fcinfo) {
        text* input = PG_GETARG_TEXT_PP(0);
        u128 ignored;
        PG_RETURN_BOOL(idcore::decode_text(layout, VARDATA_ANY(input), VARSIZE_ANY_EXHDR(input), &ignored).status ==
                       idcore::DecodeStatus::ok);
    }

    /* generation */

    static Datum generate_random(FunctionCallInfo) {
        WallClock clock;
        SecureEntropy entropy;
        return datum_of(idcore::generate_random(layout, clock, entropy));
    }

    static Datum generate_random_at(FunctionCallInfo fcinfo) {
        SecureEntropy entropy;
        return datum_of(idcore::generate_at(layout, time_field_of(PG_GETARG_TIMESTAMPTZ(0)), entropy));
    }

    static Datum generate_monotonic(idcore::MonotonicState& state, const idcore::MonotonicPolicy& policy,
                                    u128 suffix = 0) {
        WallClock clock;
        SecureEntropy entropy;
        return datum_of(idcore::generate_monotonic(layout, state, policy, MyProcPid, suffix, clock, entropy));
    }

    // One state for the whole server (shared_state.hpp).
    static Datum generate_server_monotonic(SharedGenerator& generator, const idcore::MonotonicPolicy& policy,
                                           u128 suffix = 0) {
        return datum_of(generate_on_server(generator, layout, policy, suffix));
    }

private:
    static Datum datum_of(const idcore::Generated& generated) {
        if (generated.status != idcore::GenerateStatus::ok) report_generate_failure(T::name, layout, generated.status);
        return datum_of(generated.value);
    }

    template <class Consume>
    static Datum from_bytes(const uint8_t* bytes, int length, Consume consume) {
        if (length != static_cast<int>(storage_bytes))
            ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                            errmsg("invalid binary value for type %s", T::name),
                            errdetail("Expected %u bytes, got %d.", storage_bytes, length)));
        const u128 value = idcore::load_big_endian(bytes, storage_bytes);
        if (!layout.holds(value))
            ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                            errmsg("invalid binary value for type %s", T::name),
                            errdetail("The value does not fit in %u bits.", layout.value_bits())));
        consume();
        return datum_of(value);
    }

    static const unsigned char* storage_of(Datum datum, uint8_t* scratch) {
        if constexpr (T::by_value) {
            idcore::store_big_endian(value_of(datum), scratch, storage_bytes);
            return scratch;
        } else {
            return reinterpret_cast<const unsigned char*>(DatumGetPointer(datum));
        }
    }

#ifdef ULID_HAS_SKIP_SUPPORT
    static Datum skip_increment(Relation, Datum existing, bool* overflow) {
        const u128 value = value_of(existing);
        *overflow = value == layout.max_value();
        return *overflow ? static_cast<Datum>(0) : datum_of(value + 1);
    }

    static Datum skip_decrement(Relation, Datum existing, bool* underflow) {
        const u128 value = value_of(existing);
        *underflow = value == 0;
        return *underflow ? static_cast<Datum>(0) : datum_of(value - 1);
    }
#endif

    static int fast_compare(Datum a, Datum b, SortSupport) { return compare(a, b); }

    // The abbreviated key is the first 8 storage bytes as an unsigned integer: the time field and
    // the top of the random field, so it decides almost every comparison between distinct IDs.
    static uint64_t leading_key(Datum original) {
        uint64 key;
        std::memcpy(&key, DatumGetPointer(original), sizeof key);
        return pg_ntoh64(key);
    }
};

}  // namespace idpg

#define IDPG_ENTRY_POINT(sql_name, implementation)          \
    extern "C" {                                            \
    PG_FUNCTION_INFO_V1(sql_name);                          \
    Datum sql_name(PG_FUNCTION_ARGS) { return implementation(fcinfo); } \
    }

// The six comparison operators and the btree comparison of one type pair, named as in the install
// script: prefix_eq<suffix>, prefix_ne<suffix>, ... prefix_cmp<suffix>. The suffix is empty for a
// type with itself (ulid_eq) and _<right type> across types (ulid_eq_timestamptz).
#define IDPG_COMPARISONS(prefix, suffix, Compare)                         \
    IDPG_ENTRY_POINT(prefix##_eq##suffix, idpg::Comparisons<Compare>::eq) \
    IDPG_ENTRY_POINT(prefix##_ne##suffix, idpg::Comparisons<Compare>::ne) \
    IDPG_ENTRY_POINT(prefix##_lt##suffix, idpg::Comparisons<Compare>::lt) \
    IDPG_ENTRY_POINT(prefix##_le##suffix, idpg::Comparisons<Compare>::le) \
    IDPG_ENTRY_POINT(prefix##_gt##suffix, idpg::Comparisons<Compare>::gt) \
    IDPG_ENTRY_POINT(prefix##_ge##suffix, idpg::Comparisons<Compare>::ge) \
    IDPG_ENTRY_POINT(prefix##_cmp##suffix, idpg::Comparisons<Compare>::cmp)
// Both argument orders of a type pair: left_eq_right ... left_cmp_right, right_eq_left ... right_cmp_left.
#define IDPG_CROSS_TYPE_COMPARISONS(left, right, Compare) \
    IDPG_COMPARISONS(left, _##right, Compare)             \
    IDPG_COMPARISONS(right, _##left, idpg::commuted<Compare>)

// The functions every ID type shares, named <prefix>_<role> as in the install script.
#define IDPG_DEFINE_ID_TYPE(prefix, Traits)                                                   \
    IDPG_ENTRY_POINT(prefix##_in, idpg::IdType<Traits>::in)                                   \
    IDPG_ENTRY_POINT(prefix##_out, idpg::IdType<Traits>::out)                                 \
    IDPG_ENTRY_POINT(prefix##_recv, idpg::IdType<Traits>::recv)                               \
    IDPG_ENTRY_POINT(prefix##_send, idpg::IdType<Traits>::send)                               \
    IDPG_COMPARISONS(prefix, , idpg::IdType<Traits>::compare)                                 \
    IDPG_CROSS_TYPE_COMPARISONS(prefix, timestamptz, idpg::IdType<Traits>::compare_with_time) \
    IDPG_ENTRY_POINT(prefix##_smaller, idpg::IdType<Traits>::smaller)                         \
    IDPG_ENTRY_POINT(prefix##_larger, idpg::IdType<Traits>::larger)                           \
    IDPG_ENTRY_POINT(prefix##_hash, idpg::IdType<Traits>::hash)                               \
    IDPG_ENTRY_POINT(prefix##_hash_extended, idpg::IdType<Traits>::hash_extended)             \
    IDPG_ENTRY_POINT(prefix##_sortsupport, idpg::IdType<Traits>::sortsupport)                 \
    IDPG_ENTRY_POINT(prefix##_skipsupport, idpg::IdType<Traits>::skipsupport)                 \
    IDPG_ENTRY_POINT(prefix##_extract_timestamp, idpg::IdType<Traits>::extract_timestamp)
