// What every fuzz target shares: a check that aborts (libFuzzer then saves the input as a crash),
// and the input's leading bytes read as a value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "bits.hpp"

#define FUZZ_CHECK(condition)                                                                       \
    do {                                                                                            \
        if (!(condition)) {                                                                         \
            std::fprintf(stderr, "%s:%d: property violated: %s\n", __FILE__, __LINE__, #condition); \
            std::abort();                                                                           \
        }                                                                                           \
    } while (0)

namespace fuzz {

// The input's first `count` (at most 16) bytes, big-endian, zero-padded when the input is shorter.
inline idcore::u128 leading_value(const uint8_t* data, size_t size, size_t count) {
    idcore::u128 value = 0;
    for (size_t i = 0; i < count; ++i) value = (value << 8) | (i < size ? data[i] : 0);
    return value;
}

}  // namespace fuzz
