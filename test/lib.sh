# Shared by the test scripts: build and install the extension, run things in a throwaway cluster.

PG_MAJOR=${PG_MAJOR:-15}
export PG_CONFIG=${PG_CONFIG:-/usr/lib/postgresql/$PG_MAJOR/bin/pg_config}
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/test/lock.sh"

# The installed extension is shared by the machine, so an install and the runs that use it take
# one lock: two checkouts tested at once cannot swap the library under each other.
build_and_install() {
    take_install_lock
    make -C "$ROOT" -s -j2 && $SUDO make -C "$ROOT" -s install
}

# copy_tree DIR: DIR becomes a fresh copy of the working tree without build products (a chroot's
# /ulid-src, or a tree built for another major or CPU beside this one's objects).
copy_tree() {
    # mkdir without -p for DIR itself: in /tmp another user can make a directory of theirs at DIR
    # between rm and mkdir, then swap the scripts root runs from the copy (layer 63); then fail.
    rm -rf "$1"
    mkdir -p "$(dirname "$1")" && mkdir "$1" || { echo "copy_tree: could not make $1 (did another user make it?)" >&2; return 1; }
    tar -C "$ROOT" --exclude=./.git --exclude=./build --exclude=./results --exclude='*.o' --exclude='*.so' \
        --exclude=./regression.diffs --exclude=./regression.out --exclude=./test/client/node_modules \
        -cf - . | tar -C "$1" -xf -
}

# Runs "$@" in a throwaway cluster (pg_virtualenv sets PGHOST, PGPORT, PGUSER, PGPASSWORD...).
# As root, pg_virtualenv always names its cluster "regress", so clusters take the lock too.
with_cluster() {
    take_install_lock
    pg_virtualenv -v "$PG_MAJOR" "$@"
}

# Held until the calling script exits; taking it again is a no-op.
take_install_lock() {
    [ -n "${ULID_INSTALL_LOCK_HELD:-}" ] && return 0
    open_lock "${ULID_LOCK_DIR:-/tmp}/ulid-extension-install-$(id -u).lock" || exit 1
    flock "$LOCK_FD"
    export ULID_INSTALL_LOCK_HELD=1  # children run under the same lock; taking it again would wait forever
}

# Counting for layers that make their own assertions. Each assertion prints "ok - NAME" or
# "not ok - NAME ..."; finish_layer prints the layer's last line and fails when anything failed,
# or when nothing was checked at all.
PASSED=0
FAILED=0

# check NAME EXPECTED ACTUAL: ACTUAL must equal EXPECTED.
check() {
    if [ "$2" == "$3" ]; then
        PASSED=$((PASSED + 1)); echo "ok - $1"
    else
        FAILED=$((FAILED + 1)); echo "not ok - $1: expected [$2], got [$3]"
    fi
}

# check_that NAME COMMAND...: COMMAND must succeed; its output goes to $CHECK_LOG if set.
check_that() {
    local name=$1
    shift
    if "$@" >>"${CHECK_LOG:-/dev/null}" 2>&1; then
        PASSED=$((PASSED + 1)); echo "ok - $name"
    else
        FAILED=$((FAILED + 1)); echo "not ok - $name${CHECK_LOG:+ (see $CHECK_LOG)}"
    fi
}

finish_layer() {
    echo "$PASSED passed, $FAILED failed"
    [ "$FAILED" -eq 0 ] && [ "$PASSED" -gt 0 ]
}

# add_run_counts LABEL LOG STATUS [STARTED]: for a layer that runs a checks script once per
# PostgreSQL major, each run's output in LOG. Prints LOG's lines prefixed with LABEL and the run's
# count (with the seconds since STARTED), and adds the count to PASSED and FAILED; a run that
# exited non-zero (STATUS) without counting a failure adds one.
add_run_counts() {
    local label=$1 log=$2 status=$3 started=${4:-} ok not_ok
    grep -vE '^[0-9]+ passed, [0-9]+ failed$' "$log" | sed "s/^/$label: /"
    read -r ok not_ok < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log" | tail -1)
    ok=${ok:-0} not_ok=${not_ok:-0}
    [ "$status" -ne 0 ] && [ "$not_ok" -eq 0 ] && not_ok=1
    echo "$label: $ok passed, $not_ok failed${started:+ in $((SECONDS - started)) s}"
    PASSED=$((PASSED + ok))
    FAILED=$((FAILED + not_ok))
}

# Prints "PASSED FAILED" from a pg_regress log: one per test file, in either output format,
# "test NAME ... ok" (PostgreSQL 15) or "ok N - NAME" (16 and later).
pg_regress_counts() {
    echo "$(grep -cE '^(test )?[a-z0-9_]+ +\.\.\. ok|^ok [0-9]+ ' "$1") $(grep -cE '\.\.\. FAILED|^not ok [0-9]+ ' "$1")"
}

