// The library's magic block (PostgreSQL refuses to load a module without it) and its load hook.
#include "pg_includes.hpp"
#include "settings.hpp"

extern "C" {
PG_MODULE_MAGIC;

PGDLLEXPORT void _PG_init(void);

// Runs in each process that loads the library; with no shared_preload_libraries, that is the first
// call of any of its functions in a session.
void _PG_init(void) { idpg::define_mask_key_setting(); }
}
