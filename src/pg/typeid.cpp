// SQL entry points of the `typeid` type: a TypeID prefix and a UUID (core/typeid.hpp).
//
// A value is a varlena whose payload is the prefix's bytes (0 to 63, a-z and "_") followed by
// the UUID's 16 bytes; the prefix length is the payload length minus 16. Values reach these
// functions in any varlena form (short header on disk, compressed or out of line in a wide row),
// so every argument is read through PG_DETOAST_DATUM_PACKED. A payload shorter than the UUID or
// longer than the longest prefix allows is reported as corrupted data, never read.
#include "../core/typeid.hpp"
#include "../core/uuidv7.hpp"

#include <algorithm>
#include "id_type.hpp"

namespace {

using idcore::u128;

constexpr const char* kTypeName = "typeid";
constexpr size_t kUuidBytes = 16;

__attribute__((noinline, noreturn)) void reject_corrupted(size_t payload_length) {
    ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED), errmsg("invalid %s value of %zu bytes", kTypeName, payload_length),
                    errdetail("A %s value holds a prefix of at most %zu bytes followed by %zu bytes of UUID.", kTypeName,
                              idcore::kTypeIdMaxPrefix, kUuidBytes)));
    pg_unreachable();
}

// One argument, detoasted; `release()` frees the copy detoasting made, if any (index support
// functions must not leak).
struct TypeIdArg {
    Datum original;
    varlena* value;

    // Values on disk and in memory are rarely compressed or out of line: the test is inlined and
    // only those take the call.
    explicit TypeIdArg(Datum datum) : original(datum), value(reinterpret_cast<varlena*>(DatumGetPointer(datum))) {
        if (VARATT_IS_COMPRESSED(value) || VARATT_IS_EXTERNAL(value)) value = pg_detoast_datum_packed(value);
        // Only a damaged page or a superuser's binary-coercible cast makes such a value.
        if (unlikely(payload_length() - kUuidBytes > idcore::kTypeIdMaxPrefix)) reject_corrupted(payload_length());
    }

    const char* prefix() const { return VARDATA_ANY(value); }
    size_t prefix_length() const { return VARSIZE_ANY_EXHDR(value) - kUuidBytes; }
    const uint8_t* uuid() const { return reinterpret_cast<const uint8_t*>(VARDATA_ANY(value)) + prefix_length(); }
    size_t payload_length() const { return VARSIZE_ANY_EXHDR(value); }
    void release() const {
        if (PointerGetDatum(value) != original) pfree(value);
    }
};

// An uninitialised value with room for a prefix of `prefix_length` bytes: the prefix goes at
// VARDATA, the UUID's 16 big-endian bytes after it.
varlena* allocate_typeid(size_t prefix_length) {
    const size_t size = VARHDRSZ + prefix_length + kUuidBytes;
    auto* result = static_cast<varlena*>(palloc(size));
    SET_VARSIZE(result, size);
    return result;
}

// A new value from a checked prefix and the UUID's 16 big-endian bytes.
Datum make_typeid(const char* prefix, size_t prefix_length, const uint8_t* uuid) {
    varlena* result = allocate_typeid(prefix_length);
    std::memcpy(VARDATA(result), prefix, prefix_length);
    std::memcpy(VARDATA(result) + prefix_length, uuid, kUuidBytes);
    return PointerGetDatum(result);
}

Datum make_typeid(const char* prefix, size_t prefix_length, u128 value) {
    uint8_t uuid[kUuidBytes];
    idcore::store_big_endian(value, uuid, kUuidBytes);
    return make_typeid(prefix, prefix_length, uuid);
}

// The canonical text's order: the prefixes bytewise (a prefix sorts before its extensions, as
// "a_0..." sorts before "ab_..." and "a_b_..."), then the 16 bytes.
int compare(const TypeIdArg& x, const TypeIdArg& y) {
    int order;
    if (x.prefix_length() == y.prefix_length()) {
        // The common case (one prefix per column): prefix and bytes in one comparison.
        order = std::memcmp(x.prefix(), y.prefix(), x.payload_length());
    } else {
        order = std::memcmp(x.prefix(), y.prefix(), std::min(x.prefix_length(), y.prefix_length()));
        if (order == 0) order = x.prefix_length() < y.prefix_length() ? -1 : 1;
    }
    return (order > 0) - (order < 0);
}

