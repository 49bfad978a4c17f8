#!/usr/bin/env bash
# Runs inside a throwaway cluster (see estimates.sh): the measurements, then the tables.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rows=$1 plans=$2
export PGDATABASE=postgres
psql_report() { psql -X -q -P footer=off "$@"; }

psql -X -q -v ON_ERROR_STOP=1 -c "ALTER SYSTEM SET jit = off" -c "SELECT pg_reload_conf()" >/dev/null
if ! psql -X -q -v ON_ERROR_STOP=1 -v rows="$rows" -v plans="$plans" -f "$here/estimates.sql" >/dev/null; then
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
echo "Worst q-error per column; target: at most 2, or at most twice the timestamptz column's."
psql_report -c "
WITH worst AS (
    SELECT column_label, constant_type, max(q_error) AS worst FROM result GROUP BY column_label, constant_type
), baseline AS (SELECT worst FROM worst WHERE column_label = 'timestamptz')
SELECT column_label AS column, constant_type AS constants, round(worst::numeric, 2) AS worst_q_error,
       CASE WHEN column_label = 'timestamptz' THEN 'baseline'
            WHEN worst <= 2 OR worst <= 2 * (SELECT worst FROM baseline) THEN 'met' ELSE 'NOT met' END AS target
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

read -r produced missing < <(psql -X -A -t -F ' ' -c "
    SELECT count(*) FILTER (WHERE estimate IS NOT NULL AND actual IS NOT NULL)
           + (SELECT count(DISTINCT variant) FROM planning),
           count(*) FILTER (WHERE estimate IS NULL OR actual IS NULL) + 3 - (SELECT count(DISTINCT variant) FROM planning)
    FROM result")
echo "bench: ${produced:-0} passed, ${missing:-1} failed"
[ "${missing:-1}" -eq 0 ]
