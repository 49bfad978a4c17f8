#!/usr/bin/env bash
# The checks of layer 49 (issue 20, spec 5.1) against one PostgreSQL major, on the host or inside a
# test chroot: PG_MAJOR=NN [ROOM_PORTS="P1 P2 P3"] bash test/reliability/shared-memory-room.sh. It
# builds and installs the extension first (test/reliability/lib.sh). A role with nothing but
# CONNECT overflows the lock table before any generator call; the lock manager keeps the main
# segment's spare room it took. The layer's header says what is checked; this ends with
# "N passed, M failed".
set -uo pipefail
source "$(dirname "$0")/lib.sh"
read -r PLAIN_PORT PRELOAD_PORT STANDBY_PORT <<<"${ROOM_PORTS:-25490 25491 25494}"
NAME="ulid server generators v1"
ALL_FOUR="SELECT gen_ulid_flake() < gen_ulid_flake(), gen_ulid_flake(9) < gen_ulid_flake(9),
                 gen_server_monotonic_ulid() < gen_server_monotonic_ulid(),
                 gen_server_monotonic_baseuid() < gen_server_monotonic_baseuid()"

# as_storm PORT SQL...: psql as the role "storm" (LOGIN, CONNECT through PUBLIC, nothing else),
# stdout and stderr together, errors in verbose form (with their SQLSTATE).
as_storm() {
    local port=$1
    shift
    "$PG_BIN/psql" -X -q -At -h "$WORK" -p "$port" -U storm -d postgres -v VERBOSITY=verbose "$@" 2>&1
}

# storm PORT: the lock storm of issue 20, as "storm": t when it ended in "out of shared memory".
storm() {
    as_storm "$1" -c "BEGIN" -c "SELECT count(pg_advisory_xact_lock(i)) FROM generate_series(1, 3000000) i" -c "ROLLBACK" |
        grep -q '^ERROR:  53200: out of shared memory' && echo t
}

# spare_room PORT: the bytes of the main segment not allocated yet.
spare_room() {
    q "$1" postgres -c "SELECT coalesce(sum(size), 0) FROM pg_shmem_allocations WHERE name IS NULL"
}

# exhaust CLUSTER PORT: right after a start (no session has loaded the library unless preloaded),
# the storm, which must leave less room than the struct takes with its cache-line padding (2304
# bytes). What a storm leaves depends on where the segment's size (rounded up to 8 kB) falls
# against the lock tables' growth steps of 8 kB and 4 kB: with max_connections = 100 PostgreSQL 15
# keeps 3200 bytes here, enough for the struct. So the next values are tried, each on a fresh
# start, until one leaves less; that setting stays for the rest of the run.
exhaust() {
    local cluster=$1 port=$2 connections stormed free
    for connections in $(seq 100 115); do
        q "$port" postgres -c "ALTER SYSTEM SET max_connections = $connections" >/dev/null || die "set max_connections"
        restart "$cluster"
        stormed=$(storm "$port")
        free=$(spare_room "$port")
        [ "$stormed" = t ] && [ "$free" -lt 2304 ] && break
    done
    echo "# $cluster: max_connections = $connections, $free bytes of spare room left after the storm"
    check "$cluster: the storm ended in 53200 'out of shared memory' and left less room than the struct needs" "t|t" \
        "$stormed|$([ "$free" -lt 2304 ] && echo t)"
}

# registered PORT: 1 when the struct is in the main segment's shmem index, else 0.
registered() {
    q "$1" postgres -c "SELECT count(*) FROM pg_shmem_allocations WHERE name = '$NAME'"
}

restart() {
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/$1" -m fast -w restart -l "$WORK/$1.log" >/dev/null || die "restart $1"
}

start_cluster plain $PLAIN_PORT || die "start cluster"
check "the server runs PostgreSQL $PG_MAJOR" "$PG_MAJOR" "$(q $PLAIN_PORT postgres -c "SELECT current_setting('server_version_num')::int / 10000")"
q $PLAIN_PORT postgres -c "CREATE EXTENSION ulid; CREATE ROLE storm LOGIN" -c "CREATE DATABASE other" >/dev/null || die "setup"
check "storm is a plain role: not superuser, may connect" "f|t" \
    "$(q $PLAIN_PORT postgres -c "SELECT rolsuper, has_database_privilege('storm', 'postgres', 'CONNECT') FROM pg_roles WHERE rolname = 'storm'")"

