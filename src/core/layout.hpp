// The description of an ID type: bit widths, time scale and text alphabet.
// Every codec, time conversion and generator in the core is driven by one of these.
#pragma once

#include <cstdint>

#include "alphabet.hpp"
#include "bits.hpp"

namespace idcore {

// How the time field counts: ticks of `tick_ns` nanoseconds since `epoch_unix_ns`.
struct TimeScale {
    int64_t epoch_unix_ns;
    int64_t tick_ns;
};

// An ID is a right-aligned value of time_bits + random_bits bits: the time field on top, then
// the random field. It is stored big-endian in storage_bytes bytes; storage bits above the value
// (ulid_flake's sign bit) are always zero.
struct IdLayout {
    unsigned storage_bytes;
    unsigned time_bits;
    unsigned random_bits;
    TimeScale time_scale;
    const Alphabet* alphabet;

    constexpr unsigned value_bits() const { return time_bits + random_bits; }
    constexpr unsigned text_length() const {
        return (value_bits() + alphabet->bits_per_symbol - 1) / alphabet->bits_per_symbol;
    }
    constexpr uint64_t max_time() const { return static_cast<uint64_t>(low_bits_mask(time_bits)); }
    constexpr u128 max_random() const { return low_bits_mask(random_bits); }
    constexpr u128 max_value() const { return low_bits_mask(value_bits()); }

    constexpr u128 compose(uint64_t time, u128 random) const {
        return (u128{time} << random_bits) | (random & max_random());
    }
    constexpr uint64_t time_of(u128 value) const { return static_cast<uint64_t>(value >> random_bits); }
    constexpr u128 random_of(u128 value) const { return value & max_random(); }
    // Storage bits above the value (ulid_flake's sign bit) must be zero.
    constexpr bool holds(u128 value) const { return value <= max_value(); }
};

// ULID: 48-bit Unix milliseconds + 80 random bits in 16 bytes, Crockford base32 (26 characters).
inline constexpr IdLayout kUlid{16, 48, 80, {0, 1'000'000}, &kCrockfordBase32};

// Ulid-Flake: 43-bit milliseconds since 2024-01-01T00:00:00Z + 20 random bits under a zero sign
// bit, in 8 bytes, Crockford base32 (13 characters).
inline constexpr IdLayout kUlidFlake{8, 43, 20, {1'704'067'200'000'000'000, 1'000'000}, &kCrockfordBase32};

// BaseUID: 48-bit Unix nanoseconds >> 15 (32.768 us ticks) + 72 random bits in 15 bytes,
// lexicographic base64 (20 characters).
inline constexpr IdLayout kBaseUid{15, 48, 72, {0, 32'768}, &kLexicographicBase64};

// The text's first symbol carries the bits above the value; a whole symbol of padding would
// make the text longer than needed.
constexpr bool text_is_minimal(const IdLayout& layout) {
    return layout.text_length() * layout.alphabet->bits_per_symbol - layout.value_bits() <
           layout.alphabet->bits_per_symbol;
}
static_assert(text_is_minimal(kUlid) && text_is_minimal(kUlidFlake) && text_is_minimal(kBaseUid));
// Monotonic generators compare time fields as signed 64-bit ticks.
static_assert(kUlid.time_bits < 63 && kUlidFlake.time_bits < 63 && kBaseUid.time_bits < 63);
static_assert(kUlid.value_bits() <= 8 * kUlid.storage_bytes && kUlidFlake.value_bits() < 8 * kUlidFlake.storage_bytes &&
              kBaseUid.value_bits() <= 8 * kBaseUid.storage_bytes);

}  // namespace idcore
