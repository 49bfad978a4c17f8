// The TypeID text codec against spec 0.3.0 (github.com/jetify-com/typeid, spec/valid.yml and
// spec/invalid.yml, cases written out below) and against the ULID codec lowercased.
#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "codec.hpp"
#include "generator.hpp"
#include "test_support.hpp"
#include "typeid.hpp"
#include "uuidv7.hpp"

using idcore::TypeIdStatus;
using idcore::u128;
using testing_support::hex;
using testing_support::TestRandom;

namespace {

struct Decoded {
    idcore::TypeIdResult result;
    u128 value;
};

Decoded decode(const std::string& text) {
    Decoded d{};
    d.result = idcore::decode_typeid(text.data(), text.size(), &d.value);
    u128 reference_value = 0;
    const auto reference = idcore::decode_typeid_reference(text.data(), text.size(), &reference_value);
    EXPECT_EQ(reference.status, d.result.status) << text;
    EXPECT_EQ(reference.position, d.result.position) << text;
    if (d.result.status == TypeIdStatus::ok) {
        EXPECT_EQ(reference_value, d.value) << text;
        EXPECT_EQ(reference.prefix_length, d.result.prefix_length) << text;
    }
    return d;
}

std::string encode(const std::string& prefix, u128 value) {
    char text[idcore::kTypeIdMaxTextLength];
    const size_t length = idcore::encode_typeid(prefix.data(), prefix.size(), value, text);
    return std::string(text, length);
}

u128 from_hex(std::string uuid) {
    u128 value = 0;
    for (char c : uuid) {
        if (c == '-') continue;
        value = (value << 4) | static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : c - 'a' + 10);
    }
    return value;
}

std::string ulid_text_lowercased(u128 value) {
    char text[26];
    idcore::encode_text(idcore::kUlid, value, text);
    std::string lower(text, 26);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

}  // namespace

// spec/valid.yml: every case decodes to its prefix and UUID and encodes back to itself.
TEST(TypeIdCodec, SpecValidCases) {
    struct Case {
        const char* name;
        const char* text;
        const char* prefix;
        const char* uuid;
    };
    const Case cases[] = {
        {"nil", "00000000000000000000000000", "", "00000000-0000-0000-0000-000000000000"},
        {"one", "00000000000000000000000001", "", "00000000-0000-0000-0000-000000000001"},
        {"ten", "0000000000000000000000000a", "", "00000000-0000-0000-0000-00000000000a"},
        {"sixteen", "0000000000000000000000000g", "", "00000000-0000-0000-0000-000000000010"},
        {"thirty-two", "00000000000000000000000010", "", "00000000-0000-0000-0000-000000000020"},
        {"max-valid", "7zzzzzzzzzzzzzzzzzzzzzzzzz", "", "ffffffff-ffff-ffff-ffff-ffffffffffff"},
        {"valid-alphabet", "prefix_0123456789abcdefghjkmnpqrs", "prefix", "0110c853-1d09-52d8-d73e-1194e95b5f19"},
        {"valid-uuidv7", "prefix_01h455vb4pex5vsknk084sn02q", "prefix", "01890a5d-ac96-774b-bcce-b302099a8057"},
        {"prefix-underscore", "pre_fix_00000000000000000000000000", "pre_fix", "00000000-0000-0000-0000-000000000000"},
    };
    for (const Case& c : cases) {
        const Decoded d = decode(c.text);
        ASSERT_EQ(d.result.status, TypeIdStatus::ok) << c.name;
        EXPECT_EQ(std::string(c.text, d.result.prefix_length), c.prefix) << c.name;
        EXPECT_EQ(hex(d.value), hex(from_hex(c.uuid))) << c.name;
        EXPECT_EQ(encode(c.prefix, from_hex(c.uuid)), c.text) << c.name;
    }
}

