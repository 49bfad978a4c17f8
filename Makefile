EXTENSION = ulid
EXTVERSION = 0.5.0
MODULE_big = ulid

# One install-script part, one glue file and one set of pg_regress files per ID type.
OBJS = src/pg/module.o src/pg/runtime.o
# Server-wide generator states in shared memory; without preload on 15 and 16, in a pinned
# dynamic shared memory segment found through a file under the data directory.
OBJS += src/pg/shared_state.o src/pg/dsm_rendezvous.o
OBJS += src/pg/ulid.o
OBJS += src/pg/ulid_flake.o
OBJS += src/pg/baseuid.o
# The row estimators of all three types (spec 5.3): one room per job (src/pg/estimate/estimate.hpp).
OBJS += src/pg/estimate/estimators.o src/pg/estimate/histogram.o src/pg/estimate/ranges.o
OBJS += src/pg/estimate/index_ends.o src/pg/estimate/growth.o src/pg/estimate/memo.o
# Keyed masks and the server key setting (spec 6.1).
OBJS += src/pg/mask.o
# TypeID (spec 6.2): a prefix and a UUID in one varlena.
OBJS += src/pg/typeid.o
# PGlite (issue 42, docs/pglite-native.md): the wasm32 side module leaves these out (their glue
# depends on what pglite.wasm does not export; src/pg/compat.hpp says what takes their place).
PGLITE_LEAVES_OUT = src/pg/dsm_rendezvous.o src/pg/estimate/histogram.o src/pg/estimate/ranges.o
PGLITE_LEAVES_OUT += src/pg/estimate/index_ends.o src/pg/estimate/growth.o src/pg/estimate/memo.o
INSTALL_PARTS = sql/install/ulid.sql
INSTALL_PARTS += sql/install/ulid_flake.sql
INSTALL_PARTS += sql/install/baseuid.sql
INSTALL_PARTS += sql/install/server_generators.sql
# After every type: gives the btree classes of all of them skip support where the server has it.
INSTALL_PARTS += sql/install/skip_support.sql
# 0.3.0: keyed masks (spec 6.1), and TypeID (spec 6.2: a varlena type with no skip support, so it
# may come after skip_support.sql).
INSTALL_PARTS += sql/install/masks.sql
INSTALL_PARTS += sql/install/typeid.sql
REGRESS = ulid_install ulid_io ulid_binary ulid_comparison ulid_btree ulid_hash ulid_brin ulid_casts \
          ulid_generators ulid_functions ulid_errors ulid_catalog
REGRESS += flake_io flake_casts flake_indexes flake_generators flake_errors
REGRESS += baseuid_io baseuid_ordering baseuid_casts baseuid_generators baseuid_errors
REGRESS += estimates estimate_shapes estimate_privileges
REGRESS += time_operators uuid_bigint_operators
REGRESS += server_generators
REGRESS += masks typeid
# ulid_portable beside ulid (spec section 7): agreement with the native functions (masks, TypeID),
# generators, and the installs, a hostile search_path and the move to ulid as a role that is not
# a superuser. Its own schedule: make installcheck-portable (test/layers/53-portable.sh runs it alone).
REGRESS_PORTABLE = portable_functions portable_generators portable_masks portable_typeid portable_encodings portable_installs portable_tenants portable_hostile_input
REGRESS += $(REGRESS_PORTABLE)

# Features of newer majors are tested only there (added below, once PGXS has told the version):
# on older majors the SQL functions these files call do not exist at all, so an alternative
# expected output would only record "function does not exist" and test nothing.
REGRESS_16 = soft_errors
REGRESS_18 = skip_support masks_uuidv7 typeid_uuidv7
# Needs pg_partman 5 installed beside the extension: run by test/layers/50-pg-matrix.sh as
# "make installcheck REGRESS=partman" where pg_partman 5 is packaged (PostgreSQL 17 and 18).
REGRESS_PARTMAN = partman

# Pinned so that outputs about non-ASCII input do not depend on the cluster's defaults.
REGRESS_OPTS = --encoding=UTF8