int compare(Datum a, Datum b) {
    const TypeIdArg x(a), y(b);
    const int order = compare(x, y);
    x.release();
    y.release();
    return order;
}

int sort_compare(Datum a, Datum b, SortSupport) { return compare(a, b); }

uint64_t leading_key(Datum original) {
    const TypeIdArg x(original);
    const uint64_t key = idcore::typeid_sort_key(x.prefix(), x.prefix_length(), x.uuid());
    x.release();
    return key;
}

// The detail of a rejected text (or prefix argument) whose prefix is `prefix_length` bytes and
// suffix `suffix_length` bytes long.
const char* describe_typeid_problem(const char* input, idcore::TypeIdResult result, size_t prefix_length,
                                    size_t suffix_length) {
    using idcore::TypeIdStatus;
    switch (result.status) {
        case TypeIdStatus::prefix_bad_character:
            return psprintf("Invalid %s in the prefix; a prefix has only the letters a to z and underscores.",
                            idpg::describe_bad_character(input, result.position));
        case TypeIdStatus::prefix_uppercase:
        case TypeIdStatus::suffix_uppercase:
            return psprintf("Upper-case %s; a TypeID is written in lower case.",
                            idpg::describe_bad_character(input, result.position));
        case TypeIdStatus::prefix_too_long:
            return psprintf("The prefix has %zu characters; at most %zu are allowed.", prefix_length,
                            idcore::kTypeIdMaxPrefix);
        case TypeIdStatus::prefix_underscore_at_start:
            return pstrdup("The prefix starts with an underscore.");
        case TypeIdStatus::prefix_underscore_at_end:
            return pstrdup("The prefix ends with an underscore.");
        case TypeIdStatus::separator_without_prefix:
            return pstrdup("The separator \"_\" follows an empty prefix; a TypeID without a prefix has no separator.");
        case TypeIdStatus::suffix_bad_length:
            return psprintf("Expected a suffix of %zu characters, got %zu.", idcore::kTypeIdSuffixLength,
                            suffix_length);
        case TypeIdStatus::suffix_bad_character:
            return psprintf("Invalid %s in the suffix; a suffix has only the characters 0-9 and a-z except i, l, o and u.",
                            idpg::describe_bad_character(input, result.position));
        case TypeIdStatus::suffix_overflow:
            return psprintf("The suffix starts with \"%c\"; its first character must be at most \"7\" (128 bits).",
                            input[result.position - 1]);
        case TypeIdStatus::ok:
            break;
    }
    return "";
}

// The error for a text that is not a TypeID. Out of line, so that typeid_in's fast path keeps
// its value in registers (a variable handed to a call would live in memory).
__attribute__((noinline)) Datum reject_typeid_text(FunctionCallInfo fcinfo, const char* input, size_t length) {
    u128 ignored;
    const idcore::TypeIdResult result = idcore::decode_typeid_reference(input, length, &ignored);
    // The split the decoder made: at the last "_", if any.
    const char* separator = strrchr(input, '_');
    const size_t prefix_length = separator ? static_cast<size_t>(separator - input) : 0;
    const size_t suffix_length = separator ? length - prefix_length - 1 : length;
    errsave(fcinfo->context,
            (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
             errmsg("invalid input syntax for type %s: \"%s\"", kTypeName, input),
             errdetail_internal("%s", describe_typeid_problem(input, result, prefix_length, suffix_length)),
             idpg::errhint_if_timestamp(input, "typeid_extract_timestamp")));
    PG_RETURN_NULL();
}