# --- Without preload, the storm comes first after a start: no backend has loaded the library yet.
exhaust plain $PLAIN_PORT
started=$(q $PLAIN_PORT postgres -c "SELECT pg_postmaster_start_time()")
if [ "$PG_MAJOR" -lt 17 ]; then
    # A session loads the library (ulid input needs it) with no room left: loading succeeds, and
    # the session's interrupts still work afterwards (a statement timeout ends a sleep).
    check "no preload, after the storm: loading the library succeeds, per-session functions work" "01ARZ3NDEKTSV4RRFFQ69G5FAV|t" \
        "$(as_storm $PLAIN_PORT -c "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid, gen_monotonic_ulid() < gen_monotonic_ulid()")"
    check "no preload: that session still honours statement_timeout (57014 within 10 s)" \
        "ERROR:  57014: canceling statement due to statement timeout" "$(timeout 10 "$PG_BIN/psql" -X -q -At \
        -h "$WORK" -p $PLAIN_PORT -U storm -d postgres -v VERBOSITY=verbose -c "SELECT gen_ulid() IS NOT NULL" \
        -c "SET statement_timeout = '500ms'" -c "SELECT pg_sleep(30)" 2>&1 | grep '^ERROR')"
    # With exit_on_error an ERROR ends the session before a handler sees it: loading must not try.
    check "no preload: with exit_on_error = on too, loading the library succeeds (no FATAL)" "01ARZ3NDEKTSV4RRFFQ69G5FAV|t" \
        "$(as_storm $PLAIN_PORT -c "SET exit_on_error = on" -c "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid, gen_monotonic_ulid() < gen_monotonic_ulid()")"
    check "no preload: the struct is not in the main segment" 0 "$(registered $PLAIN_PORT)"
    expected="ERROR:  53200: not enough shared memory for data structure \"$NAME\" (2240 bytes requested)
HINT:  Add ulid to shared_preload_libraries to reserve this memory at server start."
    for call in "gen_ulid_flake()" "gen_ulid_flake(9)" "gen_server_monotonic_ulid()" "gen_server_monotonic_baseuid()"; do
        check "no preload: $call fails with 53200 and the HINT" "$expected" \
            "$(as_storm $PLAIN_PORT -c "SELECT $call" | grep -E '^(ERROR|HINT):')"
    done
    check "no preload: so does a superuser's call in another database, after CREATE EXTENSION there" "$expected" \
        "$(q $PLAIN_PORT other -v VERBOSITY=verbose -c "CREATE EXTENSION ulid" -c "SELECT gen_ulid_flake()" 2>&1 | grep -E '^(ERROR|HINT):')"
    check "no preload: a failed call leaves the session usable" "t|1" \
        "$(as_storm $PLAIN_PORT -c "SELECT gen_ulid_flake()" -c "SELECT gen_ulid() IS NOT NULL, 1" | tail -1)"
    # The catch path 20000 times in one session, each failure caught by PL/pgSQL: the lock is
    # released (else the next call waits for itself forever), the copy of the error is freed with
    # the call's memory (the session's contexts grow by less than 1 MB) and interrupts work
    # afterwards.
    # pg_backend_memory_contexts needs a superuser on 15.
    timeout 60 "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PLAIN_PORT -U postgres -d other -v VERBOSITY=verbose \
        -c "DO \$\$BEGIN PERFORM gen_ulid_flake(); EXCEPTION WHEN out_of_memory THEN END\$\$" \
        -c "CREATE TEMP TABLE used AS SELECT sum(total_bytes) AS bytes FROM pg_backend_memory_contexts" \
        -c "DO \$\$DECLARE failed int := 0; BEGIN FOR i IN 1..20000 LOOP BEGIN PERFORM gen_ulid_flake();
            EXCEPTION WHEN out_of_memory THEN failed := failed + 1; END; END LOOP; PERFORM set_config('room.failed', failed::text, false); END\$\$" \
        -c "SELECT current_setting('room.failed'), sum(total_bytes) - (SELECT bytes FROM used) < 1024 * 1024 FROM pg_backend_memory_contexts" \
        -c "SET statement_timeout = '500ms'" -c "SELECT pg_sleep(30)" >"$WORK/repeated.out" 2>"$WORK/repeated.err"
    check "no preload: 20000 failed calls in one session: each caught as 53200, memory kept, then statement_timeout works" \
        "20000|t ERROR:  57014: canceling statement due to statement timeout" "$(cat "$WORK/repeated.out") $(grep '^ERROR' "$WORK/repeated.err")"
else
    check "no preload on $PG_MAJOR (named DSM segment): after the storm all four generators work" "t|t|t|t" \
        "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
    check "no preload on $PG_MAJOR: so does a superuser's call in another database, after CREATE EXTENSION there" "t|t|t|t" \
        "$(q $PLAIN_PORT other -c "CREATE EXTENSION ulid" -c "$ALL_FOUR")"
fi
check "no crash: the server kept running (same start time) and answers" "$started" \
    "$(q $PLAIN_PORT postgres -c "SELECT pg_postmaster_start_time()")"
check "no crash: the server log has no terminated process" 0 "$(grep -c 'was terminated by signal\|server process .* exited with exit code' "$WORK/plain.log")"

restart plain
check "no preload, after a restart: all four generators work again" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"

# After a restart, the first load creates the struct at once (15, 16), and a storm that follows
# changes nothing.
restart plain
check "after a restart: a session's first use of the library (no generator call)" "t" \
    "$(as_storm $PLAIN_PORT -c "SELECT gen_ulid() IS NOT NULL")"
