#!/usr/bin/env bash
# The checks of layer 49 (issue 20, spec 5.1) against one PostgreSQL major, on the host or inside a
# test chroot: PG_MAJOR=NN [ROOM_PORTS="P1 P2 P3"] bash test/reliability/shared-memory-room.sh. It
# builds and installs the extension first (test/reliability/lib.sh). A role with nothing but
# CONNECT overflows the lock table before any generator call; the lock manager keeps the main
# segment's spare room it took. The layer's header says what is checked; this ends with
# "N passed, M failed". As root (it reads the segments in /dev/shm and changes file modes).
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

# The rendezvous of 15 and 16 without preload (src/pg/dsm_rendezvous.cpp): a file of 28 bytes, the
# magic "uliddsm1", the segment's handle (4 bytes, native order) and a 16-byte nonce; the segment
# (POSIX shared memory, /dev/shm/PostgreSQL.HANDLE) starts with the magic and the same nonce.
FILE=pg_dynshmem/ulid_server_generators

# named_handle CLUSTER: the handle the cluster's file names (empty without a file).
named_handle() {
    [ -f "$WORK/$1/$FILE" ] && od -An -tu4 -j8 -N4 "$WORK/$1/$FILE" | tr -d ' '
}

# named_nonce CLUSTER: the nonce the file holds, in hex.
named_nonce() {
    od -An -tx1 -j12 -N16 "$WORK/$1/$FILE" | tr -d ' \n'
}

# segment_nonce HANDLE: "magic|nonce" from the header of that live segment (empty if there is none).
segment_nonce() {
    [ -e "/dev/shm/PostgreSQL.$1" ] && echo "$(head -c 8 "/dev/shm/PostgreSQL.$1")|$(od -An -tx1 -j8 -N16 "/dev/shm/PostgreSQL.$1" | tr -d ' \n')"
}

# ours: how many segments in /dev/shm start with the magic (those of every server of the machine
# running this library on 15 or 16; other test runs wait for the install lock this run holds).
ours() {
    local count=0 segment
    for segment in /dev/shm/PostgreSQL.*; do
        [ "$(head -c 8 "$segment" 2>/dev/null | tr -d '\0')" = uliddsm1 ] && count=$((count + 1))
    done
    echo $count
}

# log_lines CLUSTER PATTERN: how many lines of the cluster's log match PATTERN (log_min_messages =
# debug1 shows the DEBUG1 lines of src/pg/dsm_rendezvous.cpp).
log_lines() {
    grep -c "$2" "$WORK/$1.log"
}

