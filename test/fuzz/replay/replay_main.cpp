// A main() for the fuzz targets of test/fuzz where libFuzzer is not at hand (a cross-build run
// under qemu-aarch64, test/layers/55-arm64.sh): every file given on the command line is run
// through LLVMFuzzerTestOneInput as it is, then as `rounds` variants made from it by a fixed
// pseudo-random sequence (a byte replaced, inserted or dropped; bytes chosen among the alphabets,
// their neighbours, NUL and bytes of 0x80 and above, where a signed and an unsigned char part).
// Each input is copied into a heap block of exactly its size, as libFuzzer hands it over. The
// properties are the targets' own (FUZZ_CHECK aborts); the run prints how many inputs it made.
//   replay_main [-rounds=N] FILE...
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

uint64_t state = 0x9E3779B97F4A7C15ull;

// xorshift64*: the same sequence on every machine, so a failure is reproducible.
uint64_t next_random() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
}

uint8_t interesting_byte() {
    static const char kBytes[] =
        "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzIiLlOoUu-_+/=:@[`{\x7f";
    switch (next_random() % 4) {
        case 0: return static_cast<uint8_t>(0x80 + next_random() % 0x80);  // negative as a signed char
        case 1: return static_cast<uint8_t>(next_random() % 0x100);
        default: return static_cast<uint8_t>(kBytes[next_random() % (sizeof kBytes - 1)]);
    }
}

void run_one(const std::vector<uint8_t>& input) {
    // An exact-size heap copy: reading past its end is what a sanitizer (or valgrind) would see.
    std::unique_ptr<uint8_t[]> block(new uint8_t[input.size() ? input.size() : 1]);
    if (!input.empty()) std::memcpy(block.get(), input.data(), input.size());
    LLVMFuzzerTestOneInput(block.get(), input.size());
}

std::vector<uint8_t> variant_of(std::vector<uint8_t> input) {
    const unsigned edits = 1 + next_random() % 3;
    for (unsigned e = 0; e < edits; ++e) {
        const size_t at = input.empty() ? 0 : next_random() % (input.size() + 1);
        switch (next_random() % 4) {
            case 0:
            case 1:
                if (at < input.size()) input[at] = interesting_byte();
                else input.push_back(interesting_byte());
                break;
            case 2: input.insert(input.begin() + static_cast<std::ptrdiff_t>(at), interesting_byte()); break;
            default:
                if (at < input.size()) input.erase(input.begin() + static_cast<std::ptrdiff_t>(at));
                break;
        }
    }
    return input;
}

}  // namespace

int main(int argc, char** argv) {
    unsigned long rounds = 2000;
    unsigned long inputs = 0;
    int files = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "-rounds=", 8) == 0) {
            rounds = std::strtoul(argv[i] + 8, nullptr, 10);
            continue;
        }
        std::ifstream file(argv[i], std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "cannot read %s\n", argv[i]);
            return 2;
        }
        const std::vector<uint8_t> seed((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        ++files;
        run_one(seed);
        ++inputs;
        for (unsigned long r = 0; r < rounds; ++r, ++inputs) run_one(variant_of(seed));
    }
    if (files == 0) {
        std::fprintf(stderr, "usage: %s [-rounds=N] FILE...\n", argv[0]);
        return 2;
    }
    std::printf("replayed %d files, %lu inputs\n", files, inputs);
    return 0;
}
