#!/usr/bin/env bash
# The pg_regress suite (sql/*.sql against expected/*.out) in a throwaway cluster.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
with_cluster make -s installcheck >build/regress.log 2>&1
status=$?
# pg_regress prints "test NAME ... ok" (PostgreSQL 15) or "ok N - NAME" (16 and later).
passed=$(grep -cE '^(test )?[a-z0-9_]+ +\.\.\. ok|^ok [0-9]+ ' build/regress.log)
failed=$(grep -cE '\.\.\. FAILED|^not ok [0-9]+ ' build/regress.log)
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
    grep -vE '^\*\*\*|^[0-9-]+ [0-9:.]+ UTC' build/regress.log | tail -40
    [ -f regression.diffs ] && head -200 regression.diffs
    [ "$failed" -eq 0 ] && failed=1
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
