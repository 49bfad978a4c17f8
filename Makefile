EXTENSION = ulid
EXTVERSION = 0.1.0
MODULE_big = ulid

# One install-script part, one glue file and one set of pg_regress files per ID type.
OBJS = src/pg/module.o src/pg/runtime.o
OBJS += src/pg/ulid.o
INSTALL_PARTS = sql/install/ulid.sql
REGRESS = ulid_install

DATA_built = sql/$(EXTENSION)--$(EXTVERSION).sql
EXTRA_CLEAN = build

PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers
SHLIB_LINK += -lstdc++
# The JIT bitcode step would compile C++ with clang without our flags; the functions are tiny
# and reached through sort support, so inlining them into JIT code buys nothing.
override with_llvm = no

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# PGXS tracks no header dependencies (unless PostgreSQL was configured with --enable-depend): an
# edit to the core would otherwise leave stale objects in the library.
$(OBJS): $(wildcard src/core/*.hpp src/pg/*.hpp)

# Warnings inside PostgreSQL's own headers are not ours to fix.
override CPPFLAGS := $(patsubst -I$(includedir_server),-isystem $(includedir_server),$(CPPFLAGS))

# Built-ins are qualified with pg_catalog and our own objects with @extschema@ throughout, so that
# nothing a user created can capture a name while the script runs with elevated rights.
sql/$(EXTENSION)--$(EXTVERSION).sql: $(INSTALL_PARTS)
	( echo '-- ulid $(EXTVERSION) install script, built from sql/install/ by the Makefile.'; \
	  printf '%s\n' '\echo Use "CREATE EXTENSION ulid" to load this file. \quit'; \
	  cat $(INSTALL_PARTS) ) > $@

# Unit tests of the core: compiled with no PostgreSQL include path at all, which proves the split.
UNIT_CXXFLAGS ?= -O1 -g
UNIT_SOURCES = $(wildcard test/unit/*.cpp)
build/unit_tests: $(UNIT_SOURCES) $(wildcard test/unit/*.hpp) $(wildcard src/core/*.hpp)
	@mkdir -p build
	$(CXX) -std=c++17 -Wall -Wextra $(UNIT_CXXFLAGS) -Isrc/core -Itest/unit $(UNIT_SOURCES) \
		-lgtest -lgtest_main -pthread -o $@

.PHONY: unit
unit: build/unit_tests
	build/unit_tests