Datum typeid_in_impl(FunctionCallInfo fcinfo) {
    const char* input = PG_GETARG_CSTRING(0);
    const size_t length = std::strlen(input);
    if (length > idcore::kTypeIdMaxTextLength) return reject_typeid_text(fcinfo, input, length);
    // The value a valid text of this length makes, allocated before the text is read (see
    // IdType::in).
    const size_t prefix_length = idcore::typeid_prefix_length(length);
    varlena* result = allocate_typeid(prefix_length);
    u128 value;
    if (!idcore::decode_valid_typeid(input, length, &value)) {
        pfree(result);
        return reject_typeid_text(fcinfo, input, length);
    }
    // The prefix in whole words, with no call: a word's excess is read from the text (the suffix
    // follows) and written where the UUID goes next.
    for (size_t at = 0; at < prefix_length; at += sizeof(uint64_t))
        std::memcpy(VARDATA(result) + at, input + at, sizeof(uint64_t));
    idcore::store_big_endian(value, reinterpret_cast<uint8_t*>(VARDATA(result)) + prefix_length, kUuidBytes);
    return PointerGetDatum(result);
}

Datum typeid_out_impl(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    char* text = static_cast<char*>(palloc(x.prefix_length() + 1 + idcore::kTypeIdSuffixLength + 1));
    const size_t length = idcore::encode_typeid(x.prefix(), x.prefix_length(),
                                                idcore::load_big_endian(x.uuid(), kUuidBytes), text);
    text[length] = '\0';
    PG_RETURN_CSTRING(text);
}

// Binary form: the payload as stored, prefix bytes then the 16 UUID bytes.
Datum typeid_recv_impl(FunctionCallInfo fcinfo) {
    StringInfo buffer = reinterpret_cast<StringInfo>(PG_GETARG_POINTER(0));
    const int length = buffer->len - buffer->cursor;
    const char* bytes = buffer->data + buffer->cursor;
    if (length < static_cast<int>(kUuidBytes) ||
        length > static_cast<int>(idcore::kTypeIdMaxPrefix + kUuidBytes))
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("invalid binary value for type %s", kTypeName),
                        errdetail("Expected %zu to %zu bytes (a prefix and 16 bytes), got %d.", kUuidBytes,
                                  idcore::kTypeIdMaxPrefix + kUuidBytes, length)));
    const size_t prefix_length = static_cast<size_t>(length) - kUuidBytes;
    if (idcore::check_typeid_prefix(bytes, prefix_length).status != idcore::TypeIdStatus::ok)
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("invalid binary value for type %s", kTypeName),
                        errdetail("The first %zu bytes are not a TypeID prefix (a to z and inner underscores).",
                                  prefix_length)));
    buffer->cursor = buffer->len;
    return make_typeid(bytes, prefix_length, reinterpret_cast<const uint8_t*>(bytes) + prefix_length);
}

Datum typeid_send_impl(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    bytea* result = static_cast<bytea*>(palloc(VARHDRSZ + x.payload_length()));
    SET_VARSIZE(result, VARHDRSZ + x.payload_length());
    std::memcpy(VARDATA(result), VARDATA_ANY(x.value), x.payload_length());
    PG_RETURN_BYTEA_P(result);
}

// min and max return the detoasted argument, as core's text_smaller does: a compressed or
// out-of-line datum would otherwise become the aggregate's state and result.
Datum smaller(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0)), y(PG_GETARG_DATUM(1));
    return PointerGetDatum(compare(x, y) <= 0 ? x.value : y.value);
}

Datum larger(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0)), y(PG_GETARG_DATUM(1));
    return PointerGetDatum(compare(x, y) >= 0 ? x.value : y.value);
}

// Over the whole payload: equal values are equal bytes, so equal values hash alike.
Datum hash(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    const Datum result =
        hash_any(reinterpret_cast<const unsigned char*>(VARDATA_ANY(x.value)), static_cast<int>(x.payload_length()));
    x.release();
    return result;
}

Datum hash_extended(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    const Datum result = hash_any_extended(reinterpret_cast<const unsigned char*>(VARDATA_ANY(x.value)),
                                           static_cast<int>(x.payload_length()), PG_GETARG_INT64(1));
    x.release();
    return result;
}

Datum sortsupport(FunctionCallInfo fcinfo) {
    idpg::Abbreviation<leading_key>::install(reinterpret_cast<SortSupport>(PG_GETARG_POINTER(0)), sort_compare);
    PG_RETURN_VOID();
}

