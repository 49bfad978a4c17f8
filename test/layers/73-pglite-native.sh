#!/usr/bin/env bash
# The native extension in PGlite (issue 42): the same sources built as a wasm32 side module with
# Debian trixie's emscripten, loaded by PGlite 0.5.17 in Node and in headless Chromium.
# - the bundle: test/pglite-native/bundle.sh in the trixie-emscripten chroot (test/emscripten.sh,
#   cached like the other toolchains and filled by test/prefetch.sh), its install script the
#   server's less ulid_flake's PASSEDBYVALUE (the Makefile's build/pglite/), and the npm package
#   (npm pack), installed into test/pglite-native from its tarball;
# - the gate: every import of ulid.so resolves against the pinned pglite.wasm (gate.mjs), and the
#   gate fails, by name, for a pglite.wasm without one of them;
# - COPY: PGlite's COPY TO (text, binary) read by the native server, whose COPY TO STDOUT gives the
#   same bytes, as does its own computation of the same rows; the checks read its bytes back;
# - test/pglite-native/checks.js in Node and in Chromium: CREATE EXTENSION, the corpus of the native
#   server (corpus.sql: layer 72's inputs with the native calls, every operator, cast and immutable
#   function on samples; values and errors equal), text and binary I/O, ORDER BY, CREATE INDEX and
#   index scans on 100,000 rows, hash indexes, amcheck, the generators, the session mask key, a
#   persisted directory and idb:// reopened, docs/pglite-native.md's two examples as written;
# - the quick bench rows (test/bench/pglite-native.sh --quick), counted.
# Time on a warm cache: about 3 minutes on 2 shared, busy cores (the bundle 9 s, 40 s when every
# object recompiles; Node 35-45 s; Chromium 30-35 s; the native corpus and COPY 30 s), plus the wait
# for the install lock, held only for that native part. Cold, the toolchain takes about 10 minutes (a 274 MB download and PostgreSQL's configure),
# unless the prefetch made it.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/node.sh"
cd "$ROOT"
mkdir -p build
dir=test/pglite-native
out=build/pglite
copies=$out/copy

export npm_config_prefer_offline=true  # the lock file pins the tarballs: npm's cache first (layer 72)
npm_ci "$dir" build/pglite-native-npm.log || { echo "0 passed, 1 failed"; exit 1; }
check "test/pglite-native installs PGlite 0.5.17" 0.5.17 \
    "$(node -p "require('./$dir/node_modules/@electric-sql/pglite/package.json').version")"
CHECK_LOG=build/pglite-native-chromium.log
: >"$CHECK_LOG"
check_that "Debian's chromium is installed" "$ROOT/test/install-deps.sh" chromium

started=$SECONDS
CHECK_LOG=build/pglite-native-bundle.log
: >"$CHECK_LOG"
check_that "the bundle and the npm package build (bash $dir/bundle.sh)" bash "$dir/bundle.sh"
tail -n 3 "$CHECK_LOG"
echo "# bundle: $((SECONDS - started)) s"
check "PGlite's install script is the server's less ulid_flake's PASSEDBYVALUE" "<     PASSEDBYVALUE," \
    "$(diff sql/ulid--0.5.0.sql "$out/ulid--0.5.0.sql" | grep '^[<>]' | paste -sd' ')"
check "the bundle holds the module, the control file and the install script" \
    "lib/postgresql/ulid.so share/postgresql/extension/ulid--0.5.0.sql share/postgresql/extension/ulid.control" \
    "$(tar -tzf "$out/ulid.tar.gz" 2>/dev/null | grep -v '/$' | sort | paste -sd' ')"

wasm=$dir/node_modules/@electric-sql/pglite/dist/pglite.wasm
node "$dir/gate.mjs" "$out/ulid.so" "$wasm" "$out/ulid--0.5.0.sql" >build/pglite-native-gate.log 2>&1
cat build/pglite-native-gate.log
PASSED=$((PASSED + $(grep -c '^ok - ' build/pglite-native-gate.log)))
FAILED=$((FAILED + $(grep -c '^not ok - ' build/pglite-native-gate.log)))
grep -q '^ok - ' build/pglite-native-gate.log || FAILED=$((FAILED + 1))
# gate_refuses NAME...: the gate fails for a pglite.wasm without the NAMEs, and names exactly them.
gate_refuses() {
    local options=() name report
    for name in "$@"; do options+=(--without "$name"); done
    report=$(node "$dir/gate.mjs" "$out/ulid.so" "$wasm" "$out/ulid--0.5.0.sql" "${options[@]}") && return 1
    grep -q "$# missing: $(printf 'env.%s (function), ' "$@" | sed 's/, $//')\$" <<<"$report"
}
CHECK_LOG=build/pglite-native-gate.log
check_that "the gate fails, naming them, for a pglite.wasm without pg_strong_random and hash_bytes" gate_refuses pg_strong_random hash_bytes

