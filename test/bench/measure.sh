#!/usr/bin/env bash
# Runs inside a throwaway cluster (see run.sh): every measurement, then the table.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# reps: bulk insert; fast_reps: the rows that take a second or less per repetition, whose ratios
# sit near 1.0 and need more repetitions to be read on a noisy machine; pgbench_reps runs of
# pgbench_seconds per generator.
if [ "${1:-full}" = quick ]; then
    rows=20000 reps=2 fast_reps=2 probes=2000 pgbench_reps=2 pgbench_seconds=1
else
    rows=1000000 reps=5 fast_reps=9 probes=100000 pgbench_reps=7 pgbench_seconds=4
fi
batch=1000
# The server-wide generators (one shared state per server) in the generation and pgbench rows.
server_generators=gen_server_monotonic_ulid,gen_server_monotonic_baseuid,gen_ulid_flake
pgbench_generators="gen_random_uuid gen_ulid gen_monotonic_ulid ${server_generators//,/ }"
type_of() {
    case $1 in gen_random_uuid) echo uuid ;; *baseuid) echo baseuid ;; *flake) echo ulid_flake ;; *) echo ulid ;; esac
}

export PGDATABASE=postgres
psql_quiet() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }

# Settings that make runs comparable on a small shared machine: no parallel workers or JIT whose
# start-up would dominate, no fsync wait per commit (the same for every variant; WAL volume is
# unchanged), and memory for in-memory sorts, hashes and index builds of 1,000,000 rows.
psql_quiet >/dev/null <<'SQL' || { echo "bench: 0 passed, 1 failed"; exit 1; }
ALTER SYSTEM SET synchronous_commit = off;
ALTER SYSTEM SET jit = off;
ALTER SYSTEM SET max_parallel_workers_per_gather = 0;
ALTER SYSTEM SET max_parallel_maintenance_workers = 0;
ALTER SYSTEM SET work_mem = '256MB';
ALTER SYSTEM SET maintenance_work_mem = '256MB';
SELECT pg_reload_conf();
SQL

psql_quiet -f "$here/bench.sql" >/dev/null || { echo "bench: 0 passed, 1 failed"; exit 1; }

# A step that fails is reported and the rest still run; its rows then show "no data".
failed_steps=0
step() {  # description, psql arguments...
    local what=$1; shift
    echo "-- $what" >&2
    if ! psql_quiet "$@" >/dev/null; then
        echo "step failed: $what" >&2
        failed_steps=$((failed_steps + 1))
    fi
}

step "prepare $rows values" -c "SELECT bench_prepare($rows)" -c "VACUUM (FREEZE, ANALYZE)"
step "generation" -c "SELECT bench_variants('generate (ns/call)', '{gen_random_uuid,gen_ulid,gen_monotonic_ulid,$server_generators}',
    $fast_reps, 'SELECT count(%1\$s()) FROM generate_series(1, $rows)', 'SELECT count(g) FROM generate_series(1, $rows) g', $rows)"
# The peer dcbickfo/pg_ulid joins the text rows when run.sh built it; typeid is measured against a
# uuid column of the same UUIDs (tuuid) there, and against a text column of the same TypeIDs
# (ttext) too in the sort, index and insert rows (a text column's I/O is a copy, near the floor).
io_variants=uuid,ulid,typeid,tuuid
peer=$(psql -X -A -t -c "SELECT bench_prepare_peer()" 2>/dev/null)
[ "$peer" = t ] && io_variants=$io_variants,peer_ulid
step "text output" -c "SELECT bench_variants('text output (ns/value)', '{$io_variants}',
    $fast_reps, 'SELECT count(%1\$s_out(id)) FROM v_%1\$s', 'SELECT count(id) FROM v_%1\$s', $rows)"
step "text input" -c "SELECT bench_variants('text input (ns/value)', '{$io_variants}',
    $fast_reps, 'SELECT count(%1\$s_in(s::cstring)) FROM s_%1\$s', 'SELECT count(s::cstring) FROM s_%1\$s', $rows)"
