#!/usr/bin/env bash
# Runs inside a throwaway cluster (see estimates.sh): the measurements, then the tables.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rows=$1 plans=$2 shape_rows=$3 bounds=$4 repetitions=$5
export PGDATABASE=postgres
psql_report() { psql -X -q -P footer=off "$@"; }

psql -X -q -v ON_ERROR_STOP=1 -c "ALTER SYSTEM SET jit = off" -c "SELECT pg_reload_conf()" >/dev/null
if ! psql -X -q -v ON_ERROR_STOP=1 -v rows="$rows" -v plans="$plans" -f "$here/estimates.sql" \
         -v shape_rows="$shape_rows" -v bounds="$bounds" -v repetitions="$repetitions" \
         -f "$here/estimates-shapes.sql" >/dev/null; then
    echo "bench: 0 passed, 1 failed"
    exit 1
fi

echo "Row estimates: $rows rows uniformly at random over 2025; 'col >= lower AND col < upper' with constants"
echo "of the column's own type (ulid_min(t) etc.), and 'id >= t AND id < t2' with timestamptz constants"
echo "where those operators exist (columns marked (ts)). Each cell: estimate / actual."
cells=()
for c in timestamptz:own ulid:own uuid:own ulid_flake:own baseuid:own ulid:timestamptz ulid_flake:timestamptz baseuid:timestamptz; do
    label=${c%%:*} kind=${c##*:} name=${c%%:*}
    [ "$kind" = own ] || name="$label (ts)"
    cells+=("max(CASE WHEN column_label = '$label' AND constant_type = '$kind'
                 THEN round(estimate)::text || ' / ' || actual END) AS \"$name\"")
done
psql_report -c "
SELECT window_name AS window, to_char(start AT TIME ZONE 'UTC', 'MM-DD HH24:MI:SS.MS') AS start,
       $(IFS=,; echo "${cells[*]}")
FROM result GROUP BY ord, window_name, start ORDER BY ord, start"

echo
echo "Worst q-error per column; target: at most 2, or at most twice the timestamptz column's. Planning"
echo "buffers: the most shared buffers (hit + read) a second planning of one window read; target: at most"
echo "the timestamptz column's + 120."
psql_report -c "
WITH worst AS (
    SELECT column_label, constant_type, max(q_error) AS worst, max(blocks) AS blocks
    FROM result GROUP BY column_label, constant_type
), baseline AS (SELECT worst, blocks FROM worst WHERE column_label = 'timestamptz')
SELECT column_label AS column, constant_type AS constants, round(worst::numeric, 2) AS worst_q_error,
       CASE WHEN column_label = 'timestamptz' THEN 'baseline'
            WHEN worst <= 2 OR worst <= 2 * (SELECT worst FROM baseline) THEN 'met' ELSE 'NOT met' END AS target,
       blocks AS planning_buffers,
       CASE WHEN column_label = 'timestamptz' THEN 'baseline'
            WHEN blocks <= (SELECT blocks FROM baseline) + 120 THEN 'met' ELSE 'NOT met' END AS buffers_target
FROM worst ORDER BY constant_type DESC, column_label = 'timestamptz' DESC, column_label"

echo
echo "Planning time of a one-hour range on the ulid column, $plans plans x 7 batches: microseconds per plan"
echo "(EXPLAIN via PL/pgSQL), with the estimators and with the same operators on scalarltsel/scalargesel."
psql_report -c "
WITH medians AS (
    SELECT variant, percentile_cont(0.5) WITHIN GROUP (ORDER BY us_per_plan) AS median, min(us_per_plan) AS best
    FROM planning GROUP BY variant
)
SELECT variant, round(best::numeric, 1) AS min_us, round(median::numeric, 1) AS median_us,
       round((median / (SELECT median FROM medians WHERE variant = 'ulid, scalarltsel'))::numeric, 3) AS ratio
FROM medians ORDER BY variant DESC"

