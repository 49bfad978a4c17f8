#!/usr/bin/env bash
# libFuzzer targets of test/fuzz/ (ASan + UBSan), each run for a bounded time from its committed
# seed corpus (test/fuzz/corpus/NAME, read only: new inputs go to build/fuzz-corpus/NAME).
# Counts: one per target, passed when it built and ran its time without a crash or a violated
# property. FUZZ_SECONDS sets the time per target (default 20).
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
seconds=${FUZZ_SECONDS:-20}
"$ROOT/test/install-deps.sh" clang-14 libclang-rt-14-dev || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
for source in test/fuzz/*.cpp; do
    target=$(basename "$source" .cpp)
    if ! make -s "build/fuzz/$target" >"build/fuzz-$target-build.log" 2>&1; then
        cat "build/fuzz-$target-build.log"
        echo "FAIL $target: build failed"
        failed=$((failed + 1))
        continue
    fi
    rm -rf "build/fuzz-corpus/$target" "build/fuzz-artifacts/$target"
    mkdir -p "build/fuzz-corpus/$target" "build/fuzz-artifacts/$target"
    log="build/fuzz-$target.log"
    "build/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="build/fuzz-artifacts/$target/" \
        "build/fuzz-corpus/$target" "test/fuzz/corpus/$target" >"$log" 2>&1
    status=$?
    executions=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\)$/\1/p' "$log")
    crashes=$(find "build/fuzz-artifacts/$target" -type f | wc -l)
    if [ "$status" -eq 0 ] && [ "$crashes" -eq 0 ] && [ "${executions:-0}" -gt 0 ]; then
        echo "ok $target: ${executions} executions in ${seconds} s, no crash"
        passed=$((passed + 1))
    else
        grep -E 'property violated|ERROR:|SUMMARY:|runtime error' "$log" | head -20
        echo "FAIL $target: exit status $status, ${executions:-no} executions, $crashes crash input(s) in build/fuzz-artifacts/$target"
        failed=$((failed + 1))
    fi
done
[ "$passed" -eq 0 ] && [ "$failed" -eq 0 ] && failed=1  # no target at all is a failure
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
