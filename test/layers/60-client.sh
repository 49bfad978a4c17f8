#!/usr/bin/env bash
# Real Node clients (test/client/): node-postgres stores and reads the three types in text and
# binary format, the npm `ulid` package cross-checks ulid, and postgres.js (its `types` option),
# Kysely (schema and query builder) and TypeORM (an EntitySchema) carry them as text. node's test runner reports in TAP;
# its "# pass" and "# fail" totals become this layer's count.
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

passed=0
failed=0
# run_client LOG COMMAND...: the client tests under COMMAND (which sets the connection), counted.
run_client() {
    local log=$1 status counts
    shift
    "$@" psql -XAtc 'SELECT version()'
    "$@" bash -c 'cd test/client && node --test --test-reporter=tap *.test.js' >"$log" 2>&1
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

# The doc's JavaScript recipes must stand verbatim in the tested sources.
read -r doc_passed doc_failed < <(doc_code_counts js build/client-docs.log test/client/*.js)
cat build/client-docs.log
passed=$((passed + doc_passed))
failed=$((failed + doc_failed))
echo "layer took ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
