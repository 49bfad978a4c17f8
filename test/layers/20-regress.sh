#!/usr/bin/env bash
# The pg_regress suite (sql/*.sql against expected/*.out) and the isolation specs (specs/*.spec)
# in a throwaway cluster.
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
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
