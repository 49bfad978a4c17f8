#!/usr/bin/env bash
# The checks of layer 46 (server-wide generators, issue 11) against one PostgreSQL major, whose
# extension is already installed: PG_MAJOR=NN bash test/reliability/server-generators.sh, on the
# host or inside a test chroot (the layer runs it on both, one major after another, so they share
# the ports). It ends with "N passed, M failed"; the layer's header says what is checked.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/reliability/clusters.sh"
# SERVERGEN_PORT moves the three ports (the arm64 layer runs these checks beside layer 46's).
PORT=${SERVERGEN_PORT:-25480}
STANDBY_PORT=$((PORT + 1))
FROZEN_PORT=$((PORT + 2))
FAKETIME_LIB=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1


start_cluster servergen $PORT "max_worker_processes = 16" "max_parallel_workers = 8" || die "start cluster"
check "the server runs PostgreSQL $PG_MAJOR" "$PG_MAJOR" "$(q $PORT postgres -c "SELECT current_setting('server_version_num')::int / 10000")"
q $PORT postgres -c "CREATE DATABASE other" || die "create database"
for db in postgres other; do q $PORT $db -c "CREATE EXTENSION ulid; CREATE EXTENSION dblink" || die "create extensions in $db"; done

# --- 8 sessions, 200,000 rows: 4 tables x 8 clients x 25 transactions x 250 rows.
q $PORT postgres -c "
    CREATE TABLE server_flake (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(), pid int DEFAULT pg_backend_pid(), seq bigserial);
    CREATE TABLE server_flake7 (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(7), pid int DEFAULT pg_backend_pid(), seq bigserial);
    CREATE TABLE server_ulid (id ulid PRIMARY KEY DEFAULT gen_server_monotonic_ulid(), pid int DEFAULT pg_backend_pid(), seq bigserial);
    CREATE TABLE server_baseuid (id baseuid PRIMARY KEY DEFAULT gen_server_monotonic_baseuid(), pid int DEFAULT pg_backend_pid(), seq bigserial);" \
    || die "create tables"
TABLES="server_flake server_flake7 server_ulid server_baseuid"
{
    for table in $TABLES; do echo "INSERT INTO $table (pid) SELECT pg_backend_pid() FROM generate_series(1, 250);"; done
} >"$WORK/insert.pgbench"
"$PG_BIN/pgbench" -n -h "$WORK" -p $PORT -U postgres -c 8 -j 4 -t 25 -f "$WORK/insert.pgbench" postgres >"$WORK/pgbench.out" 2>&1
check "pgbench: 8 clients finished without error (no unique violation)" 0 $?
check "pgbench: all 200 transactions processed" 200/200 \
    "$(sed -n 's/^number of transactions actually processed: \([0-9/]*\).*/\1/p' "$WORK/pgbench.out")"
grep -h "duplicate key" "$WORK/pgbench.out" | head -3
for table in $TABLES; do
    check "$table: 50000 rows, all distinct" 50000/50000 "$(q $PORT postgres -c "SELECT count(*) || '/' || count(DISTINCT id) FROM $table")"
    check "$table: written by 8 sessions" 8 "$(q $PORT postgres -c "SELECT count(DISTINCT pid) FROM $table")"
    check "$table: strictly increasing within every session" 0 "$(q $PORT postgres -c "
        SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY pid ORDER BY seq) AS previous FROM $table) s
         WHERE previous >= id")"
done
check "server_flake7: every value carries sid 7" 0 \
    "$(q $PORT postgres -c "SELECT count(*) FROM server_flake7 WHERE ulid_flake_extract_sid(id) <> 7")"
check "sessions ran at the same time (some two sessions' spans of server_ulid overlap)" t "$(q $PORT postgres -c "
    WITH span AS (SELECT pid, min(id) first, max(id) last FROM server_ulid GROUP BY pid)
    SELECT EXISTS (SELECT FROM span a JOIN span b ON a.pid <> b.pid AND a.first < b.last AND b.first < a.last)")"

