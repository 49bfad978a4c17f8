// Deterministic clock and entropy for driving the core generators in tests.
#pragma once

#include <cctype>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "bits.hpp"

namespace testing_support {

// Reads 128-bit nanoseconds like the real clock, so tests reach times past 2262.
struct FakeClock {
    __int128 unix_ns = 0;
    int64_t advance_per_read_ns = 0;  // lets a waiting generator see time pass
    int reads = 0;
    __int128 now_unix_ns() {
        ++reads;
        const __int128 now = unix_ns;
        unix_ns += advance_per_read_ns;
        return now;
    }
    void set_ms(int64_t ms) { unix_ns = static_cast<__int128>(ms) * 1'000'000; }
};

// Hands out a fixed repeating pattern, or a counter-based stream when no pattern is given.
struct FakeEntropy {
    std::vector<uint8_t> pattern;
    uint64_t counter = 0;
    size_t bytes_drawn = 0;
    void fill(uint8_t* bytes, size_t count) {
        for (size_t i = 0; i < count; ++i) {
            bytes[i] = pattern.empty() ? static_cast<uint8_t>((counter * 0x9E3779B97F4A7C15ull) >> 56)
                                       : pattern[(bytes_drawn + i) % pattern.size()];
            ++counter;
        }
        bytes_drawn += count;
    }
};

// A small xorshift generator for property tests: reproducible, not secure.
struct TestRandom {
    uint64_t state = 0x2545F4914F6CDD1Dull;
    uint64_t next() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
    idcore::u128 next128() { return (idcore::u128{next()} << 64) | next(); }
};

// Written separately from the codec: the contract's reading of one Crockford base32 character
// (either case, I/L as 1, O as 0), or -1.
inline int crockford_reference_digit(unsigned char c) {
    const char* alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const char upper = static_cast<char>(std::toupper(c));
    if (c >= 0x80 || c == 0) return -1;
    if (upper == 'I' || upper == 'L') return 1;
    if (upper == 'O') return 0;
    const char* found = std::strchr(alphabet, upper);
    return found == nullptr ? -1 : static_cast<int>(found - alphabet);
}

// Written separately from the codec: the BaseUID document's base64 alphabet, case-sensitive, or -1.
inline int base64_reference_digit(unsigned char c) {
    const char* alphabet = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
    if (c == 0 || c >= 0x80) return -1;
    const char* found = std::strchr(alphabet, c);
    return found == nullptr ? -1 : static_cast<int>(found - alphabet);
}

// Written separately from uuidv8.hpp: where bit `i` (0 = most significant) of a BaseUID lands in
// the UUID, following the document's diagram.
inline unsigned uuidv8_reference_bit(unsigned i) {
    if (i < 48) return i;      // time 00-47
    if (i < 60) return i + 4;  // rnd 52-63, after the 4 version bits
    return i + 6;              // rnd 66-125, after the 2 variant bits
}

inline std::string hex(idcore::u128 value) {
    char text[33];
    for (int i = 31; i >= 0; --i) {
        text[i] = "0123456789abcdef"[static_cast<unsigned>(value) & 15];
        value >>= 4;
    }
    text[32] = '\0';
    return text;
}

}  // namespace testing_support
