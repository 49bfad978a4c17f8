// The text codec of one ID type against a reference decoder and encoder written here, apart from
// codec.hpp: digit by digit over the contract's alphabet with plain 128-bit arithmetic
// (multiply/add with an overflow test by division, and repeated division for encoding).
//
// One fuzz input is used twice:
//   - as text: decode_text must agree with the reference (status, 1-based position of a bad
//     character, value); an accepted text must re-encode to its canonical form and decode again
//     to the same value;
//   - as a value: its first bytes (big-endian, masked to the type's bits) must encode to the
//     reference's text, which must decode back to the value.
// libFuzzer hands over a heap buffer of exactly `size` bytes with no terminator, and encoding
// writes into a heap buffer of exactly the text's length, so AddressSanitizer sees any byte read
// or written past either end.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>

#include "codec.hpp"
#include "fuzz_check.hpp"

namespace fuzz {

using idcore::DecodeStatus;
using idcore::u128;

// The contract's description of a type's text, spelled out again rather than read from the layout.
struct TextContract {
    const char* symbols;             // canonical symbols in value order
    int (*digit)(unsigned char);     // the contract's reading of one byte (aliases too), or -1
    size_t length;                   // exact number of characters
    u128 max_value;                  // the largest value the type holds
};

struct ReferenceDecoded {
    DecodeStatus status;
    size_t position;  // 1-based index of the first bad character, when that is the problem
    u128 value;
};

inline u128 reference_base(const TextContract& contract) { return std::strlen(contract.symbols); }

// The first byte outside the alphabet is reported before a wrong length, and a wrong length before
// a value above max_value.
inline ReferenceDecoded reference_decode(const TextContract& contract, const uint8_t* text, size_t size) {
    for (size_t i = 0; i < size; ++i)
        if (contract.digit(text[i]) < 0) return {DecodeStatus::bad_character, i + 1, 0};
    if (size != contract.length) return {DecodeStatus::bad_length, 0, 0};
    const u128 base = reference_base(contract);
    u128 value = 0;
    for (size_t i = 0; i < size; ++i) {
        const auto digit = static_cast<u128>(contract.digit(text[i]));
        if (value > (contract.max_value - digit) / base) return {DecodeStatus::overflow, 0, 0};
        value = value * base + digit;
    }
    return {DecodeStatus::ok, 0, value};
}

// The canonical text of a value: its digits in `base`, least significant last, zero-padded.
inline void reference_encode(const TextContract& contract, u128 value, char* out) {
    const u128 base = reference_base(contract);
    for (size_t i = contract.length; i-- > 0;) {
        out[i] = contract.symbols[static_cast<size_t>(value % base)];
        value /= base;
    }
    FUZZ_CHECK(value == 0);
}

inline void check_text_input(const idcore::IdLayout& layout, const TextContract& contract, const uint8_t* data,
                             size_t size) {
    const ReferenceDecoded expected = reference_decode(contract, data, size);
    u128 value = 0;
    const idcore::DecodeResult result =
        idcore::decode_text(layout, reinterpret_cast<const char*>(data), size, &value);
    // The same text followed by a NUL, as an input function gets it (the vector decoder reads the
    // NUL too, and AddressSanitizer sees a read past it): the same answer.
    const std::unique_ptr<char[]> terminated(new char[size + 1]);
    std::memcpy(terminated.get(), data, size);
    terminated[size] = '\0';
    u128 terminated_value = 0;
    const idcore::DecodeResult terminated_result =
        idcore::decode_terminated_text(layout, terminated.get(), size, &terminated_value);
    FUZZ_CHECK(terminated_result.status == result.status && terminated_result.position == result.position);
    if (result.status == DecodeStatus::ok) FUZZ_CHECK(terminated_value == value);
    FUZZ_CHECK(result.status == expected.status);
    if (result.status == DecodeStatus::bad_character) FUZZ_CHECK(result.position == expected.position);
    // The overflow is in the leading character: that is where the text says too much.
    if (result.status == DecodeStatus::overflow) FUZZ_CHECK(result.position == 1);
    if (result.status != DecodeStatus::ok) return;

    FUZZ_CHECK(value == expected.value);
    FUZZ_CHECK(layout.holds(value));
    const std::unique_ptr<char[]> encoded(new char[contract.length]);
    idcore::encode_text(layout, value, encoded.get());
    // Canonical form: every byte replaced by the symbol of its digit (upper case, aliases mapped).
    for (size_t i = 0; i < size; ++i) FUZZ_CHECK(encoded[i] == contract.symbols[contract.digit(data[i])]);
    u128 again = 0;
    FUZZ_CHECK(idcore::decode_text(layout, encoded.get(), contract.length, &again).status == DecodeStatus::ok);
    FUZZ_CHECK(again == value);
}

inline void check_value_input(const idcore::IdLayout& layout, const TextContract& contract, const uint8_t* data,
                              size_t size) {
    const u128 value = leading_value(data, size, 16) & contract.max_value;

    const std::unique_ptr<char[]> encoded(new char[contract.length]);
    const std::unique_ptr<char[]> reference(new char[contract.length]);
    idcore::encode_text(layout, value, encoded.get());
    reference_encode(contract, value, reference.get());
    FUZZ_CHECK(std::memcmp(encoded.get(), reference.get(), contract.length) == 0);
    u128 decoded = 0;
    FUZZ_CHECK(idcore::decode_text(layout, encoded.get(), contract.length, &decoded).status == DecodeStatus::ok);
    FUZZ_CHECK(decoded == value);
    const ReferenceDecoded by_reference =
        reference_decode(contract, reinterpret_cast<const uint8_t*>(encoded.get()), contract.length);
    FUZZ_CHECK(by_reference.status == DecodeStatus::ok && by_reference.value == value);
}

inline void check_text_codec(const idcore::IdLayout& layout, const TextContract& contract, const uint8_t* data,
                             size_t size) {
    check_text_input(layout, contract, data, size);
    check_value_input(layout, contract, data, size);
}

}  // namespace fuzz