echo "# ${SECONDS}s"
# --- Two persistent sessions, one in each database, take values alternately (dblink holds the
# second session open): in the order taken, the values increase strictly.
for generator in "gen_ulid_flake()" "gen_ulid_flake(7)" "gen_server_monotonic_ulid()" "gen_server_monotonic_baseuid()"; do
    type=$(q $PORT postgres -c "SELECT pg_typeof($generator)")
    check "$generator: alternate calls from databases postgres and other increase strictly" "2000|0" "$(q $PORT postgres -c "
        SELECT dblink_connect('other', 'host=$WORK port=$PORT user=postgres dbname=other');
        CREATE TEMP TABLE taken (n int, db text, id text);
        DO \$\$ BEGIN
            FOR n IN 1..1000 LOOP
                INSERT INTO taken SELECT 2 * n - 1, current_database(), $generator::text;
                INSERT INTO taken SELECT 2 * n, 'other', id FROM dblink('other', 'SELECT $generator::text') AS t(id text);
            END LOOP;
        END \$\$;
        SELECT count(*), count(*) FILTER (WHERE previous >= id)
          FROM (SELECT id::$type AS id, lag(id::$type) OVER (ORDER BY n) AS previous FROM taken) s;" | tail -1)"
done

echo "# ${SECONDS}s"
# --- A parallel query generates in its workers.
PARALLEL="SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0;
          SET max_parallel_workers_per_gather = 4;
          SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
                                 THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false);"
