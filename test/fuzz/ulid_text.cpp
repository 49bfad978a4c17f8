// libFuzzer target: the ulid text codec (26 characters of Crockford base32, 128 bits).
#include "test_support.hpp"
#include "text_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::TextContract contract{"0123456789ABCDEFGHJKMNPQRSTVWXYZ", testing_support::crockford_reference_digit,
                                             26, ~idcore::u128{0}};
    fuzz::check_text_codec(idcore::kUlid, contract, data, size);
    return 0;
}
