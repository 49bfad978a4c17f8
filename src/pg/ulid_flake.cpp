// SQL entry points of the `ulid_flake` type: a non-negative int8 holding 43-bit milliseconds since
// 2024-01-01 and 20 random bits (stand-alone), or 15 random bits and a 5-bit sid (scalable).
#include "id_traits.hpp"
#include "id_type.hpp"

namespace {

using idpg::UlidFlakeTraits;

using UlidFlake = idpg::IdType<UlidFlakeTraits>;

// The spec's scalable version keeps a scalability id (sid) in the low 5 random bits.
constexpr unsigned kSidBits = 5;
constexpr int32 kMaxSid = (1 << kSidBits) - 1;
static_assert(idpg::kUlidFlakeSids == 1u << kSidBits);

// The spec's "+n": within a millisecond the counter grows by n uniform in 1..255; when a
// millisecond's space runs out, wait for the next one (or carry when the clock is behind).
constexpr idcore::MonotonicPolicy kStandAlonePolicy{0, 255, true};
constexpr idcore::MonotonicPolicy kScalablePolicy{kSidBits, 255, true};

// gen_ulid_flake() and gen_ulid_flake(sid) step server-wide states (shared_state.hpp): one for
// the stand-alone version and one per sid, so that no two sessions ever share a value.
Datum generate_stand_alone(FunctionCallInfo) {
    return UlidFlake::generate_server_monotonic(idpg::server_generators().ulid_flake, kStandAlonePolicy);
}

Datum generate_scalable(FunctionCallInfo fcinfo) {
    const int32 sid = PG_GETARG_INT32(0);
    if (sid < 0 || sid > kMaxSid)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("sid %d is out of range for type ulid_flake", sid),
                        errdetail("A scalability id is between 0 and %d.", kMaxSid)));
    return UlidFlake::generate_server_monotonic(idpg::server_generators().ulid_flake_by_sid[sid], kScalablePolicy,
                                                static_cast<idcore::u128>(sid));
}

Datum extract_random(FunctionCallInfo fcinfo) {
    PG_RETURN_INT32(static_cast<int32>(idcore::kUlidFlake.random_of(UlidFlake::value_of(PG_GETARG_DATUM(0)))));
}

Datum extract_sid(FunctionCallInfo fcinfo) {
    PG_RETURN_INT32(static_cast<int32>(UlidFlake::value_of(PG_GETARG_DATUM(0)) & kMaxSid));
}

// The reverse cast (to bigint) is binary; this direction must keep the sign bit clear.
Datum from_bigint(FunctionCallInfo fcinfo) {
    const int64 value = PG_GETARG_INT64(0);
    if (value < 0)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("bigint %lld is out of range for type ulid_flake", static_cast<long long>(value)),
                        errdetail("A ulid_flake is never negative.")));
    PG_RETURN_INT64(value);
}

// Integer order: a ulid_flake is a non-negative bigint, so every negative bigint sorts before it.
int compare_with_int8(Datum flake, Datum bigint) {
    const int64 a = DatumGetInt64(flake), b = DatumGetInt64(bigint);
    return (a > b) - (a < b);
}

}  // namespace

IDPG_DEFINE_ID_TYPE(ulid_flake, UlidFlakeTraits)
IDPG_ENTRY_POINT(ulid_flake_min, UlidFlake::min_for_time)
IDPG_ENTRY_POINT(ulid_flake_max, UlidFlake::max_for_time)
IDPG_ENTRY_POINT(gen_ulid_flake, generate_stand_alone)
IDPG_ENTRY_POINT(gen_ulid_flake_scalable, generate_scalable)
IDPG_ENTRY_POINT(ulid_flake_extract_random, extract_random)
IDPG_ENTRY_POINT(ulid_flake_extract_sid, extract_sid)
IDPG_ENTRY_POINT(ulid_flake_from_bigint, from_bigint)
IDPG_CROSS_TYPE_COMPARISONS(ulid_flake, int8, compare_with_int8)