q $PORT postgres -c "CREATE TABLE rows AS SELECT n FROM generate_series(1, 400000) n; ANALYZE rows" || die "create rows"
plan=$(q $PORT postgres -c "$PARALLEL" -c "EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF)
    SELECT count(DISTINCT id) FROM (SELECT gen_ulid_flake() AS id FROM rows) s")
workers=$(sed -n 's/.*Workers Launched: \([0-9]*\).*/\1/p' <<<"$plan" | head -1)
check "EXPLAIN: the query launched parallel workers" t "$([ "${workers:-0}" -gt 0 ] && echo t)"
check "EXPLAIN: the workers' scan computes gen_ulid_flake()" t \
    "$(grep -A1 'Parallel Seq Scan' <<<"$plan" | grep -q 'Output: gen_ulid_flake()' && echo t)"
check "EXPLAIN: workers produced rows" t "$(grep -q 'Worker 0:  actual rows=[1-9]' <<<"$plan" && echo t)"
check "parallel gen_ulid_flake(): 400000 values, all distinct" 400000/400000 "$(q $PORT postgres -c "$PARALLEL" -c "
    SELECT count(*) || '/' || count(DISTINCT id) FROM (SELECT gen_ulid_flake() AS id FROM rows) s" | tail -1)"
check "parallel gen_server_monotonic_baseuid(): 400000 values, all distinct" 400000/400000 "$(q $PORT postgres -c "$PARALLEL" -c "
    SELECT count(*) || '/' || count(DISTINCT id) FROM (SELECT gen_server_monotonic_baseuid() AS id FROM rows) s" | tail -1)"

echo "# ${SECONDS}s"
# --- A hot standby answers them (it writes nothing).
start_standby $PORT $STANDBY_PORT || die "start standby"
check "the standby is in recovery" t "$(q $STANDBY_PORT postgres -c "SELECT pg_is_in_recovery()")"
check "the standby generates: gen_ulid_flake(), gen_ulid_flake(3), server ulid and baseuid increase" "t|t|t|t" "$(q $STANDBY_PORT postgres -c "
    SELECT gen_ulid_flake() < gen_ulid_flake(), gen_ulid_flake(3) < gen_ulid_flake(3),
           gen_server_monotonic_ulid() < gen_server_monotonic_ulid(),
           gen_server_monotonic_baseuid() < gen_server_monotonic_baseuid()")"

echo "# ${SECONDS}s"
# --- After a restart every generator starts again, from the clock.
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/servergen" -m fast -w restart >/dev/null || die "restart"
check "after a restart the generators work and read the clock" "t|t|t|t" "$(q $PORT postgres -c "
    SELECT abs(extract(epoch FROM ulid_flake_extract_timestamp(gen_ulid_flake()) - clock_timestamp())) < 1,
           abs(extract(epoch FROM ulid_flake_extract_timestamp(gen_ulid_flake(7)) - clock_timestamp())) < 1,
           abs(extract(epoch FROM ulid_extract_timestamp(gen_server_monotonic_ulid()) - clock_timestamp())) < 1,
           abs(extract(epoch FROM baseuid_extract_timestamp(gen_server_monotonic_baseuid()) - clock_timestamp())) < 1")"
check "after a restart new values continue above the old ones (the clock moved on)" "t|t" "$(q $PORT postgres -c "
    SELECT gen_server_monotonic_ulid() > (SELECT max(id) FROM server_ulid), gen_ulid_flake(7) > (SELECT max(id) FROM server_flake7)")"

echo "# ${SECONDS}s"
# --- A frozen wall clock: gen_ulid_flake(7) exhausts its millisecond (2^15 counter values, "+n"
# steps of 1..255) after a few hundred calls and then waits for a millisecond that never comes.
if [ -f "$FAKETIME_LIB" ]; then
    FROZEN=$WORK/frozen
    runuser -u postgres -- "$PG_BIN/initdb" -D "$FROZEN" -A trust -U postgres >"$WORK/frozen-initdb.log" 2>&1 || die "initdb frozen"
    printf '%s\n' "port = $FROZEN_PORT" "listen_addresses = ''" "unix_socket_directories = '$WORK'" "fsync = off" \
        >>"$FROZEN/postgresql.conf"
    CLUSTERS+=("$FROZEN")
    runuser -u postgres -- env LD_PRELOAD="$FAKETIME_LIB" FAKETIME="2030-01-01 00:00:00" DONT_FAKE_MONOTONIC=1 \
        "$PG_BIN/pg_ctl" -D "$FROZEN" -l "$WORK/frozen.log" -w -t 60 start >/dev/null || { tail "$WORK/frozen.log"; die "start frozen"; }
    q $FROZEN_PORT postgres -c "CREATE EXTENSION ulid" || die "create extension (frozen)"
    check "the frozen server's clock stands still in 2030" "2030-01-01 00:00:00+00|t" "$(q $FROZEN_PORT postgres -c "
        SET TIME ZONE UTC; SELECT clock_timestamp()::timestamp(0)::text || '+00', clock_timestamp() = clock_timestamp()")"

    # pg_cancel_backend from another session ends the wait; a second round shows that the
    # cancelled call left that generator's state and spinlock usable (it waits, and ends, again).
    for round in 1 2; do
        ( q $FROZEN_PORT postgres -c "\\set VERBOSITY verbose" -c "SET application_name = 'waiting'" \
            -c "SELECT count(*) FROM (SELECT gen_ulid_flake(7) FROM generate_series(1, 100000)) s" >"$WORK/cancel.out" 2>&1 ) &
        waiter=$!
        pid=$(active_backend $FROZEN_PORT waiting)
        sleep 1
        check "round $round: gen_ulid_flake(7) is still waiting a second later" t "$(kill -0 $waiter 2>/dev/null && echo t)"
        check "round $round: pg_cancel_backend from another session" t "$(q $FROZEN_PORT postgres -c "SELECT pg_cancel_backend(${pid:-0})")"
        for _ in $(seq 50); do kill -0 $waiter 2>/dev/null || break; sleep 0.1; done
        check "round $round: the cancelled call ended within 5 s" t "$(kill -0 $waiter 2>/dev/null || echo t)"
        wait $waiter 2>/dev/null
        check "round $round: ended with SQLSTATE 57014" t \
            "$(grep -q 'ERROR:  57014: canceling statement due to user request' "$WORK/cancel.out" && echo t)"
    done
    # statement_timeout is not tried here: PostgreSQL's own timeouts read the same frozen wall
    # clock (the alarm handler waits for the clock to pass the deadline), so no timeout ever fires
    # on this server. It raises the same cancel request that the wait above honours.
    # (The +1 generators never wait: with the clock stopped they carry into the next millisecond.)
    check "the frozen server stays usable: the server ulid and baseuid generators still answer" "t|t" "$(q $FROZEN_PORT postgres -c "
        SELECT gen_server_monotonic_ulid() < gen_server_monotonic_ulid(),
               gen_server_monotonic_baseuid() < gen_server_monotonic_baseuid()")"
    check "no backend is left waiting" 0 "$(q $FROZEN_PORT postgres -c "
        SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%gen_ulid_flake(7)%' AND pid <> pg_backend_pid()")"
else
    check "libfaketime is installed (for the frozen-clock cancel test)" present missing
fi

finish_layer