// spec/invalid.yml: every case is rejected, each for the reason its description gives.
TEST(TypeIdCodec, SpecInvalidCasesWithTheirReasons) {
    struct Case {
        const char* name;
        std::string text;
        TypeIdStatus status;
        size_t position;
    };
    const Case cases[] = {
        {"prefix-uppercase", "PREFIX_00000000000000000000000000", TypeIdStatus::prefix_uppercase, 1},
        {"prefix-numeric", "12345_00000000000000000000000000", TypeIdStatus::prefix_bad_character, 1},
        {"prefix-period", "pre.fix_00000000000000000000000000", TypeIdStatus::prefix_bad_character, 4},
        {"prefix-non-ascii", "pr\xc3\xa9" "fix_00000000000000000000000000", TypeIdStatus::prefix_bad_character, 3},
        {"prefix-spaces", "  prefix_00000000000000000000000000", TypeIdStatus::prefix_bad_character, 1},
        {"prefix-64-chars", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000",
         TypeIdStatus::prefix_too_long, 0},
        {"separator-empty-prefix", "_00000000000000000000000000", TypeIdStatus::separator_without_prefix, 0},
        {"separator-empty", "_", TypeIdStatus::separator_without_prefix, 0},
        {"suffix-short", "prefix_1234567890123456789012345", TypeIdStatus::suffix_bad_length, 0},
        {"suffix-long", "prefix_123456789012345678901234567", TypeIdStatus::suffix_bad_length, 0},
        {"suffix-spaces", "prefix_1234567890123456789012345 ", TypeIdStatus::suffix_bad_character, 33},
        {"suffix-uppercase", "prefix_0123456789ABCDEFGHJKMNPQRS", TypeIdStatus::suffix_uppercase, 18},
        {"suffix-hyphens", "prefix_123456789-123456789-123456", TypeIdStatus::suffix_bad_character, 17},
        {"suffix-wrong-alphabet", "prefix_ooooooiiiiiiuuuuuuulllllll", TypeIdStatus::suffix_bad_character, 8},
        {"suffix-ambiguous-crockford", "prefix_i23456789ol23456789oi23456", TypeIdStatus::suffix_bad_character, 8},
        {"suffix-hyphens-crockford", "prefix_123456789-0123456789-0123456", TypeIdStatus::suffix_bad_character, 17},
        {"suffix-overflow", "prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz", TypeIdStatus::suffix_overflow, 8},
        {"prefix-underscore-start", "_prefix_00000000000000000000000000", TypeIdStatus::prefix_underscore_at_start, 0},
        {"prefix-underscore-end", "prefix__00000000000000000000000000", TypeIdStatus::prefix_underscore_at_end, 0},
    };
    for (const Case& c : cases) {
        const Decoded d = decode(c.text);
        EXPECT_EQ(d.result.status, c.status) << c.name;
        EXPECT_EQ(d.result.position, c.position) << c.name;
    }
}

TEST(TypeIdCodec, OtherRejections) {
    EXPECT_EQ(decode("").result.status, TypeIdStatus::suffix_bad_length);
    EXPECT_EQ(decode("user_").result.status, TypeIdStatus::suffix_bad_length);
    EXPECT_EQ(decode("0000000000000000000000000").result.status, TypeIdStatus::suffix_bad_length);
    EXPECT_EQ(decode(std::string(90, 'a')).result.status, TypeIdStatus::suffix_bad_length);
    EXPECT_EQ(decode(std::string(63, 'a') + "_00000000000000000000000000").result.status, TypeIdStatus::ok);
    EXPECT_EQ(decode(std::string(64, 'a') + "_00000000000000000000000000").result.status,
              TypeIdStatus::prefix_too_long);
    EXPECT_EQ(decode(std::string(200, 'a') + "_00000000000000000000000000").result.status,
              TypeIdStatus::prefix_too_long);
    // An embedded NUL is a bad character where it stands.
    std::string with_nul = "user_" + std::string(26, '0');
    with_nul[18] = '\0';
    const Decoded nul = decode(with_nul);
    EXPECT_EQ(nul.result.status, TypeIdStatus::suffix_bad_character);
    EXPECT_EQ(nul.result.position, 19u);
    EXPECT_EQ(decode(std::string("us\0r_00000000000000000000000000", 31)).result.status,
              TypeIdStatus::prefix_bad_character);
    // Upper-case I, L, O, U would not be valid in lower case either: a bad character.
    EXPECT_EQ(decode("user_0000000000000000000000000I").result.status, TypeIdStatus::suffix_bad_character);
    EXPECT_EQ(decode("user_0000000000000000000000000Z").result.status, TypeIdStatus::suffix_uppercase);
    // The first problem from the left wins: the prefix before the suffix.
    EXPECT_EQ(decode("User_8zzzzzzzzzzzzzzzzzzzzzzzzz").result.status, TypeIdStatus::prefix_uppercase);
    EXPECT_EQ(decode("user_8zzzzzzzzzzzzzzzzzzzzzzzz!").result.status, TypeIdStatus::suffix_bad_character);
    EXPECT_EQ(decode("a__b_00000000000000000000000000").result.status, TypeIdStatus::ok);
}

