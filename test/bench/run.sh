#!/usr/bin/env bash
# The ulid-vs-uuid benchmark in one command: builds and installs the extension (holding the install
# lock until this script exits), starts a throwaway PostgreSQL cluster and prints the table.
#   test/bench/run.sh           full run: 1,000,000 rows, 5 repetitions (a few minutes)
#   test/bench/run.sh --quick   20,000 rows, 2 repetitions: proves the pipeline, asserts no time
# The last line is "bench: N passed, M failed", N counting the measurements that produced numbers.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"

mode=full
case "${1:-}" in
    --quick) mode=quick ;;
    "") ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

mkdir -p "$ROOT/build"
if ! build_and_install >"$ROOT/build/bench-install.log" 2>&1; then
    cat "$ROOT/build/bench-install.log"
    echo "bench: 0 passed, 1 failed"
    exit 1
fi
# pg_virtualenv prints "Dropping cluster ..." after the measurements: the summary is repeated
# here so that it is the last line; no summary at all (the cluster did not start) is a failure.
log="$ROOT/build/bench-$mode.log"
with_cluster "$ROOT/test/bench/measure.sh" "$mode" | tee "$log" | grep -v '^bench: '
status=${PIPESTATUS[0]}
summary=$(grep '^bench: ' "$log" | tail -1)
echo "${summary:-bench: 0 passed, 1 failed}"
[ "$status" -eq 0 ] && [ -n "$summary" ]
