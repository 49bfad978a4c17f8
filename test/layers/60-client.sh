#!/usr/bin/env bash
# Real Node clients (test/client/): node-postgres stores and reads the three types in text and
# binary format, the npm `ulid` package cross-checks ulid, and postgres.js (its `types` option),
# Kysely (schema and query builder), TypeORM (an EntitySchema), Prisma 7 (a generated client on
# @prisma/adapter-pg) and Drizzle (customType columns, on node-postgres and postgres.js) carry them
# as text; text-parameters.test.js shows what a parameter typed `text` gets. The TypeScript tests
# run through tsx and are type-checked by tsc. node's test runner reports in TAP; its "# pass" and
# "# fail" totals become this layer's count.
#
# The tests run against PostgreSQL 15 (this machine's) and against the newest major, 19, in its
# chroot (test/chroot.sh): node runs here and reaches the chroot's server through its socket
# directory, so the chroot needs no node. Outside CI, a 19 chroot that cannot be created is a
# printed skip; with CI=true it is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

source "$ROOT/test/node.sh"
npm_ci test/client build/client-npm.log || { echo "0 passed, 1 failed"; exit 1; }

# Prisma's CLI fetches its schema engine from Prisma's own server (not npm) when it starts, even
# for `generate`, which does not use it: any executable named here stands in for it. The
# generated client goes to test/client/generated/ (prisma/schema.prisma).
CHECK_LOG=build/client-typescript.log
: >"$CHECK_LOG"
check_that "prisma generate writes the client without the schema engine" \
    env -C test/client PRISMA_SCHEMA_ENGINE_BINARY="$(type -P true)" CHECKPOINT_DISABLE=1 \
    npx --no-install prisma generate
check_that "the TypeScript tests and recipes type-check (tsc)" env -C test/client npx --no-install tsc -p .
[ "$FAILED" -eq 0 ] || cat "$CHECK_LOG"
# README.md's table of tested clients names the version of each client installed here.
readme_node_row=$(grep '^| Node' README.md)
for client in pg postgres kysely typeorm prisma @prisma/adapter-pg drizzle-orm ulid; do
    version=$(node -p "require('./test/client/node_modules/$client/package.json').version")
    check "README.md names $client $version" "$version" "$(grep -oF -- " $version" <<<"$readme_node_row" | head -1 | tr -d ' ')"
done
passed=$PASSED
failed=$FAILED

# run_client LOG COMMAND...: the client tests under COMMAND (which sets the connection), counted.
run_client() {
    local log=$1 status counts
    shift
    "$@" psql -XAtc 'SELECT version()'
    "$@" bash -c 'cd test/client && node --import tsx --test --test-reporter=tap *.test.js *.test.ts' >"$log" 2>&1
    status=$?
    cat "$log"
    counts=$(count_node_tests "$log" "$status")
    echo "$counts"
    passed=$((passed + ${counts%% passed*}))
    counts=${counts#*, }
    failed=$((failed + ${counts%% failed*}))
}

echo "# PostgreSQL $PG_MAJOR"
if build_and_install >build/install.log 2>&1; then
    run_client build/client.log with_cluster
else
    cat build/install.log
    failed=$((failed + 1))
fi

NEWEST=19
NEWEST_CHROOT=forky+experimental
echo "# PostgreSQL $NEWEST ($NEWEST_CHROOT chroot)"
log=build/client-$NEWEST-server.log
if "$ROOT/test/install-deps.sh" debootstrap >"$log" 2>&1 &&
    ensure_chroot "$NEWEST_CHROOT" $(pg_packages "$NEWEST" experimental) >>"$log" 2>&1; then
    chroot_copy_tree "$NEWEST_CHROOT"
    if chroot_ulid "$NEWEST_CHROOT" build "$NEWEST" >>"$log" 2>&1 && chroot_ulid "$NEWEST_CHROOT" init "$NEWEST" /tmp/ulid-client-pgdata >>"$log" 2>&1 &&
        chroot_ulid "$NEWEST_CHROOT" start "$NEWEST" /tmp/ulid-client-pgdata >>"$log" 2>&1; then
        run_client "build/client-$NEWEST.log" env PGHOST="$(chroot_path "$NEWEST_CHROOT")/tmp/ulid-pgsock" \
            PGPORT=5432 PGUSER=postgres PGDATABASE=postgres PGPASSWORD=
        chroot_ulid "$NEWEST_CHROOT" stop "$NEWEST" /tmp/ulid-client-pgdata >>"$log" 2>&1
    else
        cat "$log"
        failed=$((failed + 1))
    fi
else
    chroot_missing "$NEWEST_CHROOT" "client tests on PostgreSQL $NEWEST" "$log" || failed=$((failed + 1))
fi

# The doc's JavaScript, TypeScript and Prisma schema recipes must stand verbatim in the tested
# sources.
for recipes in "js test/client/*.js" "ts test/client/*.ts" "prisma test/client/prisma/schema.prisma"; do
    language=${recipes%% *}
    # shellcheck disable=SC2086 # the sources are globs
    read -r doc_passed doc_failed < <(doc_code_counts "$language" "build/client-docs-$language.log" ${recipes#* })
    cat "build/client-docs-$language.log"
    passed=$((passed + doc_passed))
    failed=$((failed + doc_failed))
done
echo "layer took ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
