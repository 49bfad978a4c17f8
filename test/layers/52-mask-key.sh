#!/usr/bin/env bash
# The server mask key ulid.mask_key (spec 6.1) against roles that are not superusers, with real
# logins into a private cluster (sql/masks.sql switches roles with SET ROLE inside one login):
# - set in postgresql.conf without any preload, a fresh login that has not loaded the library
#   reads it (PostgreSQL's placeholder), so the one-argument forms refuse it (55000);
# - with ulid in session_preload_libraries, still refused: autovacuum never loads that list, and a
#   database owner's expression index, analyzed by autovacuum as the owner, puts the placeholder's
#   value into pg_stats (the attack is run: the key must never be both usable and leaked);
# - with ulid in shared_preload_libraries (a restart), no login of another role reads it (SHOW,
#   current_setting, pg_settings), autovacuum's ANALYZE is refused it, a pg_monitor member sees
#   "(hidden)", nobody can override it for their own session, and everyone uses it, parallel
#   workers included;
# - a superuser's SET in a session that has not loaded the library sits in a placeholder that
#   another role's code in the session reads (SET ROLE, a SECURITY DEFINER function): the library
#   refuses it with a WARNING when it loads, and never uses it;
# - a function whose SET clause holds a key (stored, by a session that had not loaded the library,
#   in pg_proc.proconfig, which every role reads) is refused its key at every call, with a WARNING,
#   whether the library loads inside the call or before it, parallel workers included;
# - bad values set by a superuser (SET, ALTER SYSTEM, postgresql.conf) are refused or dropped, and
#   neither the clients nor the server log get the value from the extension: the only log lines
#   that quote a key are PostgreSQL's own ("parameter ... changed to", a failing statement's text).
# Runtime: about 30 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25449
KEY=00112233445566778899aabbccddeeff
start_cluster maskkey $PORT "ulid.mask_key = '$KEY'" "autovacuum_naptime = 1" || die "start cluster"
CONF=$WORK/maskkey/postgresql.conf
LOG=$WORK/maskkey.log
CLIENT=$WORK/clients.log

q $PORT postgres -c "CREATE EXTENSION ulid" -c "CREATE ROLE eve LOGIN" -c "CREATE ROLE mon LOGIN IN ROLE pg_monitor" \
    -c "CREATE TABLE ids AS SELECT gen_ulid() AS id FROM generate_series(1, 200000)" -c "GRANT SELECT ON ids TO eve" \
    -c "ANALYZE ids" || die "setup"
# as ROLE, SQL...: one fresh login; its whole output (errors included) also goes to $CLIENT.
as() {
    local role=$1
    shift
    "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U "$role" -d postgres "$@" 2>&1 | tee -a "$CLIENT"
}
reload() { q $PORT postgres -c "SELECT pg_reload_conf()" >/dev/null; sleep 1; }
restart() {
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/maskkey" -l "$LOG" -w -t 60 restart >/dev/null || die "restart"
}
X=01JGFJJZ00XHF7E02JJ03AE4T7

# Without preload: the placeholder shows the key to anyone, so the extension will not use it.
check "without preload, a fresh login of another role reads the key (PostgreSQL's placeholder)" "$KEY" \
    "$(as eve -c "SHOW ulid.mask_key")"
check "without preload, the one-argument forms refuse the server key (55000)" \
    "ERROR:  the server mask key is not protected from other roles" \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid)" | head -1)"

# A superuser's SET before the library is loaded in the session: PostgreSQL keeps the value in a
# placeholder, which nothing can hide from another role's code in that session; the library
# refuses it when it loads (the server key of postgresql.conf stays refused as above: 55000).
SESSION_KEY=a0a1a2a3a4a5a6a7a8a9aaabacadaeaf
q $PORT postgres -c "CREATE FUNCTION eve_reads() RETURNS text LANGUAGE sql SECURITY DEFINER
                     AS \$\$SELECT current_setting('ulid.mask_key')\$\$" -c "ALTER FUNCTION eve_reads() OWNER TO eve" \
    || die "eve's function"
