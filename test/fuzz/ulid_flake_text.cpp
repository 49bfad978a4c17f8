// libFuzzer target: the ulid_flake text codec (13 characters of Crockford base32, 63 bits under a
// zero sign bit).
#include "test_support.hpp"
#include "text_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::TextContract contract{"0123456789ABCDEFGHJKMNPQRSTVWXYZ", testing_support::crockford_reference_digit,
                                             13, (idcore::u128{1} << 63) - 1};
    fuzz::check_text_codec(idcore::kUlidFlake, contract, data, size);
    return 0;
}
