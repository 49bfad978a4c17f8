// 128-bit values and big-endian byte conversion shared by every ID type.
#pragma once

#include <cstddef>
#include <cstdint>

namespace idcore {

// Every ID fits in 128 bits; values are kept right-aligned in one of these.
using u128 = unsigned __int128;

constexpr u128 low_bits_mask(unsigned bits) {
    return bits >= 128 ? ~u128{0} : (u128{1} << bits) - 1;
}

// Reads `size` (at most 16) bytes, most significant first.
inline u128 load_big_endian(const uint8_t* bytes, size_t size) {
    u128 value = 0;
    for (size_t i = 0; i < size; ++i) value = (value << 8) | bytes[i];
    return value;
}

// Writes the low `size` (at most 16) bytes of `value`, most significant first.
inline void store_big_endian(u128 value, uint8_t* bytes, size_t size) {
    for (size_t i = size; i-- > 0;) {
        bytes[i] = static_cast<uint8_t>(value);
        value >>= 8;
    }
}

}  // namespace idcore