# many_sessions PORT LABEL: 8 sessions over 3 databases (3, 3 and 2 pgbench clients at once) insert
# 20000 values of each generator through primary keys; every value of a generator, from all three
# databases together, is distinct, and each session's values increase strictly.
many_sessions() {
    local port=$1 label=$2 db table clients status=0
    local tables="m_flake m_flake9 m_ulid m_baseuid"
    for db in postgres other third; do
        q "$port" $db -c "SET client_min_messages = warning" -c "CREATE EXTENSION IF NOT EXISTS ulid" -c "
            DROP TABLE IF EXISTS m_flake, m_flake9, m_ulid, m_baseuid;
            CREATE TABLE m_flake (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(), pid int DEFAULT pg_backend_pid(), seq bigserial, at timestamptz DEFAULT clock_timestamp());
            CREATE TABLE m_flake9 (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(9), pid int DEFAULT pg_backend_pid(), seq bigserial, at timestamptz DEFAULT clock_timestamp());
            CREATE TABLE m_ulid (id ulid PRIMARY KEY DEFAULT gen_server_monotonic_ulid(), pid int DEFAULT pg_backend_pid(), seq bigserial, at timestamptz DEFAULT clock_timestamp());
            CREATE TABLE m_baseuid (id baseuid PRIMARY KEY DEFAULT gen_server_monotonic_baseuid(), pid int DEFAULT pg_backend_pid(), seq bigserial, at timestamptz DEFAULT clock_timestamp());" \
            >/dev/null || die "create the tables of $db"
    done
    for table in $tables; do echo "INSERT INTO $table SELECT FROM generate_series(1, 100);"; done >"$WORK/many.pgbench"
    for db in postgres:3 other:3 third:2; do
        clients=${db#*:}
        "$PG_BIN/pgbench" -n -h "$WORK" -p "$port" -U postgres -c "$clients" -j "$clients" -t 25 -f "$WORK/many.pgbench" "${db%:*}" \
            >"$WORK/many-${db%:*}.out" 2>&1 &
    done
    for db in postgres other third; do wait -n || status=$?; done
    check "$label: 8 sessions over 3 databases finished without error (no unique violation)" 0 $status
    check "$label: all 200 transactions processed" 200 \
        "$(sed -n 's/^number of transactions actually processed: \([0-9]*\)\/.*/\1/p' "$WORK"/many-*.out | awk '{ sum += $1 } END { print sum }')"
    for table in $tables; do
        q "$port" postgres -c "SET client_min_messages = warning" -c "DROP TABLE IF EXISTS all_$table" \
            -c "CREATE TABLE all_$table AS SELECT ''::text AS db, id, pid, seq, at FROM $table WITH NO DATA" >/dev/null || die "all_$table"
        for db in postgres other third; do
            q "$port" $db -c "COPY (SELECT '$db', id, pid, seq, at FROM $table) TO STDOUT" | q "$port" postgres -c "COPY all_$table FROM STDIN"
        done
        check "$label: $table: 20000 values from 3 databases and 8 sessions, all distinct" "20000|20000|3|8" \
            "$(q "$port" postgres -c "SELECT count(*), count(DISTINCT id), count(DISTINCT db), count(DISTINCT (db, pid)) FROM all_$table")"
        check "$label: $table: strictly increasing within every session" 0 "$(q "$port" postgres -c "
            SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY db, pid ORDER BY seq) AS previous FROM all_$table) s
             WHERE previous >= id")"
    done
    check "$label: sessions of different databases ran at the same time" t "$(q "$port" postgres -c "
        WITH span AS (SELECT db, pid, min(at) first, max(at) last FROM all_m_ulid GROUP BY db, pid)
        SELECT EXISTS (SELECT FROM span a JOIN span b ON a.db <> b.db AND a.first < b.last AND b.first < a.last)")"
}

# wait_for_reinit CLUSTER PORT: after a backend was killed, until the server answers again.
wait_for_reinit() {
    for _ in $(seq 60); do q "$2" postgres -c "SELECT 1" >/dev/null 2>&1 && break; sleep 0.5; done
    check "$1: a killed backend made the postmaster reinitialise shared memory" t \
        "$(grep -q 'all server processes terminated; reinitializing' "$WORK/$1.log" && echo t)"
}

# kill_backend PORT: kill -9 a session's backend (in the middle of a statement).
kill_backend() {
    q "$1" postgres -c "SET application_name = 'victim'" -c "SELECT pg_sleep(60)" >/dev/null 2>&1 &
    local victim
    victim=$(active_backend "$1" victim)
    [ -n "$victim" ] && kill -9 "$victim"
    wait
}

start_cluster plain $PLAIN_PORT "log_min_messages = debug1" || die "start cluster"
check "the server runs PostgreSQL $PG_MAJOR" "$PG_MAJOR" "$(q $PLAIN_PORT postgres -c "SELECT current_setting('server_version_num')::int / 10000")"
q $PLAIN_PORT postgres -c "CREATE EXTENSION ulid; CREATE ROLE storm LOGIN" -c "CREATE DATABASE other" -c "CREATE DATABASE third" >/dev/null || die "setup"
check "storm is a plain role: not superuser, may connect" "f|t" \
    "$(q $PLAIN_PORT postgres -c "SELECT rolsuper, has_database_privilege('storm', 'postgres', 'CONNECT') FROM pg_roles WHERE rolname = 'storm'")"

# --- Without preload, the storm comes first after a start: no backend has loaded the library yet.
exhaust plain $PLAIN_PORT
started=$(q $PLAIN_PORT postgres -c "SELECT pg_postmaster_start_time()")
# A session loads the library (ulid input needs it) with no room left: loading succeeds, and the
# session's interrupts still work afterwards (a statement timeout ends a sleep).
check "no preload, after the storm: loading the library succeeds, per-session functions work" "01ARZ3NDEKTSV4RRFFQ69G5FAV|t" \
    "$(as_storm $PLAIN_PORT -c "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid, gen_monotonic_ulid() < gen_monotonic_ulid()")"
