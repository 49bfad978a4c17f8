#!/usr/bin/env bash
# The whole test suite: every layer in test/layers/ in order (unit, regression, and the rest).
# Each layer ends with its own "N passed, M failed" line; the last line here sums them all, and
# the exit status is non-zero when anything failed. A layer that fails without a count, or whose
# count says nothing failed while it exited non-zero, counts as one failure: never as nothing.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
mkdir -p build

"$ROOT/test/install-deps.sh" || { echo "0 passed, 1 failed"; exit 1; }

# The caches later layers would wait for (downloads, third-party builds) fill meanwhile, in the
# background (test/prefetch.sh), in a session of its own so that it goes when the suite does.
# A script has no job control, so the child is no group leader and setsid(1) does not fork: the
# new session's group is the child's pid, $!. Not asked of ps: the child may not have called
# setsid() yet, and ps would then name this script's own group (2.5% of 200 tries here).
setsid nice -n 19 ionice -c 3 bash test/prefetch.sh >build/prefetch.log 2>&1 &
prefetch_group=$!
stop_prefetch() {
    kill -TERM -- "-$prefetch_group" 2>/dev/null
}
trap stop_prefetch EXIT

# Layers that run beside the ones after them: arm64's spends its minutes in the emulator on one
# core, with its own root, server and ports (the install lock only for its host-side build), while
# the client layers after it leave the other core mostly idle. They are collected before the
# benchmarks (layers 9x), which run alone.
BESIDE_LAYERS=" 55-arm64 "
declare -A beside_pid=() beside_started=()

total_passed=0
total_failed=0
# count_layer NAME STATUS STARTED: the layer's "N passed, M failed" (a failure without a count, or
# a non-zero status with none failed, counts as one failure) into the totals.
count_layer() {
    local name=$1 status=$2 started=$3 log="build/layer-$1.log" summary passed failed
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
    passed=$(echo "$summary" | sed -n 's/^\([0-9]*\) passed.*/\1/p')
    failed=$(echo "$summary" | sed -n 's/^[0-9]* passed, \([0-9]*\) failed.*/\1/p')
    passed=${passed:-0}
    failed=${failed:-0}
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
    if [ "$failed" -ne 0 ]; then tail -n 80 "$log"; fi
    echo "== $name: $passed passed, $failed failed ($((SECONDS - started)) s)"
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
}

collect_beside_layers() {
    local name status
    for name in "${!beside_pid[@]}"; do
        wait "${beside_pid[$name]}"
        status=$?
        count_layer "$name" "$status" "${beside_started[$name]}"
        unset "beside_pid[$name]"
    done
}

for layer in test/layers/*.sh; do
    name=$(basename "$layer" .sh)
    [[ $name == 9* ]] && collect_beside_layers
    if [[ $BESIDE_LAYERS == *" $name "* ]]; then
        bash "$layer" >"build/layer-$name.log" 2>&1 &
        beside_pid[$name]=$!
        beside_started[$name]=$SECONDS
        echo "== $name: started beside the next layers"
        continue
    fi
    started=$SECONDS
    bash "$layer" >"build/layer-$name.log" 2>&1
    count_layer "$name" $? "$started"
done
collect_beside_layers

# Long done by now: if not, a fill is stuck, and its layer has made it anyway.
stop_prefetch && echo "# prefetch: still running at the end, stopped"
sed 's/^/# /' build/prefetch.log
echo "# suite: ${SECONDS} s"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
