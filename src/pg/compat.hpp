// Differences between the supported PostgreSQL major versions (15 and later).
#pragma once

#if PG_VERSION_NUM < 150000
#error "ulid supports PostgreSQL 15 and later"
#endif

// PGlite (issue 42): the wasm32 side module that test/pglite-native/compile.sh compiles with
// ULID_PGLITE. PGlite's main module exports only what its own extensions call, and one process is
// the whole server, so that build leaves out, each with what takes its place:
//  - ULID_OWN_ESTIMATES: the row estimators; the SQL estimator functions remain and return core's
//    estimate (scalarltsel...), as ulid.enable_estimators = off does elsewhere;
//  - ULID_ABBREVIATED_KEYS: abbreviated keys (and their HyperLogLog abort): Datum is 4 bytes there,
//    too narrow for the 8-byte keys; sorts compare whole values, ulid_flake's too (its by-value
//    comparator ssup_datum_signed_cmp is neither exported nor right for a Datum that is a pointer);
//  - ULID_GUC_CHECK_MESSAGES: a check hook's own SQLSTATE, message and hint (GUC_check_err*): the
//    hook raises them itself (mask.cpp);
//  - ULID_SERVER_PROCESSES: other processes (the preload hooks, the fmgr hook, the postmaster's
//    libraries): the session's generator state is the server's, and a key from a function's SET
//    clause is refused where it is used.
// And ULID_COMPARE_AS_WORDS (id_type.hpp): by-reference values compare as two big-endian words,
// twice as fast as memcmp on x86-64 and arm64, but slower on wasm32 (no byte-swap instruction:
// ORDER BY on 100,000 ulids in PGlite took 540 ns a row so, 410 with memcmp).
#ifndef ULID_PGLITE
#define ULID_COMPARE_AS_WORDS 1
#define ULID_OWN_ESTIMATES 1
#define ULID_ABBREVIATED_KEYS 1
#define ULID_GUC_CHECK_MESSAGES 1
#define ULID_SERVER_PROCESSES 1
#endif

// ulid_flake is passed by value like bigint, and sort support compares whole 8-byte Datums
// (ssup_datum_signed_cmp, abbreviated keys of 8 bytes): servers where Datum is narrower (32-bit
// builds before PostgreSQL 19) are not supported. Said here, before anything fails for that reason.
// PGlite's is the one exception: its ulid_flake is passed by reference, like its bigint (the
// Makefile's build/pglite/ install script), and it has no abbreviated keys.
#ifndef ULID_PGLITE
static_assert(sizeof(Datum) == 8, "ulid needs a server whose Datum is 8 bytes wide (a 64-bit build, or PostgreSQL 19 and later)");
#endif

#ifdef ULID_PGLITE
// Small helpers pglite.wasm does not export.
inline size_t ulid_strnlen(const char* text, size_t limit) {
    size_t length = 0;
    while (length < limit && text[length] != '\0') ++length;
    return length;
}
#define strnlen ulid_strnlen
#define errdetail_plural(singular, plural, n, ...) errdetail((n) == 1 ? (singular) : (plural), __VA_ARGS__)
#endif

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

// btree skip support arrived in 18.
#if PG_VERSION_NUM >= 180000
#define ULID_HAS_SKIP_SUPPORT 1
extern "C" {
#include "utils/skipsupport.h"
}
#endif

// 17 has a registry of named dynamic shared memory segments: a small struct shared by every
// backend of the server, created and initialised exactly once by the first backend that asks,
// with no shared_preload_libraries. 19 passes the callback an argument. (15 and 16 have no such
// registry: dsm_rendezvous.cpp gives them a pinned segment found through a file.)
#if PG_VERSION_NUM >= 170000
#define ULID_HAS_NAMED_DSM 1
extern "C" {
#include "storage/dsm_registry.h"
}
inline void* attach_named_dsm_struct(const char* name, size_t size, void (*initialize)(void*)) {
    bool found;
#if PG_VERSION_NUM >= 190000
    return GetNamedDSMSegment(
        name, size, [](void* memory, void* callback) { reinterpret_cast<void (*)(void*)>(callback)(memory); }, &found,
        reinterpret_cast<void*>(initialize));
#else
    return GetNamedDSMSegment(name, size, initialize, &found);
#endif
}
#endif

// The GUC machinery's record of a setting (its stack of saved values, among others): looked up by
// name with find_option from 16 on; 15 exports only the whole array.
extern "C" {
#include "utils/guc_tables.h"
}
inline config_generic* find_setting_record(const char* name) {
#if PG_VERSION_NUM >= 160000
    return find_option(name, false, true, ERROR);
#else
    config_generic** settings = get_guc_variables();
    for (int i = 0, count = GetNumConfigOptions(); i < count; ++i)
        if (strcmp(settings[i]->name, name) == 0) return settings[i];
    return nullptr;
#endif
}