# ulid_portable against pgulid (its generate_ulid() and pgcrypto in public, as users load it), over a
# tenth of the rows: pgulid's PL/pgSQL is some 50 times slower per call than the native functions.
portable_rows=$((rows / 10))
step "load pgulid" -f "${PGULID_SQL:-/nonexistent/pgulid.sql}"
portable=$(psql -X -A -t -c "SELECT bench_prepare_portable($portable_rows)" 2>/dev/null)
if [ "$portable" = t ]; then
    step "ulid_portable" -c "SELECT bench_portable($portable_rows, $fast_reps)"
    portable_inserts=("ulid_portable.gen_monotonic_ulid:uuid" 'generate_ulid:text COLLATE "C"')
else
    echo "step failed: ulid_portable is not installed" >&2
    failed_steps=$((failed_steps + 1))
    portable_inserts=()
fi
step "ORDER BY and CREATE INDEX" -c "SELECT bench_sort($rows, $fast_reps)"
step "ORDER BY and CREATE INDEX of typeid" -c "SELECT bench_sort($rows, $fast_reps, '{tuuid,ttext,typeid}')"

# Core uuidv7() (PostgreSQL 18 and later) joins the bulk inserts for the index growth chart.
core_v7=()
[ "$(psql -X -A -t -c "SHOW server_version_num")" -ge 180000 ] && core_v7=(uuidv7:uuid)
for rep in $(seq "$reps"); do
    for variant in gen_random_uuid:uuid gen_ulid:ulid gen_monotonic_ulid:ulid "${core_v7[@]}" \
                   gen_typeid_user:typeid 'gen_typeid_text:text COLLATE "C"' gen_typeid_uuid:uuid "${portable_inserts[@]}"; do
        # Each run starts right after a checkpoint, so full-page images are counted alike.
        step "bulk insert ${variant%%:*} #$rep" -c "CHECKPOINT" \
            -c "CALL bench_insert('${variant%%:*}', '${variant##*:}', $rep, $rows, $batch)"
    done
done

script=$(mktemp)
trap 'rm -f "$script"' EXIT
# pgbench_sample MEASURE VARIANT REP: $script on 2 clients for pgbench_seconds, its tps a sample.
pgbench_sample() {
    local tps
    tps=$(pgbench -n -c 2 -j 2 -T "$pgbench_seconds" -f "$script" 2>&1 |
          sed -n 's/^tps = \([0-9.]*\) .*without initial connection time.*/\1/p')
    if [ -n "$tps" ]; then
        psql_quiet -c "INSERT INTO bench_sample VALUES ('$1', '$2', $3, $tps)" >/dev/null
    else
        echo "step failed: pgbench $2 #$3 ($1)" >&2
        failed_steps=$((failed_steps + 1))
    fi
}
for generator in $pgbench_generators; do
    step "pgbench table for $generator" -c "CREATE TABLE pgb_$generator (id $(type_of $generator) PRIMARY KEY DEFAULT $generator())"
