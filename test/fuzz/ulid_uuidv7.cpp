// libFuzzer target: the ULID -> UUIDv7 mapping of uuidv7.hpp against a bit-by-bit reference of
// RFC 9562's layout: bits 48-51 are the version 0111, bits 64-65 the variant 10, and every other
// bit is the ULID's own (the input's first 16 bytes, big-endian).
#include <cstddef>
#include <cstdint>

#include "fuzz_check.hpp"
#include "uuidv7.hpp"

namespace {

using idcore::u128;

unsigned bit_at(u128 value, unsigned i) { return static_cast<unsigned>(value >> (127 - i)) & 1; }  // 0 = most significant

unsigned reference_bit(u128 ulid, unsigned i) {
    if (i >= 48 && i <= 51) return i == 48 ? 0 : 1;  // version 0111
    if (i == 64 || i == 65) return i == 64 ? 1 : 0;  // variant 10
    return bit_at(ulid, i);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const u128 ulid = fuzz::leading_value(data, size, 16);

    const u128 uuid = idcore::uuidv7_from_ulid(ulid);
    for (unsigned i = 0; i < 128; ++i) FUZZ_CHECK(bit_at(uuid, i) == reference_bit(ulid, i));
    // A UUIDv7 maps to itself: the mapping only ever sets the version and variant.
    FUZZ_CHECK(idcore::uuidv7_from_ulid(uuid) == uuid);
    return 0;
}