# Install scripts of shipped versions stay as they were released (sql/released/); update scripts
# lead from each to the next (test/layers/62-upgrade.sh checks every path ends where a fresh
# install does). The update script into the version under development is built from
# sql/update/ with the same templates as the install script, so the two cannot drift; when that
# version ships, its built install and update scripts are frozen into sql/released/.
UPDATE_SOURCES = $(wildcard sql/update/$(EXTENSION)--*--*.sql)
DATA_built = sql/$(EXTENSION)--$(EXTVERSION).sql $(patsubst sql/update/%,sql/%,$(UPDATE_SOURCES))
DATA = $(wildcard sql/released/$(EXTENSION)--*.sql)
# ulid_portable (spec section 7): a second extension in SQL and PL/pgSQL only, beside ulid. Its one
# source, sql/portable/ulid_portable.sql, gives three installs (portable/build.sh): the extension
# script, and two psql -f files committed for hosts without pg_config, the pg_tle installer and a
# plain file (test/layers/53-portable.sh checks they equal a fresh build).
PORTABLE_SOURCES = sql/portable/ulid_portable.sql portable/build.sh
PORTABLE_FILES = portable/ulid_portable.sql portable/ulid_portable_pgtle.sql
DATA_built += sql/ulid_portable--$(EXTVERSION).sql
# Once a version ships, its install script is frozen into sql/released/ (and its plain file and
# pg_tle installer into sql/released/portable/, for the tests of those update paths). The update
# script from each released version to the one under development is the body again
# (portable/build.sh update: the body is re-runnable); when that version ships, it is frozen beside.
PORTABLE_RELEASED = $(shell ls sql/released 2>/dev/null | sed -nE 's/^ulid_portable--([0-9.]+)\.sql$$/\1/p')
DATA_built += $(foreach from,$(filter-out $(EXTVERSION),$(PORTABLE_RELEASED)),sql/ulid_portable--$(from)--$(EXTVERSION).sql)
DATA += ulid_portable.control $(wildcard sql/released/ulid_portable--*.sql)
EXTRA_CLEAN = build

# -fvisibility-inlines-hidden: inline members are not interposable, so the entry points call them
# directly rather than through the PLT. PGXS passes it itself from PostgreSQL 16 on
# (CXXFLAGS_SL_MODULE), not on 15.
PG_CXXFLAGS = -std=c++17 -fno-exceptions -fno-rtti -fvisibility-inlines-hidden -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers
# PGXS adds COPT, where pg_buildext puts the Debian build's CFLAGS, to the C flags only.
PG_CXXFLAGS += $(COPT)
SHLIB_LINK += -lstdc++
# The JIT bitcode step would compile C++ with clang without our flags; the functions are tiny
# and reached through sort support, so inlining them into JIT code buys nothing.
override with_llvm = no

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

ifeq ($(shell test $(MAJORVERSION) -ge 16 && echo yes),yes)
REGRESS += $(REGRESS_16)
endif
ifeq ($(shell test $(MAJORVERSION) -ge 18 && echo yes),yes)
REGRESS += $(REGRESS_18)
endif

# Cancels PGXS's rule that remakes X.sql from a newer X.sql.in (substituting MODULE_PATHNAME): our
# .sql.in files are expand.awk templates, and that rule overwrote the part server_generators.sql
# whenever a checkout left server_generators.sql.in the newer file.
%.sql: %.sql.in

