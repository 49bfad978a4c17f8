#!/usr/bin/env bash
# The GoogleTest suite of the core (the ordinary build, -O1 -g) under valgrind's memcheck with full
# leak checking; every test runs, no filter (about 10 s here).
# Counts: gtest's passed/failed tests; any memcheck error or leak adds one failure for the run.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
"$ROOT/test/install-deps.sh" valgrind || { echo "0 passed, 1 failed"; exit 1; }
make -s build/unit_tests || { echo "0 passed, 1 failed"; exit 1; }
valgrind --tool=memcheck --error-exitcode=1 --leak-check=full \
    build/unit_tests --gtest_brief=1 >build/unit-valgrind.log 2>&1
finish_gtest_layer build/unit-valgrind.log $? 'ERROR SUMMARY: [1-9]|definitely lost: [1-9]|indirectly lost: [1-9]'
