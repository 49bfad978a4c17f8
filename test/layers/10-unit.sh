#!/usr/bin/env bash
# GoogleTest on the core (src/core), built without any PostgreSQL include path.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
make -s build/unit_tests || { echo "0 passed, 1 failed"; exit 1; }
build/unit_tests --gtest_brief=1 >build/unit.log 2>&1
finish_gtest_layer build/unit.log $?
