#!/usr/bin/env bash
# The benchmarks in quick mode: prove every measurement still runs and yields numbers. They assert
# no time and no estimate quality (timings on a shared machine are not tests; estimates are tested
# by the estimates regression file); each row that produced data counts once.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
passed=0 failed=0 status=0
for bench in "test/bench/run.sh --quick" "test/bench/estimates.sh --quick"; do
    output=$($bench 2>&1) || status=1
    echo "$output" | tail -n 30
    counts=$(echo "$output" | sed -n 's/^bench: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' | tail -1)
    [ -n "$counts" ] || counts="0 1"
    passed=$((passed + ${counts% *})) failed=$((failed + ${counts#* }))
done
echo "$passed passed, $failed failed"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
