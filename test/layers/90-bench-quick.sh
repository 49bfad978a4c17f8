#!/usr/bin/env bash
# The benchmarks in quick mode: prove every measurement still runs and yields numbers. They assert
# no time and no estimate quality (timings on a shared machine are not tests; estimates are tested
# by the estimates regression file); each row that produced data counts once.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
passed=0 failed=0 status=0
for bench in "test/bench/run.sh --quick" "test/bench/estimates.sh --quick"; do
    output=$($bench 2>&1) || status=1
    echo "$output" | tail -n 30
    counts=$(echo "$output" | sed -n 's/^bench: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' | tail -1)
    [ -n "$counts" ] || counts="0 1"
    passed=$((passed + ${counts% *})) failed=$((failed + ${counts#* }))
done
# The charts each bench draws beside its tables: written, and an SVG document an XML parser reads.
for chart in build/bench-quick/{ratios,pk-index-size,pk-insert-time}.svg \
             build/bench-estimates-20000/qerror-{own,timestamptz}.svg; do
    if python3 -c 'import sys, xml.etree.ElementTree as ET
sys.exit(ET.parse(sys.argv[1]).getroot().tag != "{http://www.w3.org/2000/svg}svg")' "$chart" 2>/dev/null; then
        passed=$((passed + 1)); echo "ok - $chart is an SVG chart"
    else
        failed=$((failed + 1)); echo "not ok - $chart is an SVG chart"
    fi
done
echo "$passed passed, $failed failed"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
