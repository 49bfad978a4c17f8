#!/usr/bin/env bash
# The scale-out benchmark row: N inserts through a Citus coordinator (two workers, 32 shards) into
# a table keyed by DEFAULT gen_monotonic_ulid() and into one keyed by DEFAULT gen_random_uuid(),
# alternating, in the same run. Prints the median elapsed times, their ratio, and the ratio of the
# total size of the shards' primary key indexes. No time is asserted.
#   test/bench/citus-insert.sh [ROWS [REPETITIONS]]     (default 1000000 rows, 3 repetitions)
# The last line is "bench: N passed, M failed" like test/bench/run.sh.
set -uo pipefail
ROWS=${1:-1000000}
REPETITIONS=${2:-3}
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/citus.sh"
CITUS_VERSION=${CITUS_VERSION:-13.2.2}
COORDINATOR=25467

fail() { echo "$*"; echo "bench: 0 passed, 1 failed"; exit 1; }
citus_tarball "$CITUS_VERSION" >/dev/null || fail "Citus $CITUS_VERSION is not available"
# shellcheck disable=SC2086
"$ROOT/test/install-deps.sh" $CITUS_BUILD_DEPS >/dev/null || fail "install Citus build deps"
ensure_citus_built "$CITUS_VERSION" "$PG_CONFIG" "$PG_MAJOR" || fail "build Citus $CITUS_VERSION"
source "$ROOT/test/reliability/lib.sh"
install_citus "$CITUS_VERSION" "$PG_MAJOR" || die "install Citus"
start_citus_cluster $COORDINATOR 25468 25469 || die "start a coordinator and two workers"
c() { q $COORDINATOR postgres "$@"; }
c -c "CREATE EXTENSION ulid" >/dev/null || die "CREATE EXTENSION ulid"

declare -A default=([ulid]="ulid PRIMARY KEY DEFAULT gen_monotonic_ulid()" [uuid]="uuid PRIMARY KEY DEFAULT gen_random_uuid()")
declare -A elapsed index_bytes
for repetition in $(seq "$REPETITIONS"); do
    for variant in ulid uuid; do
        c -c "SET client_min_messages = warning" -c "DROP TABLE IF EXISTS bench_$variant" -c "SET citus.shard_count = 32" \
          -c "CREATE TABLE bench_$variant (id ${default[$variant]}, payload int NOT NULL)" \
          -c "SELECT create_distributed_table('bench_$variant', 'id')" >/dev/null || die "create bench_$variant"
        started=$(date +%s%N)
        c -c "INSERT INTO bench_$variant (payload) SELECT g FROM generate_series(1, $ROWS) g" >/dev/null || die "insert into bench_$variant"
        elapsed[$variant]+="$((($(date +%s%N) - started) / 1000000)) "
        index_bytes[$variant]=$(c -c "SELECT sum(result::bigint) FROM run_command_on_shards('bench_$variant',
                                       'SELECT pg_indexes_size(''%s'')')") || die "index size of bench_$variant"
    done
done

median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ulid_ms=$(median "${elapsed[ulid]}") uuid_ms=$(median "${elapsed[uuid]}")
printf '%-52s %12s %12s %8s\n' "row ($ROWS rows, $REPETITIONS repetitions, medians)" ulid uuid ratio
printf '%-52s %12s %12s %8s\n' "insert through the coordinator (ms)" "$ulid_ms" "$uuid_ms" "$(awk -v a="$ulid_ms" -v b="$uuid_ms" 'BEGIN { printf "%.2f", a / b }')"
printf '%-52s %12s %12s %8s\n' "primary key index size over 32 shards (MB)" \
    "$(awk -v a="${index_bytes[ulid]}" 'BEGIN { printf "%.1f", a / 1048576 }')" \
    "$(awk -v b="${index_bytes[uuid]}" 'BEGIN { printf "%.1f", b / 1048576 }')" \
    "$(awk -v a="${index_bytes[ulid]}" -v b="${index_bytes[uuid]}" 'BEGIN { printf "%.2f", a / b }')"
echo "bench: 2 passed, 0 failed"
