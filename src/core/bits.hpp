// 128-bit values and big-endian byte conversion shared by every ID type.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace idcore {

// Every ID fits in 128 bits; values are kept right-aligned in one of these.
#ifndef __SIZEOF_INT128__
#error "ulid needs a compiler with unsigned __int128 (GCC and Clang have it on 64-bit targets)"
#endif
using u128 = unsigned __int128;

constexpr u128 low_bits_mask(unsigned bits) {
    return bits >= 128 ? ~u128{0} : (u128{1} << bits) - 1;
}

// A 64-bit word between host and big-endian byte order.
inline uint64_t big_endian_word(uint64_t word) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return word;
#else
    return __builtin_bswap64(word);
#endif
}

// Reads `size` (at most 16) bytes, most significant first. The bytes are copied right-aligned into
// a zeroed 16-byte buffer and read as two words; with a constant `size` this is two loads and two
// byte swaps instead of a loop of 128-bit shifts (sort, hash and out functions all start here).
inline u128 load_big_endian(const uint8_t* bytes, size_t size) {
    uint8_t buffer[16] = {};
    std::memcpy(buffer + 16 - size, bytes, size);
    uint64_t high, low;
    std::memcpy(&high, buffer, 8);
    std::memcpy(&low, buffer + 8, 8);
    return (u128{big_endian_word(high)} << 64) | big_endian_word(low);
}

// Writes the low `size` (at most 16) bytes of `value`, most significant first.
inline void store_big_endian(u128 value, uint8_t* bytes, size_t size) {
    const uint64_t high = big_endian_word(static_cast<uint64_t>(value >> 64));
    const uint64_t low = big_endian_word(static_cast<uint64_t>(value));
    uint8_t buffer[16];
    std::memcpy(buffer, &high, 8);
    std::memcpy(buffer + 8, &low, 8);
    std::memcpy(bytes, buffer + 16 - size, size);
}

// The byte-at-a-time definitions of the two functions above, kept as the reference they are tested against.
inline u128 load_big_endian_reference(const uint8_t* bytes, size_t size) {
    u128 value = 0;
    for (size_t i = 0; i < size; ++i) value = (value << 8) | bytes[i];
    return value;
}

inline void store_big_endian_reference(u128 value, uint8_t* bytes, size_t size) {
    for (size_t i = size; i-- > 0;) {
        bytes[i] = static_cast<uint8_t>(value);
        value >>= 8;
    }
}

}  // namespace idcore
