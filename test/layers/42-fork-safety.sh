#!/usr/bin/env bash
# Fork safety (issue 6, item 5): with shared_preload_libraries = 'ulid' the library is loaded in
# the postmaster before any backend forks, so any state it kept at load time would be inherited by
# every backend. The load of layer 41 runs with a new connection (a new forked backend) for every
# transaction, and parallel workers generate too; no two processes may share random bytes:
# - the first value of every backend differs in its random part;
# - no 64-bit prefix of a random part occurs in two processes (a shared random stream would
#   repeat them), for gen_ulid, gen_monotonic_ulid, gen_baseuid and gen_monotonic_baseuid.
# Runtime: about 30 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25442
start_cluster fork $PORT "shared_preload_libraries = 'ulid'" "max_connections = 40" || die "start cluster"
check "the library is preloaded" ulid "$(q $PORT postgres -c "SHOW shared_preload_libraries")"

TRANSACTIONS=60
run_load $PORT postgres 4 $TRANSACTIONS 10 -C
check "every transaction ran in its own backend" $((4 * TRANSACTIONS)) \
    "$(q $PORT postgres -c "SELECT count(DISTINCT pid) FROM load_monotonic_ulid")"
check_monotonic $PORT postgres

# random part of each table's ids, as bytea
declare -A RANDOM_PART=(
    [load_ulid]="ulid_extract_random(id)"
    [load_monotonic_ulid]="ulid_extract_random(id)"
    [load_baseuid]="substring(baseuid_send(id) FROM 7)"
    [load_monotonic_baseuid]="substring(baseuid_send(id) FROM 7)"
)
for table in "${!RANDOM_PART[@]}"; do
    r=${RANDOM_PART[$table]}
    check "$table: the first values of the $((4 * TRANSACTIONS)) backends have distinct random parts" 0 "$(q $PORT postgres -c "
        SELECT count(*) - count(DISTINCT r) FROM (SELECT DISTINCT ON (pid) $r AS r FROM $table ORDER BY pid, seq) s")"
    check "$table: no 64-bit random prefix occurs in two backends" 0 "$(q $PORT postgres -c "
        SELECT count(*) FROM (SELECT substring($r FOR 8) FROM $table GROUP BY 1 HAVING count(DISTINCT pid) > 1) s")"
done

# Parallel workers are forked by the postmaster too: random parts made by the leader and two
# workers in one query never share a 64-bit prefix.
q $PORT postgres -c "CREATE TABLE spread AS SELECT g FROM generate_series(1, 300000) g" -c "ANALYZE spread" || die "spread"
PARALLEL="SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;
          SET max_parallel_workers_per_gather = 2; SET parallel_leader_participation = off;"
check "two parallel workers run the generators" 2 "$(q $PORT postgres -c "$PARALLEL" -c "
    EXPLAIN (ANALYZE, COSTS OFF, FORMAT JSON) SELECT gen_ulid(), gen_baseuid() FROM spread" \
    | sed -n 's/.*"Workers Launched": \([0-9]*\).*/\1/p')"
check "ulids made by parallel workers share no 64-bit random prefix" 0 "$(q $PORT postgres -c "$PARALLEL" -c "
    SELECT count(*) - count(DISTINCT substring(ulid_extract_random(u) FOR 8)) FROM (SELECT gen_ulid() AS u FROM spread) s")"
check "baseuids made by parallel workers share no 64-bit random prefix" 0 "$(q $PORT postgres -c "$PARALLEL" -c "
    SELECT count(*) - count(DISTINCT substring(baseuid_send(b) FROM 7 FOR 8)) FROM (SELECT gen_baseuid() AS b FROM spread) s")"
finish_layer
