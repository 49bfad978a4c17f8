// SipHash-2-4 against the paper's vectors, and the keyed masks of spec 6.1: round trips at the
// layout edges, what they change and what they keep, and UUIDv47 values from the reference.
#include <gtest/gtest.h>

#include <string>

#include "mask.hpp"
#include "siphash.hpp"
#include "test_support.hpp"

using idcore::kBaseUid;
using idcore::kUlid;
using idcore::SipKey;
using idcore::u128;
using testing_support::hex;

namespace {

uint8_t hex_digit(char c) {
    return static_cast<uint8_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
}

std::string bytes_from_hex(const std::string& text) {
    std::string bytes;
    for (size_t i = 0; i + 1 < text.size(); i += 2)
        bytes.push_back(static_cast<char>(hex_digit(text[i]) << 4 | hex_digit(text[i + 1])));
    return bytes;
}

u128 u128_from_hex(const std::string& text) {
    const std::string bytes = bytes_from_hex(text);
    return idcore::load_big_endian(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

SipKey key_from_hex(const std::string& text) {
    return idcore::sip_key_from_bytes(reinterpret_cast<const uint8_t*>(bytes_from_hex(text).data()));
}

// Appendix A of the SipHash paper (and vectors.h of github.com/veorq/SipHash): SipHash-2-4 with
// key 00 01 .. 0f of the messages (), (00), (00 01), ... (00 .. 3e); each output's 8 bytes in
// little-endian order.
const char* const kPaperVectors[64] = {
    "310e0edd47db6f72", "fd67dc93c539f874", "5a4fa9d909806c0d", "2d7efbd796666785", "b7877127e09427cf",
    "8da699cd64557618", "cee3fe586e46c9cb", "37d1018bf50002ab", "6224939a79f5f593", "b0e4a90bdf82009e",
    "f3b9dd94c5bb5d7a", "a7ad6b22462fb3f4", "fbe50e86bc8f1e75", "903d84c02756ea14", "eef27a8e90ca23f7",
    "e545be4961ca29a1", "db9bc2577fcc2a3f", "9447be2cf5e99a69", "9cd38d96f0b3c14b", "bd6179a71dc96dbb",
    "98eea21af25cd6be", "c7673b2eb0cbf2d0", "883ea3e395675393", "c8ce5ccd8c030ca8", "94af49f6c650adb8",
    "eab8858ade92e1bc", "f315bb5bb835d817", "adcf6b0763612e2f", "a5c91da7acaa4dde", "716595876650a2a6",
    "28ef495c53a387ad", "42c341d8fa92d832", "ce7cf2722f512771", "e37859f94623f3a7", "381205bb1ab0e012",
    "ae97a10fd434e015", "b4a31508beff4d31", "81396229f0907902", "4d0cf49ee5d4dcca", "5c73336a76d8bf9a",
    "d0a704536ba93e0e", "925958fcd6420cad", "a915c29bc8067318", "952b79f3bc0aa6d4", "f21df2e41d4535f9",
    "87577519048f53a9", "10a56cf5dfcd9adb", "eb75095ccd986cd0", "51a9cb9ecba312e6", "96afadfc2ce666c7",
    "72fe52975a4364ee", "5a1645b276d592a1", "b274cb8ebf87870a", "6f9bb4203de7b381", "eaecb2a30b22a87f",
    "9924a43cc1315724", "bd838d3aafbf8db7", "0b1a2a3265d51aea", "135079a3231ce660", "932b2846e4d70666",
    "e1915f5cb1eca46c", "f325965ca16d629f", "575ff28e60381be5", "724506eb4c328a95",
};

}  // namespace

TEST(SipHash, PaperVectors) {
    uint8_t key_bytes[16], message[64];
    for (int i = 0; i < 16; ++i) key_bytes[i] = static_cast<uint8_t>(i);
    for (int i = 0; i < 64; ++i) message[i] = static_cast<uint8_t>(i);
    const SipKey key = idcore::sip_key_from_bytes(key_bytes);
    EXPECT_EQ(key.k0, 0x0706050403020100ULL);
    EXPECT_EQ(key.k1, 0x0f0e0d0c0b0a0908ULL);
    for (size_t length = 0; length < 64; ++length) {
        const std::string expected = bytes_from_hex(kPaperVectors[length]);
        uint64_t expected_word = 0;
        for (int i = 7; i >= 0; --i) expected_word = expected_word << 8 | static_cast<uint8_t>(expected[i]);
        EXPECT_EQ(idcore::siphash24(key, message, length), expected_word) << "message length " << length;
    }
}

// The masks of ulid and baseuid: mask(mask(x)) = x, the random part is kept, and only the time
// field changes, by the hash of the random part, whatever the time (the XOR never carries).
template <class Check>
void for_layout_edges(const idcore::IdLayout& layout, Check check) {
    testing_support::TestRandom random;
    const uint64_t times[] = {0, 1, layout.max_time() - 1, layout.max_time(), uint64_t{1} << 47, 0x0123456789ab};
    const u128 randoms[] = {0, 1, layout.max_random(), layout.max_random() - 1, u128{1} << (layout.random_bits - 1)};
    for (uint64_t time : times)
        for (u128 random_part : randoms) check(layout.compose(time, random_part));
    for (int i = 0; i < 100000; ++i) check(random.next128() & layout.max_value());
}

TEST(IdMask, RoundTripsAndKeepsTheRandomPart) {
    const SipKey keys[] = {{0, 0}, {~0ULL, ~0ULL}, key_from_hex("000102030405060708090a0b0c0d0e0f")};
    for (const idcore::IdLayout* layout : {&kUlid, &kBaseUid}) {
        ASSERT_TRUE(idcore::layout_can_be_masked(*layout));
        for (const SipKey& key : keys) {
            for_layout_edges(*layout, [&](u128 value) {
                const u128 masked = idcore::toggle_time_mask(*layout, value, key);
                ASSERT_TRUE(layout->holds(masked)) << hex(value);
                ASSERT_EQ(layout->random_of(masked), layout->random_of(value)) << hex(value);
                ASSERT_EQ(idcore::toggle_time_mask(*layout, masked, key), value) << hex(value);
            });
        }
    }
    EXPECT_FALSE(idcore::layout_can_be_masked(idcore::kUlidFlake));
}

// The mask of the time field is the low 48 bits of SipHash-2-4 of the random bytes as stored:
// recomputed here from the bytes, and the same for every time.
TEST(IdMask, MaskIsSipHashOfTheStoredRandomBytes) {
    const SipKey key = key_from_hex("00112233445566778899aabbccddeeff");
    EXPECT_EQ(key.k0, 0x7766554433221100ULL);
    testing_support::TestRandom random;
    for (const idcore::IdLayout* layout : {&kUlid, &kBaseUid}) {
        for (int i = 0; i < 1000; ++i) {
            const u128 value = random.next128() & layout->max_value();
            uint8_t stored[16];
            idcore::store_big_endian(value, stored, layout->storage_bytes);
            const uint64_t expected_mask =
                idcore::siphash24(key, stored + 6, layout->storage_bytes - 6) & 0xFFFFFFFFFFFFULL;
            const u128 masked = idcore::toggle_time_mask(*layout, value, key);
            ASSERT_EQ(layout->time_of(masked) ^ layout->time_of(value), expected_mask) << hex(value);
            const u128 other_time = layout->compose(layout->time_of(value) ^ 0x5a5a5a5a5a5a, layout->random_of(value));
            ASSERT_EQ(layout->time_of(idcore::toggle_time_mask(*layout, other_time, key)) ^ layout->time_of(other_time),
                      expected_mask);
        }
    }
}

TEST(IdMask, AnotherKeyGivesAnotherValidValue) {
    const SipKey key{1, 2}, other{1, 3};
    testing_support::TestRandom random;
    int same = 0;
    for (int i = 0; i < 10000; ++i) {
        const u128 value = random.next128() & kUlid.max_value();
        const u128 wrong = idcore::toggle_time_mask(kUlid, idcore::toggle_time_mask(kUlid, value, key), other);
        ASSERT_TRUE(kUlid.holds(wrong));
        same += wrong == value;
    }
    EXPECT_EQ(same, 0);
}

// "key v7 facade" (hex, 16 bytes each) produced by the reference implementation
// (uuidv47.h of github.com/stateless-me/uuidv47 at commit 81ba63f): demo.c's input under the
// README's key (k0 = 0x0123456789abcdef, k1 = 0xfedcba9876543210, i.e. the bytes below), edge
// values under that key and under the SipHash paper's key, then random keys and UUIDv7s.
const char* const kReferenceFacades[][3] = {
    {"efcdab89674523011032547698badcfe", "018f2d9f9a2a7def8c3f7b1a2c4d5e6f", "2463c7807fca4def8c3f7b1a2c4d5e6f"},
    {"efcdab89674523011032547698badcfe", "00000000000070008000000000000000", "22d97126960940008000000000000000"},
    {"efcdab89674523011032547698badcfe", "ffffffffffff7fffbfffffffffffffff", "92e2af2bee164fffbfffffffffffffff"},
    {"efcdab89674523011032547698badcfe", "7fffffffffff70008000000000000001", "f0322a56abc240008000000000000001"},
    {"efcdab89674523011032547698badcfe", "0123456789ab7cde9f0123456789abcd", "96f60b2ee2cf4cde9f0123456789abcd"},
    {"000102030405060708090a0b0c0d0e0f", "018f2d9f9a2a7def8c3f7b1a2c4d5e6f", "399714620f9f4def8c3f7b1a2c4d5e6f"},
    {"000102030405060708090a0b0c0d0e0f", "00000000000070008000000000000000", "d2d1776f12b140008000000000000000"},
    {"000102030405060708090a0b0c0d0e0f", "ffffffffffff7fffbfffffffffffffff", "4b879cd94b5a4fffbfffffffffffffff"},
    {"000102030405060708090a0b0c0d0e0f", "7fffffffffff70008000000000000001", "2f779b5a002a40008000000000000001"},
    {"000102030405060708090a0b0c0d0e0f", "0123456789ab7cde9f0123456789abcd", "3369ab645c644cde9f0123456789abcd"},
    {"ad4df30bae771bdc76606e02b9eef064", "7b07ce91e5907136b05f050c368dcc74", "e18057e2f4cd4136b05f050c368dcc74"},
    {"ec4ac5a1e016eb2c79fb7b4ece1d1097", "9ad2e144d6e872cf99aa792e1af470ea", "5872dd36de3d42cf99aa792e1af470ea"},
    {"8be2d6b0854eaadd8e8d4249d3a98e8f", "08f474ffb8e87b15aead854756d71f03", "1e621911ef454b15aead854756d71f03"},
    {"fd11a7adf879bc559e803bd69bc41f0e", "b92199e83f5a701f85765079fc5d43ff", "29e40b8631fa401f85765079fc5d43ff"},
    {"b8e6fa7d38fc3c3575bd8555bfda2ea3", "fc5639b16b717b4f92fb2dcfc8ae9a19", "907971302d124b4f92fb2dcfc8ae9a19"},
    {"6d61006dc70e4b54ef9a319a7e9bbbbc", "0f1a50d59c0a721a80ae2120826571de", "78fb6510eea3421a80ae2120826571de"},
    {"bd0c7ced02cd1e0ee47bfac1e881090d", "dc86b3d3cdbd7613ad0844c269e7693f", "edb2c1aafa314613ad0844c269e7693f"},
    {"2d0893697fda81367d857d982c8e925b", "6c716e1e6ced71378cb870213498f7f5", "3cf2f8933e9841378cb870213498f7f5"},
    {"5a9b86787ab2079fec00627fe491bab0", "c72b4c36d0db7fedb5f305b0c0fc9252", "245c1ecb09084fedb5f305b0c0fc9252"},
    {"f6bfff73b38fc77a097d1be71db8398e", "59a69ba126cd79b3bfcbffff0cbcbf20", "f26b301752cb49b3bfcbffff0cbcbf20"},
};

TEST(UuidV47, AgreesWithTheReference) {
    EXPECT_EQ(key_from_hex("efcdab89674523011032547698badcfe").k0, 0x0123456789abcdefULL);
    EXPECT_EQ(key_from_hex("efcdab89674523011032547698badcfe").k1, 0xfedcba9876543210ULL);
    for (const auto& vector : kReferenceFacades) {
        const SipKey key = key_from_hex(vector[0]);
        const idcore::UuidV47Result facade = idcore::uuidv47_encode(u128_from_hex(vector[1]), key);
        ASSERT_EQ(facade.status, idcore::UuidV47Status::ok) << vector[1];
        EXPECT_EQ(hex(facade.value), vector[2]);
        const idcore::UuidV47Result back = idcore::uuidv47_decode(u128_from_hex(vector[2]), key);
        ASSERT_EQ(back.status, idcore::UuidV47Status::ok) << vector[2];
        EXPECT_EQ(hex(back.value), vector[1]);
    }
}

TEST(UuidV47, RoundTripsEveryUuidV7AndRejectsOthers) {
    using idcore::UuidV47Status;
    namespace v7 = idcore::uuidv7;
    testing_support::TestRandom random;
    const SipKey key{random.next(), random.next()};
    for (int i = 0; i < 100000; ++i) {
        const u128 bits = random.next128();
        const u128 uuid = (bits & ~(v7::kVersionMask | v7::kVariantMask)) | (u128{7} << v7::kVersionShift) |
                          (u128{2} << v7::kVariantShift);
        const idcore::UuidV47Result facade = idcore::uuidv47_encode(uuid, key);
        ASSERT_EQ(facade.status, UuidV47Status::ok);
        ASSERT_EQ(idcore::uuidv47::version_of(facade.value), 4u);
        ASSERT_EQ(idcore::uuidv47::variant_of(facade.value), 2u);
        ASSERT_EQ(facade.value & ((u128{1} << 80) - 1) & ~v7::kVersionMask, uuid & ((u128{1} << 80) - 1) & ~v7::kVersionMask)
            << "only the time and the version change";
        const idcore::UuidV47Result back = idcore::uuidv47_decode(facade.value, key);
        ASSERT_EQ(back.status, UuidV47Status::ok);
        ASSERT_EQ(back.value, uuid);
        // The facade is no UUIDv7 and the UUIDv7 no facade.
        ASSERT_EQ(idcore::uuidv47_encode(facade.value, key).status, UuidV47Status::bad_version);
        ASSERT_EQ(idcore::uuidv47_decode(uuid, key).status, UuidV47Status::bad_version);
        // Every other variant is refused, both ways.
        for (unsigned variant : {0u, 1u, 3u}) {
            const u128 other = (uuid & ~v7::kVariantMask) | (u128{variant} << v7::kVariantShift);
            ASSERT_EQ(idcore::uuidv47_encode(other, key).status, UuidV47Status::bad_variant);
            const u128 other_facade = (facade.value & ~v7::kVariantMask) | (u128{variant} << v7::kVariantShift);
            ASSERT_EQ(idcore::uuidv47_decode(other_facade, key).status, UuidV47Status::bad_variant);
        }
    }
    for (unsigned version = 0; version < 16; ++version) {
        const u128 uuid = (u128{version} << v7::kVersionShift) | (u128{2} << v7::kVariantShift);
        EXPECT_EQ(idcore::uuidv47_encode(uuid, key).status == UuidV47Status::ok, version == 7);
        EXPECT_EQ(idcore::uuidv47_decode(uuid, key).status == UuidV47Status::ok, version == 4);
    }
}
