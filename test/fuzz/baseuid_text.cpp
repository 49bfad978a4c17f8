// libFuzzer target: the baseuid text codec (20 characters of lexicographic base64, 120 bits).
#include "test_support.hpp"
#include "text_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::TextContract contract{"-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz",
                                             testing_support::base64_reference_digit, 20, (idcore::u128{1} << 120) - 1};
    fuzz::check_text_codec(idcore::kBaseUid, contract, data, size);
    return 0;
}
