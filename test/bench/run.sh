#!/usr/bin/env bash
# The ulid-vs-uuid benchmark in one command: builds and installs the extension (holding the install
# lock until this script exits), starts a throwaway PostgreSQL cluster and prints the table, and
# draws its charts (charts.sh) into build/bench-MODE/.
#   test/bench/run.sh           full run: 1,000,000 rows, 5 to 9 repetitions per row (a few minutes)
#   test/bench/run.sh --quick   20,000 rows, 2 repetitions: proves the pipeline, asserts no time
# The last line is "bench: N passed, M failed", N counting the measurements that produced numbers.
set -uo pipefail
source "$(dirname "$0")/common.sh"

mode=full
case "${1:-}" in
    --quick) mode=quick ;;
    "") ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

BENCH_PEER=1 run_in_cluster "$ROOT/build/bench-$mode.log" "$ROOT/test/bench/measure.sh" "$mode"
