// The RFC 9562 version 7 form of a ULID, as pure bit arithmetic on 128-bit values.
//
// Both put 48 bits of Unix milliseconds first, so the UUID keeps the ULID's time; the version
// (bits 48-51 = 0111) and variant (bits 64-65 = 10) overwrite six random bits: lossy by design.
#pragma once

#include "layout.hpp"

namespace idcore {

namespace uuidv7 {

inline constexpr unsigned kVersionShift = 76;  // from the least significant end
inline constexpr unsigned kVariantShift = 62;
inline constexpr u128 kVersionMask = u128{0xF} << kVersionShift;
inline constexpr u128 kVariantMask = u128{0x3} << kVariantShift;

}  // namespace uuidv7

constexpr u128 uuidv7_from_ulid(u128 ulid) {
    return (ulid & ~(uuidv7::kVersionMask | uuidv7::kVariantMask)) | (u128{0x7} << uuidv7::kVersionShift) |
           (u128{0x2} << uuidv7::kVariantShift);
}

}  // namespace idcore
