#!/usr/bin/env bash
# ulid_portable's plain file in PGlite (issue 35): PostgreSQL compiled to WebAssembly, from npm
# (@electric-sql/pglite, pinned in test/pglite/package-lock.json and installed by npm ci from npm's
# cache once it has been downloaded, like the other client layers), in Node and in headless
# Chromium (Debian's chromium, installed when missing, driven by playwright-core from the same
# lock file through a page on 127.0.0.1). test/pglite/checks.js holds the checks both run:
# - exec loads the file unchanged and again in place; query refuses it (42601) and the instance
#   goes on; a load the file's guards refuse (an older file over a newer install, a schema another
#   role owns) leaves no transaction open (the file before this layer left 25P02 for every query),
#   and docs/pglite.md's recovery holds: exec('ROLLBACK') is harmless after a refusal, and ends the
#   25P02 a load failing inside its transaction leaves;
# - a corpus made by the native server in this run (test/pglite/corpus.sql: 26,000 calls of twelve
#   functions over texts with aliases and bad symbols, times out of range, TypeIDs, UUIDv47 keys)
#   gives the same values and errors (SQLSTATE, message, detail, hint) in PGlite;
# - the generators' properties over 100,000 calls of gen_monotonic_ulid with rollbacks, savepoints
#   and errors between them (strictly increasing, times within the clock of their statement),
#   gen_ulid's and gen_typeid's (UUIDv7 version and variant); a persisted instance (a directory in
#   Node, idb:// in the browser after a reload) keeps its IDs and makes greater ones;
# - docs/pglite.md's Node and browser examples ("In the browser and Node: PGlite"), as written, twice.
# And the quick PGlite bench (test/bench/pglite.sh --quick), its rows counted.
# Time: about 5 minutes warm on 2 shared, busy cores (the corpus 30 s, the quick bench 30 s, Node
# 70 s, Chromium 150 s; PGlite takes 5-20 s to start each of the eleven instances), plus the wait
# for the install lock, which other layers may hold for many minutes. Cold adds chromium's
# install from Debian (a few minutes) and npm's download of the two packages (40 MB, seconds).
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/node.sh"
cd "$ROOT"
mkdir -p build

# From npm's cache without asking the registry first: the lock file pins each tarball's integrity,
# and with the registry unreachable a plain npm ci spent 2.5 minutes in retries (here and again in
# the bench) before taking the cache. Cold and offline, it still fails, and the layer with it.
export npm_config_prefer_offline=true
npm_ci test/pglite build/pglite-npm.log || { echo "0 passed, 1 failed"; exit 1; }
check "test/pglite installs PGlite 0.5.17" 0.5.17 \
    "$(node -p "require('./test/pglite/node_modules/@electric-sql/pglite/package.json').version")"
CHECK_LOG=build/pglite-chromium.log
: >"$CHECK_LOG"
check_that "Debian's chromium is installed" "$ROOT/test/install-deps.sh" chromium

# The corpus from the native server (ulid and ulid_portable) in this run, and the quick bench, in
# one subshell: the install lock is taken once and let go before the long part, which needs no
# installed extension.
corpus=$ROOT/build/pglite-corpus.json
rm -f "$corpus"
(
    build_and_install >build/pglite-install.log 2>&1 &&
        with_cluster bash -c 'psql -X -q -v ON_ERROR_STOP=1 -c "CREATE EXTENSION ulid" -c "CREATE EXTENSION ulid_portable" &&
            PG_ABS_SRCDIR="$PWD" psql -X -q -v ON_ERROR_STOP=1 -f test/pglite/corpus.sql -o "$0"' "$corpus" >build/pglite-corpus.log 2>&1
    test/bench/pglite.sh --quick >build/pglite-bench.log 2>&1
)
check_that "the native server writes the corpus" python3 -c "import json, sys; sys.exit(len(json.load(open('$corpus'))['cases']) < 20000)"
[ -s "$corpus" ] || cat build/pglite-install.log build/pglite-corpus.log
tail -n 8 build/pglite-bench.log
read -r bench_passed bench_failed < <(sed -n 's/^bench: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' build/pglite-bench.log | tail -1)
PASSED=$((PASSED + ${bench_passed:-0})) FAILED=$((FAILED + ${bench_failed:-1}))

ULID_PGLITE_CORPUS="$corpus" node_test_sides test/pglite build/pglite node browser
finish_layer
