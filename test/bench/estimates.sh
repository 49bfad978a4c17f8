#!/usr/bin/env bash
# How well the planner estimates time windows on ID columns (spec 5.3), in one command: builds and
# installs the extension (holding the install lock until this script exits), starts a throwaway
# cluster, and prints estimate / actual for windows from a minute to half a year on the same
# instants as timestamptz, ulid, core uuid (UUIDv7), ulid_flake and baseuid, the worst q-error
# (max(estimate/actual, actual/estimate)) per column against the target, and planning time with
# and without the estimators. Then, as markdown tables for docs/querying-by-time.md
# (estimates-shapes.sql, issue 19): estimates of query shapes on 300,000 rows plus 30,000 inserted
# after ANALYZE, and planning time of 1,000 and 3,000 lower and upper bounds against timestamptz;
# the shapes' q-errors also as SVG charts (charts.sh) in build/bench-estimates-ROWS/.
#   test/bench/estimates.sh                 1,000,000 rows (the shapes: 300,000)
#   test/bench/estimates.sh --rows 10000000
#   test/bench/estimates.sh --quick         20,000 rows (30,000; 100 and 300 bounds): proves the
#                                           pipeline, asserts nothing
# The last line is "bench: N passed, M failed", N counting the measurements that produced numbers.
set -uo pipefail
source "$(dirname "$0")/common.sh"

rows=1000000 plans=500 shape_rows=300000 bounds=1000,3000 repetitions=5
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) rows=20000 plans=50 shape_rows=30000 bounds=100,300 repetitions=2 ;;
        --rows) rows=${2:?--rows needs a number}; shift ;;
        *) echo "usage: $0 [--quick] [--rows N]" >&2; exit 2 ;;
    esac
    shift
done

run_in_cluster "$ROOT/build/bench-estimates-$rows.log" "$ROOT/test/bench/estimates-report.sh" \
    "$rows" "$plans" "$shape_rows" "$bounds" "$repetitions"
