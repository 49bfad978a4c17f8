// TypeID text (github.com/jetify-com/typeid, spec 0.3.0): a type prefix, "_", and the 16 bytes of
// a UUID as 26 characters of lowercase Crockford base32, the ULID text lowercased. An empty prefix
// drops the separator. The suffix is the ULID codec under a lowercase-only alphabet.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "codec.hpp"

namespace idcore {

// Lowercase only and no aliases: the spec rejects upper case and Crockford's I, L, O readings.
inline constexpr Alphabet kLowerCrockfordBase32 = make_alphabet(kCrockfordLowerSymbols, 5, false, "");

// The suffix: 16 bytes whose top 48 bits are, for a UUIDv7, its Unix milliseconds.
inline constexpr IdLayout kTypeIdSuffix{16, 48, 80, {0, 1'000'000}, &kLowerCrockfordBase32};

inline constexpr size_t kTypeIdMaxPrefix = 63;
inline constexpr size_t kTypeIdSuffixLength = 26;
inline constexpr size_t kTypeIdMaxTextLength = kTypeIdMaxPrefix + 1 + kTypeIdSuffixLength;

// Every way a text can fail to be a TypeID; each gets its own error detail.
enum class TypeIdStatus : uint8_t {
    ok,
    prefix_bad_character,        // a byte other than a-z and "_" in the prefix; `position`
    prefix_uppercase,            // A-Z in the prefix; `position`
    prefix_too_long,             // more than kTypeIdMaxPrefix characters
    prefix_underscore_at_start,  // the prefix starts with "_"
    prefix_underscore_at_end,    // the prefix ends with "_" (two underscores before the suffix)
    separator_without_prefix,    // "_" with nothing before it: an empty prefix has no separator
    suffix_bad_length,           // not kTypeIdSuffixLength characters after the separator
    suffix_bad_character,        // a byte outside the alphabet in the suffix; `position`
    suffix_uppercase,            // an upper-case letter whose lower case is in the alphabet; `position`
    suffix_overflow,             // first suffix character above "7": more than 128 bits
};

struct TypeIdResult {
    TypeIdStatus status;
    size_t position;       // 1-based byte index in the whole text, for the character problems
    size_t prefix_length;  // the prefix of an accepted text
};

namespace typeid_detail {

// Whether a byte may stand in a prefix: a-z and "_".
struct PrefixTable {
    bool accepts[256];
};
constexpr PrefixTable make_prefix_table() {
    PrefixTable t{};
    for (int c = 'a'; c <= 'z'; ++c) t.accepts[c] = true;
    t.accepts[static_cast<unsigned char>('_')] = true;
    return t;
}
inline constexpr PrefixTable kPrefixTable = make_prefix_table();

inline bool is_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }

}  // namespace typeid_detail

// Checks a prefix on its own (as typeid_from_uuid receives it): the first problem a reader finds,
// left to right: a bad or upper-case character (`position` 1-based in the prefix), then the
// length, then an underscore at either end. The empty prefix is valid.
inline TypeIdResult check_typeid_prefix(const char* prefix, size_t length) {
    for (size_t i = 0; i < length; ++i) {
        const auto c = static_cast<unsigned char>(prefix[i]);
        if (!typeid_detail::kPrefixTable.accepts[c])
            return {typeid_detail::is_upper(c) ? TypeIdStatus::prefix_uppercase : TypeIdStatus::prefix_bad_character,
                    i + 1, 0};
    }
    if (length > kTypeIdMaxPrefix) return {TypeIdStatus::prefix_too_long, 0, 0};
    if (length > 0 && prefix[0] == '_') return {TypeIdStatus::prefix_underscore_at_start, 0, 0};
    if (length > 0 && prefix[length - 1] == '_') return {TypeIdStatus::prefix_underscore_at_end, 0, 0};
    return {TypeIdStatus::ok, 0, length};
}