# The package, from its tarball, as an application would install it.
(cd "$dir" && npm install --no-save --no-audit --no-fund --loglevel=error "../../$out/ulid-pglite-0.5.0.tgz") >>build/pglite-native-npm.log 2>&1
check "ulid-pglite installs from its tarball, PGlite 0.5.17 its peer dependency" "0.5.0 0.5.17" \
    "$(node -p "const p = require('./$dir/node_modules/ulid-pglite/package.json'); p.version + ' ' + p.peerDependencies['@electric-sql/pglite']" 2>&1)"
check_that "the installed package's bundle is the one built" cmp "$dir/node_modules/ulid-pglite/ulid.tar.gz" "$out/ulid.tar.gz"

rm -rf "$copies" && mkdir -p "$copies"
CHECK_LOG=build/pglite-native-copy.log
: >"$CHECK_LOG"
check_that "PGlite copies the rows of copy-rows.sql out, text and binary" bash -c "cd $dir && node copy-out.mjs ../../$copies"

# The native server, under the install lock for this part only: the corpus, and COPY both ways.
corpus=build/pglite-native-corpus.json
rm -f "$corpus"
(
    build_and_install >build/pglite-native-install.log 2>&1 &&
        with_cluster bash -c '
            set -e
            psql -X -q -v ON_ERROR_STOP=1 -c "CREATE EXTENSION ulid"
            PG_ABS_SRCDIR="$PWD" psql -X -q -v ON_ERROR_STOP=1 -f test/pglite-native/corpus.sql >"$0"
            cd "$1"
            psql -X -q -v ON_ERROR_STOP=1 -f "$OLDPWD/test/pglite-native/copy-rows.sql" \
                -c "\copy (SELECT * FROM copy_rows ORDER BY n) TO native-own-text.copy" \
                -c "\copy (SELECT * FROM copy_rows ORDER BY n) TO native-own-binary.copy WITH (FORMAT binary)" \
                -c "TRUNCATE copy_rows" -c "\copy copy_rows FROM pglite-text.copy" \
                -c "\copy (SELECT * FROM copy_rows ORDER BY n) TO native-text.copy" \
                -c "TRUNCATE copy_rows" -c "\copy copy_rows FROM pglite-binary.copy WITH (FORMAT binary)" \
                -c "\copy (SELECT * FROM copy_rows ORDER BY n) TO native-binary.copy WITH (FORMAT binary)"' \
            "$ROOT/$corpus" "$ROOT/$copies" >build/pglite-native-corpus.log 2>&1
)
check_that "the native server writes the corpus" python3 -c "import json, sys; sys.exit(len(json.load(open('$corpus'))['cases']) < 25000)"
[ -s "$corpus" ] || cat build/pglite-native-install.log build/pglite-native-corpus.log
for format in text binary; do
    check_that "COPY $format: PGlite's bytes read by the native server and copied out (TO STDOUT) are the same bytes" \
        cmp "$copies/pglite-$format.copy" "$copies/native-$format.copy"
    check_that "COPY $format: the native server's own rows of copy-rows.sql copy out as PGlite's bytes" \
        cmp "$copies/pglite-$format.copy" "$copies/native-own-$format.copy"
done

bash test/bench/pglite-native.sh --quick >build/pglite-native-bench.log 2>&1
tail -n 8 build/pglite-native-bench.log
read -r bench_passed bench_failed < <(sed -n 's/^bench: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' build/pglite-native-bench.log | tail -1)
PASSED=$((PASSED + ${bench_passed:-0})) FAILED=$((FAILED + ${bench_failed:-1}))

ULID_PGLITE_NATIVE_CORPUS="$ROOT/$corpus" ULID_PGLITE_COPY_DIR="$ROOT/$copies" node_test_sides "$dir" build/pglite-native node browser
finish_layer
