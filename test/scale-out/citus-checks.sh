#!/usr/bin/env bash
# The checks of layer 47 for one PostgreSQL major and one Citus release (PG_MAJOR, CITUS_VERSION):
# the three ID types as Citus distribution keys on a coordinator and two workers (a third joins
# for the rebalance), all private clusters on 127.0.0.1. Citus is built once from its upstream
# release (test/citus.sh) and cached; without the release tarball this says where to get it and
# skips. Run by test/layers/47-citus.sh on the host and inside a chroot.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/citus.sh"

CITUS_VERSION=${CITUS_VERSION:-13.2.2}
# The coordinator, two workers and the one added later (CITUS_PORTS, "c w1 w2 w3").
read -r COORDINATOR WORKER1 WORKER2 WORKER3 <<<"${CITUS_PORTS:-25460 25461 25462 25463}"
ROWS=1000000
SHARDS=32

if ! citus_tarball "$CITUS_VERSION" >/dev/null; then
    echo "# skipped: Citus $CITUS_VERSION is not available here (see above)"
    echo "0 passed, 0 failed"
    exit 0
fi
# shellcheck disable=SC2086
"$ROOT/test/install-deps.sh" $CITUS_BUILD_DEPS >/dev/null || { echo "not ok - install Citus build deps"; exit 1; }
# The long compile runs before the install lock is taken (reliability/lib.sh takes it).
ensure_citus_built "$CITUS_VERSION" "$PG_CONFIG" "$PG_MAJOR" || { echo "not ok - build Citus $CITUS_VERSION"; echo "0 passed, 1 failed"; exit 1; }
echo "# Citus $CITUS_VERSION built (or cached): ${SECONDS}s"
source "$ROOT/test/reliability/lib.sh"
install_citus "$CITUS_VERSION" "$PG_MAJOR" || die "install Citus $CITUS_VERSION"

start_citus_cluster $COORDINATOR $WORKER1 $WORKER2 || die "start a coordinator and two workers"
c() { q $COORDINATOR postgres "$@"; }
echo "# cluster of three up: ${SECONDS}s"

# --- the extension reaches the workers -------------------------------------------------------
c -c "CREATE EXTENSION ulid" -c "CREATE EXTENSION amcheck" || die "CREATE EXTENSION ulid, amcheck on the coordinator"
version=$(c -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'")
for port in $WORKER1 $WORKER2; do
    check "CREATE EXTENSION ulid on the coordinator created it on the worker at $port" "$version" \
        "$(q $port postgres -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'")"
done

# --- distributed tables on each ID type ------------------------------------------------------
c <<SQL >/dev/null || die "create the distributed tables"
SET citus.shard_count = $SHARDS;
CREATE TABLE events (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), payload int NOT NULL);
SELECT create_distributed_table('events', 'id');
CREATE TABLE event_items (event_id ulid NOT NULL, item int NOT NULL, PRIMARY KEY (event_id, item));
SELECT create_distributed_table('event_items', 'event_id', colocate_with => 'events');
CREATE TABLE flakes (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(), payload int NOT NULL);
SELECT create_distributed_table('flakes', 'id');
CREATE TABLE baseuids (id baseuid PRIMARY KEY DEFAULT gen_monotonic_baseuid(), payload int NOT NULL);
SELECT create_distributed_table('baseuids', 'id');
-- distributed by something else, joined to events on a ulid column: a repartition join
CREATE TABLE notes (note_id bigint PRIMARY KEY, event_id ulid NOT NULL);
SELECT create_distributed_table('notes', 'note_id');
CREATE TABLE kinds (kind_id ulid PRIMARY KEY DEFAULT gen_ulid(), name text NOT NULL);
SELECT create_reference_table('kinds');
SQL
for table in events flakes baseuids; do
    check "$table is hash-distributed over $SHARDS shards" "h $SHARDS" \
        "$(c -c "SELECT partmethod, (SELECT count(*) FROM pg_dist_shard s WHERE s.logicalrelid = p.logicalrelid)
                 FROM pg_dist_partition p WHERE logicalrelid = '$table'::regclass" | tr '|' ' ')"
done
check "event_items is colocated with events" t \
    "$(c -c "SELECT a.colocationid = b.colocationid FROM pg_dist_partition a, pg_dist_partition b
             WHERE a.logicalrelid = 'events'::regclass AND b.logicalrelid = 'event_items'::regclass")"