// The definition: the text splits at its last "_" (none: no prefix); the prefix is judged first
// (check_typeid_prefix), then the suffix as ULID text is (a bad character, then the length, then
// overflow). decode_typeid below is the same function made fast for valid input.
inline TypeIdResult decode_typeid_reference(const char* text, size_t length, u128* value) {
    size_t separator = length;
    for (size_t i = length; i-- > 0;) {
        if (text[i] == '_') {
            separator = i;
            break;
        }
    }
    size_t suffix_start = 0;
    size_t prefix_length = 0;
    if (separator < length) {
        if (separator == 0) return {TypeIdStatus::separator_without_prefix, 0, 0};
        const TypeIdResult prefix = check_typeid_prefix(text, separator);
        if (prefix.status != TypeIdStatus::ok) return prefix;
        prefix_length = separator;
        suffix_start = separator + 1;
    }
    const char* suffix = text + suffix_start;
    const DecodeResult decoded = decode_text_reference(kTypeIdSuffix, suffix, length - suffix_start, value);
    switch (decoded.status) {
        case DecodeStatus::ok:
            return {TypeIdStatus::ok, 0, prefix_length};
        case DecodeStatus::bad_character: {
            const auto c = static_cast<unsigned char>(suffix[decoded.position - 1]);
            const bool upper = typeid_detail::is_upper(c) &&
                               kLowerCrockfordBase32.decode[c - 'A' + 'a'] != Alphabet::kInvalid;
            return {upper ? TypeIdStatus::suffix_uppercase : TypeIdStatus::suffix_bad_character,
                    suffix_start + decoded.position, 0};
        }
        case DecodeStatus::bad_length:
            return {TypeIdStatus::suffix_bad_length, 0, 0};
        case DecodeStatus::overflow:
            return {TypeIdStatus::suffix_overflow, suffix_start + 1, 0};
    }
    return {TypeIdStatus::suffix_bad_character, suffix_start + 1, 0};
}

// The prefix length of a valid TypeID text of `length` bytes: none, or all but "_" and the suffix.
constexpr size_t typeid_prefix_length(size_t length) {
    return length > kTypeIdSuffixLength ? length - kTypeIdSuffixLength - 1 : 0;
}

// The fast half of decode_typeid: whether a text followed by a NUL (text[length] == 0, as an
// input function's argument is) is a valid TypeID, and if so its value; its prefix is then
// typeid_prefix_length(length) long. A valid suffix starts with a digit, which no prefix has, so
// the run of prefix characters ("a"-"z", "_") at the start is exactly the prefix and its
// separator (the NUL ends the run at the latest), and the suffix is decoded where the run ends:
// its place comes from that run, not from the length, so its reads need not wait for the length.
__attribute__((always_inline)) inline bool decode_valid_typeid(const char* text, size_t length, u128* value) {
    size_t run = 0;
    while (typeid_detail::kPrefixTable.accepts[static_cast<unsigned char>(text[run])]) ++run;
    const bool prefix_ok = run == 0 || (run >= 2 && run <= kTypeIdMaxPrefix + 1 && text[run - 1] == '_' &&
                                        text[0] != '_' && text[run - 2] != '_');
    return prefix_ok && length == run + kTypeIdSuffixLength &&
           decode_valid_terminated_text(kTypeIdSuffix, text + run, value);
}

// Same results as decode_typeid_reference, for a text followed by a NUL.
inline TypeIdResult decode_typeid(const char* text, size_t length, u128* value) {
    if (decode_valid_typeid(text, length, value)) return {TypeIdStatus::ok, 0, typeid_prefix_length(length)};
    return decode_typeid_reference(text, length, value);
}

// A sort key whose order agrees with the TypeID order (prefix, then the 16 bytes; a prefix before
// its extensions): the prefix in 5 bits per character ("_" 1, a-z 2-27, in byte order), a 0 after
// it (below every character), then the UUID's leading bits, cut to 64 bits. A short prefix
// leaves most of the key to the UUID, whose leading bits are a UUIDv7's time.
inline uint64_t typeid_sort_key(const char* prefix, size_t prefix_length, const uint8_t* uuid) {
    u128 bits = 0;  // left-aligned: the next symbol goes below the `used` bits already written
    unsigned used = 0;
    for (size_t i = 0; i < prefix_length && used < 64; ++i) {
        const auto c = static_cast<unsigned char>(prefix[i]);
        const unsigned code = c == '_' ? 1 : c - 'a' + 2;
        bits |= u128{code} << (123 - used);
        used += 5;
    }
    used += 5;  // the terminator, 0
    if (used < 64) bits |= (load_big_endian(uuid, 8) << 64) >> used;
    return static_cast<uint64_t>(bits >> 64);
}

// Writes the canonical text (no terminator) of a valid prefix and a value into `out`, which holds
// at least prefix_length + 27 bytes; returns its length.
inline size_t encode_typeid(const char* prefix, size_t prefix_length, u128 value, char* out) {
    size_t at = 0;
    if (prefix_length > 0) {
        std::memcpy(out, prefix, prefix_length);
        out[prefix_length] = '_';
        at = prefix_length + 1;
    }
    encode_text(kTypeIdSuffix, value, out + at);
    return at + kTypeIdSuffixLength;
}

}  // namespace idcore
