// The BaseUID document's UUIDv8 form of a BaseUID, as pure bit arithmetic on 128-bit values.
//
// UUID bits, most significant first:
//   0-47    the 48-bit time field
//   48-51   version 1000
//   52-63   the top 12 random bits
//   64-65   variant 10
//   66-125  the low 60 random bits
//   126-127 00
// so the 120 bits of a BaseUID survive the trip both ways.
#pragma once

#include <cstdint>

#include "layout.hpp"

namespace idcore {

enum class UuidV8Status : uint8_t {
    ok,
    bad_version,   // bits 48-51 are not 1000
    bad_variant,   // bits 64-65 are not 10
    bad_trailing,  // bits 126-127 are not 00
};

struct UuidV8Result {
    UuidV8Status status;
    u128 value;  // the BaseUID value when status is ok, else 0
};

namespace uuidv8 {

inline constexpr unsigned kHighRandomBits = 12;
inline constexpr unsigned kLowRandomBits = 60;
static_assert(kBaseUid.time_bits == 48 && kBaseUid.random_bits == kHighRandomBits + kLowRandomBits,
              "the UUIDv8 form is defined for BaseUID's 48 + 72 bits only");

// Shifts of each field from the least significant end of the 128-bit UUID.
inline constexpr unsigned kTimeShift = 80;
inline constexpr unsigned kVersionShift = 76;
inline constexpr unsigned kHighRandomShift = 64;
inline constexpr unsigned kVariantShift = 62;
inline constexpr unsigned kLowRandomShift = 2;

inline constexpr unsigned kVersion = 0x8;  // 1000
inline constexpr unsigned kVariant = 0x2;  // 10

}  // namespace uuidv8

// The UUIDv8 form of a BaseUID value (its 120 bits right-aligned).
constexpr u128 uuidv8_from_baseuid(u128 value) {
    using namespace uuidv8;
    const u128 random = kBaseUid.random_of(value);
    return (u128{kBaseUid.time_of(value)} << kTimeShift) | (u128{kVersion} << kVersionShift) |
           ((random >> kLowRandomBits) << kHighRandomShift) | (u128{kVariant} << kVariantShift) |
           ((random & low_bits_mask(kLowRandomBits)) << kLowRandomShift);
}

// The BaseUID inside a UUID in exactly the UUIDv8 form, or the first part (in bit order) that is
// not as that form requires.
constexpr UuidV8Result baseuid_from_uuidv8(u128 uuid) {
    using namespace uuidv8;
    if (((uuid >> kVersionShift) & 0xF) != kVersion) return {UuidV8Status::bad_version, 0};
    if (((uuid >> kVariantShift) & 0x3) != kVariant) return {UuidV8Status::bad_variant, 0};
    if ((uuid & 0x3) != 0) return {UuidV8Status::bad_trailing, 0};
    const auto time = static_cast<uint64_t>(uuid >> kTimeShift);
    const u128 high = (uuid >> kHighRandomShift) & low_bits_mask(kHighRandomBits);
    const u128 low = (uuid >> kLowRandomShift) & low_bits_mask(kLowRandomBits);
    return {UuidV8Status::ok, kBaseUid.compose(time, (high << kLowRandomBits) | low)};
}

}  // namespace idcore
