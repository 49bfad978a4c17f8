// Differences between the supported PostgreSQL major versions (15 and later).
#pragma once

#if PG_VERSION_NUM < 150000
#error "ulid supports PostgreSQL 15 and later"
#endif

// ulid_flake is passed by value like bigint, and sort support compares whole 8-byte Datums
// (ssup_datum_signed_cmp, abbreviated keys of 8 bytes): servers where Datum is narrower (32-bit
// builds before PostgreSQL 19) are not supported. Said here, before anything fails for that reason.
static_assert(sizeof(Datum) == 8, "ulid needs a server whose Datum is 8 bytes wide (a 64-bit build, or PostgreSQL 19 and later)");

// 16 moved the varlena macros (VARDATA, SET_VARSIZE...) out of postgres.h into their own header.
#if PG_VERSION_NUM >= 160000
extern "C" {
#include "varatt.h"
}
#endif

// Soft input errors arrived in 16; on 15 every input error is thrown.
#if PG_VERSION_NUM < 160000
#define errsave(context, ...) ereport(ERROR, __VA_ARGS__)
#endif

// A GUC check hook's "extra" is freed by the GUC machinery: with free() before 16, with guc_free()
// (a memory context of its own) from 16 on, where guc_malloc is exported for it.
#if PG_VERSION_NUM >= 160000
inline void* allocate_guc_extra(size_t size) { return guc_malloc(LOG, size); }
#else
inline void* allocate_guc_extra(size_t size) { return malloc(size); }
#endif

// A setting's own record, read without the privilege checks of GetConfigOptionResetString (which
// would throw in a session of a role that may not examine it): find_option is exported from 16 on;
// 15 offers the whole array.
extern "C" {
#include "utils/guc_tables.h"
}
inline const struct config_generic* find_setting(const char* name) {
#if PG_VERSION_NUM >= 160000
    return find_option(name, false, true, DEBUG5);
#else
    struct config_generic** settings = get_guc_variables();
    for (int i = 0, count = GetNumConfigOptions(); i < count; ++i)
        if (strcmp(settings[i]->name, name) == 0) return settings[i];
    return nullptr;
#endif
}

// The reset value of a string setting: 19 holds the type's fields in a union inside the record;
// before, the record is the first member of the string setting's own struct.
inline const char* setting_reset_string(const struct config_generic* setting) {
#if PG_VERSION_NUM >= 190000
    return setting->_string.reset_val;
#else
    return reinterpret_cast<const struct config_string*>(setting)->reset_val;
#endif
}

// btree skip support arrived in 18.
#if PG_VERSION_NUM >= 180000
#define ULID_HAS_SKIP_SUPPORT 1
extern "C" {
#include "utils/skipsupport.h"
}
#endif

// A small struct shared by every backend of the server, created and initialised exactly once by
// the first backend that asks, with no shared_preload_libraries.
#if PG_VERSION_NUM >= 170000
// 17 has a registry of named dynamic shared memory segments; 19 passes the callback an argument.
extern "C" {
#include "storage/dsm_registry.h"
}
inline void* attach_named_shared_struct(const char* name, size_t size, void (*initialize)(void*)) {
    bool found;
#if PG_VERSION_NUM >= 190000
    return GetNamedDSMSegment(
        name, size, [](void* memory, void* callback) { reinterpret_cast<void (*)(void*)>(callback)(memory); }, &found,
        reinterpret_cast<void*>(initialize));
#else
    return GetNamedDSMSegment(name, size, initialize, &found);
#endif
}
#else
// 15 and 16: the main shared memory segment is sized with spare room for small late allocations
// (CalculateShmemSize adds 100 kB), and ShmemInitStruct may run in any backend at any time: it
// looks the name up in the shared "shmem index" under ShmemIndexLock, allocating from the spare
// room (or failing with "out of shared memory") when absent. AddinShmemInitLock makes "create and
// initialise" one step among backends. Why this is sound without preloading:
//  - a restart, or the reinitialisation after a backend crash, creates a new segment with a new
//    index and new backends: the struct is created afresh, zeroed, by its first user, and a
//    pointer cached in a process never outlives that process (new processes start with none);
//  - under EXEC_BACKEND a backend re-attaches the segment and finds the struct by name in the
//    index, not through a pointer inherited from the postmaster (which never loads this library
//    unless preloaded, and then never calls it).
extern "C" {
#include "storage/lwlock.h"
#include "storage/shmem.h"
}
inline void* attach_named_shared_struct(const char* name, size_t size, void (*initialize)(void*)) {
    bool found;
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    void* memory = ShmemInitStruct(name, size, &found);
    if (!found) initialize(memory);
    LWLockRelease(AddinShmemInitLock);
    return memory;
}
#endif