started=$SECONDS
c -c "INSERT INTO events (payload) SELECT g FROM generate_series(1, $ROWS) g" >/dev/null || die "insert $ROWS events"
echo "# $ROWS rows inserted through the coordinator: $((SECONDS - started))s"
c <<SQL >/dev/null || die "fill the other tables"
INSERT INTO flakes (payload) SELECT g FROM generate_series(1, $ROWS) g;
INSERT INTO baseuids (payload) SELECT g FROM generate_series(1, $ROWS) g;
INSERT INTO event_items SELECT id, i FROM events, generate_series(1, 2) i WHERE payload % 10 = 0;
INSERT INTO notes SELECT payload, id FROM events WHERE payload % 7 = 0;
INSERT INTO kinds (kind_id, name) SELECT id, 'kind ' || payload FROM events WHERE payload <= 3;
ANALYZE events; ANALYZE event_items; ANALYZE notes;
-- the same data in plain tables of the coordinator, to compare every distributed answer with
CREATE TABLE local_events AS SELECT * FROM events;
ALTER TABLE local_events ADD PRIMARY KEY (id);
CREATE TABLE local_notes AS SELECT * FROM notes;
CREATE TABLE local_items AS SELECT * FROM event_items;
ANALYZE local_events;
SQL
check "all $ROWS events arrived" "$ROWS" "$(c -c "SELECT count(*) FROM events")"

