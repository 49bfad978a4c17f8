#!/usr/bin/env bash
# The benchmark in quick mode: proves every measurement still runs and yields numbers. It asserts
# no time (timings on a shared machine are not tests); each row that produced data counts once.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
output=$(test/bench/run.sh --quick 2>&1)
status=$?
echo "$output" | tail -n 30
summary=$(echo "$output" | sed -n 's/^bench: \([0-9]* passed, [0-9]* failed\)$/\1/p' | tail -1)
[ -n "$summary" ] || summary="0 passed, 1 failed"
echo "$summary"
[ "$status" -eq 0 ]
