// The library's magic block (PostgreSQL refuses to load a module without it) and its load hook.
#include "pg_includes.hpp"
#include "settings.hpp"
#include "shared_state.hpp"

extern "C" {
PG_MODULE_MAGIC;

PGDLLEXPORT void _PG_init(void);

// Runs once per process that loads the library: in the postmaster when preloaded (and again in each
// child under EXEC_BACKEND), else in the backend whose session first calls one of its functions.
void _PG_init(void) {
    idpg::define_estimator_setting();  // before define_mask_key_setting(), which reserves the prefix
    idpg::define_mask_key_setting();
    idpg::prepare_server_generators();
}
}
