// ulid_to_uuidv7: the version 7 form keeps the time and changes exactly the six marker bits.
#include <gtest/gtest.h>

#include "codec.hpp"
#include "test_support.hpp"
#include "uuidv7.hpp"

using idcore::kUlid;
using idcore::u128;
using testing_support::hex;

TEST(UuidV7, SeedExample) {
    u128 ulid = 0;
    ASSERT_EQ(idcore::decode_text(kUlid, "01JGFJJZ00XHF7E02JJ03AE4T7", 26, &ulid).status, idcore::DecodeStatus::ok);
    EXPECT_EQ(hex(idcore::uuidv7_from_ulid(ulid)), "01941f297c007c5eb700529006a71347");
}

TEST(UuidV7, VersionVariantAndTimeForRandomValues) {
    testing_support::TestRandom random;
    const u128 markers = idcore::uuidv7::kVersionMask | idcore::uuidv7::kVariantMask;
    for (int i = 0; i < 100000; ++i) {
        const u128 ulid = random.next128();
        const u128 uuid = idcore::uuidv7_from_ulid(ulid);
        ASSERT_EQ(static_cast<unsigned>(uuid >> 76) & 0xF, 7u) << hex(uuid);
        ASSERT_EQ(static_cast<unsigned>(uuid >> 62) & 0x3, 2u) << hex(uuid);
        ASSERT_EQ(kUlid.time_of(uuid), kUlid.time_of(ulid));
        ASSERT_EQ(uuid & ~markers, ulid & ~markers) << "only the version and variant bits may change";
        ASSERT_EQ(idcore::uuidv7_from_ulid(uuid), uuid) << "a UUIDv7 is its own version 7 form";
    }
}