check "no preload: that session still honours statement_timeout (57014 within 10 s)" \
    "ERROR:  57014: canceling statement due to statement timeout" "$(timeout 10 "$PG_BIN/psql" -X -q -At \
    -h "$WORK" -p $PLAIN_PORT -U storm -d postgres -v VERBOSITY=verbose -c "SELECT gen_ulid() IS NOT NULL" \
    -c "SET statement_timeout = '500ms'" -c "SELECT pg_sleep(30)" 2>&1 | grep '^ERROR')"
check "no preload: with exit_on_error = on too, loading the library succeeds (no FATAL)" "01ARZ3NDEKTSV4RRFFQ69G5FAV|t" \
    "$(as_storm $PLAIN_PORT -c "SET exit_on_error = on" -c "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid, gen_monotonic_ulid() < gen_monotonic_ulid()")"
check "no preload: the storm role's first generator calls, after the storm: all four work" "t|t|t|t" \
    "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
check "no preload: so does a superuser's call in another database, after CREATE EXTENSION there" "t|t|t|t" \
    "$(q $PLAIN_PORT other -c "CREATE EXTENSION ulid" -c "$ALL_FOUR")"
check "no preload: the struct is not in the main segment" 0 "$(registered $PLAIN_PORT)"
if [ "$PG_MAJOR" -lt 17 ]; then
    handle=$(named_handle plain)
    nonce=$(named_nonce plain)
    check "no preload: $FILE names a live segment whose header carries the file's nonce" "uliddsm1|$nonce" "$(segment_nonce "$handle")"
    check "no preload: one segment was created, by one of the first calls" 1 "$(log_lines plain 'ulid: created shared memory segment')"
    check "no preload: the nonce is 128 random bits (not all zero)" t "$([[ $nonce =~ ^[0-9a-f]{32}$ && $nonce != 00000000000000000000000000000000 ]] && echo t)"
    check "no preload: the main segment records that the segment was made, by a name of 0 bytes" "$NAME segment|0|0" \
        "$(q $PLAIN_PORT postgres -c "SELECT name, size, allocated_size FROM pg_shmem_allocations WHERE name LIKE 'ulid%'")"
else
    check "no preload on $PG_MAJOR (named DSM segment): no file under pg_dynshmem" f "$([ -e "$WORK/plain/$FILE" ] && echo t || echo f)"
fi
many_sessions $PLAIN_PORT "no preload, after the storm"
[ "$PG_MAJOR" -lt 17 ] && check "no preload: the 8 sessions over 3 databases used that one segment" "1|$handle" \
    "$(log_lines plain 'ulid: created shared memory segment')|$(named_handle plain)"
check "no crash: the server kept running (same start time) and answers" "$started" \
    "$(q $PLAIN_PORT postgres -c "SELECT pg_postmaster_start_time()")"
check "no crash: the server log has no terminated process" 0 "$(grep -c 'was terminated by signal\|server process .* exited with exit code' "$WORK/plain.log")"

# After a restart, loading the library creates nothing, and a storm that follows changes nothing.
restart plain
check "after a restart: a session's first use of the library (no generator call)" "t" \
    "$(as_storm $PLAIN_PORT -c "SELECT gen_ulid() IS NOT NULL")"
check "loading the library put nothing in the main segment" 0 "$(registered $PLAIN_PORT)"
check "loaded before: the storm ended in 53200 'out of shared memory'" t "$(storm $PLAIN_PORT)"
check "loaded before the storm: all four generators work after it" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
check "loaded before the storm: they work in another database too" "t|t|t|t" "$(q $PLAIN_PORT other -c "$ALL_FOUR")"