TEST(TypeIdCodec, PrefixCheckOnItsOwn) {
    EXPECT_EQ(idcore::check_typeid_prefix("", 0).status, TypeIdStatus::ok);
    EXPECT_EQ(idcore::check_typeid_prefix("user", 4).status, TypeIdStatus::ok);
    EXPECT_EQ(idcore::check_typeid_prefix("a_b", 3).status, TypeIdStatus::ok);
    EXPECT_EQ(idcore::check_typeid_prefix("_", 1).status, TypeIdStatus::prefix_underscore_at_start);
    EXPECT_EQ(idcore::check_typeid_prefix("ab_", 3).status, TypeIdStatus::prefix_underscore_at_end);
    const auto upper = idcore::check_typeid_prefix("usEr", 4);
    EXPECT_EQ(upper.status, TypeIdStatus::prefix_uppercase);
    EXPECT_EQ(upper.position, 3u);
    // Every byte: only a-z and "_" are accepted inside a prefix.
    for (int byte = 0; byte < 256; ++byte) {
        const char prefix[3] = {'a', static_cast<char>(byte), 'b'};
        const auto result = idcore::check_typeid_prefix(prefix, 3);
        const bool valid = (byte >= 'a' && byte <= 'z') || byte == '_';
        EXPECT_EQ(result.status == TypeIdStatus::ok, valid) << byte;
        if (!valid) {
            EXPECT_EQ(result.status, byte >= 'A' && byte <= 'Z' ? TypeIdStatus::prefix_uppercase
                                                                : TypeIdStatus::prefix_bad_character);
            EXPECT_EQ(result.position, 2u);
        }
    }
}

// Every byte at every suffix position: accepted exactly when it is in the lowercase alphabet
// (and at most "7" first), where it changes its own symbol only.
TEST(TypeIdCodec, EveryByteAtEverySuffixPosition) {
    const std::string base = "user_01h455vb4pex5vsknk084sn02q";
    const std::string symbols = "0123456789abcdefghjkmnpqrstvwxyz";
    for (size_t position = 5; position < base.size(); ++position) {
        for (int byte = 0; byte < 256; ++byte) {
            std::string text = base;
            text[position] = static_cast<char>(byte);
            const Decoded d = decode(text);
            const size_t digit = symbols.find(static_cast<char>(byte));
            const bool in_alphabet = byte != 0 && digit != std::string::npos;
            if (in_alphabet && (position > 5 || digit <= 7)) {
                ASSERT_EQ(d.result.status, TypeIdStatus::ok) << position << " " << byte;
                ASSERT_EQ(encode("user", d.value), text);
            } else if (in_alphabet) {
                ASSERT_EQ(d.result.status, TypeIdStatus::suffix_overflow) << byte;
            } else if (byte == '_') {
                // The last "_" now splits the text: the prefix is "user_" (ends in "_") or "user_0..."
                // (its "0" at position 6 is no prefix character).
                ASSERT_EQ(d.result.status, position == 5 ? TypeIdStatus::prefix_underscore_at_end
                                                         : TypeIdStatus::prefix_bad_character)
                    << position;
                if (position > 5) {
                    ASSERT_EQ(d.result.position, 6u);
                }
            } else {
                ASSERT_TRUE(d.result.status == TypeIdStatus::suffix_bad_character ||
                            d.result.status == TypeIdStatus::suffix_uppercase)
                    << position << " " << byte;
                ASSERT_EQ(d.result.position, position + 1);
            }
        }
    }
}

// Random values: the suffix is the ULID text lowercased, and the text decodes back to the value.
TEST(TypeIdCodec, RandomValuesAgreeWithTheUlidCodecLowercased) {
    TestRandom random;
    const std::string prefixes[] = {"", "user", "a", "pre_fix", std::string(63, 'z')};
    for (int i = 0; i < 200000; ++i) {
        const u128 value = random.next128();
        const std::string& prefix = prefixes[i % 5];
        const std::string text = encode(prefix, value);
        ASSERT_EQ(text, (prefix.empty() ? "" : prefix + "_") + ulid_text_lowercased(value));
        const Decoded d = decode(text);
        ASSERT_EQ(d.result.status, TypeIdStatus::ok) << text;
        ASSERT_EQ(d.result.prefix_length, prefix.size());
        ASSERT_EQ(d.value, value) << text;
    }
}

