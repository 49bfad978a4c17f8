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

// What a generator chooses in a UUIDv7: 48 bits of Unix milliseconds and the 74 bits around the
// markers (rand_a, 12 bits, and rand_b, 62 bits), as a layout the monotonic generator steps.
inline constexpr IdLayout kUuidV7Fields{16, 48, 74, {0, 1'000'000}, &kCrockfordBase32};

// The UUIDv7 holding `fields` (time << 74 | random): the markers go between the random bits, so
// greater fields give a greater UUID and a monotonic sequence of fields stays monotonic.
constexpr u128 uuidv7_from_fields(u128 fields) {
    const u128 time = fields >> kUuidV7Fields.random_bits;
    const u128 rand_a = (fields >> 62) & 0xFFF;
    const u128 rand_b = fields & low_bits_mask(62);
    return (time << 80) | (u128{0x7} << uuidv7::kVersionShift) | (rand_a << 64) |
           (u128{0x2} << uuidv7::kVariantShift) | rand_b;
}

}  // namespace idcore