if [ "$PG_MAJOR" -lt 17 ]; then
    # --- Creation among backends at once: 16 sessions whose first statement is a generator call.
    restart plain
    before=$(log_lines plain 'ulid: created shared memory segment')
    echo "SELECT gen_server_monotonic_ulid(), gen_ulid_flake();" >"$WORK/first.pgbench"
    "$PG_BIN/pgbench" -n -h "$WORK" -p $PLAIN_PORT -U storm -c 16 -j 4 -t 1 -f "$WORK/first.pgbench" postgres >"$WORK/first.out" 2>&1
    check "16 sessions' first calls at once after a restart: no error" 0 $?
    check "16 sessions' first calls at once: exactly one segment created, the one the file names" "1|1" \
        "$(($(log_lines plain 'ulid: created shared memory segment') - before))|$(grep -c "ulid: created shared memory segment $(named_handle plain) " "$WORK/plain.log")"

    # --- A crash restart destroys every segment: the handle in the file is stale and never attached.
    handle=$(named_handle plain)
    nonce=$(named_nonce plain)
    last=$(q $PLAIN_PORT postgres -c "SELECT gen_server_monotonic_ulid()")
    kill_backend $PLAIN_PORT
    wait_for_reinit plain $PLAIN_PORT
    check "crash restart: the file still names the old segment, which is gone" "$handle|" "$(named_handle plain)|$(segment_nonce "$handle")"
    created=$(log_lines plain 'ulid: created shared memory segment')
    check "crash restart: all four generators work" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
    check "crash restart: gen_server_monotonic_ulid() goes on above the last value before the crash" t \
        "$(q $PLAIN_PORT postgres -c "SELECT gen_server_monotonic_ulid() > '$last'::ulid")"
    check "crash restart: the stale handle was found gone, one fresh segment created" "1|1" \
        "$(log_lines plain "ulid: shared memory segment $handle named by \"$FILE\" is gone")|$(($(log_lines plain 'ulid: created shared memory segment') - created))"
    fresh=$(named_handle plain)
    check "crash restart: the file names the fresh segment: another handle, another nonce, header matching" "t|t|uliddsm1|$(named_nonce plain)" \
        "$([ "$fresh" != "$handle" ] && echo t)|$([ "$(named_nonce plain)" != "$nonce" ] && echo t)|$(segment_nonce "$fresh")"

    # --- A damaged file while sessions use the segment it named (issue 32): this server run created
    # the state already, so a session that comes after the damage must not create a second one
    # (whose values would repeat those of the first). Each damage on a fresh start, the state created
    # first: a session attaches and waits at a gate (an advisory lock the test holds); the file is
    # damaged; a new session waits at the gate too; the gate opens and both insert 150,000
    # gen_ulid_flake() values at once. Not one value may appear twice; the new session gets an
    # error that names the damage (SQLSTATE, detail, hint), and the server log has it.
    GATE=4932
    q $PLAIN_PORT postgres -c "CREATE TABLE dup_old (id ulid_flake); CREATE TABLE dup_new (id ulid_flake)" >/dev/null || die "dup tables"
    # at_gate WHAT: until the session of that application_name waits at the gate (or the test holds it).
    at_gate() {
        local condition="application_name = '$1' AND wait_event = 'advisory'"
        [ "$1" = held ] && condition="pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $GATE AND granted)"
        for _ in $(seq 100); do
            [ "$(q $PLAIN_PORT postgres -c "SELECT count(*) FROM pg_stat_activity WHERE $condition")" = 1 ] && return 0
            sleep 0.1
        done
        die "no session at the gate ($1)"
    }
    # damaged LABEL SQLSTATE DETAIL DAMAGE...: the run above, DAMAGE (a command) damaging the file;
    # SQLSTATE and DETAIL (in which HANDLE stands for the segment's handle) are those of the new
    # session's error.
    damaged() {
        local label=$1 error old new gate
        shift
        restart plain
        q $PLAIN_PORT postgres -c "TRUNCATE dup_old, dup_new" -c "SELECT gen_ulid_flake()" >/dev/null || die "create the state"
        error=$(refused "$1" "${2//HANDLE/$(named_handle plain)}")
        shift 2
        coproc GATE_SESSION { "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PLAIN_PORT -U postgres -d postgres >/dev/null 2>&1; }
        gate=$GATE_SESSION_PID
        echo "SELECT pg_advisory_lock($GATE);" >&"${GATE_SESSION[1]}"
        at_gate held
        PGAPPNAME=old q $PLAIN_PORT postgres -c "SELECT gen_ulid_flake()" -c "SELECT pg_advisory_lock_shared($GATE)" \
            -c "INSERT INTO dup_old SELECT gen_ulid_flake() FROM generate_series(1, 150000)" >"$WORK/old.out" 2>&1 &
        old=$!
        at_gate old
        "$@"
        PGAPPNAME=new "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PLAIN_PORT -U postgres -d postgres -v VERBOSITY=verbose \
            -c "SELECT pg_advisory_lock_shared($GATE)" -c "INSERT INTO dup_new SELECT gen_ulid_flake() FROM generate_series(1, 150000)" \
            >"$WORK/new.out" 2>&1 &
        new=$!
        at_gate new
        local to_gate=${GATE_SESSION[1]}
        echo "SELECT pg_advisory_unlock($GATE);" >&"$to_gate"
        exec {to_gate}>&-
        wait $old $new $gate
        echo "# $label: $(q $PLAIN_PORT postgres -c "SELECT (SELECT count(*) FROM dup_old) || ' values from the attached session, ' ||
                                                          (SELECT count(*) FROM dup_new) || ' from the new one'")"
        check "$label, while a session uses the segment: it inserted its 150000 values" 150000 "$(q $PLAIN_PORT postgres -c "SELECT count(*) FROM dup_old")"
        check "$label: no value twice among those of the attached session and of a session that came after" 0 \
            "$(q $PLAIN_PORT postgres -c "SELECT count(*) - count(DISTINCT id) FROM (SELECT id FROM dup_old UNION ALL SELECT id FROM dup_new) s")"
        check "$label: the new session was refused with an error that names the damage" "$error" "$(grep -E '^(ERROR|DETAIL|HINT):' "$WORK/new.out")"
        check "$label: the server log has that error" 1 "$(grep -cF "$(head -n 2 <<<"$error" | tail -n 1 | sed 's/^DETAIL:  //')" "$WORK/plain.log")"
    }
    refused() {
        echo "ERROR:  $1: could not find the shared memory segment of \"$NAME\"
DETAIL:  $2 This server created that segment since it last initialised its shared memory, and a second one would let the server-wide generators repeat values.
HINT:  The sessions that use the segment go on generating. Restart the server to create a new segment and file."
    }
    damaged "emptied (COPY ... TO the file)" XX001 "File \"$FILE\" holds 0 bytes, not 28." \
        q $PLAIN_PORT postgres -c "COPY (SELECT 1 WHERE false) TO '$WORK/plain/$FILE'"
    damaged "truncated to half" XX001 "File \"$FILE\" holds 14 bytes, not 28." truncate -s 14 "$WORK/plain/$FILE"
    damaged "garbled (28 random bytes)" XX001 "File \"$FILE\" does not start with \"uliddsm1\"." \
        dd if=/dev/urandom of="$WORK/plain/$FILE" bs=28 count=1 status=none
    damaged "garbled (the nonce zeroed, the live segment's handle kept)" XX001 \
        "File \"$FILE\" names segment HANDLE, whose header does not carry the file's nonce." \
        dd if=/dev/zero of="$WORK/plain/$FILE" bs=1 seek=12 count=16 conv=notrunc status=none
    damaged "removed" 58P01 "Could not open file \"$FILE\": No such file or directory." rm "$WORK/plain/$FILE"

    # --- A truncated file, an unreadable file: treated as absent, after a restart.
    restart plain
    truncate -s 10 "$WORK/plain/$FILE"
    check "a truncated file: all four generators work, the file is whole again" "t|t|t|t|28" \
        "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")|$(stat -c %s "$WORK/plain/$FILE")"
    restart plain
    chmod 000 "$WORK/plain/$FILE"
    check "an unreadable file: all four generators work, the server log says why it was replaced" "t|t|t|t|1" \
        "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")|$(log_lines plain "Could not open file \"$FILE\": Permission denied. No segment")"

    # --- pg_dynshmem not writable: a clear error, no segment left behind, no crash.
    restart plain
    segments=$(ours)
    chmod 500 "$WORK/plain/pg_dynshmem"
    check "pg_dynshmem not writable: the call fails with the file's error" \
        "ERROR:  42501: could not create file \"$FILE.tmp\": Permission denied