[ "$PG_MAJOR" -lt 17 ] && check "the library's load created the struct in the main segment" 1 "$(registered $PLAIN_PORT)"
check "loaded before: the storm ended in 53200 'out of shared memory'" t "$(storm $PLAIN_PORT)"
check "loaded before the storm: all four generators work after it" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
check "loaded before the storm: they work in another database too" "t|t|t|t" "$(q $PLAIN_PORT other -c "$ALL_FOUR")"

# --- shared_preload_libraries = 'ulid': the struct is there before any session exists.
start_cluster preload $PRELOAD_PORT "shared_preload_libraries = 'ulid'" || die "start preloaded cluster"
check "preload: the struct is reserved in the main segment at start, before any ulid call" 1 "$(registered $PRELOAD_PORT)"
q $PRELOAD_PORT postgres -c "CREATE EXTENSION ulid; CREATE ROLE storm LOGIN; GRANT CREATE ON SCHEMA public TO storm" >/dev/null || die "setup preload"

# preload_checks WHEN: the four generators and 8 sessions inserting through keys, after a storm.
preload_checks() {
    local when=$1 table
    check "preload, $when: all four generators work after the storm" "t|t|t|t" "$(as_storm $PRELOAD_PORT -c "$ALL_FOUR")"
    as_storm $PRELOAD_PORT -c "
        DROP TABLE IF EXISTS t_flake, t_flake9, t_ulid, t_baseuid;
        CREATE TABLE t_flake (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake());
        CREATE TABLE t_flake9 (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(9));
        CREATE TABLE t_ulid (id ulid PRIMARY KEY DEFAULT gen_server_monotonic_ulid());
        CREATE TABLE t_baseuid (id baseuid PRIMARY KEY DEFAULT gen_server_monotonic_baseuid());" >/dev/null || die "create tables"
    for table in t_flake t_flake9 t_ulid t_baseuid; do
        echo "INSERT INTO $table SELECT FROM generate_series(1, 100);"
    done >"$WORK/insert.pgbench"
    "$PG_BIN/pgbench" -n -h "$WORK" -p $PRELOAD_PORT -U storm -c 8 -j 4 -t 20 -f "$WORK/insert.pgbench" postgres >"$WORK/pgbench.out" 2>&1
    check "preload, $when: pgbench, 8 sessions: no error, 0 unique violations" "0|0" \
        "$?|$(grep -c 'duplicate key' "$WORK/pgbench.out")"
    check "preload, $when: all 160 transactions processed" 160/160 \
        "$(sed -n 's/^number of transactions actually processed: \([0-9/]*\).*/\1/p' "$WORK/pgbench.out")"
    for table in t_flake t_flake9 t_ulid t_baseuid; do
        check "preload, $when: $table holds 16000 rows, all distinct" 16000/16000 \
            "$(q $PRELOAD_PORT postgres -c "SELECT count(*) || '/' || count(DISTINCT id) FROM $table")"
    done
}
exhaust preload $PRELOAD_PORT
preload_checks "storm first"

# A backend crash: the postmaster reinitialises shared memory, and the struct is reserved again.
q $PRELOAD_PORT postgres -c "SET application_name = 'victim'" -c "SELECT pg_sleep(60)" >/dev/null 2>&1 &
victim=$(active_backend $PRELOAD_PORT victim)
[ -n "$victim" ] && kill -9 "$victim"
wait
for _ in $(seq 60); do q $PRELOAD_PORT postgres -c "SELECT 1" >/dev/null 2>&1 && break; sleep 0.5; done
check "preload: a killed backend made the postmaster reinitialise shared memory" t \
    "$(grep -q 'all server processes terminated; reinitializing' "$WORK/preload.log" && echo t)"
check "preload, after the reinitialisation: the struct is reserved again" 1 "$(registered $PRELOAD_PORT)"
check "preload, after the reinitialisation: the storm ended in 53200 'out of shared memory', less room left than the struct needs" "t|t" \
    "$(storm $PRELOAD_PORT)|$([ "$(spare_room $PRELOAD_PORT)" -lt 2304 ] && echo t)"
preload_checks "after a crash"

# A hot standby of the preloaded server (its postgresql.conf came along) reserves the struct too.
start_standby $PRELOAD_PORT $STANDBY_PORT || die "start standby"
check "preload, hot standby: in recovery, the struct reserved at its start" "t|1" \
    "$(q $STANDBY_PORT postgres -c "SELECT pg_is_in_recovery()")|$(registered $STANDBY_PORT)"
check "preload, hot standby: the storm ended in 53200 'out of shared memory'" t "$(storm $STANDBY_PORT)"
check "preload, hot standby: all four generators work after it" "t|t|t|t" "$(as_storm $STANDBY_PORT -c "$ALL_FOUR")"

finish_layer
