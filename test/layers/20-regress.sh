#!/usr/bin/env bash
# The pg_regress suite (sql/*.sql against expected/*.out) and the isolation specs (specs/*.spec)
# in a throwaway cluster, then the TAP tests (t/*.pl: a primary and a streaming standby of their
# own), each "ok" of theirs one passed check.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
# The regression files, then the isolation specs (make installcheck-sessions), in one cluster.
with_cluster sh -c 'make -s installcheck; regress=$?; make -s installcheck-sessions && exit $regress' >build/regress.log 2>&1
status=$?
read -r passed failed < <(pg_regress_counts build/regress.log)
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
    grep -vE '^\*\*\*|^[0-9-]+ [0-9:.]+ UTC' build/regress.log | tail -40
    [ -f regression.diffs ] && head -200 regression.diffs
    [ -f output_iso/regression.diffs ] && head -100 output_iso/regression.diffs
    [ "$failed" -eq 0 ] && failed=1
fi
run_tap_tests build/tap.log
tap_status=$?
read -r tap_passed tap_failed < <(tap_counts build/tap.log "$tap_status")
if [ "$tap_failed" -ne 0 ]; then
    grep -E '^not ok [0-9]+' build/tap.log
    grep -vE '^(ok|not ok) [0-9]+|^# ' build/tap.log | tail -30
    echo "(the nodes' logs: build/tap-logs/)"
fi
echo "TAP tests: $tap_passed passed, $tap_failed failed"
passed=$((passed + tap_passed))
failed=$((failed + tap_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
