// A 26-character Crockford base32 text (a 128-bit value: ULID, the TypeID suffix) decoded with
// SSE2, which every x86-64 processor has (elsewhere the scalar path in codec.hpp serves alone):
// two 16-byte loads, the symbols mapped to their values by comparisons (no table) and joined by
// shifts and one multiply-add: about as many instructions as the scalar path, but the text is
// read in 2 loads where that path makes 53 (each byte, then its table entry). Its results must
// equal the scalar path's; the unit tests check every byte at every position against the
// alphabets' tables.
#pragma once

#if defined(__SSE2__) && defined(__x86_64__)
#define IDCORE_HAVE_SSE2 1

#include <emmintrin.h>

#include <cstdint>

#include "alphabet.hpp"
#include "bits.hpp"

namespace idcore {
namespace crockford_sse2 {

inline __m128i splat(char c) { return _mm_set1_epi8(c); }

// The values of 16 symbols, one per byte; the lanes of bytes outside the alphabet are set in *bad.
// Letters count up from a = 10, less one for each of i, l, o and u below them. Comparisons are
// signed: bytes of 0x80 and above are negative and fall outside every range.
__attribute__((always_inline)) inline __m128i symbol_values(VectorForm form, __m128i text, __m128i* bad) {
    const bool any_case = form == VectorForm::crockford_any_case;
    // Setting bit 5 lowers a letter and leaves the range test below true only for letters.
    const __m128i folded = any_case ? _mm_or_si128(text, splat(0x20)) : text;
    const __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(text, splat('0' - 1)), _mm_cmplt_epi8(text, splat('9' + 1)));
    const __m128i letter = _mm_and_si128(_mm_cmpgt_epi8(folded, splat('a' - 1)), _mm_cmplt_epi8(folded, splat('z' + 1)));
    const __m128i is_i = _mm_cmpeq_epi8(folded, splat('i')), is_l = _mm_cmpeq_epi8(folded, splat('l'));
    const __m128i is_o = _mm_cmpeq_epi8(folded, splat('o')), is_u = _mm_cmpeq_epi8(folded, splat('u'));
    // Each comparison is -1 where true.
    const __m128i skipped = _mm_add_epi8(
        _mm_add_epi8(_mm_cmpgt_epi8(folded, splat('i')), _mm_cmpgt_epi8(folded, splat('l'))),
        _mm_add_epi8(_mm_cmpgt_epi8(folded, splat('o')), _mm_cmpgt_epi8(folded, splat('u'))));
    __m128i letter_value = _mm_add_epi8(_mm_sub_epi8(folded, splat('a' - 10)), skipped);
    __m128i rejected_letter = is_u;
    if (any_case) {
        // I and L read as 1, O as 0.
        const __m128i one = _mm_or_si128(is_i, is_l);
        letter_value = _mm_or_si128(_mm_andnot_si128(_mm_or_si128(one, is_o), letter_value), _mm_and_si128(one, splat(1)));
    } else {
        rejected_letter = _mm_or_si128(_mm_or_si128(is_i, is_l), _mm_or_si128(is_o, is_u));
    }
    const __m128i accepted = _mm_or_si128(digit, _mm_andnot_si128(rejected_letter, letter));
    *bad = _mm_or_si128(*bad, _mm_andnot_si128(accepted, splat(-1)));
    return _mm_or_si128(_mm_and_si128(digit, _mm_sub_epi8(text, splat('0'))), _mm_andnot_si128(digit, letter_value));
}

// 16 symbol values (first symbol in the lowest byte) joined four at a time: 32-bit lane j holds
// the 20 bits of symbols 4j to 4j+3, first symbol highest.
inline __m128i join_fours(__m128i values) {
    const __m128i pairs =
        _mm_or_si128(_mm_slli_epi16(_mm_and_si128(values, _mm_set1_epi16(0x00FF)), 5), _mm_srli_epi16(values, 8));
    return _mm_madd_epi16(pairs, _mm_set1_epi32((1 << 16) | (1 << 10)));  // pair 2j * 1024 + pair 2j+1
}

// Two 32-bit lanes of 20 bits (as one 64-bit word, first lane low) as one 40-bit number.
inline uint64_t join_lane_pair(uint64_t lanes) { return ((lanes & 0xFFFFFFFFu) << 20) | (lanes >> 32); }

}  // namespace crockford_sse2

// Whether the 26 bytes at `text` are a 128-bit value in the alphabet of `form` (the first
// symbol at most 7); if so, the value. Reads 27 bytes: the byte after the text must be readable
// (an input function's terminating NUL). The second load ends there so that a text copied with
// two overlapping 16-byte writes, as glibc copies strings of 17 to 32 bytes, is read back by
// loads the processor can take straight from those pending writes.
__attribute__((always_inline)) inline bool decode_crockford26_sse2(VectorForm form, const char* text, u128* value) {
    using namespace crockford_sse2;
    const __m128i first_16 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text));
    const __m128i last_15 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + 11));  // and the byte after
    // Symbols 10-25: the last 15 moved up a byte under symbol 10.
    const __m128i from_10 = _mm_or_si128(_mm_slli_si128(last_15, 1),
                                         _mm_and_si128(_mm_srli_si128(first_16, 10), _mm_cvtsi32_si128(0xFF)));
    __m128i bad = _mm_setzero_si128();
    const __m128i head = symbol_values(form, first_16, &bad);
    const __m128i tail = symbol_values(form, from_10, &bad);
    if (_mm_movemask_epi8(bad) != 0 || (_mm_cvtsi128_si32(head) & 0xFF) > 7) return false;
    const __m128i head_fours = join_fours(head), tail_fours = join_fours(tail);
    const auto low_word = [](__m128i v) { return static_cast<uint64_t>(_mm_cvtsi128_si64(v)); };
    const auto high_word = [](__m128i v) { return static_cast<uint64_t>(_mm_cvtsi128_si64(_mm_srli_si128(v, 8))); };
    // Symbols 0-9 (the head's first two lanes and the top 10 bits of its third), then 10-25.
    const uint64_t top = (join_lane_pair(low_word(head_fours)) << 10) | ((high_word(head_fours) & 0xFFFFFFFFu) >> 10);
    const u128 rest = (u128{join_lane_pair(low_word(tail_fours))} << 40) | join_lane_pair(high_word(tail_fours));
    *value = (u128{top} << 80) | rest;
    return true;
}

}  // namespace idcore

#endif  // __SSE2__ && __x86_64__
