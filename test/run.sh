#!/usr/bin/env bash
# The whole test suite. Each layer prints its own count; the last line sums them all as
# "N passed, M failed", and the exit status is non-zero when anything failed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

total_passed=0
total_failed=0
record() {  # layer passed failed
    echo "== $1: $2 passed, $3 failed"
    total_passed=$((total_passed + $2))
    total_failed=$((total_failed + $3))
}

# A layer that could not even run counts as one failure, never as nothing.
unit_layer() {
    local log=build/unit.log
    mkdir -p build
    if ! make -s build/unit_tests >"$log" 2>&1; then
        cat "$log"; record unit 0 1; return
    fi
    build/unit_tests --gtest_brief=1 >"$log" 2>&1
    local status=$?
    local passed failed
    passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\?\.$/\1/p' "$log")
    failed=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\?, listed below:$/\1/p' "$log")
    [ "$status" -ne 0 ] && cat "$log"
    if [ -z "$passed" ] && [ -z "$failed" ]; then record unit 0 1; return; fi
    record unit "${passed:-0}" "${failed:-0}"
}

# pg_regress prints "test NAME ... ok" (PostgreSQL 15) or "ok N - NAME" (16 and later).
regress_layer() {
    local log=build/regress.log
    with_cluster make -s installcheck >"$log" 2>&1
    local status=$?
    local passed failed
    passed=$(grep -cE '^(test |     )?[a-z0-9_]+ +\.\.\. ok|^ok [0-9]+ ' "$log")
    failed=$(grep -cE '\.\.\. FAILED|^not ok [0-9]+ ' "$log")
    if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
        grep -vE '^\*\*\*|^[0-9-]+ [0-9:.]+ UTC' "$log" | tail -40
        [ -f regression.diffs ] && head -150 regression.diffs
        [ "$failed" -eq 0 ] && failed=1
    fi
    record regress "$passed" "$failed"
}

"$ROOT/test/install-deps.sh" || { echo "0 passed, 1 failed"; exit 1; }

unit_layer
if build_and_install >build/install.log 2>&1; then
    regress_layer
else
    cat build/install.log
    record build 0 1
fi

echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