placeholder=$(as postgres -c "SET ulid.mask_key = '$SESSION_KEY'" -c "SET ROLE eve" -c "SELECT current_setting('ulid.mask_key')" \
    -c "RESET ROLE" -c "SELECT eve_reads()" -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$SESSION_KEY') AS used")
check "a superuser's SET before the load: another role reads it after SET ROLE (PostgreSQL's placeholder)" "$SESSION_KEY" \
    "$(sed -n 1p <<<"$placeholder")"
check "... and in a SECURITY DEFINER function of that role" "$SESSION_KEY" "$(sed -n 2p <<<"$placeholder")"
check "... when the library loads, it refuses the key with a WARNING" t \
    "$(grep -q '^WARNING:  ignoring the key set in "ulid.mask_key" before library "ulid" was loaded' <<<"$placeholder" && echo t)"
check "... whose HINT says to LOAD 'ulid' first" t "$(grep -q "^HINT:  Run LOAD 'ulid' before setting it" <<<"$placeholder" && echo t)"
check "... and never uses it" 0 "$(grep -c '^t$' <<<"$placeholder")"
check "with LOAD 'ulid' first, the superuser's SET is the session's key" t \
    "$(as postgres -c "LOAD 'ulid'" -c "SET ulid.mask_key = '$SESSION_KEY'" -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$SESSION_KEY')")"
