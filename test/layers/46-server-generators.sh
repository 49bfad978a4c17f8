#!/usr/bin/env bash
# Server-wide generators (issue 11, spec 5.1): gen_ulid_flake(), gen_ulid_flake(sid),
# gen_server_monotonic_ulid() and gen_server_monotonic_baseuid() share one state per server.
#  - 8 concurrent sessions (pgbench) insert 200,000 rows through primary keys defaulting to them:
#    every transaction commits, row counts are exact;
#  - values taken alternately by sessions of two databases increase strictly in the order taken;
#  - a parallel query calls gen_ulid_flake() in its workers: all values distinct;
#  - a hot standby answers the generators; after a restart they start again from the clock;
#  - under a frozen wall clock (libfaketime) gen_ulid_flake(7) exhausts its millisecond and waits:
#    pg_cancel_backend ends the wait with SQLSTATE 57014, and the server (and the very generator)
#    stays usable.
# The same checks (test/reliability/server-generators.sh) run against PostgreSQL 15 on the host and
# against each major of the matrix (test/chroot.sh's PG_MATRIX: 17, 18, 19, whose generators
# find their shared state through GetNamedDSMSegment) in its chroot, where the extension is built
# and installed first. One line per (major, check). Outside CI a chroot that cannot be created is
# a printed skip; with CI=true it is a failure.
# Runtime: about a minute per major, plus the build in each chroot.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build
CHECKS=test/reliability/server-generators.sh

# libfaketime: the frozen-clock checks preload it into a server (on the host and in each chroot).
"$ROOT/test/install-deps.sh" debootstrap libfaketime >/dev/null || { echo "0 passed, 1 failed"; exit 1; }

# run_checks MAJOR LOG COMMAND...: COMMAND runs the checks for MAJOR; its lines are shown as they
# come (the checks named with the major) and counted. A run that ends without its summary line
# (it died) or fails without a failed check counts one failure more.
run_checks() {
    local major=$1 log=$2
    shift 2
    "$@" 2>&1 | tee -a "$log" | sed -E -e "/^[0-9]+ passed, [0-9]+ failed$/d" -e "s/^(ok|not ok|#) (- )?/\1 \2PostgreSQL $major: /"
    local status=${PIPESTATUS[0]} ok not_ok
    ok=$(grep -c '^ok - ' "$log")
    not_ok=$(grep -c '^not ok - ' "$log")
    if ! grep -qE '^[0-9]+ passed, [0-9]+ failed$' "$log" || { [ "$status" -ne 0 ] && [ "$not_ok" -eq 0 ]; }; then
        echo "not ok - PostgreSQL $major: the checks ran to their end (exit status $status, see $log)"
        not_ok=$((not_ok + 1))
    fi
    echo "# PostgreSQL $major: $ok passed, $not_ok failed at ${SECONDS}s"
    PASSED=$((PASSED + ok))
    FAILED=$((FAILED + not_ok))
}

log=build/server-generators-$PG_MAJOR.log
if build_and_install >"$log" 2>&1; then
    echo "# waited for the install lock, built and installed: ${SECONDS}s"
    run_checks "$PG_MAJOR" "$log" env PG_MAJOR="$PG_MAJOR" bash "$CHECKS"
else
    cat "$log"
    check "PostgreSQL $PG_MAJOR: the extension builds and installs" 0 1
fi

for entry in $PG_MATRIX; do
    name=${entry%:*}
    major=${entry#*:}
    log=build/server-generators-$major.log
    if ! ensure_chroot "$name" $(matrix_chroot_packages "$name" "$major") >"$log" 2>&1; then
        chroot_missing "$name" "the server generators on PostgreSQL $major" "$log" || FAILED=$((FAILED + 1))
        continue
    fi
    chroot_copy_tree "$name"
    if ! chroot_ulid "$name" build "$major" >>"$log" 2>&1; then
        tail -n 30 "$log"
        check "PostgreSQL $major: the extension builds and installs in the $name chroot" 0 1
        continue
    fi
    run_checks "$major" "$log" chroot_run "$name" env PG_MAJOR="$major" bash "/ulid-src/$CHECKS"
done

finish_layer
