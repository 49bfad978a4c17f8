// The per-process entropy buffer: refills, fork detection and source failure.
#include <gtest/gtest.h>

#include <cstring>

#include "entropy_pool.hpp"

namespace {

struct CountingSource {
    int calls = 0;
    uint8_t next_byte = 1;
    bool fail = false;
    bool operator()(uint8_t* bytes, size_t count) {
        if (fail) return false;
        ++calls;
        for (size_t i = 0; i < count; ++i) bytes[i] = next_byte++;
        return true;
    }
};

}  // namespace

TEST(EntropyPool, OneRefillServesManyRequests) {
    idcore::EntropyPool<64> pool;
    CountingSource source;
    uint8_t out[10];
    for (int i = 0; i < 6; ++i) ASSERT_TRUE(pool.take(out, 10, 7, source));
    EXPECT_EQ(source.calls, 1);
    EXPECT_EQ(out[0], 51);  // bytes are handed out in order, none twice
    ASSERT_TRUE(pool.take(out, 10, 7, source));
    EXPECT_EQ(source.calls, 2);
}

TEST(EntropyPool, RequestsLargerThanTheBufferAreServed) {
    idcore::EntropyPool<16> pool;
    CountingSource source;
    uint8_t out[40];
    ASSERT_TRUE(pool.take(out, 40, 7, source));
    for (int i = 0; i < 40; ++i) ASSERT_EQ(out[i], static_cast<uint8_t>(i + 1));
}

TEST(EntropyPool, AnotherProcessNeverSeesBytesBufferedBeforeTheFork) {
    idcore::EntropyPool<64> pool;
    CountingSource parent_source;
    uint8_t parent[8], child[8];
    ASSERT_TRUE(pool.take(parent, 8, 7, parent_source));
    CountingSource child_source;
    child_source.next_byte = 200;
    ASSERT_TRUE(pool.take(child, 8, 8, child_source));
    EXPECT_EQ(child_source.calls, 1) << "the child refills instead of using the parent's buffer";
    EXPECT_EQ(child[0], 200);
}

TEST(EntropyPool, SourceFailureIsReported) {
    idcore::EntropyPool<16> pool;
    CountingSource source;
    source.fail = true;
    uint8_t out[4];
    EXPECT_FALSE(pool.take(out, 4, 7, source));
}