// Random mutations of valid texts: the fast decoder agrees with the reference (decode() checks).
TEST(TypeIdCodec, FastDecoderAgreesWithTheReferenceOnMutations) {
    TestRandom random;
    const char bytes[] = "_aAzZ07889iloOU-. \x80\xff";
    for (int i = 0; i < 200000; ++i) {
        std::string text = encode(std::string(1 + random.next() % 8, 'q'), random.next128());
        const int edits = 1 + static_cast<int>(random.next() % 3);
        for (int e = 0; e < edits; ++e) {
            const size_t at = random.next() % (text.size() + 1);
            const char byte = bytes[random.next() % (sizeof bytes - 1)];
            switch (random.next() % 3) {
                case 0: if (at < text.size()) text[at] = byte; break;
                case 1: text.insert(at, 1, byte); break;
                default: if (at < text.size()) text.erase(at, 1); break;
            }
        }
        decode(text);
        if (HasFailure()) FAIL() << text;
    }
}

// gen_typeid's UUIDs: version 7, variant 10, the clock's milliseconds, strictly increasing.
TEST(TypeIdGenerator, MonotonicUuidV7Fields) {
    idcore::MonotonicState state{};
    testing_support::FakeClock clock;
    testing_support::FakeEntropy entropy;
    clock.set_ms(1735689600000);
    u128 previous = 0;
    for (int i = 0; i < 100000; ++i) {
        if (i % 1000 == 0) clock.set_ms(1735689600000 + i / 1000 - (i % 3000 == 0 ? 5 : 0));
        const auto generated =
            idcore::generate_monotonic(idcore::kUuidV7Fields, state, idcore::kIncrementByOne, 1, 0, clock, entropy);
        ASSERT_EQ(generated.status, idcore::GenerateStatus::ok);
        const u128 uuid = idcore::uuidv7_from_fields(generated.value);
        ASSERT_EQ(static_cast<unsigned>(uuid >> 76) & 0xF, 7u) << hex(uuid);
        ASSERT_EQ(static_cast<unsigned>(uuid >> 62) & 0x3, 2u) << hex(uuid);
        ASSERT_EQ(idcore::kUlid.time_of(uuid), idcore::kUuidV7Fields.time_of(generated.value));
        if (i > 0) {
            ASSERT_GT(uuid, previous) << i;
        }
        previous = uuid;
    }
    // A carry through bit 62 of the fields (the variant's place) keeps the order.
    const u128 below = (u128{1} << 62) - 1;
    EXPECT_LT(idcore::uuidv7_from_fields(below), idcore::uuidv7_from_fields(below + 1));
    EXPECT_EQ(hex(idcore::uuidv7_from_fields(~u128{0} >> 6)), "ffffffffffff7fffbfffffffffffffff");
}

// The abbreviated sort key never contradicts the order of the canonical text: a smaller key means
// a smaller TypeID, and a smaller TypeID never has a larger key.
TEST(TypeIdSortKey, AgreesWithTheTextOrder) {
    TestRandom random;
    const std::string prefixes[] = {"", "a", "ab", "a_b", "a_", "user", "users", "user_account", "z",
                                    std::string(12, 'z'), std::string(13, 'a'), std::string(63, 'q')};
    const size_t count = sizeof prefixes / sizeof prefixes[0];
    for (int i = 0; i < 300000; ++i) {
        const std::string& p = prefixes[random.next() % count];
        const std::string& q = prefixes[random.next() % count];
        uint8_t x[16], y[16];
        idcore::store_big_endian(random.next128(), x, 16);
        if (random.next() % 4 == 0) {
            std::memcpy(y, x, 16);
            y[random.next() % 16] ^= static_cast<uint8_t>(1u << (random.next() % 8));
        } else {
            idcore::store_big_endian(random.next128(), y, 16);
        }
        const std::string a = encode(p, idcore::load_big_endian(x, 16));
        const std::string b = encode(q, idcore::load_big_endian(y, 16));
        const uint64_t ka = idcore::typeid_sort_key(p.data(), p.size(), x);
        const uint64_t kb = idcore::typeid_sort_key(q.data(), q.size(), y);
        if (ka < kb) ASSERT_LT(a, b) << a << " " << b;
        if (a < b) ASSERT_LE(ka, kb) << a << " " << b;
    }
    // With a short prefix the key holds the UUIDv7's time: 4 characters leave 39 bits (about 0.5 s).
    uint8_t early[16] = {0x01, 0x89, 0x0a, 0x5d, 0xac, 0x96}, later[16] = {0x01, 0x89, 0x0a, 0x5d, 0xae, 0x96};
    EXPECT_LT(idcore::typeid_sort_key("user", 4, early), idcore::typeid_sort_key("user", 4, later));
}
