#!/usr/bin/env bash
# ulid_portable in PGlite (issue 35) against the same calls on the native server, in one run:
# gen_ulid, gen_monotonic_ulid, ulid_to_text and ulid_from_text, timed in the server by
# test/bench/pglite.sql, with portable/ulid_portable.sql loaded into both (psql -f here, exec in
# PGlite under Node, test/pglite/bench.mjs). Prints ns per call on each side and PGlite / native.
#   test/bench/pglite.sh           100,000 values, 5 repetitions (about 2 minutes)
#   test/bench/pglite.sh --quick   5,000 values, 2 repetitions: proves the pipeline, asserts no time
# The last line is "bench: N passed, M failed", N counting the calls measured on both sides.
set -uo pipefail
source "$(dirname "$0")/common.sh"

if [ "${1:-}" = --measure ]; then  # inside the cluster: N REPS
    n=$2 reps=$3
    native=$(psql -X -q -At -F ' ' -v ON_ERROR_STOP=1 -f "$ROOT/portable/ulid_portable.sql" -f "$ROOT/test/bench/pglite.sql" \
        -c "SELECT call, ns FROM pg_temp.bench_portable_calls($n, $reps)" 2>&1) || echo "native run failed: $native" >&2
    pglite=$(cd "$ROOT/test/pglite" && node bench.mjs "$ROOT/portable/ulid_portable.sql" "$n" "$reps" 2>&1) ||
        echo "PGlite run failed: $pglite" >&2
    echo "# $(psql -X -At -c 'SELECT version()')"
    echo "# PGlite $(node -p "require('$ROOT/test/pglite/node_modules/@electric-sql/pglite/package.json').version") under Node $(node --version)"
    printf '%-32s %12s %12s %8s\n' "ulid_portable in PGlite (ns/call)" native PGlite ratio
    passed=0 failed=0
    for call in gen_ulid gen_monotonic_ulid ulid_to_text ulid_from_text; do
        a=$(awk -v c="$call" '$1 == c { print $2 }' <<<"$native")
        b=$(awk -v c="$call" '$1 == c { print $2 }' <<<"$pglite")
        if [ -n "$a" ] && [ -n "$b" ]; then
            awk -v c="$call" -v a="$a" -v b="$b" 'BEGIN { printf "%-32s %12.0f %12.0f %8.2f\n", c, a, b, (a > 0 ? b / a : 0) }'
            passed=$((passed + 1))
        else
            printf '%-32s %12s %12s %8s\n' "$call" "${a:-no data}" "${b:-no data}" -
            failed=$((failed + 1))
        fi
    done
    echo "bench: $passed passed, $failed failed"
    exit 0
fi

case "${1:-}" in
    --quick) mode=quick n=5000 reps=2 ;;
    "") mode=full n=100000 reps=5 ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac
source "$ROOT/test/node.sh"
export npm_config_prefer_offline=true  # the lock file pins the tarballs: npm's cache first
npm_ci "$ROOT/test/pglite" "$ROOT/build/pglite-npm.log" || { echo "bench: 0 passed, 1 failed"; exit 1; }
run_in_cluster "$ROOT/build/bench-pglite-$mode.log" "$0" --measure "$n" "$reps"
