// Text alphabets: symbols in value order plus a decode table built at compile time.
#pragma once

#include <cstdint>

namespace idcore {

// The alphabets a vector decoder reads (crockford_sse2.hpp): Crockford's base32 in either case
// with its I, L and O aliases, and in lower case only with none. Every other alphabet is `none`.
enum class VectorForm : uint8_t { none, crockford_any_case, crockford_lower_case };

struct Alphabet {
    static constexpr int8_t kInvalid = -1;

    char symbols[65];          // 2^bits_per_symbol symbols in ascending value order, NUL-terminated
    unsigned bits_per_symbol;  // 5 for base32, 6 for base64
    int8_t decode[256];        // byte -> value, kInvalid when the byte is not accepted
    // Two symbols per entry: the two characters of value v (2 * bits_per_symbol bits) are at
    // pairs[2 * v]; encoding then takes one lookup and one 2-byte copy per two characters.
    char pairs[2 << 12];
    VectorForm vector_form;
};

// Crockford's base32 symbols, as the ULID text writes them and as the TypeID suffix does.
inline constexpr char kCrockfordSymbols[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
inline constexpr char kCrockfordLowerSymbols[] = "0123456789abcdefghjkmnpqrstvwxyz";
inline constexpr char kCrockfordAliases[] = "I1L1O0";

constexpr bool same_text(const char* a, const char* b) {
    while (*a != '\0' && *a == *b) ++a, ++b;
    return *a == *b;
}

constexpr VectorForm vector_form_of(const char* symbols, bool case_insensitive, const char* aliases) {
    if (case_insensitive && same_text(symbols, kCrockfordSymbols) && same_text(aliases, kCrockfordAliases))
        return VectorForm::crockford_any_case;
    if (!case_insensitive && same_text(symbols, kCrockfordLowerSymbols) && same_text(aliases, ""))
        return VectorForm::crockford_lower_case;
    return VectorForm::none;
}

constexpr unsigned char ascii_lower(unsigned char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<unsigned char>(c - 'A' + 'a') : c;
}

// `aliases` lists extra accepted bytes as pairs "<alias><symbol>": "I1O0" reads I as 1 and O as 0.
constexpr Alphabet make_alphabet(const char* symbols, unsigned bits_per_symbol, bool case_insensitive,
                                 const char* aliases) {
    Alphabet a{};
    a.bits_per_symbol = bits_per_symbol;
    for (int byte = 0; byte < 256; ++byte) a.decode[byte] = Alphabet::kInvalid;
    const unsigned count = 1u << bits_per_symbol;
    for (unsigned v = 0; v < count; ++v) {
        const auto c = static_cast<unsigned char>(symbols[v]);
        a.symbols[v] = symbols[v];
        a.decode[c] = static_cast<int8_t>(v);
        if (case_insensitive) a.decode[ascii_lower(c)] = static_cast<int8_t>(v);
    }
    a.symbols[count] = '\0';
    for (unsigned v = 0; v < count * count; ++v) {
        a.pairs[2 * v] = symbols[v >> bits_per_symbol];
        a.pairs[2 * v + 1] = symbols[v & (count - 1)];
    }
    for (const char* pair = aliases; pair[0] != '\0' && pair[1] != '\0'; pair += 2) {
        const auto alias = static_cast<unsigned char>(pair[0]);
        const int8_t value = a.decode[static_cast<unsigned char>(pair[1])];
        a.decode[alias] = value;
        if (case_insensitive) a.decode[ascii_lower(alias)] = value;
    }
    a.vector_form = vector_form_of(symbols, case_insensitive, aliases);
    return a;
}

// Crockford's base32: I and L read as 1, O as 0, U is rejected; either case.
inline constexpr Alphabet kCrockfordBase32 =
    make_alphabet(kCrockfordSymbols, 5, true, kCrockfordAliases);

// Base64 whose symbols are in ASCII order, so text order equals value order; case-sensitive.
inline constexpr Alphabet kLexicographicBase64 =
    make_alphabet("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz", 6, false, "");

}  // namespace idcore