DETAIL:  ulid finds its server-wide shared memory through this file." \
        "$(as_storm $PLAIN_PORT -c "SELECT gen_server_monotonic_ulid()" | grep -E '^(ERROR|DETAIL):')"
    check "pg_dynshmem not writable: the failed creation left no segment behind" "$segments" "$(ours)"
    chmod 700 "$WORK/plain/pg_dynshmem"
    check "pg_dynshmem writable again: all four generators work" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"

    # --- A hot standby made with pg_basebackup: pg_dynshmem comes empty. A copy of the primary's file
    # (what a file-level copy of the data directory brings) is not attached: the primary's segment is
    # not live in the standby's server.
    runuser -u postgres -- "$PG_BIN/pg_basebackup" -h "$WORK" -p $PLAIN_PORT -U postgres -D "$WORK/plain-standby" -R -X stream -c fast \
        >"$WORK/basebackup.log" 2>&1 || { cat "$WORK/basebackup.log"; die "base backup"; }
    check "standby: pg_basebackup did not copy the file" f "$([ -e "$WORK/plain-standby/$FILE" ] && echo t || echo f)"
    primary_handle=$(named_handle plain)
    primary_nonce=$(named_nonce plain)
    cp -p "$WORK/plain/$FILE" "$WORK/plain-standby/$FILE"
    echo "port = $STANDBY_PORT" >>"$WORK/plain-standby/postgresql.conf"
    CLUSTERS+=("$WORK/plain-standby")
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/plain-standby" -l "$WORK/plain-standby.log" -w -t 60 start >/dev/null \
        || { tail -20 "$WORK/plain-standby.log"; die "start the standby"; }
    check "standby: in recovery; the storm first ended in 53200 'out of shared memory'" "t|t" \
        "$(q $STANDBY_PORT postgres -c "SELECT pg_is_in_recovery()")|$(storm $STANDBY_PORT)"
    check "standby: all four generators work after it" "t|t|t|t" "$(as_storm $STANDBY_PORT -c "$ALL_FOUR")"
    check "standby: the copied file's handle was not attached; the standby's own segment is named" "1|t|t" \
        "$(log_lines plain-standby "ulid: shared memory segment $primary_handle .*\"$FILE\"")|$([ "$(named_handle plain-standby)" != "$primary_handle" ] && echo t)|$([ "$(named_nonce plain-standby)" != "$primary_nonce" ] && echo t)"
    check "standby: the primary kept its segment and file, and generates" "$primary_handle|$primary_nonce|t|t|t|t" \
        "$(named_handle plain)|$(named_nonce plain)|$(q $PLAIN_PORT postgres -c "$ALL_FOUR")"
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/plain-standby" -m fast -w stop >/dev/null || die "stop the standby"

    # --- dynamic_shared_memory_type = mmap keeps its segments as files beside ours in pg_dynshmem
    # (those named mmap.* are removed at each start): the file still names one, and a restart
    # replaces it.
    q $PLAIN_PORT postgres -c "ALTER SYSTEM SET dynamic_shared_memory_type = mmap" >/dev/null || die "set mmap"
    restart plain
    check "mmap: all four generators work" "t|t|t|t" "$(as_storm $PLAIN_PORT -c "$ALL_FOUR")"
    handle=$(named_handle plain)
    check "mmap: the file names pg_dynshmem/mmap.HANDLE, whose header carries the file's nonce" "uliddsm1|$(named_nonce plain)" \
        "$(head -c 8 "$WORK/plain/pg_dynshmem/mmap.$handle")|$(od -An -tx1 -j8 -N16 "$WORK/plain/pg_dynshmem/mmap.$handle" | tr -d ' \n')"
    restart plain
    check "mmap, after a restart: the old segment's file is gone, the generators work, the file names a new one" "f|t|t|t|t|t" \
        "$([ -e "$WORK/plain/pg_dynshmem/mmap.$handle" ] && echo t || echo f)|$(as_storm $PLAIN_PORT -c "$ALL_FOUR")|$([ "$(named_handle plain)" != "$handle" ] && echo t)"

    # --- A stand-alone backend (single-user mode) is the server's only process: it creates a
    # segment for itself, names it nowhere, and generates.
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/plain" -m fast -w stop >/dev/null || die "stop plain"
    nonce=$(named_nonce plain)
    check "single-user mode: the server generators work; the file is left as it was" "2|$nonce" \
        "$(echo "SELECT gen_server_monotonic_ulid() < gen_server_monotonic_ulid(), gen_ulid_flake() < gen_ulid_flake()" |
            runuser -u postgres -- "$PG_BIN/postgres" --single -D "$WORK/plain" postgres 2>&1 | grep -c '= "t"')|$(named_nonce plain)"
fi

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

check "preload: the generators used no dynamic segment (no file under pg_dynshmem)" f "$([ -e "$WORK/preload/$FILE" ] && echo t || echo f)"

# A backend crash: the postmaster reinitialises shared memory, and the struct is reserved again.
kill_backend $PRELOAD_PORT
wait_for_reinit preload $PRELOAD_PORT
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
