# Shared by the layers that run JavaScript tests (60-client, 61-pgxn, 72-pglite) and test/prefetch.sh;
# source after lib.sh.

# Installs a node project's locked dependencies (npm ci in DIR, output to LOG); uses the machine's
# node and npm when it has both, otherwise Debian's.
npm_ci() {
    local dir=$1 log=$2
    if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
        "$ROOT/test/install-deps.sh" nodejs npm || return 1
    fi
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error) >"$log" 2>&1 || { cat "$log"; return 1; }
}

# npm_fill_cache DIR: downloads DIR's locked dependencies into npm's cache only (a copy of its
# lock file installed in a scratch directory, no install scripts run), so that npm_ci finds them.
npm_fill_cache() {
    local scratch status=0
    scratch=$(mktemp -d) || return 1
    cp "$1/package.json" "$1/package-lock.json" "$scratch/" &&
        (cd "$scratch" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error) || status=1
    rm -rf "$scratch"
    return $status
}

# Turns the closing totals of node's test runner (TAP reporter: "# pass N", "# fail N",
# "# cancelled N") into the layers' "N passed, M failed" line; returns non-zero on any failure.
# A run that printed no totals, or ran no test at all, counts as one failure. Optional EXTRA_PASSED
# and EXTRA_FAILED add the layer's other checks.
count_node_tests() {
    local log=$1 status=$2 extra_passed=${3:-0} extra_failed=${4:-0} passed failed cancelled
    passed=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$log" | tail -1)
    failed=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$log" | tail -1)
    cancelled=$(sed -n 's/^# cancelled \([0-9]*\)$/\1/p' "$log" | tail -1)
    failed=$(( ${failed:-0} + ${cancelled:-0} ))
    if [ -z "$passed" ] || [ "$passed" -eq 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
        failed=$((failed + 1))
    fi
    passed=$(( ${passed:-0} + extra_passed ))
    failed=$(( failed + extra_failed ))
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

# node_test_sides DIR LOG_PREFIX SIDE...: runs DIR/SIDE.test.js for each SIDE (node's test runner,
# TAP reporter, the caller's environment), its output to LOG_PREFIX-SIDE.log; prints its results
# (the failures' details too) and its count, and adds the count to PASSED and FAILED (lib.sh).
node_test_sides() {
    local dir=$1 prefix=$2 side log status counts started
    shift 2
    for side in "$@"; do
        log=$prefix-$side.log
        started=$SECONDS
        (cd "$dir" && node --test --test-reporter=tap "$side.test.js") >"$log" 2>&1
        status=$?
        grep -E '^(not )?ok |^# [^ ]' "$log" | grep -vE '^# (Subtest:|(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) )'
        [ "$status" -eq 0 ] || grep -A12 '^not ok' "$log" | head -60
        counts=$(count_node_tests "$log" "$status")
        echo "# $side: $counts in $((SECONDS - started)) s"
        PASSED=$((PASSED + ${counts%% passed*}))
        counts=${counts#*, }
        FAILED=$((FAILED + ${counts%% failed*}))
    done
}
