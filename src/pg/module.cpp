// The library's magic block: PostgreSQL refuses to load a module without it.
#include "pg_includes.hpp"

extern "C" {
PG_MODULE_MAGIC;
}
