EXTENSION = ulid
EXTVERSION = 0.1.0
MODULE_big = ulid
OBJS = src/pg/module.o src/pg/runtime.o src/pg/ulid.o
DATA = sql/ulid--$(EXTVERSION).sql

# One pg_regress file per feature; sql/<name>.sql against expected/<name>.out.
REGRESS = ulid_install ulid_io ulid_binary ulid_comparison ulid_btree ulid_hash ulid_brin \
          ulid_casts ulid_generators ulid_functions ulid_errors ulid_catalog

PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers
SHLIB_LINK += -lstdc++
# The JIT bitcode step would compile C++ with clang without our flags; the functions are tiny
# and reached through sort support, so inlining them into JIT code buys nothing.
override with_llvm = no

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# Warnings inside PostgreSQL's own headers are not ours to fix.
override CPPFLAGS := $(patsubst -I$(includedir_server),-isystem $(includedir_server),$(CPPFLAGS))
