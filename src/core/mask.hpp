// Keyed masks that hide the time field of an ID (spec 6.1): the time field is XORed with the low
// 48 bits of SipHash-2-4 of the ID's random bits, which the mask leaves as they are. Applying the
// same mask again restores the time, so one function masks and unmasks.
#pragma once

#include "layout.hpp"
#include "siphash.hpp"
#include "uuidv7.hpp"

namespace idcore {

inline constexpr unsigned kMaskedTimeBits = 48;

// ulid and baseuid: the time field XOR the low 48 bits of SipHash-2-4 of the random part's bytes
// (ulid bytes 6-15, baseuid bytes 6-14). A layout qualifies when its time field is 48 bits and its
// random part whole bytes; ulid_flake (20 random bits) does not.
constexpr bool layout_can_be_masked(const IdLayout& layout) {
    return layout.time_bits == kMaskedTimeBits && layout.random_bits % 8 == 0 && layout.random_bits <= 128;
}

inline u128 toggle_time_mask(const IdLayout& layout, u128 value, const SipKey& key) {
    const unsigned random_bytes = layout.random_bits / 8;
    uint8_t message[16];
    store_big_endian(layout.random_of(value), message, random_bytes);
    const uint64_t mask = siphash24(key, message, random_bytes) & layout.max_time();
    return layout.compose(layout.time_of(value) ^ mask, layout.random_of(value));
}

// UUIDv47 (github.com/stateless-me/uuidv47): a UUIDv7 shown as a version-4-looking facade. The
// 48-bit time is XORed with the low 48 bits of SipHash-2-4 of the 74 random bits laid out as 10
// bytes [b6 & 0x0F, b7, b8 & 0x3F, b9 .. b15], and the version nibble is swapped between 7 and 4.
// Only RFC 9562 UUIDs (variant 10) qualify: the version nibble means nothing in other variants,
// and keeping the variant as it is makes every accepted value round-trip exactly.
enum class UuidV47Status { ok, bad_version, bad_variant };

struct UuidV47Result {
    UuidV47Status status;
    u128 value;
};

namespace uuidv47 {

inline constexpr unsigned kTimeShift = 80;
inline constexpr u128 kRfcVariant = u128{0x2} << uuidv7::kVariantShift;

constexpr unsigned version_of(u128 uuid) { return static_cast<unsigned>((uuid >> uuidv7::kVersionShift) & 0xF); }
constexpr unsigned variant_of(u128 uuid) { return static_cast<unsigned>((uuid >> uuidv7::kVariantShift) & 0x3); }

inline UuidV47Result swap_facade(u128 uuid, const SipKey& key, unsigned from_version, unsigned to_version) {
    if (version_of(uuid) != from_version) return {UuidV47Status::bad_version, 0};
    if ((uuid & uuidv7::kVariantMask) != kRfcVariant) return {UuidV47Status::bad_variant, 0};
    uint8_t bytes[16];
    store_big_endian(uuid, bytes, 16);
    const uint8_t message[10] = {static_cast<uint8_t>(bytes[6] & 0x0F), bytes[7], static_cast<uint8_t>(bytes[8] & 0x3F),
                                 bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]};
    const u128 mask = u128{siphash24(key, message, sizeof message) & low_bits_mask(kMaskedTimeBits)} << kTimeShift;
    const u128 versioned = (uuid & ~uuidv7::kVersionMask) | (u128{to_version} << uuidv7::kVersionShift);
    return {UuidV47Status::ok, versioned ^ mask};
}

}  // namespace uuidv47

// A version-7 UUID to its version-4 facade.
inline UuidV47Result uuidv47_encode(u128 v7, const SipKey& key) { return uuidv47::swap_facade(v7, key, 7, 4); }

// A version-4 facade back to the version-7 UUID.
inline UuidV47Result uuidv47_decode(u128 facade, const SipKey& key) { return uuidv47::swap_facade(facade, key, 4, 7); }

}  // namespace idcore
