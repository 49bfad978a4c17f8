// Text encoding and decoding of an ID value under its layout's alphabet.
#pragma once

#include <cstddef>
#include <cstdint>

#include "layout.hpp"

namespace idcore {

// Enough for any layout's text: 128 bits in base32.
inline constexpr unsigned kMaxTextLength = 26;

enum class DecodeStatus : uint8_t {
    ok,
    bad_character,  // a byte outside the alphabet; `position` is its 1-based index
    bad_length,     // every byte is in the alphabet but there are not exactly text_length() of them
    overflow,       // the text encodes a number above the largest value of the layout
};

struct DecodeResult {
    DecodeStatus status;
    size_t position;
};

// Layouts are compile-time constants: once inlined, every loop bound and shift is a constant.

// Writes exactly L.text_length() characters (no terminator), most significant symbol first.
inline void encode_text(const IdLayout& L, u128 value, char* out) {
    const unsigned bits = L.alphabet->bits_per_symbol;
    const unsigned length = L.text_length();
    const unsigned symbol_mask = (1u << bits) - 1;
    for (unsigned i = length; i-- > 0;) {
        out[i] = L.alphabet->symbols[static_cast<unsigned>(value) & symbol_mask];
        value >>= bits;
    }
}

// Reports the first byte outside the alphabet, then a wrong length, then overflow, in that order,
// so that the reported problem is always the first one a reader would find.
inline DecodeResult decode_text(const IdLayout& L, const char* text, size_t length, u128* value) {
    const unsigned bits = L.alphabet->bits_per_symbol;
    const unsigned expected = L.text_length();
    // Bits of the first symbol that lie above the value; they must be zero.
    const unsigned excess_bits = expected * bits - L.value_bits();

    u128 accumulated = 0;
    for (size_t i = 0; i < length; ++i) {
        const int8_t digit = L.alphabet->decode[static_cast<unsigned char>(text[i])];
        if (digit == Alphabet::kInvalid) return {DecodeStatus::bad_character, i + 1};
        if (i < expected) accumulated = (accumulated << bits) | static_cast<unsigned>(digit);
    }
    if (length != expected) return {DecodeStatus::bad_length, 0};
    if ((L.alphabet->decode[static_cast<unsigned char>(text[0])] >> (bits - excess_bits)) != 0)
        return {DecodeStatus::overflow, 1};
    *value = accumulated;
    return {DecodeStatus::ok, 0};
}

}  // namespace idcore