# (Each output is read whole before grep: with pipefail, grep -q ending the pipe early fails it.)
planted=$(as eve -c "SET ulid.mask_key = '$SESSION_KEY'" -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$SESSION_KEY')")
check "another role cannot put the key in a placeholder for a later load (a WARNING when it loads)" t \
    "$(grep -q '^WARNING:  permission denied to set parameter "ulid.mask_key"' <<<"$planted" && echo t)"
check "... and the one-argument forms never use it" 0 "$(grep -c '^t$' <<<"$planted")"

# A function's SET clause holding a key, made by a superuser's session that had not loaded the
# library: stored in pg_proc.proconfig, readable by every role. Each call must refuse the key.
q $PORT postgres -c "CREATE FUNCTION keyed(t text) RETURNS text LANGUAGE plpgsql SECURITY DEFINER
                     SET ulid.mask_key = '$SESSION_KEY'
                     AS \$\$BEGIN RETURN (ulid_mask(t::ulid) = ulid_mask(t::ulid, '\\x$SESSION_KEY'))::text; END\$\$" \
    -c "CREATE FUNCTION keyed_in_parallel() RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
        SET ulid.mask_key = '$SESSION_KEY' SET max_parallel_workers_per_gather = 2 SET parallel_setup_cost = 0
        SET parallel_tuple_cost = 0 SET min_parallel_table_scan_size = 0
        AS \$\$BEGIN RETURN (SELECT count(*) FROM ids WHERE ulid_mask(id) = ulid_mask(id, '\\x$SESSION_KEY')); END\$\$" \
    || die "functions with a key in their SET clause"
check "a function's SET clause made before the library loads is stored where every role reads it" t \
    "$(as eve -c "SELECT bool_or(array_to_string(proconfig, ',') LIKE '%$SESSION_KEY%') FROM pg_proc")"
clause=$(as eve -c "SELECT keyed('$X')")
check "without preload, a function's SET clause is refused when the library loads inside the call (a WARNING)" t \
    "$(grep -q '^WARNING:  ignoring the key set in "ulid.mask_key" before library "ulid" was loaded' <<<"$clause" && echo t)"
check "... and its key is never used" 0 "$(grep -c '^true$' <<<"$clause")"

# ALTER ROLE/DATABASE ... SET by a role that is no superuser, before the library loads.
q $PORT postgres -c "CREATE ROLE mallory LOGIN" -c "CREATE DATABASE m OWNER mallory" || die "setup mallory"
"$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U mallory -d m -c "CREATE EXTENSION ulid" || die "mallory's extension"
stored=$("$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U mallory -d postgres \
    -c "ALTER DATABASE m SET ulid.mask_key = '$SESSION_KEY'" 2>&1)
check "a database owner cannot store a key in ALTER DATABASE ... SET before the library loads (42501)" t \
    "$(grep -q 'permission denied' <<<"$stored" && echo t)"
stored=$(as eve -c "ALTER ROLE eve SET ulid.mask_key = '$SESSION_KEY'")
check "another role cannot store a key in its own ALTER ROLE ... SET before the library loads (42501)" t \
    "$(grep -q 'permission denied' <<<"$stored" && echo t)"
check "... and neither is stored" 0 "$(q $PORT postgres -c "SELECT count(*) FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%ulid.mask_key%'")"

# On 15, ALTER SYSTEM names only parameters the session knows: LOAD 'ulid' first (as docs/masks.md
# says). This cluster's postgresql.conf names the setting, so every session has its placeholder and
# the refusal ("unrecognized configuration parameter") cannot be shown here; what works can.
if [ "$PG_MAJOR" = 15 ]; then
    check "15: ALTER SYSTEM SET ulid.mask_key works after LOAD 'ulid'" ok \
        "$(q $PORT postgres -c "LOAD 'ulid'" -c "ALTER SYSTEM SET ulid.mask_key = '$KEY'" -c "ALTER SYSTEM RESET ulid.mask_key" \
            -c "SELECT 'ok'" 2>&1)"
fi

# The attack of a database owner (ulid is a trusted extension): an IMMUTABLE function that returns
# the setting, an expression index on it, and rows for autovacuum to analyze. Autovacuum runs the
# function as the table owner and keeps its result in pg_stats, which the owner reads.
# leaked_through_autovacuum TABLE: what autovacuum's ANALYZE of TABLE's expression index stored.
leaked_through_autovacuum() {
    "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U mallory -d m \
        -c "CREATE OR REPLACE FUNCTION leak(int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS \$\$
            BEGIN RETURN coalesce(current_setting('ulid.mask_key', true), 'none') || \$1;
            EXCEPTION WHEN OTHERS THEN RETURN 'denied' || \$1; END \$\$" \
        -c "CREATE TABLE $1 (i int)" -c "CREATE INDEX ${1}_leak ON $1 (leak(i))" \
        -c "INSERT INTO $1 SELECT 1 FROM generate_series(1, 2000)" >/dev/null || return
    local stats i
    for i in $(seq 60); do
        stats=$("$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U mallory -d m \
            -c "SELECT most_common_vals FROM pg_stats WHERE tablename = '${1}_leak'")
        [ -n "$stats" ] && break
        sleep 1
    done
    echo "$stats"
}
# usable_as ROLE DB: t when that role's one-argument forms use the key, else the error.
usable_as() {
    "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U "$1" -d "$2" \
        -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY')" 2>&1
}

# With ulid in session_preload_libraries (a reload): every session loads the library, autovacuum
# workers do not.
echo "session_preload_libraries = 'ulid'" >>"$CONF"
reload
check "session_preload_libraries: a fresh login of another role cannot read the key" 42501 \
    "$(as eve -v VERBOSITY=sqlstate -c "SHOW ulid.mask_key" | sed -n 's/^ERROR:  //p')"
usable=$(usable_as mallory m)
check "session_preload_libraries: the one-argument forms still refuse the server key (55000)" \
    "ERROR:  the server mask key is not protected from other roles" "$(echo "$usable" | head -1)"
check "session_preload_libraries: ... with a HINT to add ulid to shared_preload_libraries and restart" t \
    "$(echo "$usable" | grep -q '^HINT:  Add ulid to shared_preload_libraries, restart the server' && echo t)"
leaked=$(leaked_through_autovacuum t1)
check "session_preload_libraries: autovacuum hands the placeholder to the table owner (why it is not enough)" \
    "{${KEY}1}" "$leaked"
check "session_preload_libraries: the key is never both usable and leaked to the table owner through pg_stats" f \
    "$(grep -qx t <<<"$usable" && [[ "$leaked" == *"$KEY"* ]] && echo t || echo f)"

# ALTER ROLE ALL SET stores a key in pg_db_role_setting, which every role can read. A superuser
# session that has not loaded ulid stores it unchecked (PostgreSQL's placeholder); once ulid is
# preloaded, the sessions must refuse it, as they refuse ALTER DATABASE/ROLE ... SET.
CATALOG_KEY=0f0e0d0c0b0a09080706050403020100
PGOPTIONS="-c session_preload_libraries=" q $PORT postgres -c "ALTER ROLE ALL SET ulid.mask_key = '$CATALOG_KEY'" \
    >>"$CLIENT" 2>&1
check "ALTER ROLE ALL SET by a session without ulid stores the key where another role reads it" t \
    "$(as eve -c "SELECT bool_or(array_to_string(setconfig, ',') LIKE '%$CATALOG_KEY%') FROM pg_db_role_setting" | tail -1)"

# With ulid in shared_preload_libraries (a restart): the postmaster defines the real setting.
sed -i "s/^session_preload_libraries = 'ulid'$/shared_preload_libraries = 'ulid'/" "$CONF"
restart
check "shared_preload_libraries: the library is preloaded" ulid "$(q $PORT postgres -c "SHOW shared_preload_libraries")"
catalog_attempt=$(as eve -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$CATALOG_KEY') AS catalog_key_used")
check "shared_preload_libraries: a key stored by ALTER ROLE ALL SET is refused at login (with a warning)" t \
    "$(echo "$catalog_attempt" | grep -q 'cannot be stored in a system catalog' && echo t)"
check "shared_preload_libraries: ... and the one-argument forms never use it" f \
    "$(echo "$catalog_attempt" | grep -E '^(t|f)$')"
q $PORT postgres -c "ALTER ROLE ALL RESET ulid.mask_key" >/dev/null 2>&1
for route in "SHOW ulid.mask_key" "SELECT current_setting('ulid.mask_key')" "SELECT current_setting('ulid.mask_key', true)"; do
    check "shared_preload_libraries: '$route' by another role is refused (42501)" 42501 \
        "$(as eve -v VERBOSITY=sqlstate -c "$route" | sed -n 's/^ERROR:  //p')"
done
check "shared_preload_libraries: pg_settings has no row that names or holds the key" 0 \
    "$(as eve -c "SELECT count(*) FROM pg_settings WHERE name LIKE 'ulid.mask%' OR setting ILIKE '%$KEY%' OR reset_val ILIKE '%$KEY%'")"
check "shared_preload_libraries: a pg_monitor member sees only that a key is set" "(hidden)" "$(as mon -c "SHOW ulid.mask_key")"
check "shared_preload_libraries: another role's one-argument forms use the server key" t \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY')")"
# pg_settings reads the stored text around the show hook (its reset_val and boot_val columns):
# GUC_NO_SHOW_ALL keeps the setting out of it, for pg_read_all_settings members too.
check "shared_preload_libraries: a pg_monitor member finds no row of the key in pg_settings" 0 \
    "$(as mon -c "SELECT count(*) FROM pg_show_all_settings() WHERE name LIKE 'ulid.mask%' OR setting ILIKE '%$KEY%'
                     OR reset_val ILIKE '%$KEY%' OR boot_val ILIKE '%$KEY%'")"
check "shared_preload_libraries: ... nor in SHOW ALL" 0 "$(as mon -c "SHOW ALL" | grep -ciE "ulid\.mask|$KEY")"
check "shared_preload_libraries: ... and is refused pg_file_settings (42501)" 42501 \
    "$(as mon -v VERBOSITY=sqlstate -c "SELECT * FROM pg_file_settings" | sed -n 's/^ERROR:  //p')"
clause=$(as eve -c "SELECT keyed('$X')")
check "shared_preload_libraries: a function's SET clause is refused at each call, with a WARNING" t \
    "$(grep -q '^WARNING:  ignoring the key set in "ulid.mask_key" by the SET clause of function keyed(text)' <<<"$clause" && echo t)"
check "shared_preload_libraries: ... its key is not used (the call has no key)" "ERROR:  no server mask key is set" \
    "$(grep '^ERROR' <<<"$clause")"
clause=$(as eve -c "SELECT keyed_in_parallel()")
check "shared_preload_libraries: ... nor by the parallel workers of a query inside the call" \
    "ERROR:  no server mask key is set" "$(grep '^ERROR' <<<"$clause" | sort -u)"
check "shared_preload_libraries: ... and the server key is back after the call" t \
    "$(as eve -c "SELECT keyed('$X')" -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY')" 2>/dev/null | tail -1)"
attempt=$(PGOPTIONS="-c ulid.mask_key=ffffffffffffffffffffffffffffffff" as eve \
    -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\xffffffffffffffffffffffffffffffff')")
check "shared_preload_libraries: another role's key given at login is refused" t \
    "$(echo "$attempt" | grep -q 'permission denied to set parameter "ulid.mask_key"' && echo t)"
check "shared_preload_libraries: ... and the one-argument forms never use it" 0 "$(echo "$attempt" | grep -c '^t$')"
check "shared_preload_libraries: the one-argument forms agree with the key in parallel workers" "Gather|0" "$(as eve \
    -c "SET max_parallel_workers_per_gather = 2" -c "SET parallel_setup_cost = 0" -c "SET parallel_tuple_cost = 0" \
    -c "SET min_parallel_table_scan_size = 0" \
    -c "EXPLAIN (COSTS OFF) SELECT count(*) FROM ids WHERE ulid_unmask(ulid_mask(id)) <> id" \
    -c "SELECT count(*) FROM ids WHERE ulid_mask(id) <> ulid_mask(id, '\\x$KEY') OR ulid_unmask(ulid_mask(id)) <> id" |
    grep -oE '^ *-> *Gather|^ *Gather|^[0-9]+$' | sed 's/ *-> *//; s/^ *//' | paste -sd'|')"

usable=$(usable_as mallory m)
check "shared_preload_libraries: the database owner's one-argument forms use the server key" t "$usable"
leaked=$(leaked_through_autovacuum t2)
check "shared_preload_libraries: autovacuum's ANALYZE ran the owner's function and was refused the key" \
    "{denied1}" "$leaked"
check "shared_preload_libraries: the key is never both usable and leaked to the table owner through pg_stats" f \
    "$(grep -qx t <<<"$usable" && [[ "$leaked" == *"$KEY"* ]] && echo t || echo f)"

# Bad values set by a superuser: refused or dropped, never quoted by the extension.
BAD1=deadbeefdeadbeefdeadbeefdeadbee BAD2=cafebabecafebabecafebabecafebab BAD3=feedfacefeedfacefeedfacefeedfac
q $PORT postgres -c "SET ulid.mask_key = '$BAD1'" >>"$CLIENT" 2>&1
check "a bad SET is refused" 1 $?
q $PORT postgres -c "ALTER SYSTEM SET ulid.mask_key = '$BAD2'" >>"$CLIENT" 2>&1
check "a bad ALTER SYSTEM is refused" 1 $?
KEY2=0123456789abcdef0123456789abcdef
echo "ulid.mask_key = '$KEY2'" >>"$CONF"
reload
check "a new key in postgresql.conf takes effect at reload" t \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY2')")"
echo "ulid.mask_key = '$BAD3'" >>"$CONF"
reload
check "a bad value in postgresql.conf is refused at reload: the server keeps its key" t \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY2')")"
check "the clients were told of the bad value" t "$(grep -q 'invalid value for parameter "ulid.mask_key"' "$CLIENT" && echo t)"
check "no client ever got a bad value from the extension" 0 "$(grep -cE "$BAD1|$BAD2|$BAD3" "$CLIENT")"
check "the extension's own refusals reached the server log" t \
    "$(grep -q 'invalid value for parameter "ulid.mask_key"' "$LOG" && echo t)"
check "PostgreSQL itself logs a key that a reload changes (docs/masks.md says so)" t \
    "$(grep -q "parameter \"ulid.mask_key\" changed to \"$KEY2\"" "$LOG" && echo t)"
check "the only log lines that quote a key are PostgreSQL's own (a change at reload, a failing statement's text)" "" \
    "$(grep -E "$KEY|$KEY2|$BAD1|$BAD2|$BAD3" "$LOG" | grep -vE 'parameter "ulid.mask_key" changed to|STATEMENT: ')"

finish_layer
