// The library's magic block and load-time hook: PostgreSQL refuses to load a module without the block.
#include "pg_includes.hpp"
#include "shared_state.hpp"

extern "C" {
PG_MODULE_MAGIC;

// Runs once per process that loads the library: in the postmaster when preloaded (and again in each
// child under EXEC_BACKEND), else in the backend that first needs it.
void _PG_init(void) { idpg::prepare_server_generators(); }
}
