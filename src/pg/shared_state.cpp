#include "shared_state.hpp"

#include <cstring>

#include "runtime.hpp"

namespace idpg {

namespace {

// The shared struct's name. An existing struct of another size under the same name is an error,
// so a library whose ServerGenerators changes must also change this name.
constexpr const char* kSharedName = "ulid server generators v1";

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

// Found once per process (a forked process finds it again rather than trusting an inherited pointer).
ServerGenerators* attached = nullptr;
int attached_pid = 0;

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

ServerGenerators& server_generators() {
    if (attached == nullptr || attached_pid != MyProcPid) {
        ServerGenerators* found = static_cast<ServerGenerators*>(
            attach_named_shared_struct(kSharedName, sizeof(ServerGenerators), initialize));
        attached = found;
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