# Per-shard row counts (run on each shard) within 5% of the mean: time-ordered keys hash evenly.
for table in events:$ROWS flakes:$ROWS baseuids:$ROWS; do
    name=${table%%:*} total=${table#*:}
    check "$name: every one of $SHARDS shards within 5% of the mean ($((total / SHARDS)) rows)" "$SHARDS 0" \
        "$(c -c "SELECT count(*), count(*) FILTER (WHERE abs(result::int - $total / $SHARDS.0) > 0.05 * $total / $SHARDS)
                 FROM run_command_on_shards('$name', 'SELECT count(*) FROM %s')" | tr '|' ' ')"
done

# --- joins -----------------------------------------------------------------------------------
plan=$(c -c "EXPLAIN SELECT count(*) FROM events e JOIN event_items i ON i.event_id = e.id")
check "colocated join runs shard by shard (no repartitioning)" "32 no" \
    "$(sed -n 's/.*Task Count: \([0-9]*\).*/\1/p' <<<"$plan" | head -1) $(grep -q MapMergeJob <<<"$plan" && echo yes || echo no)"
check "colocated join: same answer as the local copy" \
    "$(c -c "SELECT count(*), sum(e.payload) FROM local_events e JOIN local_items i ON i.event_id = e.id")" \
    "$(c -c "SELECT count(*), sum(e.payload) FROM events e JOIN event_items i ON i.event_id = e.id")"
repartition="SET citus.enable_repartition_joins = on; SET citus.max_adaptive_executor_pool_size = 4;"
plan=$(c -c "$repartition EXPLAIN SELECT count(*) FROM notes n JOIN event_items i ON i.event_id = n.event_id")
check "non-colocated join on a ulid column is planned as a repartition join" yes \
    "$(grep -q MapMergeJob <<<"$plan" && echo yes || echo "no: $plan")"
check "repartition join: same answer as the local copy" \
    "$(c -c "SELECT count(*), md5(string_agg(n.event_id::text || i.item, ',' ORDER BY n.event_id, i.item))
             FROM local_notes n JOIN local_items i ON i.event_id = n.event_id")" \
    "$(c -c "$repartition SELECT count(*), md5(string_agg(n.event_id::text || i.item, ',' ORDER BY n.event_id, i.item))
             FROM notes n JOIN event_items i ON i.event_id = n.event_id")"
check "reference table with a ulid column is on every worker" "2" \
    "$(c -c "SELECT count(DISTINCT nodeport) FROM pg_dist_shard_placement p JOIN pg_dist_shard s USING (shardid)
             WHERE s.logicalrelid = 'kinds'::regclass AND nodeport <> $COORDINATOR")"
check "reference table joins a distributed table on ulid" "3|6" \
    "$(c -c "SELECT count(*), sum(e.payload) FROM events e JOIN kinds k ON k.kind_id = e.id")"

# --- point lookup and time range -------------------------------------------------------------
probe=$(c -c "SELECT id FROM local_events ORDER BY id OFFSET 123456 LIMIT 1")
plan=$(c -c "EXPLAIN SELECT * FROM events WHERE id = '$probe'")
check "point lookup plans exactly one task" 1 "$(sed -n 's/.*Task Count: \([0-9]*\).*/\1/p' <<<"$plan")"
check "point lookup uses the shard's primary key index" yes \
    "$(grep -qE 'Index (Only )?Scan using events_pkey_[0-9]+' <<<"$plan" && echo yes || echo "no: $plan")"
check "point lookup finds the row of the local copy" \
    "$(c -c "SELECT payload FROM local_events WHERE id = '$probe'")" "$(c -c "SELECT payload FROM events WHERE id = '$probe'")"

# The last 1% of the time span: every shard holds some of it, and each reads it by its index.
since=$(c -c "SELECT ulid_extract_timestamp(id) FROM local_events ORDER BY id OFFSET $((ROWS * 99 / 100)) LIMIT 1")
range_check() {  # NAME CONDITION
    local plan
    plan=$(c -c "SET citus.explain_all_tasks = on; EXPLAIN SELECT id FROM events WHERE $2")
    check "$1: fans out to all $SHARDS shards" "$SHARDS" "$(sed -n 's/.*Task Count: \([0-9]*\).*/\1/p' <<<"$plan")"
    check "$1: every shard scans its index" "$SHARDS" "$(grep -cE 'Index (Only )?Scan.* events_pkey_[0-9]+' <<<"$plan")"
    check "$1: same rows as the local copy" \
        "$(c -c "SELECT count(*), md5(string_agg(id::text, ',' ORDER BY id)) FROM local_events WHERE $2")" \
        "$(c -c "SELECT count(*), md5(string_agg(id::text, ',' ORDER BY id)) FROM events WHERE $2")"
}
range_check "id >= ulid_min(t)" "id >= ulid_min('$since')"
if [ "$(c -c "SELECT count(*) FROM pg_operator WHERE oprname = '>=' AND oprleft = 'ulid'::regtype
                                              AND oprright = 'timestamptz'::regtype")" = 1 ]; then
    range_check "id >= timestamptz" "id >= '$since'::timestamptz"
else
    echo "# no ulid >= timestamptz operator in this version: that range is not checked"
fi

# --- COPY and RETURNING ----------------------------------------------------------------------
c <<SQL >/dev/null || die "create the COPY tables"
CREATE TABLE copy_source AS SELECT gen_ulid() AS id, g AS payload FROM generate_series(1, 20000) g;
CREATE TABLE copy_text (id ulid PRIMARY KEY, payload int);
CREATE TABLE copy_binary (id ulid PRIMARY KEY, payload int);
SELECT create_distributed_table('copy_text', 'id', colocate_with => 'events');
SELECT create_distributed_table('copy_binary', 'id', colocate_with => 'events');
SQL
c -c "COPY copy_source TO STDOUT" >"$WORK/copy.txt"
c -c "COPY copy_source TO STDOUT (FORMAT binary)" >"$WORK/copy.bin"
c -c "COPY copy_text FROM STDIN" <"$WORK/copy.txt" || echo "COPY text failed"
c -c "COPY copy_binary FROM STDIN (FORMAT binary)" <"$WORK/copy.bin" || echo "COPY binary failed"
source_digest=$(c -c "SELECT count(*), md5(string_agg(id::text || ':' || payload, ',' ORDER BY id)) FROM copy_source")
for table in copy_text copy_binary; do
    check "COPY ${table#copy_} into a distributed table keeps every row" "$source_digest" \
        "$(c -c "SELECT count(*), md5(string_agg(id::text || ':' || payload, ',' ORDER BY id)) FROM $table")"
done
returned=$(c -c "INSERT INTO events (payload) VALUES (-1), (-2), (-3) RETURNING id")
check "INSERT ... RETURNING id: three new ids, each found again by a point lookup" 3 \
    "$(c -c "SELECT count(*) FROM events WHERE id = ANY ('{$(tr '\n' ',' <<<"$returned" | sed 's/,$//')}'::ulid[])")"
# The coordinator evaluates the DEFAULT (it needs the key to route the row): one session's ids
# increase in the order of its rows, whichever shards they land on.
check "INSERT ... RETURNING id: ids increase in the order the rows were given" t \
    "$(c -c "SELECT array_agg(id ORDER BY payload DESC) = array_agg(id ORDER BY id) FROM events WHERE payload < 0")"
c -c "DELETE FROM events WHERE payload < 0" >/dev/null

# --- moving shards and rebalancing keep every row --------------------------------------------
digest_all() {
    c -c "SELECT (SELECT count(*) FROM events) || ' ' || (SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM events)
          || ' ' || (SELECT count(*) FROM event_items) || ' ' || (SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM flakes)
          || ' ' || (SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM baseuids)"
}
before=$(digest_all)
move_one() {  # MODE: moves the first events shard on worker 1 to worker 2
    local shard
    shard=$(c -c "SELECT shardid FROM pg_dist_shard_placement JOIN pg_dist_shard USING (shardid)
                  WHERE logicalrelid = 'events'::regclass AND nodeport = $WORKER1 ORDER BY shardid LIMIT 1")
    c -c "SELECT citus_move_shard_placement($shard, '127.0.0.1', $WORKER1, '127.0.0.1', $WORKER2, shard_transfer_mode => '$1')" >/dev/null &&
        c -c "SELECT nodeport FROM pg_dist_shard_placement WHERE shardid = $shard"
}
check "citus_move_shard_placement (force_logical) moves an events shard to worker 2" $WORKER2 "$(move_one force_logical)"
check "after the logical move: same counts and md5 over all ids" "$before" "$(digest_all)"
check "citus_move_shard_placement (block_writes) moves another events shard" $WORKER2 "$(move_one block_writes)"
check "after the blocking move: same counts and md5 over all ids" "$before" "$(digest_all)"

start_citus_node worker3 $WORKER3 || die "start worker 3"
c -c "SELECT citus_add_node('127.0.0.1', $WORKER3)" >/dev/null || die "add worker 3"
check "the third worker got the ulid extension when it joined" "$version" \
    "$(q $WORKER3 postgres -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'")"
started=$SECONDS
# Blocking moves (the logical ones are covered above), several at a time: a minute less.
c -c "SELECT citus_rebalance_start(shard_transfer_mode => 'block_writes')" -c "SELECT citus_rebalance_wait()" >/dev/null 2>&1 ||
    echo "rebalance failed"
echo "# rebalance onto the third worker: $((SECONDS - started))s"
check "citus_rebalance_start moved shards of events onto the third worker" t \
    "$(c -c "SELECT count(*) > 0 FROM pg_dist_shard_placement JOIN pg_dist_shard USING (shardid)
             WHERE logicalrelid = 'events'::regclass AND nodeport = $WORKER3")"
check "after the rebalance: same counts and md5 over all ids" "$before" "$(digest_all)"
check "after the rebalance: the time range still matches the local copy" \
    "$(c -c "SELECT count(*), md5(string_agg(id::text, ',' ORDER BY id)) FROM local_events WHERE id >= ulid_min('$since')")" \
    "$(c -c "SELECT count(*), md5(string_agg(id::text, ',' ORDER BY id)) FROM events WHERE id >= ulid_min('$since')")"

# amcheck (with heapallindexed) on the shard indexes of the two workers that received moved shards
# (the blocking and logical moves went to worker 2, the rebalance to worker 3).
for port in $WORKER2 $WORKER3; do
    read -r shards placed < <(c -c "SELECT string_agg(shardid::text, ','), count(*) FROM pg_dist_shard_placement
                                     JOIN pg_dist_shard USING (shardid) WHERE nodeport = $port
                                     AND logicalrelid::text IN ('events', 'event_items', 'copy_text', 'copy_binary')" | tr '|' ' ')
    # Shard relations are <table>_<shardid>, their indexes <index>_<shardid> (one primary key each);
    # workers hide shards from catalog queries unless told otherwise.
    check "amcheck clean on the primary keys of all $placed shards on the worker at $port" "$placed" \
        "$(q $port postgres -c "SET citus.override_table_visibility = off" -c "SELECT count(*) FROM (
               SELECT bt_index_parent_check(i.indexrelid, true) FROM pg_index i
               JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
               WHERE a.amname = 'btree' AND substring(c.relname from '_([0-9]+)\$') = ANY (string_to_array('$shards', ','))) s" 2>&1)"
done

# --- server-wide ulid_flake generators: one sid per node -------------------------------------
# Each worker generates on its own at the same time with its own sid; the union never collides.
sid=0
for port in $WORKER1 $WORKER2 $WORKER3; do
    sid=$((sid + 1))
    q $port postgres -c "COPY (SELECT gen_ulid_flake($sid) FROM generate_series(1, 200000)) TO STDOUT" >"$WORK/flake-$sid.txt" &
done
wait
c -c "CREATE TABLE flake_union (id ulid_flake)" >/dev/null
cat "$WORK"/flake-*.txt | c -c "COPY flake_union FROM STDIN"
check "600000 ulid_flake values from three nodes with sids 1..3: all distinct" "600000 600000 3" \
    "$(c -c "SELECT count(*), count(DISTINCT id), count(DISTINCT ulid_flake_extract_sid(id)) FROM flake_union" | tr '|' ' ')"
check "the nodes generated in the same milliseconds (a collision was possible)" t \
    "$(c -c "SELECT count(*) > 0 FROM (SELECT ulid_flake_extract_timestamp(id) FROM flake_union GROUP BY 1
                                       HAVING count(DISTINCT ulid_flake_extract_sid(id)) > 1) s")"

echo "# duration: ${SECONDS}s"
finish_layer