done
# Every repetition runs each generator once, starting one generator further along the list each
# time, so that no generator is always the first (or the last) after the others' load.
read -r -a pgbench_order <<<"$pgbench_generators"
for rep in $(seq "$pgbench_reps"); do
    for i in "${!pgbench_order[@]}"; do
        generator=${pgbench_order[$(((i + rep - 1) % ${#pgbench_order[@]}))]}
        echo "INSERT INTO pgb_$generator DEFAULT VALUES;" >"$script"
        psql_quiet -c "TRUNCATE pgb_$generator" -c "CHECKPOINT" >/dev/null
        pgbench_sample 'pgbench -c 2 -j 2 inserts (tps)' "$generator" "$rep"
    done
done

# Issue 41: a reset per transaction, as a pooler's server_reset_query sends it (DISCARD ALL, which
# clears ulid_portable's monotonic state): gen_monotonic_ulid must keep at least half of gen_ulid's
# throughput, measured beside it in each repetition (0.4.0 spun to the next millisecond: 459 tps
# against 5,919).
if [ "$portable" = t ]; then
    for rep in $(seq "$pgbench_reps"); do
        for generator in ulid_portable.gen_ulid ulid_portable.gen_monotonic_ulid; do
            printf 'DISCARD ALL;\nSELECT %s();\n' "$generator" >"$script"
            pgbench_sample 'pgbench -c 2 -j 2 DISCARD ALL; SELECT (tps)' "$generator" "$rep"
        done
    done
fi

step "unique indexes and probes" \
    -c "CREATE UNIQUE INDEX ON v_uuid (id)" -c "CREATE UNIQUE INDEX ON v_ulid (id)" \
    -c "CREATE TABLE p_uuid AS SELECT id FROM v_uuid ORDER BY random() LIMIT $probes" \
    -c "CREATE TABLE p_ulid AS SELECT id FROM v_ulid ORDER BY random() LIMIT $probes" \
    -c "VACUUM (FREEZE, ANALYZE)"
step "lookups and hash join" -c "SELECT bench_lookup($fast_reps)"
step "keyed masks" -c "SELECT bench_masks($rows, $fast_reps)"
step "planning of the last hour" -c "SELECT bench_planning_table()" -c "VACUUM ANALYZE plan_recent" \
    -c "SELECT bench_planning_rows(now() - interval '1 hour', 5000, '0.72 seconds')" \
    -c "SELECT bench_planning($fast_reps, $((probes / 100)))"

echo
echo "ulid vs core uuid: $rows rows, $fast_reps repetitions ($reps for bulk insert, $pgbench_reps of ${pgbench_seconds} s for pgbench)"
echo "ratio = median / baseline median (the target's); ratio_of_min = min / baseline min; paired = median of the"
echo "repetitions' own variant / baseline ratios (tps: higher is better)"
psql -X -q -P footer=off -c "
SELECT measure, variant, baseline, reps,
       round(variant_min::numeric, 1) AS min, round(variant_median::numeric, 1) AS median,
       round(baseline_min::numeric, 1) AS base_min, round(baseline_median::numeric, 1) AS base_median,
       round(ratio::numeric, 3) AS ratio, round(ratio_of_min::numeric, 3) AS ratio_of_min,
       round(paired_ratio::numeric, 3) AS paired, target
FROM bench_report ORDER BY ord"

# The charts beside the table (charts.sh): the ratios of generation and text I/O, and the primary
# key's size and insert time against row count (medians over the repetitions at each point).
charts=${BENCH_CHARTS:?}
mkdir -p "$charts"
psql_quiet -c "COPY (SELECT measure || ': ' || variant || ' / ' || baseline, ratio FROM bench_report
    WHERE measure ~ '^(generate|text (input|output))' AND ratio IS NOT NULL ORDER BY ord DESC) TO STDOUT CSV" >"$charts/ratios.csv"
for generator in gen_random_uuid gen_ulid gen_monotonic_ulid uuidv7; do
    psql_quiet -c "COPY (SELECT rows, percentile_cont(0.5) WITHIN GROUP (ORDER BY elapsed_ms),
        percentile_cont(0.5) WITHIN GROUP (ORDER BY index_mb) FROM bench_growth WHERE generator = '$generator'
        GROUP BY rows ORDER BY rows) TO STDOUT CSV" >"$charts/growth-$generator.csv"
done
"$here/charts.sh" bench "$charts" || { echo "step failed: charts" >&2; failed_steps=$((failed_steps + 1)); }
echo "charts: $charts"

read -r produced missing < <(psql -X -A -t -F ' ' -c \
    "SELECT count(*) FILTER (WHERE ratio IS NOT NULL), count(*) FILTER (WHERE ratio IS NULL) FROM bench_report")
missing=$((${missing:-1} + failed_steps))
echo "bench: ${produced:-0} passed, $missing failed"
[ "$missing" -eq 0 ]
