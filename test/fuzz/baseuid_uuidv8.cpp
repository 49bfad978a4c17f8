// libFuzzer target: the BaseUID <-> UUIDv8 mapping of uuidv8.hpp against a bit-by-bit reference
// that follows the document's diagram (testing_support::uuidv8_reference_bit).
//
// One fuzz input is used twice: its first 16 bytes as a UUID (which must be accepted exactly when
// its version, variant and trailing bits are as the form requires, problems reported in bit
// order, and then map back to the same UUID), and its first 15 bytes as a BaseUID (whose UUID
// must be the reference's and map back to the same BaseUID).
#include <cstddef>
#include <cstdint>

#include "fuzz_check.hpp"
#include "test_support.hpp"
#include "uuidv8.hpp"

namespace {

using idcore::u128;
using idcore::UuidV8Status;

// Bit `i` counted from the most significant end of a `width`-bit value.
unsigned bit_at(u128 value, unsigned width, unsigned i) { return static_cast<unsigned>(value >> (width - 1 - i)) & 1; }
u128 with_bit(unsigned width, unsigned i) { return u128{1} << (width - 1 - i); }

// The document's constant bits: version 1000 at 48-51, variant 10 at 64-65, 00 at 126-127.
UuidV8Status reference_problem(u128 uuid) {
    if (bit_at(uuid, 128, 48) != 1 || bit_at(uuid, 128, 49) || bit_at(uuid, 128, 50) || bit_at(uuid, 128, 51))
        return UuidV8Status::bad_version;
    if (bit_at(uuid, 128, 64) != 1 || bit_at(uuid, 128, 65) != 0) return UuidV8Status::bad_variant;
    if (bit_at(uuid, 128, 126) || bit_at(uuid, 128, 127)) return UuidV8Status::bad_trailing;
    return UuidV8Status::ok;
}

u128 reference_uuid(u128 baseuid) {
    u128 uuid = with_bit(128, 48) | with_bit(128, 64);
    for (unsigned i = 0; i < 120; ++i)
        if (bit_at(baseuid, 120, i)) uuid |= with_bit(128, testing_support::uuidv8_reference_bit(i));
    return uuid;
}

u128 reference_baseuid(u128 uuid) {
    u128 baseuid = 0;
    for (unsigned i = 0; i < 120; ++i)
        if (bit_at(uuid, 128, testing_support::uuidv8_reference_bit(i))) baseuid |= with_bit(120, i);
    return baseuid;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const u128 uuid = fuzz::leading_value(data, size, 16);
    const idcore::UuidV8Result from_uuid = idcore::baseuid_from_uuidv8(uuid);
    FUZZ_CHECK(from_uuid.status == reference_problem(uuid));
    if (from_uuid.status == UuidV8Status::ok) {
        FUZZ_CHECK(from_uuid.value == reference_baseuid(uuid));
        FUZZ_CHECK(idcore::kBaseUid.holds(from_uuid.value));
        FUZZ_CHECK(idcore::uuidv8_from_baseuid(from_uuid.value) == uuid);
    } else {
        FUZZ_CHECK(from_uuid.value == 0);
    }

    const u128 baseuid = fuzz::leading_value(data, size, 15);
    const u128 mapped = idcore::uuidv8_from_baseuid(baseuid);
    FUZZ_CHECK(mapped == reference_uuid(baseuid));
    const idcore::UuidV8Result back = idcore::baseuid_from_uuidv8(mapped);
    FUZZ_CHECK(back.status == UuidV8Status::ok && back.value == baseuid);
    return 0;
}
