// SipHash-2-4 (Aumasson and Bernstein, "SipHash: a fast short-input PRF", 2012): a keyed 64-bit
// pseudorandom function of a byte string; the keyed masks (mask.hpp) are built on it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace idcore {

// The 128-bit key as SipHash reads it: k0 = bytes 0-7 and k1 = bytes 8-15, each little-endian.
struct SipKey {
    uint64_t k0;
    uint64_t k1;
};

namespace siphash_detail {

inline uint64_t load_little_endian_word(const uint8_t* bytes) {
    uint64_t word = 0;
    for (unsigned i = 0; i < 8; ++i) word |= uint64_t{bytes[i]} << (8 * i);
    return word;
}

constexpr uint64_t rotate_left(uint64_t word, unsigned bits) { return (word << bits) | (word >> (64 - bits)); }

struct State {
    uint64_t v0, v1, v2, v3;

    void round() {
        v0 += v1; v1 = rotate_left(v1, 13); v1 ^= v0; v0 = rotate_left(v0, 32);
        v2 += v3; v3 = rotate_left(v3, 16); v3 ^= v2;
        v0 += v3; v3 = rotate_left(v3, 21); v3 ^= v0;
        v2 += v1; v1 = rotate_left(v1, 17); v1 ^= v2; v2 = rotate_left(v2, 32);
    }

    // Two rounds per message word ("2-4": c = 2).
    void compress(uint64_t word) {
        v3 ^= word;
        round();
        round();
        v0 ^= word;
    }
};

}  // namespace siphash_detail

inline SipKey sip_key_from_bytes(const uint8_t* bytes) {
    return {siphash_detail::load_little_endian_word(bytes), siphash_detail::load_little_endian_word(bytes + 8)};
}

inline uint64_t siphash24(const SipKey& key, const uint8_t* message, size_t length) {
    siphash_detail::State state{key.k0 ^ 0x736f6d6570736575ULL, key.k1 ^ 0x646f72616e646f6dULL,
                                key.k0 ^ 0x6c7967656e657261ULL, key.k1 ^ 0x7465646279746573ULL};
    const size_t whole_words = length / 8;
    for (size_t i = 0; i < whole_words; ++i)
        state.compress(siphash_detail::load_little_endian_word(message + 8 * i));
    // The last word: the remaining bytes, zero-padded, with the length's low byte on top.
    uint8_t last[8] = {};
    std::memcpy(last, message + 8 * whole_words, length % 8);
    last[7] = static_cast<uint8_t>(length);
    state.compress(siphash_detail::load_little_endian_word(last));
    // Finalization: four rounds ("2-4": d = 4).
    state.v2 ^= 0xff;
    for (int i = 0; i < 4; ++i) state.round();
    return state.v0 ^ state.v1 ^ state.v2 ^ state.v3;
}

}  // namespace idcore
