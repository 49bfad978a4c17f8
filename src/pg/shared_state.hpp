// The server-wide generator states: one small struct per server in shared memory. Reserved in the
// main segment at server start when the library is in shared_preload_libraries; otherwise created
// in a dynamic shared memory segment of its own by the first backend that asks.
#pragma once

#include "../core/generator.hpp"
#include "pg_includes.hpp"

extern "C" {
#include "storage/spin.h"
}

namespace idpg {

// One generator's state and the spinlock held only while stepping it.
struct SharedGenerator {
    slock_t mutex;
    idcore::MonotonicState state;
};

// The scalable ulid_flake has a 5-bit sid: one state per sid.
inline constexpr unsigned kUlidFlakeSids = 32;

// Trivially constructible: all zero is "not started", which is how a restart begins afresh.
struct ServerGenerators {
    SharedGenerator ulid;
    SharedGenerator baseuid;
    SharedGenerator ulid_flake;
    SharedGenerator ulid_flake_by_sid[kUlidFlakeSids];
};

// Called by _PG_init, in the postmaster (preloading) or in any backend: never fails, seeds nothing.
void prepare_server_generators();

// The server's struct; raises an error if it can be neither found nor created (53200 with a HINT
// when the server has no free dynamic shared memory segment slot).
ServerGenerators& server_generators();

// The next value of `generator`, stepped under its spinlock. Randomness is drawn with the lock
// released; waiting for the next tick sleeps between clock reads with the lock released and ends
// with the usual error on a cancel request or statement_timeout.
idcore::Generated generate_on_server(SharedGenerator& generator, const idcore::IdLayout& layout,
                                     const idcore::MonotonicPolicy& policy, idcore::u128 suffix);

}  // namespace idpg
