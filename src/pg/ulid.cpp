// SQL entry points of the `ulid` type: 48-bit Unix milliseconds + 80 random bits in 16 bytes.
#include "../core/uuidv7.hpp"
#include "id_traits.hpp"
#include "id_type.hpp"

namespace {

using idpg::UlidTraits;

using Ulid = idpg::IdType<UlidTraits>;

constexpr unsigned kRandomBytes = idcore::kUlid.random_bits / 8;

// Per-backend state of gen_monotonic_ulid(); reset when a forked process first uses it.
idcore::MonotonicState monotonic_state;

Datum generate_monotonic(FunctionCallInfo) { return Ulid::generate_monotonic(monotonic_state, idcore::kIncrementByOne); }

Datum generate_server_monotonic(FunctionCallInfo) {
    return Ulid::generate_server_monotonic(idpg::server_generators().ulid, idcore::kIncrementByOne);
}

Datum extract_unix_ms(FunctionCallInfo fcinfo) {
    PG_RETURN_INT64(static_cast<int64>(idcore::kUlid.time_of(Ulid::value_of(PG_GETARG_DATUM(0)))));
}

Datum extract_random(FunctionCallInfo fcinfo) {
    PG_RETURN_BYTEA_P(
        idpg::bytea_from_big_endian(idcore::kUlid.random_of(Ulid::value_of(PG_GETARG_DATUM(0))), kRandomBytes));
}

Datum from_parts(FunctionCallInfo fcinfo) {
    const int64 unix_ms = PG_GETARG_INT64(0);
    bytea* random_bytes = PG_GETARG_BYTEA_PP(1);
    if (unix_ms < 0 || static_cast<uint64_t>(unix_ms) > idcore::kUlid.max_time())
        idpg::report_time_out_of_range(UlidTraits::name, idcore::kUlid, "unix_ms");
    if (VARSIZE_ANY_EXHDR(random_bytes) != kRandomBytes)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("random part of a ulid must be %u bytes", kRandomBytes),
                        errdetail("Got %d bytes.", static_cast<int>(VARSIZE_ANY_EXHDR(random_bytes)))));
    const idcore::u128 random =
        idcore::load_big_endian(reinterpret_cast<const uint8_t*>(VARDATA_ANY(random_bytes)), kRandomBytes);
    return Ulid::datum_of(idcore::kUlid.compose(static_cast<uint64_t>(unix_ms), random));
}

Datum to_uuidv7(FunctionCallInfo fcinfo) {
    return Ulid::datum_of(idcore::uuidv7_from_ulid(Ulid::value_of(PG_GETARG_DATUM(0))));
}

}  // namespace

IDPG_DEFINE_ID_TYPE(ulid, UlidTraits)
IDPG_ENTRY_POINT(ulid_to_bytea, Ulid::to_bytea)
IDPG_ENTRY_POINT(ulid_from_bytea, Ulid::from_bytea)
IDPG_ENTRY_POINT(ulid_min, Ulid::min_for_time)
IDPG_ENTRY_POINT(ulid_max, Ulid::max_for_time)
IDPG_ENTRY_POINT(ulid_is_valid, Ulid::is_valid)
IDPG_ENTRY_POINT(gen_ulid, Ulid::generate_random)
IDPG_ENTRY_POINT(gen_ulid_at, Ulid::generate_random_at)
IDPG_ENTRY_POINT(gen_monotonic_ulid, generate_monotonic)
IDPG_ENTRY_POINT(gen_server_monotonic_ulid, generate_server_monotonic)
IDPG_ENTRY_POINT(ulid_extract_unix_ms, extract_unix_ms)
IDPG_ENTRY_POINT(ulid_extract_random, extract_random)
IDPG_ENTRY_POINT(ulid_from_parts, from_parts)
IDPG_ENTRY_POINT(ulid_to_uuidv7, to_uuidv7)
// A uuid holds the same 16 big-endian bytes, so the ulid comparison serves it as is.
IDPG_CROSS_TYPE_COMPARISONS(ulid, uuid, Ulid::compare)
