// libFuzzer target: the TypeID text codec (core/typeid.hpp) against a reference written here from
// the spec (0.3.0): split at the last "_", prefix ^([a-z]([a-z_]{0,61}[a-z])?)?$ judged left to
// right, suffix of 26 characters of 0123456789abcdefghjkmnpqrstvwxyz read with 128-bit
// multiply/add and an overflow test by division.
//
// One input is used twice: as text (exactly `size` bytes, then the NUL an input function's text
// ends with: AddressSanitizer sees a read past it), where decode_typeid must agree with the
// reference on the status, the 1-based position of a bad character, the prefix and the value, and
// an accepted text must encode back to itself byte for byte (the spec has one spelling of each
// value); and as a value (its first 16 bytes, under a prefix made from the next bytes), which must
// encode to text that decodes back.
#include <cstring>
#include <memory>
#include <string>

#include "fuzz_check.hpp"
#include "typeid.hpp"

namespace {

using idcore::TypeIdStatus;
using idcore::u128;

const char kSymbols[] = "0123456789abcdefghjkmnpqrstvwxyz";

int reference_digit(unsigned char c) {
    if (c == 0) return -1;
    const char* at = std::strchr(kSymbols, c);
    return at ? static_cast<int>(at - kSymbols) : -1;
}

struct Reference {
    TypeIdStatus status;
    size_t position;
    size_t prefix_length;
    u128 value;
};

Reference reference_decode(const uint8_t* text, size_t size) {
    size_t separator = size;
    for (size_t i = 0; i < size; ++i)
        if (text[i] == '_') separator = i;
    size_t suffix_start = 0, prefix_length = 0;
    if (separator != size) {
        if (separator == 0) return {TypeIdStatus::separator_without_prefix, 0, 0, 0};
        for (size_t i = 0; i < separator; ++i) {
            if (text[i] >= 'A' && text[i] <= 'Z') return {TypeIdStatus::prefix_uppercase, i + 1, 0, 0};
            if (!(text[i] >= 'a' && text[i] <= 'z') && text[i] != '_')
                return {TypeIdStatus::prefix_bad_character, i + 1, 0, 0};
        }
        if (separator > 63) return {TypeIdStatus::prefix_too_long, 0, 0, 0};
        if (text[0] == '_') return {TypeIdStatus::prefix_underscore_at_start, 0, 0, 0};
        if (text[separator - 1] == '_') return {TypeIdStatus::prefix_underscore_at_end, 0, 0, 0};
        prefix_length = separator;
        suffix_start = separator + 1;
    }
    for (size_t i = suffix_start; i < size; ++i) {
        if (reference_digit(text[i]) >= 0) continue;
        const bool upper = text[i] >= 'A' && text[i] <= 'Z' && reference_digit(text[i] - 'A' + 'a') >= 0;
        return {upper ? TypeIdStatus::suffix_uppercase : TypeIdStatus::suffix_bad_character, i + 1, 0, 0};
    }
    if (size - suffix_start != 26) return {TypeIdStatus::suffix_bad_length, 0, 0, 0};
    u128 value = 0;
    for (size_t i = suffix_start; i < size; ++i) {
        const auto digit = static_cast<u128>(reference_digit(text[i]));
        if (value > (~u128{0} - digit) / 32) return {TypeIdStatus::suffix_overflow, suffix_start + 1, 0, 0};
        value = value * 32 + digit;
    }
    return {TypeIdStatus::ok, 0, prefix_length, value};
}

void check_text(const uint8_t* data, size_t size) {
    const Reference expected = reference_decode(data, size);
    // decode_typeid reads a text followed by a NUL, as an input function gets it; nothing after.
    const std::unique_ptr<char[]> text(new char[size + 1]);
    std::memcpy(text.get(), data, size);
    text[size] = '\0';
    u128 value = 0;
    const idcore::TypeIdResult result = idcore::decode_typeid(text.get(), size, &value);
    FUZZ_CHECK(result.status == expected.status);
    FUZZ_CHECK(result.position == expected.position);
    if (result.status != TypeIdStatus::ok) return;
    FUZZ_CHECK(result.prefix_length == expected.prefix_length);
    FUZZ_CHECK(value == expected.value);
    const std::unique_ptr<char[]> encoded(new char[size]);
    FUZZ_CHECK(idcore::encode_typeid(reinterpret_cast<const char*>(data), result.prefix_length, value, encoded.get()) ==
               size);
    FUZZ_CHECK(std::memcmp(encoded.get(), data, size) == 0);
}

void check_value(const uint8_t* data, size_t size) {
    const u128 value = fuzz::leading_value(data, size, 16);
    // A valid prefix from the bytes after the first 16: letters, and inner underscores.
    std::string prefix;
    for (size_t i = 16; i < size && prefix.size() < 63; ++i) prefix.push_back(data[i] % 7 == 0 ? '_' : 'a' + data[i] % 26);
    while (!prefix.empty() && prefix.back() == '_') prefix.pop_back();
    while (!prefix.empty() && prefix.front() == '_') prefix.erase(0, 1);
    FUZZ_CHECK(idcore::check_typeid_prefix(prefix.data(), prefix.size()).status == TypeIdStatus::ok);
    const size_t length = prefix.size() + (prefix.empty() ? 0 : 1) + 26;
    const std::unique_ptr<char[]> encoded(new char[length + 1]);
    FUZZ_CHECK(idcore::encode_typeid(prefix.data(), prefix.size(), value, encoded.get()) == length);
    encoded[length] = '\0';
    const Reference by_reference = reference_decode(reinterpret_cast<const uint8_t*>(encoded.get()), length);
    FUZZ_CHECK(by_reference.status == TypeIdStatus::ok && by_reference.value == value &&
               by_reference.prefix_length == prefix.size());
    u128 decoded = 0;
    FUZZ_CHECK(idcore::decode_typeid(encoded.get(), length, &decoded).status == TypeIdStatus::ok);
    FUZZ_CHECK(decoded == value);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    check_text(data, size);
    check_value(data, size);
    return 0;
}
