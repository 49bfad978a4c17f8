#!/usr/bin/env bash
# The checks of layer 48 for one PostgreSQL major (PG_MAJOR): a table range-partitioned by ulid
# whose partitions are foreign tables on two other servers (postgres_fdw). With the server option
# extensions 'ulid' the range (ulid_min(...) bounds, or timestamptz bounds compared with the ulid
# directly) runs on the remote servers and partitions outside it are not scanned at all; without
# the option the same queries give the same rows, filtered locally. Three private clusters on
# 127.0.0.1, on the ports FDW_PORTS ("local shard_a shard_b"). Run by test/layers/48-postgres-fdw.sh
# on the host and inside a chroot.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"

read -r LOCAL SHARD_A SHARD_B <<<"${FDW_PORTS:-25464 25465 25466}"
ROWS_PER_YEAR=20000

start_cluster local $LOCAL || die "start the local server"
start_cluster shard_a $SHARD_A || die "start shard server a"
start_cluster shard_b $SHARD_B || die "start shard server b"

# Each shard server holds one year of events; the local server holds a plain copy of all of them.
for port in $SHARD_A $SHARD_B; do
    q $port postgres -c "CREATE EXTENSION ulid" -c "CREATE TABLE events (id ulid PRIMARY KEY, payload int NOT NULL)" ||
        die "create the remote table on $port"
done
q $LOCAL postgres <<SQL >/dev/null || die "create the partitioned table"
CREATE EXTENSION ulid;
CREATE EXTENSION postgres_fdw;
CREATE SERVER shard_a FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port '$SHARD_A', dbname 'postgres', extensions 'ulid');
CREATE SERVER shard_b FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '127.0.0.1', port '$SHARD_B', dbname 'postgres', extensions 'ulid');
CREATE USER MAPPING FOR CURRENT_USER SERVER shard_a OPTIONS (user 'postgres');
CREATE USER MAPPING FOR CURRENT_USER SERVER shard_b OPTIONS (user 'postgres');
CREATE TABLE events (id ulid NOT NULL, payload int NOT NULL) PARTITION BY RANGE (id);
CREATE FOREIGN TABLE events_2025 PARTITION OF events
    FOR VALUES FROM (ulid_min('2025-01-01 00:00+00')) TO (ulid_min('2026-01-01 00:00+00'))
    SERVER shard_a OPTIONS (table_name 'events');
CREATE FOREIGN TABLE events_2026 PARTITION OF events
    FOR VALUES FROM (ulid_min('2026-01-01 00:00+00')) TO (ulid_min('2027-01-01 00:00+00'))
    SERVER shard_b OPTIONS (table_name 'events');
CREATE TABLE local_events (id ulid PRIMARY KEY, payload int NOT NULL);
INSERT INTO local_events
    SELECT gen_ulid(timestamptz '2025-01-01 00:00+00' + (g * interval '1 second') * (2 * 365 * 86400 / ($ROWS_PER_YEAR * 2))), g
    FROM generate_series(0, 2 * $ROWS_PER_YEAR - 1) g;
-- through the partitioned table: each row goes to its year's server
INSERT INTO events SELECT * FROM local_events;
ANALYZE events_2025; ANALYZE events_2026;
SQL
check "inserts through the partitioned table reached each year's server" \
    "$(q $LOCAL postgres -c "SELECT count(*) FILTER (WHERE id < ulid_min('2026-01-01 00:00+00')) || ' ' ||
                                    count(*) FILTER (WHERE id >= ulid_min('2026-01-01 00:00+00')) FROM local_events")" \
    "$(q $SHARD_A postgres -c "SELECT count(*) FROM events") $(q $SHARD_B postgres -c "SELECT count(*) FROM events")"

digest="SELECT count(*), md5(string_agg(id::text || ':' || payload, ',' ORDER BY id))"
march_start="timestamptz '2026-03-01 00:00+00'"
march_end="timestamptz '2026-04-01 00:00+00'"
check "the March range is neither empty nor everything" t \
    "$(q $LOCAL postgres -c "SELECT count(*) BETWEEN 1 AND $ROWS_PER_YEAR - 1 FROM local_events
                             WHERE id >= ulid_min($march_start) AND id < ulid_min($march_end)")"