echo
echo "Estimates by query shape and statistics state: $shape_rows rows uniformly at random over the 30 days from"
echo "2025-03-01 (in time order), the same instants in a timestamptz, ulid, ulid_flake and baseuid column, each"
echo "with a btree index, ANALYZE, then $((shape_rows / 10)) rows of 2025-03-31 inserted without ANALYZE (autovacuum"
echo "off for the table). Each cell: estimate (q-error; shared buffers its second planning read); actual: the"
echo "timestamptz column's count (a cell shows estimate / actual where its column's count differs). Constants"
echo "of the ID column's own type (ulid_min(t), ulid_flake_min(t), baseuid_min(t)) or timestamptz. Target for"
echo "the ID columns: q-error at most max(2, 2 x the timestamptz column's), and at most 2 for the last N hours,"
echo "and planning buffers at most the timestamptz column's + 120; ✗: missed. Shapes 14-18"
echo "and 20-28 run on tables of $((shape_rows / 3)) rows over the same days in the states named (see"
echo "estimates-shapes.sql); shape 19 is a join of recent with a 1,000-row table, and its cell is the estimate"
echo "of the scan of recent."
echo
psql -X -A -t -c "SELECT line FROM shape_markdown"
echo
psql -X -A -t -c "SELECT line FROM shape_summary_markdown"
# Memory of planning: each column's K + K query planned once by a fresh backend, whose high-water
# mark of resident memory (VmHWM in /proc/PID/status) psql reads before and after.
for k in ${bounds//,/ }; do
    for column in t:timestamptz u:ulid f:ulid_flake b:baseuid; do
        psql -X -q -v ON_ERROR_STOP=1 -v name="${column%%:*}" -v label="${column#*:}" -v k="$k" >/dev/null <<'SQL'
SELECT pg_backend_pid() AS backend \gset
\set before `awk '$1 == "VmHWM:" { print $2 }' /proc/:backend/status`
\o /dev/null
SELECT many_bounds_query(:'name', :k) \gexec
\o
\set peak `awk '$1 == "VmHWM:" { print $2 }' /proc/:backend/status`
INSERT INTO plan_memory VALUES (:'label', :k, nullif(:'before', '')::bigint, nullif(:'peak', '')::bigint);
SQL
    done
done

echo
echo "Planning time of K lower and K upper timestamptz bounds on a two-row VALUES list of each type"
echo "(EXPLAIN's Planning Time; min and median of $repetitions repetitions; ratio = median / timestamptz's median);"
echo "memory: how much the resident high-water mark (VmHWM) of a fresh backend grew when it planned the"
echo "query once (it includes parsing the query, the same for every column)."
echo
psql -X -A -t -c "SELECT line FROM plan_time_markdown"

# The charts beside the tables (charts.sh): each shape's q-error per column, for constants of the ID
# columns' own type and for timestamptz constants (the timestamptz column has the one kind).
charts=${BENCH_CHARTS:?}
mkdir -p "$charts"
charts_failed=0
for constants in own timestamptz; do
    psql -X -q -v ON_ERROR_STOP=1 -c "COPY (SELECT s.ord,
        max(v.q_error) FILTER (WHERE v.column_label = 'timestamptz'),
        max(v.q_error) FILTER (WHERE v.column_label = 'ulid' AND v.constant_type = '$constants'),
        max(v.q_error) FILTER (WHERE v.column_label = 'ulid_flake' AND v.constant_type = '$constants'),
        max(v.q_error) FILTER (WHERE v.column_label = 'baseuid' AND v.constant_type = '$constants')
        FROM shape AS s JOIN shape_verdict AS v USING (ord) GROUP BY s.ord ORDER BY s.ord) TO STDOUT CSV" \
        >"$charts/qerror-$constants.csv" || charts_failed=1
done
"$here/charts.sh" estimates "$charts" || charts_failed=1
echo
echo "charts: $charts"

# Counted: every estimate/actual pair and planning time that is a number; the shape data set's
# size and state (stale statistics: no histogram bound in the rows added after ANALYZE, which the
# cumulative statistics count as modified since ANALYZE when the estimates are made).
read -r produced missing < <(psql -X -A -t -F ' ' -v shape_rows="$shape_rows" -v repetitions="$repetitions" -v bounds="$bounds" <<'SQL'
WITH counted(ok) AS (
    SELECT estimate IS NOT NULL AND actual IS NOT NULL AND blocks IS NOT NULL FROM result
    UNION ALL SELECT count(DISTINCT variant) = 3 FROM planning
    UNION ALL SELECT estimate > 0 AND actual >= 0 AND q_error >= 1 FROM shape_result
    UNION ALL SELECT count(*) = (SELECT count(*) FROM shape) * 7 FROM shape_result
    UNION ALL SELECT ms > 0 FROM plan_time
    UNION ALL SELECT count(*) = 4 * :repetitions * cardinality(string_to_array(:'bounds', ',')) FROM plan_time
    UNION ALL SELECT before_kb > 0 AND peak_kb >= before_kb FROM plan_memory
    UNION ALL SELECT count(*) = 4 * cardinality(string_to_array(:'bounds', ',')) FROM plan_memory
    UNION ALL SELECT count(*) = :shape_rows + :shape_rows / 10 FROM recent
    UNION ALL SELECT count(*) FILTER (WHERE t >= '2025-03-31 00:00:00+00') = :shape_rows / 10 FROM recent
    UNION ALL SELECT modified_since_analyze = :shape_rows / 10 FROM shape_state
    UNION ALL SELECT count(*) = :shape_rows / 3 + :shape_rows / 6 + 1 FROM backfilled
    UNION ALL SELECT count(*) FILTER (WHERE t >= '2025-03-31 00:00:00+00') = :shape_rows / 1500 FROM updated
    UNION ALL SELECT max(bound::timestamptz) < '2025-03-31 00:00:00+00'
              FROM pg_stats, unnest(histogram_bounds::text::text[]) AS bound
              WHERE tablename = 'recent' AND attname = 't'
)
SELECT count(*) FILTER (WHERE ok), count(*) FILTER (WHERE ok IS NOT TRUE) FROM counted
SQL
)
missing=$((${missing:-1} + charts_failed))
echo "bench: ${produced:-0} passed, $missing failed"
[ "$missing" -eq 0 ]
