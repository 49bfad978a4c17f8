#!/usr/bin/env bash
# The native extension against ulid_portable in the same PGlite instance (issue 42): generation,
# text in, text out, ORDER BY and CREATE INDEX, timed in PGlite by test/bench/pglite-native.sql under
# Node (test/pglite-native/bench.mjs, with the ulid-pglite package layer 73 installed from its
# tarball). Prints ns per row on each side and portable / native (how many times faster the
# native types are). Needs no server and no install lock.
#   test/bench/pglite-native.sh           100,000 rows, 5 repetitions (about a minute)
#   test/bench/pglite-native.sh --quick   5,000 rows, 2 repetitions: proves the pipeline, asserts no time
# The last line is "bench: N passed, M failed", N counting the jobs measured on both sides.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
case "${1:-}" in
    --quick) n=5000 reps=2 ;;
    "") n=100000 reps=5 ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac
[ -d "$ROOT/test/pglite-native/node_modules/ulid-pglite" ] ||
    { echo "test/pglite-native has no ulid-pglite installed: run test/layers/73-pglite-native.sh first"; echo "bench: 0 passed, 1 failed"; exit 1; }
out=$(cd "$ROOT/test/pglite-native" && node bench.mjs "$ROOT/portable/ulid_portable.sql" "$n" "$reps" 2>&1) || echo "PGlite run failed: $out" >&2
echo "# PGlite $(node -p "require('$ROOT/test/pglite-native/node_modules/@electric-sql/pglite/package.json').version") under Node $(node --version), $n rows, $reps repetitions"
printf '%-24s %14s %14s %8s\n' "in PGlite (ns/row)" native ulid_portable ratio
passed=0 failed=0
while IFS='|' read -r job a b; do
    if [[ $a =~ ^[0-9.e+-]+$ ]] && [[ $b =~ ^[0-9.e+-]+$ ]]; then
        awk -v j="$job" -v a="$a" -v b="$b" 'BEGIN { printf "%-24s %14.0f %14.0f %8.2f\n", j, a, b, (a > 0 ? b / a : 0) }'
        passed=$((passed + 1))
    fi
done < <(grep '|' <<<"$out")
[ "$passed" -eq 5 ] || { failed=$((5 - passed)); echo "$out" | tail -5; }
echo "bench: $passed passed, $failed failed"
