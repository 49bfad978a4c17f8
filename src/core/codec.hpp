// Text encoding and decoding of an ID value under its layout's alphabet.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "layout.hpp"
#include "crockford_sse2.hpp"

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

// The value as two 64-bit words: symbol i of a text then reads (or writes) bits that lie in one
// word or straddle the two, with no 128-bit shift chain from one symbol to the next.
struct WordPair {
    uint64_t high;
    uint64_t low;
};

// The `bits` bits of `words` starting at bit `shift` (from the least significant end).
inline uint64_t bits_at(WordPair words, unsigned shift, unsigned bits) {
    if (shift >= 64) return words.high >> (shift - 64);
    if (shift + bits <= 64) return words.low >> shift;
    return (words.low >> shift) | (words.high << (64 - shift));
}

// Writes exactly L.text_length() characters (no terminator), most significant symbol first.
// Two symbols at a time through the alphabet's pair table; an odd length starts with one symbol.
inline void encode_text(const IdLayout& L, u128 value, char* out) {
    const unsigned bits = L.alphabet->bits_per_symbol;
    const unsigned length = L.text_length();
    const WordPair words{static_cast<uint64_t>(value >> 64), static_cast<uint64_t>(value)};
    unsigned i = 0;
    if (length % 2 == 1) {
        out[0] = L.alphabet->symbols[bits_at(words, (length - 1) * bits, bits) & ((uint64_t{1} << bits) - 1)];
        i = 1;
    }
    const uint64_t pair_mask = (uint64_t{1} << (2 * bits)) - 1;
    // Fully unrolled, every shift and branch below is a constant.
#pragma GCC unroll 16
    for (; i < length; i += 2) {
        const uint64_t pair = bits_at(words, (length - 2 - i) * bits, 2 * bits) & pair_mask;
        std::memcpy(out + i, L.alphabet->pairs + 2 * pair, 2);
    }
}

// The symbol-by-symbol definition of encode_text, kept as the reference it is tested against.
inline void encode_text_reference(const IdLayout& L, u128 value, char* out) {
    const unsigned bits = L.alphabet->bits_per_symbol;
    const unsigned length = L.text_length();
    const unsigned symbol_mask = (1u << bits) - 1;
    for (unsigned i = length; i-- > 0;) {
        out[i] = L.alphabet->symbols[static_cast<unsigned>(value) & symbol_mask];
        value >>= bits;
    }
}

// Reports the first byte outside the alphabet, then a wrong length, then overflow, in that order,
// so that the reported problem is always the first one a reader would find. This is the definition;
// decode_text below is the same function made fast for valid input.
inline DecodeResult decode_text_reference(const IdLayout& L, const char* text, size_t length, u128* value) {
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

// The digits of a group of eight symbols, one per byte (first symbol in the top byte), joined into
// one number of 8 * bits bits: neighbouring fields merge pairwise, then in fours, then all eight.
constexpr uint64_t join_digit_bytes(uint64_t bytes, unsigned bits) {
    bytes = (bytes & 0x00FF00FF00FF00FFull) | ((bytes & 0xFF00FF00FF00FF00ull) >> (8 - bits));
    bytes = (bytes & 0x0000FFFF0000FFFFull) | ((bytes & 0xFFFF0000FFFF0000ull) >> (16 - 2 * bits));
    return (bytes & 0x00000000FFFFFFFFull) | ((bytes & 0xFFFFFFFF00000000ull) >> (32 - 4 * bits));
}

// Whether a text of exactly L.text_length() bytes is a valid value, and if so the value, without a
// branch per character: the symbols' table bytes are gathered eight to a 64-bit word (the first
// length % 8 under leading zero bytes), each word is checked at once (the kInvalid byte 0xFF has
// its top bit set, no digit has) and joined into 40 or 48 bits; the words' gathering runs side by
// side and a few constant 128-bit shifts join them. Always inlined: every caller passes a constant
// layout, and only inlined do its widths and shifts become constants (left to itself, GCC compiled
// one generic copy with a division and variable shifts, which cost a third of ulid_in's time).
__attribute__((always_inline)) inline bool decode_valid_text_scalar(const IdLayout& L, const char* text, u128* value) {
    constexpr unsigned kGroup = 8;
    const unsigned bits = L.alphabet->bits_per_symbol;
    const unsigned expected = L.text_length();
    const unsigned excess_bits = expected * bits - L.value_bits();
    const int8_t* decode = L.alphabet->decode;
    const auto digit_bytes = [decode, text](unsigned first, unsigned count) {
        uint64_t bytes = 0;
#pragma GCC unroll 8
        for (unsigned j = 0; j < count; ++j)
            bytes = (bytes << 8) | static_cast<uint8_t>(decode[static_cast<unsigned char>(text[first + j])]);
        return bytes;
    };
    const unsigned head = expected % kGroup;
    uint64_t bytes = digit_bytes(0, head);
    uint64_t seen = bytes;
    u128 accumulated = join_digit_bytes(bytes, bits);
#pragma GCC unroll 4
    for (unsigned start = head; start < expected; start += kGroup) {
        bytes = digit_bytes(start, kGroup);
        seen |= bytes;
        accumulated = (accumulated << (kGroup * bits)) | join_digit_bytes(bytes, bits);
    }
    const auto first = static_cast<uint8_t>(decode[static_cast<unsigned char>(text[0])]);
    if ((seen & 0x8080808080808080ull) != 0 || (first >> (bits - excess_bits)) != 0) return false;
    *value = accumulated;
    return true;
}

// Same results as decode_text_reference, made fast for valid text; anything that is not a valid
// value goes through the reference, which finds the first problem. Reads only the `length` bytes.
__attribute__((always_inline)) inline DecodeResult decode_text(const IdLayout& L, const char* text, size_t length,
                                                               u128* value) {
    if (length == L.text_length() && decode_valid_text_scalar(L, text, value)) return {DecodeStatus::ok, 0};
    return decode_text_reference(L, text, length, value);
}

// Whether a text of exactly L.text_length() bytes followed by a NUL (as an input function's
// argument is) is a valid value, and if so the value: the vector decoder, which reads the NUL
// too, where it reads the layout's alphabet; decode_valid_text_scalar elsewhere.
__attribute__((always_inline)) inline bool decode_valid_terminated_text(const IdLayout& L, const char* text,
                                                                        u128* value) {
#ifdef IDCORE_HAVE_SSE2
    if (L.value_bits() == 128 && L.alphabet->vector_form != VectorForm::none)
        return decode_crockford26_sse2(L.alphabet->vector_form, text, value);
#endif
    return decode_valid_text_scalar(L, text, value);
}

// decode_text of a text followed by a NUL (text[length] == 0).
__attribute__((always_inline)) inline DecodeResult decode_terminated_text(const IdLayout& L, const char* text,
                                                                          size_t length, u128* value) {
    if (length == L.text_length() && decode_valid_terminated_text(L, text, value)) return {DecodeStatus::ok, 0};
    return decode_text_reference(L, text, length, value);
}

}  // namespace idcore