Datum prefix(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    PG_RETURN_TEXT_P(cstring_to_text_with_len(x.prefix(), static_cast<int>(x.prefix_length())));
}

// The 16 bytes, as a uuid or a ulid (both are 16 bytes by reference).
Datum to_uuid(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    auto* bytes = static_cast<uint8_t*>(palloc(kUuidBytes));
    std::memcpy(bytes, x.uuid(), kUuidBytes);
    return PointerGetDatum(bytes);
}

// A prefix given as an argument: 22023 when it is not one.
void check_prefix_argument(const text* prefix) {
    const char* bytes = VARDATA_ANY(prefix);
    const size_t length = VARSIZE_ANY_EXHDR(prefix);
    const idcore::TypeIdResult result = idcore::check_typeid_prefix(bytes, length);
    if (result.status == idcore::TypeIdStatus::ok) return;
    const char* as_text = text_to_cstring(prefix);
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("invalid TypeID prefix: \"%s\"", as_text),
                    errdetail_internal("%s", describe_typeid_problem(as_text, result, length, 0))));
}

// typeid_from_uuid(prefix, uuid) and typeid_from_ulid(prefix, ulid).
Datum from_uuid(FunctionCallInfo fcinfo) {
    const text* prefix = PG_GETARG_TEXT_PP(0);
    check_prefix_argument(prefix);
    return make_typeid(VARDATA_ANY(prefix), VARSIZE_ANY_EXHDR(prefix),
                       reinterpret_cast<const uint8_t*>(PG_GETARG_POINTER(1)));
}

Datum timestamp_of(FunctionCallInfo fcinfo) {
    const TypeIdArg x(PG_GETARG_DATUM(0));
    const uint64_t unix_ms = idcore::kUlid.time_of(idcore::load_big_endian(x.uuid(), kUuidBytes));
    PG_RETURN_TIMESTAMPTZ(idpg::timestamptz_from_unix_us(idcore::unix_us_from_time_field(idcore::kUlid, unix_ms)));
}

// Per-backend state of gen_typeid(), one for every prefix; reset when a forked process first uses it.
idcore::MonotonicState monotonic_state;

Datum generate(FunctionCallInfo fcinfo) {
    const text* prefix = PG_GETARG_TEXT_PP(0);
    check_prefix_argument(prefix);
    idpg::WallClock clock;
    idpg::SecureEntropy entropy;
    const idcore::Generated generated = idcore::generate_monotonic(
        idcore::kUuidV7Fields, monotonic_state, idcore::kIncrementByOne, MyProcPid, 0, clock, entropy);
    if (generated.status != idcore::GenerateStatus::ok)
        idpg::report_generate_failure(kTypeName, idcore::kUuidV7Fields, generated.status);
    return make_typeid(VARDATA_ANY(prefix), VARSIZE_ANY_EXHDR(prefix), idcore::uuidv7_from_fields(generated.value));
}

}  // namespace

IDPG_ENTRY_POINT(typeid_in, typeid_in_impl)
IDPG_ENTRY_POINT(typeid_out, typeid_out_impl)
IDPG_ENTRY_POINT(typeid_recv, typeid_recv_impl)
IDPG_ENTRY_POINT(typeid_send, typeid_send_impl)
IDPG_COMPARISONS(typeid, , compare)
IDPG_ENTRY_POINT(typeid_smaller, smaller)
IDPG_ENTRY_POINT(typeid_larger, larger)
IDPG_ENTRY_POINT(typeid_hash, hash)
IDPG_ENTRY_POINT(typeid_hash_extended, hash_extended)
IDPG_ENTRY_POINT(typeid_sortsupport, sortsupport)
IDPG_ENTRY_POINT(typeid_prefix, prefix)
IDPG_ENTRY_POINT(typeid_to_uuid, to_uuid)
IDPG_ENTRY_POINT(typeid_to_ulid, to_uuid)
IDPG_ENTRY_POINT(typeid_from_uuid, from_uuid)
IDPG_ENTRY_POINT(typeid_from_ulid, from_uuid)
IDPG_ENTRY_POINT(typeid_extract_timestamp, timestamp_of)
IDPG_ENTRY_POINT(gen_typeid, generate)
