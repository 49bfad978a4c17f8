#!/usr/bin/env bash
# The server mask key ulid.mask_key (spec 6.1) against roles that are not superusers, with real
# logins into a private cluster (sql/masks.sql switches roles with SET ROLE inside one login):
# - set in postgresql.conf without any preload, a fresh login that has not loaded the library
#   reads it (PostgreSQL's placeholder), so the one-argument forms refuse it (55000);
# - with ulid in session_preload_libraries, no login of another role reads it (SHOW,
#   current_setting, pg_settings), a pg_monitor member sees "(hidden)", nobody can override it for
#   their own session, and everyone uses it, parallel workers included;
# - bad values set by a superuser (SET, ALTER SYSTEM, postgresql.conf) are refused or dropped, and
#   neither the clients nor the server log get the value from the extension: the only log lines
#   that quote a key are PostgreSQL's own ("parameter ... changed to", a failing statement's text).
# Runtime: about 15 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25449
KEY=00112233445566778899aabbccddeeff
start_cluster maskkey $PORT "ulid.mask_key = '$KEY'" || die "start cluster"
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
X=01JGFJJZ00XHF7E02JJ03AE4T7

# Without preload: the placeholder shows the key to anyone, so the extension will not use it.
check "without preload, a fresh login of another role reads the key (PostgreSQL's placeholder)" "$KEY" \
    "$(as eve -c "SHOW ulid.mask_key")"
check "without preload, the one-argument forms refuse the server key (55000)" \
    "ERROR:  the server mask key is not protected from other roles" \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid)" | head -1)"

# With ulid in session_preload_libraries (a reload, no restart).
echo "session_preload_libraries = 'ulid'" >>"$CONF"
reload
for route in "SHOW ulid.mask_key" "SELECT current_setting('ulid.mask_key')" "SELECT current_setting('ulid.mask_key', true)"; do
    check "preloaded: '$route' by another role is refused (42501)" 42501 \
        "$(as eve -v VERBOSITY=sqlstate -c "$route" | sed -n 's/^ERROR:  //p')"
done
check "preloaded: pg_settings has no row that names or holds the key" 0 \
    "$(as eve -c "SELECT count(*) FROM pg_settings WHERE name LIKE 'ulid%' OR setting ILIKE '%$KEY%' OR reset_val ILIKE '%$KEY%'")"
check "preloaded: a pg_monitor member sees only that a key is set" "(hidden)" "$(as mon -c "SHOW ulid.mask_key")"
check "preloaded: another role's one-argument forms use the server key" t \
    "$(as eve -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\x$KEY')")"
attempt=$(PGOPTIONS="-c ulid.mask_key=ffffffffffffffffffffffffffffffff" as eve \
    -c "SELECT ulid_mask('$X'::ulid) = ulid_mask('$X', '\\xffffffffffffffffffffffffffffffff')")
check "preloaded: another role's key given at login is refused" t \
    "$(echo "$attempt" | grep -q 'permission denied to set parameter "ulid.mask_key"' && echo t)"
check "preloaded: ... and the one-argument forms never use it" 0 "$(echo "$attempt" | grep -c '^t$')"
check "preloaded: the one-argument forms agree with the key in parallel workers" "Gather|0" "$(as eve \
    -c "SET max_parallel_workers_per_gather = 2" -c "SET parallel_setup_cost = 0" -c "SET parallel_tuple_cost = 0" \
    -c "SET min_parallel_table_scan_size = 0" \
    -c "EXPLAIN (COSTS OFF) SELECT count(*) FROM ids WHERE ulid_unmask(ulid_mask(id)) <> id" \
    -c "SELECT count(*) FROM ids WHERE ulid_mask(id) <> ulid_mask(id, '\\x$KEY') OR ulid_unmask(ulid_mask(id)) <> id" |
    grep -oE '^ *-> *Gather|^ *Gather|^[0-9]+$' | sed 's/ *-> *//; s/^ *//' | paste -sd'|')"

# Bad values set by a superuser: refused or dropped, never quoted by the extension.
BAD1=deadbeefdeadbeefdeadbeefdeadbee BAD2=cafebabecafebabecafebabecafebab BAD3=feedfacefeedfacefeedfacefeedfac
q $PORT postgres -c "SET ulid.mask_key = '$BAD1'" >>"$CLIENT" 2>&1
check "a bad SET is refused" 1 $?
q $PORT postgres -c "ALTER SYSTEM SET ulid.mask_key = '$BAD2'" >>"$CLIENT" 2>&1
check "a bad ALTER SYSTEM is refused" 1 $?
echo "ulid.mask_key = '$BAD3'" >>"$CONF"
reload
check "a bad value in postgresql.conf leaves the server without a key" \
    "ERROR:  no server mask key is set" "$(as eve -c "SELECT ulid_mask('$X'::ulid)" | grep '^ERROR')"
check "the clients were told of the bad value" t "$(grep -q 'invalid value for parameter "ulid.mask_key"' "$CLIENT" && echo t)"
check "no client ever got a bad value from the extension" 0 "$(grep -cE "$BAD1|$BAD2|$BAD3" "$CLIENT")"
check "the extension's own refusals reached the server log" t \
    "$(grep -q 'invalid value for parameter "ulid.mask_key"' "$LOG" && echo t)"
check "PostgreSQL itself logs a key that a reload changes (the README says so)" t \
    "$(grep -q "parameter \"ulid.mask_key\" changed to \"$BAD3\"" "$LOG" && echo t)"
check "the only log lines that quote a key are PostgreSQL's own (a change at reload, a failing statement's text)" "" \
    "$(grep -E "$KEY|$BAD1|$BAD2|$BAD3" "$LOG" | grep -vE 'parameter "ulid.mask_key" changed to|STATEMENT: ')"

finish_layer