# PGXS tracks no header dependencies: without this, editing a header leaves stale objects.
$(OBJS): $(wildcard src/core/*.hpp src/pg/*.hpp src/pg/estimate/*.hpp)

# Warnings inside PostgreSQL's own headers are not ours to fix.
override CPPFLAGS := $(patsubst -I$(includedir_server),-isystem $(includedir_server),$(CPPFLAGS))

# Built-ins are qualified with pg_catalog and our own objects with @extschema@ throughout, so that
# nothing a user created can capture a name while the script runs with elevated rights.
# A line "-- @include FILE [TYPE] [NAME=VALUE...]" is replaced by sql/install/FILE with @TYPE@ set to TYPE or the
# part's name and each @NAME@ to VALUE (sql/install/expand.awk): what every ID type declares alike is written once.
INSTALL_TEMPLATES = $(wildcard sql/install/*.sql.in) sql/install/expand.awk
sql/$(EXTENSION)--$(EXTVERSION).sql: $(INSTALL_PARTS) $(INSTALL_TEMPLATES)
	( echo '-- ulid $(EXTVERSION) install script, built from sql/install/ by the Makefile.'; \
	  printf '%s\n' '\echo Use "CREATE EXTENSION ulid" to load this file. \quit'; \
	  for part in $(INSTALL_PARTS); do \
	    awk -v type="$$(basename $$part .sql)" -f sql/install/expand.awk $$part || exit 1; \
	  done ) > $@

# An update source may include an install part as well as a template.
sql/$(EXTENSION)--%.sql: sql/update/$(EXTENSION)--%.sql $(INSTALL_TEMPLATES) $(INSTALL_PARTS)
	( echo '-- ulid update script, built from $< by the Makefile.'; \
	  printf '%s\n' '\echo Use "ALTER EXTENSION ulid UPDATE" to load this file. \quit'; \
	  awk -f sql/install/expand.awk $< ) > $@

sql/ulid_portable--$(EXTVERSION).sql: $(PORTABLE_SOURCES)
	sh portable/build.sh extension $(EXTVERSION) > $@
sql/ulid_portable--%--$(EXTVERSION).sql: $(PORTABLE_SOURCES)
	sh portable/build.sh update $(EXTVERSION) > $@
portable/ulid_portable.sql: $(PORTABLE_SOURCES)
	sh portable/build.sh plain $(EXTVERSION) > $@
portable/ulid_portable_pgtle.sql: $(PORTABLE_SOURCES)
	sh portable/build.sh pgtle $(EXTVERSION) > $@
all: $(PORTABLE_FILES)

# Unit tests of the core: compiled with no PostgreSQL include path at all, which proves the split.
UNIT_CXXFLAGS ?= -O1 -g
UNIT_SOURCES = $(wildcard test/unit/*.cpp)
UNIT_DEPENDS = $(UNIT_SOURCES) $(wildcard test/unit/*.hpp) $(wildcard src/core/*.hpp)
# $(call build_unit_tests,EXTRA_FLAGS) links the whole suite into $@.
build_unit_tests = @mkdir -p build && \
	$(CXX) -std=c++17 -Wall -Wextra $(UNIT_CXXFLAGS) $(1) -Isrc/core -Itest/unit $(UNIT_SOURCES) \
		-lgtest -lgtest_main -pthread -o $@
build/unit_tests: $(UNIT_DEPENDS)
	$(call build_unit_tests,)
# The same suite under AddressSanitizer and UndefinedBehaviorSanitizer: any report aborts the run.
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
build/unit_tests_asan: $(UNIT_DEPENDS)
	$(call build_unit_tests,$(SANITIZE_FLAGS))

# libFuzzer targets (test/fuzz/NAME.cpp -> build/fuzz/NAME), with clang and the same sanitizers.
FUZZ_CXX ?= clang++-14
FUZZ_TARGETS = $(basename $(notdir $(wildcard test/fuzz/*.cpp)))
build/fuzz/%: test/fuzz/%.cpp $(wildcard test/fuzz/*.hpp) test/unit/test_support.hpp $(wildcard src/core/*.hpp)
	@mkdir -p build/fuzz
	$(FUZZ_CXX) -std=c++17 -Wall -Wextra -g -O1 -fsanitize=fuzzer $(SANITIZE_FLAGS) \
		-Isrc/core -Itest/unit -Itest/fuzz $< -o $@

.PHONY: fuzz-targets
fuzz-targets: $(addprefix build/fuzz/,$(FUZZ_TARGETS))

# PGlite's install script: this one less ulid_flake's PASSEDBYVALUE. On wasm32 a Datum is 4 bytes
# and bigint is passed by reference, so ulid_flake is too (CREATE TYPE refuses an 8-byte by-value
# type there; its binary casts with bigint need the two alike). test/pglite-native/bundle.sh
# builds the rest of the bundle around it.
PGLITE_DIR = build/pglite
$(PGLITE_DIR)/$(EXTENSION)--$(EXTVERSION).sql: sql/$(EXTENSION)--$(EXTVERSION).sql
	@mkdir -p $(PGLITE_DIR)
	awk '/^CREATE TYPE .*\.ulid_flake \($$/ { flake = 1 } flake && $$1 == "PASSEDBYVALUE," { next } /^\);/ { flake = 0 } { print }' $< > $@
.PHONY: pglite-sql pglite-objects
pglite-sql: $(PGLITE_DIR)/$(EXTENSION)--$(EXTVERSION).sql
# The sources of the side module: the library's, less PGLITE_LEAVES_OUT.
pglite-objects:
	@echo $(filter-out $(PGLITE_LEAVES_OUT),$(OBJS))

.PHONY: installcheck-portable
installcheck-portable:
	$(MAKE) installcheck REGRESS='$(REGRESS_PORTABLE)'

# The isolation specs (specs/*.spec: states that need other sessions, as issue 40's open load and
# old snapshot), alone: pg_isolation_regress against the installed extension, results in
# output_iso/. Layers 20 and 50 run it after installcheck; it is not part of installcheck itself,
# so the schedules that other layers and the Debian package run stay as they are.
SESSION_SPECS = estimate_sessions estimate_marks
.PHONY: installcheck-sessions
installcheck-sessions:
	$(MAKE) installcheck REGRESS= ISOLATION='$(SESSION_SPECS)'

# The TAP tests (t/*.pl: states that need a streaming standby, as issue 40's), alone: PGXS's
# prove_installcheck against the installed extension, each node's data and logs in tmp_check/.
# Not part of installcheck (no TAP_TESTS), for the same reason as installcheck-sessions, and
# because PostgreSQL::Test::Cluster refuses to run as root: test/layers/20-regress.sh runs it as
# postgres in a copy of the tree.
EXTRA_CLEAN += tmp_check
.PHONY: installcheck-tap
installcheck-tap:
	$(prove_installcheck)

.PHONY: unit
unit: build/unit_tests
	build/unit_tests

# The PGXN release archive: the committed tree under a top-level ulid-X.Y.Z/ directory. The
# install script is not in it: `make` builds it there as here.
DIST = $(EXTENSION)-$(EXTVERSION)
EXTRA_CLEAN += $(DIST).zip
.PHONY: dist
dist:
	git archive --format zip --prefix $(DIST)/ -o $(DIST).zip HEAD
