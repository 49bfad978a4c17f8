#!/usr/bin/env bash
# The GoogleTest suite of the core built with AddressSanitizer + UndefinedBehaviorSanitizer
# (-fno-sanitize-recover=all: the first report aborts the run) and LeakSanitizer at exit.
# Counts: gtest's passed/failed tests; a sanitizer report adds one failure for the run.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
make -s build/unit_tests_asan >build/unit-asan-build.log 2>&1 || {
    cat build/unit-asan-build.log
    echo "0 passed, 1 failed"
    exit 1
}
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    build/unit_tests_asan --gtest_brief=1 >build/unit-asan.log 2>&1
finish_gtest_layer build/unit-asan.log $? 'ERROR: (Address|Leak)Sanitizer|runtime error:'