# run_tap_tests LOG: make installcheck-tap (PostgreSQL's TAP tests, t/*.pl) against the installed
# extension, prove's verbose output into LOG. PostgreSQL::Test::Cluster runs initdb as the current
# user and refuses root, so as root the tests run as postgres, in a copy of the tree where postgres
# may write tmp_check/; the nodes' logs of a failed run are kept in build/tap-logs/.
run_tap_tests() {
    local log=$1 dir status
    take_install_lock
    if [ "$(id -u)" -ne 0 ]; then
        make -C "$ROOT" -s installcheck-tap PROVE_FLAGS=-v >"$log" 2>&1
        return
    fi
    dir=$(mktemp -d /tmp/ulid-tap.XXXXXX)
    copy_tree "$dir/tree" && chown -R postgres "$dir" &&
        runuser -u postgres -- make -C "$dir/tree" -s installcheck-tap PROVE_FLAGS=-v >"$log" 2>&1
    status=$?
    rm -rf "$ROOT/build/tap-logs"
    [ "$status" -ne 0 ] && cp -r "$dir/tree/tmp_check/log" "$ROOT/build/tap-logs" 2>/dev/null
    rm -rf "$dir"
    return "$status"
}

# tap_counts LOG STATUS: prints "PASSED FAILED" from prove's verbose output, one per "ok N" or
# "not ok N" line; a run that exited non-zero (STATUS: a test that died, a plan not met) without a
# "not ok" counts one failure, and so does one that ran no test at all.
tap_counts() {
    local passed failed
    passed=$(grep -cE '^ok [0-9]+' "$1")
    failed=$(grep -cE '^not ok [0-9]+' "$1")
    { [ "$2" -ne 0 ] || [ "$passed" -eq 0 ]; } && [ "$failed" -eq 0 ] && failed=1
    echo "$passed $failed"
}

# Prints "PASSED FAILED" from a GoogleTest log; a log without gtest's summary counts as 1 failure.
gtest_counts() {
    local passed failed
    passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\?\.$/\1/p' "$1")
    failed=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\?, listed below:$/\1/p' "$1")
    [ -z "$passed$failed" ] && failed=1
    echo "${passed:-0} ${failed:-0}"
}

# Ends a layer that ran a GoogleTest binary: prints its "N passed, M failed" from the log (see
# gtest_counts) and fails when anything did. Lines of the log matching the optional extended regex
# REPORT (a sanitizer's or valgrind's report) add one failure for the run, and so does a non-zero
# STATUS that the counts do not explain.
finish_gtest_layer() {
    local log=$1 status=$2 report=${3:-} passed failed
    read -r passed failed < <(gtest_counts "$log")
    if [ -n "$report" ] && grep -qE "$report" "$log"; then
        echo "reports found in $log:"
        grep -E "$report" "$log" | head -20
        failed=$((failed + 1))
    fi
    [ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
    [ "$failed" -ne 0 ] && tail -n 100 "$log"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

# check_readme_version LANGUAGE CLIENT VERSION: README.md's table of tested clients names a version
# of VERSION's release series, as a whole version number, in the row of LANGUAGE (a client layer
# checks what it ran). The series is the major version (major.minor below 1.0, as semver reads
# it): Debian's suites, forky above all, move to new minor and point releases under the suite,
# and a layer must stay green then; a new major must be named in the README.
check_readme_version() {
    local row series pattern
    if [ -z "$3" ]; then
        FAILED=$((FAILED + 1)); echo "not ok - README.md names $2: its version could not be read"; return
    fi
    row=$(grep -E "^\| $1( |\|)" "$ROOT/README.md")
    series=${3%%.*}
    [ "$series" = 0 ] && series=$(cut -d. -f1-2 <<<"$3")
    pattern=" ${series//./\\.}(\\.[0-9][0-9.]*)?([^0-9.]|\\.[^0-9]|\$)"
    check "README.md names $2 of the $series series (ran $3)" "$series" \
        "$(grep -oE -- "$pattern" <<<"$row" | head -1 | grep -oE -- "^ ${series//./\\.}" | tr -d ' ')"
}

# Prints "PASSED FAILED" for the LANGUAGE code blocks of docs/clients.md: each must be code the
# client tests run (test/doc-code.py, given the SOURCE files); the per-block lines go to LOG.
doc_code_counts() {
    local language=$1 log=$2 status passed failed
    shift 2
    python3 "$ROOT/test/doc-code.py" "$ROOT/docs/clients.md" "$language" "$@" >"$log" 2>&1
    status=$?
    passed=$(grep -c '^ok - ' "$log")
    failed=$(grep -c '^not ok - ' "$log")
    [ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
    echo "$passed $failed"
}