# range FORM LOW HIGH: the March predicate on id, with the bounds LOW and HIGH (timestamptz
# expressions) turned into ulids by ulid_min (FORM ulid_min) or compared with id as they are
# (FORM timestamptz: the cross-type operators).
range() {
    if [ "$1" = ulid_min ]; then echo "id >= ulid_min($2) AND id < ulid_min($3)"; else echo "id >= $2 AND id < $3"; fi
}
# shipped_bound FORM CONSTANT|PARAMETER N: a regex for what the Remote SQL compares id with.
shipped_bound() {
    case $1:$2 in
    ulid_min:constant) echo "'[0-9A-Z]{26}'" ;;  # ulid_min of a constant is folded locally
    ulid_min:parameter) echo "public\.ulid_min\(\\\$$3::timestamp with time zone\)" ;;
    timestamptz:constant) echo "'2026-0[34]-[0-9 :+-]+'::timestamp with time zone" ;;
    timestamptz:parameter) echo "\\\$$3::timestamp with time zone" ;;
    esac
}
arguments="('2026-03-01 00:00+00', '2026-04-01 00:00+00')"
for mode in shipped local; do
    if [ $mode = local ]; then
        q $LOCAL postgres -c "ALTER SERVER shard_a OPTIONS (DROP extensions)" -c "ALTER SERVER shard_b OPTIONS (DROP extensions)" ||
            die "drop the extensions option"
    fi
    for form in ulid_min timestamptz; do
        march=$(range $form "$march_start" "$march_end")
        label="$mode, $form bounds"
        expected=$(q $LOCAL postgres -c "$digest FROM local_events WHERE $march")
        plan=$(q $LOCAL postgres -c "EXPLAIN (VERBOSE) SELECT * FROM events WHERE $march")
        remote=$(grep "Remote SQL" <<<"$plan")
        check "$label: constant range scans only the 2026 partition" "events_2026" \
            "$(grep -oE 'Foreign Scan on public\.events_20[0-9]+' <<<"$plan" | sed 's/.*public\.//' | tr '\n' ' ' | sed 's/ $//')"
        # A generic plan keeps the parameters: they are shipped as such, and the 2025 partition is
        # pruned when the plan starts.
        prepared="SET plan_cache_mode = force_generic_plan;
                  PREPARE march(timestamptz, timestamptz) AS SELECT * FROM events WHERE $(range $form '$1' '$2');
                  PREPARE march_digest(timestamptz, timestamptz) AS $digest FROM events WHERE $(range $form '$1' '$2');"
        generic=$(q $LOCAL postgres -c "$prepared" -c "EXPLAIN (VERBOSE) EXECUTE march$arguments")
        check "$label: generic plan prunes the 2025 partition when it starts" "events_2026|Subplans Removed: 1" \
            "$(grep -oE 'Foreign Scan on public\.events_20[0-9]+' <<<"$generic" | sed 's/.*public\.//' | tr '\n' '|')$(grep -oE 'Subplans Removed: [0-9]+' <<<"$generic")"
        if [ $mode = shipped ]; then
            echo "# $label: $(sed 's/^ *//' <<<"$remote")"
            check "$label: Remote SQL compares on the remote server" yes \
                "$(grep -qE "WHERE \(\(id OPERATOR\(public\.>=\) $(shipped_bound $form constant)\)\) AND \(\(id OPERATOR\(public\.<\) $(shipped_bound $form constant)\)\)" <<<"$remote" &&
                    echo yes || echo "no: $remote")"
            check "$label: Remote SQL of the generic plan ships the parameters" yes \
                "$(grep -qE "Remote SQL: .* WHERE .*id OPERATOR\(public\.>=\) $(shipped_bound $form parameter 1).*id OPERATOR\(public\.<\) $(shipped_bound $form parameter 2)" <<<"$generic" &&
                    echo yes || echo "no: $generic")"
        else
            check "$label: Remote SQL has no WHERE, the range is filtered here" "no WHERE, local Filter" \
                "$(grep -q WHERE <<<"$remote" && echo "WHERE: $remote" || echo "no WHERE"), $(grep -qE '^ *Filter: .*id >=' <<<"$plan" && echo "local Filter" || echo "no local Filter: $plan")"
        fi
        check "$label: same rows as the local copy" "$expected" "$(q $LOCAL postgres -c "$digest FROM events WHERE $march")"
        check "$label: same rows as the local copy with the generic plan" "$expected" \
            "$(q $LOCAL postgres -c "$prepared" -c "EXECUTE march_digest$arguments")"
    done
done

echo "# duration: ${SECONDS}s"
finish_layer
