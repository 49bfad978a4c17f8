// SQL entry points of the `baseuid` type: 48-bit Unix nanoseconds >> 15 + 72 random bits in 15 bytes.
#include "id_traits.hpp"
#include "id_type.hpp"

#include "../core/uuidv8.hpp"

namespace {

using idpg::BaseUidTraits;

using BaseUid = idpg::IdType<BaseUidTraits>;

// Per-backend state of gen_monotonic_baseuid(); reset when a forked process first uses it.
idcore::MonotonicState monotonic_state;

Datum generate_monotonic(FunctionCallInfo) {
    return BaseUid::generate_monotonic(monotonic_state, idcore::kIncrementByOne);
}

Datum generate_server_monotonic(FunctionCallInfo) {
    return BaseUid::generate_server_monotonic(idpg::server_generators().baseuid, idcore::kIncrementByOne);
}

const char* describe_uuidv8_problem(idcore::UuidV8Status status, idcore::u128 uuid) {
    using namespace idcore::uuidv8;
    switch (status) {
        case idcore::UuidV8Status::bad_version:
            return psprintf("The version is %u, not 8.", static_cast<unsigned>((uuid >> kVersionShift) & 0xF));
        case idcore::UuidV8Status::bad_variant:
            return psprintf("The variant bits are %u%u, not 10.", static_cast<unsigned>((uuid >> (kVariantShift + 1)) & 1),
                            static_cast<unsigned>((uuid >> kVariantShift) & 1));
        case idcore::UuidV8Status::bad_trailing:
            return psprintf("The last two bits are %u%u, not 00.", static_cast<unsigned>((uuid >> 1) & 1),
                            static_cast<unsigned>(uuid & 1));
        case idcore::UuidV8Status::ok:
            break;
    }
    return "";
}

// The document's UUIDv8 form: version and variant bits inserted, two zero bits appended.
Datum to_uuid(FunctionCallInfo fcinfo) {
    auto* uuid = static_cast<uint8_t*>(palloc(UUID_LEN));
    idcore::store_big_endian(idcore::uuidv8_from_baseuid(BaseUid::value_of(PG_GETARG_DATUM(0))), uuid, UUID_LEN);
    PG_RETURN_POINTER(uuid);
}

// Only a UUID in exactly that form is a BaseUID; anything else would lose bits or invent them.
Datum from_uuid(FunctionCallInfo fcinfo) {
    const Datum uuid_datum = PG_GETARG_DATUM(0);
    const idcore::u128 uuid = idcore::load_big_endian(reinterpret_cast<const uint8_t*>(DatumGetPointer(uuid_datum)),
                                                      UUID_LEN);
    const idcore::UuidV8Result result = idcore::baseuid_from_uuidv8(uuid);
    if (result.status != idcore::UuidV8Status::ok)
        ereport(ERROR, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                        errmsg("uuid \"%s\" is not a baseuid in UUIDv8 form",
                               DatumGetCString(DirectFunctionCall1(uuid_out, uuid_datum))),
                        errdetail_internal("%s", describe_uuidv8_problem(result.status, uuid))));
    return BaseUid::datum_of(result.value);
}

}  // namespace

IDPG_DEFINE_ID_TYPE(baseuid, BaseUidTraits)
IDPG_ENTRY_POINT(gen_baseuid, BaseUid::generate_random)
IDPG_ENTRY_POINT(gen_monotonic_baseuid, generate_monotonic)
IDPG_ENTRY_POINT(gen_server_monotonic_baseuid, generate_server_monotonic)
IDPG_ENTRY_POINT(baseuid_to_uuid, to_uuid)
IDPG_ENTRY_POINT(baseuid_from_uuid, from_uuid)
IDPG_ENTRY_POINT(baseuid_min, BaseUid::min_for_time)
IDPG_ENTRY_POINT(baseuid_max, BaseUid::max_for_time)
