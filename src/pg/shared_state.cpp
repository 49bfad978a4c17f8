#include "shared_state.hpp"

#include <cstring>

#include "dsm_rendezvous.hpp"
#include "runtime.hpp"

extern "C" {
#include "storage/dsm_impl.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
}

namespace idpg {

namespace {

// The shared struct's name. An existing struct of another size under the same name is an error,
// so a library whose ServerGenerators changes must also change this name.
constexpr const char* kSharedName = "ulid server generators v1";

#ifndef ULID_HAS_NAMED_DSM
// 15 and 16 without preload: the file under the data directory that names the struct's segment
// (pg_dynshmem, whose content base backups and pg_rewind leave out).
constexpr const char* kRendezvousFile = PG_DYNSHMEM_DIR "/ulid_server_generators";

constexpr const char* kPreloadHint = "Add ulid to shared_preload_libraries to reserve this memory at server start.";
#endif

// Between two clock reads of a generator waiting for the next millisecond (or tick).
constexpr long kWaitMicroseconds = 20;

void initialize(void* memory) {
    auto* generators = static_cast<ServerGenerators*>(memory);
    std::memset(generators, 0, sizeof *generators);
    SpinLockInit(&generators->ulid.mutex);
    SpinLockInit(&generators->baseuid.mutex);
    SpinLockInit(&generators->ulid_flake.mutex);
    for (SharedGenerator& generator : generators->ulid_flake_by_sid) SpinLockInit(&generator.mutex);
}

#ifdef ULID_SERVER_PROCESSES
// How the library was loaded, the same in every process of one server (shared_preload_libraries
// is fixed at start; under EXEC_BACKEND each child preloads again and sets it again).
bool preloaded = false;
shmem_request_hook_type previous_shmem_request_hook = nullptr;
shmem_startup_hook_type previous_shmem_startup_hook = nullptr;

// Found once per process: a forked process finds it again rather than trusting an inherited
// pointer, and a restart or the reinitialisation after a backend crash replaces every backend
// along with the shared memory, so no process keeps a pointer into an old one.
ServerGenerators* attached = nullptr;
int attached_pid = 0;

// Preloaded: the struct in the main shared memory segment, found by name in the shmem index or
// created there and initialised, as one step among processes under AddinShmemInitLock. Its room was
// requested at start, so nothing else can have taken it.
ServerGenerators* attach_in_main_segment() {
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    bool found;
    void* memory = ShmemInitStruct(kSharedName, sizeof(ServerGenerators), &found);
    if (!found) initialize(memory);
    LWLockRelease(AddinShmemInitLock);
    return static_cast<ServerGenerators*>(memory);
}

// shmem_request_hook (preloaded only): the struct's room is added to the main segment's size.
void request_server_generators() {
    if (previous_shmem_request_hook != nullptr) previous_shmem_request_hook();
    RequestAddinShmemSpace(CACHELINEALIGN(sizeof(ServerGenerators)));  // ShmemInitStruct pads it so
}

// shmem_startup_hook (preloaded only): the postmaster creates the struct in every new segment, at
// start and at each reinitialisation after a backend crash, before any backend exists; under
// EXEC_BACKEND each child runs it again and finds it.
void create_server_generators() {
    if (previous_shmem_startup_hook != nullptr) previous_shmem_startup_hook();
    attach_in_main_segment();
}

// Not preloaded: the struct in a dynamic shared memory segment of its own, which the main segment's
// spare room (that a lock storm can use up) does not hold: a named DSM segment from 17 on, a pinned
// segment found through kRendezvousFile on 15 and 16.
ServerGenerators* attach_in_dynamic_segment() {
#ifdef ULID_HAS_NAMED_DSM
    return static_cast<ServerGenerators*>(attach_named_dsm_struct(kSharedName, sizeof(ServerGenerators), initialize));
#else
    void* memory = attach_pinned_struct({kRendezvousFile, kSharedName, sizeof(ServerGenerators), initialize});
    if (memory == nullptr)
        ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY),
                        errmsg("could not create dynamic shared memory segment for \"%s\"", kSharedName),
                        errdetail("The server has no free dynamic shared memory segment slot."), errhint("%s", kPreloadHint)));
    return static_cast<ServerGenerators*>(memory);
#endif
}
#endif  // ULID_SERVER_PROCESSES

struct SpinLock {
    slock_t* mutex;
    void lock() { SpinLockAcquire(mutex); }
    void unlock() { SpinLockRelease(mutex); }
};

// Runs with no lock held; CHECK_FOR_INTERRUPTS raises the cancel or timeout error from here.
bool pause_before_next_clock_read() {
    CHECK_FOR_INTERRUPTS();
    pg_usleep(kWaitMicroseconds);
    return true;
}

}  // namespace

// Preloaded (on every version), the struct is reserved in the main segment and created at start,
// so that nothing can take its room. Preloading is the same choice on every version, though the
// dynamic segments used without it do not depend on the spare room: creating one at the first call
// can still fail (segment slots, /dev/shm), and a preloaded server should have nothing left to fail
// at run time. Otherwise loading does nothing: the first generator call of each process finds or
// creates the dynamic segment.
#ifdef ULID_SERVER_PROCESSES
void prepare_server_generators() {
    if (!process_shared_preload_libraries_in_progress) return;
    preloaded = true;
    previous_shmem_request_hook = shmem_request_hook;
    shmem_request_hook = request_server_generators;
    previous_shmem_startup_hook = shmem_startup_hook;
    shmem_startup_hook = create_server_generators;
}

ServerGenerators& server_generators() {
    if (attached == nullptr || attached_pid != MyProcPid) {
        attached = preloaded ? attach_in_main_segment() : attach_in_dynamic_segment();
        attached_pid = MyProcPid;
    }
    return *attached;
}
#else
// PGlite: the one session is the whole server, so its own struct is the server's.
void prepare_server_generators() {}

ServerGenerators& server_generators() {
    static ServerGenerators* session = nullptr;
    if (session == nullptr) {
        session = static_cast<ServerGenerators*>(MemoryContextAlloc(TopMemoryContext, sizeof(ServerGenerators)));
        initialize(session);
    }
    return *session;
}
#endif

idcore::Generated generate_on_server(SharedGenerator& generator, const idcore::IdLayout& layout,
                                     const idcore::MonotonicPolicy& policy, idcore::u128 suffix) {
    WallClock clock;
    SecureEntropy entropy;
    SpinLock lock{&generator.mutex};
    return idcore::generate_shared_monotonic(layout, generator.state, policy, suffix, clock, entropy, lock,
                                             pause_before_next_clock_read);
}

}  // namespace idpg
