#include "shared_state.hpp"

#include <cstring>

#include "runtime.hpp"

extern "C" {
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
}

namespace idpg {

namespace {

// The shared struct's name. An existing struct of another size under the same name is an error,
// so a library whose ServerGenerators changes must also change this name.
constexpr const char* kSharedName = "ulid server generators v1";

constexpr const char* kPreloadHint = "Add ulid to shared_preload_libraries to reserve this memory at server start.";

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

// How the library was loaded, the same in every process of one server (shared_preload_libraries
// is fixed at start; under EXEC_BACKEND each child preloads again and sets it again).
bool preloaded = false;
shmem_request_hook_type previous_shmem_request_hook = nullptr;
shmem_startup_hook_type previous_shmem_startup_hook = nullptr;

// Found once per process, by name: a forked process finds it again rather than trusting an
// inherited pointer, and a restart or the reinitialisation after a backend crash replaces every
// backend along with the segment, so no process keeps a pointer into an old one.
ServerGenerators* attached = nullptr;
int attached_pid = 0;

// The struct in the main shared memory segment, found by name in the shmem index or created there
// and initialised, as one step among backends under AddinShmemInitLock. Preloaded, it was created
// by the postmaster at start and is always found. Otherwise it is allocated from the segment's
// spare room, which the lock manager may have used up: then ShmemInitStruct raises 53200. No
// public function tells whether the name exists or how much room is left without raising that
// error, so it is caught here (returning nullptr and, if `error` is given, a copy of it), which
// needs what a handler outside a subtransaction owes the server: the ERROR zeroed the interrupt
// holdoff counts that LWLockAcquire raised (restore them before our LWLockRelease), left the
// memory context at ErrorContext and the error on the error stack. ShmemInitStruct itself has
// released ShmemIndexLock and removed its half-made index entry before raising. No local here
// needs a destructor (the longjmp skips them).
ServerGenerators* try_attach_in_main_segment(ErrorData** error) {
    const MemoryContext caller_context = CurrentMemoryContext;
    ServerGenerators* volatile generators = nullptr;
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    const uint32 interrupt_holdoff = InterruptHoldoffCount;
    const uint32 cancel_holdoff = QueryCancelHoldoffCount;
    PG_TRY();
    {
        bool found;
        void* memory = ShmemInitStruct(kSharedName, sizeof(ServerGenerators), &found);
        if (!found) initialize(memory);
        generators = static_cast<ServerGenerators*>(memory);
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(caller_context);
        InterruptHoldoffCount = interrupt_holdoff;
        QueryCancelHoldoffCount = cancel_holdoff;
        if (error != nullptr) *error = CopyErrorData();
        FlushErrorState();
    }
    PG_END_TRY();
    LWLockRelease(AddinShmemInitLock);
    return generators;
}

// The struct in the main segment, or the error that kept it from being there (with the HINT when
// there was no room).
ServerGenerators* attach_in_main_segment() {
    ErrorData* error = nullptr;
    ServerGenerators* generators = try_attach_in_main_segment(&error);
    if (generators != nullptr) return generators;
    if (error->sqlerrcode == ERRCODE_OUT_OF_MEMORY && error->hint == nullptr) error->hint = pstrdup(kPreloadHint);
    ReThrowError(error);
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

ServerGenerators* locate_server_generators() {
#ifdef ULID_HAS_NAMED_DSM
    if (!preloaded)
        return static_cast<ServerGenerators*>(attach_named_dsm_struct(kSharedName, sizeof(ServerGenerators), initialize));
#endif
    return attach_in_main_segment();
}

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
// so that nothing can take its room. Preloading is the same choice on 17 and later, though their
// named DSM segments do not depend on the spare room: creating a DSM segment at the first call
// can still fail (segment slots, /dev/shm), and a preloaded server should have nothing left to
// fail at run time. Loaded by a backend on 15 and 16, it is created at once, before anything else
// can use up the spare room; if there is no room left, loading still succeeds (every ulid function
// needs the library) and the generator call reports the error.
void prepare_server_generators() {
    if (process_shared_preload_libraries_in_progress) {
        preloaded = true;
        previous_shmem_request_hook = shmem_request_hook;
        shmem_request_hook = request_server_generators;
        previous_shmem_startup_hook = shmem_startup_hook;
        shmem_startup_hook = create_server_generators;
        return;
    }
#ifndef ULID_HAS_NAMED_DSM
    // errstart turns an ERROR into FATAL (exit_on_error, a process exiting) or PANIC (a critical
    // section) before any handler sees it: then the first generator call creates the struct.
    if (ExitOnAnyError || proc_exit_inprogress || CritSectionCount > 0) return;
    if (ServerGenerators* generators = try_attach_in_main_segment(nullptr)) {
        attached = generators;
        attached_pid = MyProcPid;
    }
#endif
}

ServerGenerators& server_generators() {
    if (attached == nullptr || attached_pid != MyProcPid) {
        attached = locate_server_generators();
        attached_pid = MyProcPid;
    }
    return *attached;
}

idcore::Generated generate_on_server(SharedGenerator& generator, const idcore::IdLayout& layout,
                                     const idcore::MonotonicPolicy& policy, idcore::u128 suffix) {
    WallClock clock;
    SecureEntropy entropy;
    SpinLock lock{&generator.mutex};
    return idcore::generate_shared_monotonic(layout, generator.state, policy, suffix, clock, entropy, lock,
                                             pause_before_next_clock_read);
}

}  // namespace idpg
