#!/usr/bin/env bash
# GoogleTest on the core (src/core), built without any PostgreSQL include path.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
make -s build/unit_tests || { echo "0 passed, 1 failed"; exit 1; }
build/unit_tests --gtest_brief=1 >build/unit.log 2>&1
status=$?
passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\?\.$/\1/p' build/unit.log)
failed=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\?, listed below:$/\1/p' build/unit.log)
[ "$status" -ne 0 ] && cat build/unit.log
[ -z "$passed$failed" ] && failed=1
echo "${passed:-0} passed, ${failed:-0} failed"
[ "$status" -eq 0 ]
