#!/usr/bin/env bash
# ulid_portable's installs and the move to ulid (issue 27), as the roles a host gives its users:
# the committed psql -f files equal a fresh build; the plain file by a role that only has CREATE
# on the database, run again, and over an older install of itself; four sessions generating at
# once; CREATE EXTENSION by a non-superuser and DROP EXTENSION leaving nothing; shadows of every built-in name the built
# script uses, in schemas before pg_catalog and in pg_temp, changing no result of any of its
# functions. The move to ulid is pg_regress portable_installs (run here by installcheck-portable).
# Issue 41: a LOGIN-only role queueing locks on whatever relations the schema has (0.4.0's
# sequences stall a victim's call; after the update there are none), both generators on a hot
# standby (pg_basebackup -R), and the clock stepped back under libfaketime (Debian's faketime).
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25469
start_cluster portable $PORT || die "start cluster"

# The portable schedule on its own, in a fresh database: it needs nothing the rest of the suite made.
PGHOST=$WORK PGPORT=$PORT PGUSER=postgres make -s installcheck-portable >build/portable-schedule.log 2>&1
status=$?
read -r regress_passed regress_failed < <(pg_regress_counts build/portable-schedule.log)
check "make installcheck-portable runs the portable schedule alone: every file passes" "0 0 t" \
    "$status $regress_failed $([ "$regress_passed" -ge 3 ] && echo t)"
[ "$status" -eq 0 ] || { tail -n 20 build/portable-schedule.log; [ -f regression.diffs ] && head -n 60 regression.diffs; }

for file in portable/ulid_portable.sql portable/ulid_portable_pgtle.sql; do
    kind=plain
    [ "$file" = portable/ulid_portable_pgtle.sql ] && kind=pgtle
    # The committed file (make has just rebuilt the one in the work tree).
    committed=$(git -C "$ROOT" show "HEAD:$file" 2>/dev/null || cat "$file")
    check "$file as committed equals a fresh build from sql/portable/" "" \
        "$(sh portable/build.sh $kind "$(sed -n 's/^EXTVERSION = //p' Makefile)" | diff - <(echo "$committed") | head -5)"
done

q $PORT postgres -c "CREATE ROLE app LOGIN" -c "CREATE DATABASE plain" -c "GRANT CREATE ON DATABASE plain TO app" \
    -c "CREATE DATABASE ext OWNER app" -c "CREATE DATABASE hostile OWNER app" || die "roles"
qa() { local db=$1; shift; "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$WORK" -p $PORT -U app -d "$db" "$@"; }

# The plain file: a role with CREATE on the database only; twice; then over an older install.
CATALOG="SELECT string_agg(p.oid::regprocedure || ' ' || md5(pg_get_functiondef(p.oid)) || ' ' || provolatile::text || proparallel::text || proisstrict::text, E'\n' ORDER BY p.oid::regprocedure::text) FROM pg_proc p WHERE pronamespace = 'ulid_portable'::regnamespace"
check_that "app installs the plain file" qa plain -f portable/ulid_portable.sql
fresh=$(q $PORT plain -c "$CATALOG")
check "the catalog lists the functions" t "$([ "$(echo "$fresh" | grep -c ulid_portable)" -ge 9 ] && echo t)"
check_that "app runs it again" qa plain -f portable/ulid_portable.sql
check "a re-run leaves the same catalog" "$fresh" "$(q $PORT plain -c "$CATALOG")"
check "the schema records the version" "ulid_portable $(sed -n 's/^EXTVERSION = //p' Makefile)" \
    "$(q $PORT plain -c "SELECT split_part(obj_description('ulid_portable'::regnamespace, 'pg_namespace'), ':', 1)")"
# An older install: functions missing or different, an older version recorded.
qa plain -c "DROP FUNCTION ulid_portable.ulid_min(timestamptz)" \
    -c "CREATE OR REPLACE FUNCTION ulid_portable.ulid_to_text(id uuid) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE RETURN 'old'" \
    -c "COMMENT ON SCHEMA ulid_portable IS 'ulid_portable 0.3.9: older'" || die "older"
check_that "the file updates an older install in place" qa plain -f portable/ulid_portable.sql
check "the updated install equals a fresh one" "$fresh" "$(q $PORT plain -c "$CATALOG")"
check "it works" 01JGFJJZ00XHF7E02JJ03AE4T7 "$(qa plain -c "SELECT ulid_portable.ulid_to_text('01941f29-7c00-ec5e-7700-529006a71347')")"
qa plain -c "COMMENT ON SCHEMA ulid_portable IS 'ulid_portable 9.0.0: newer'"
check "a file older than the install refuses" 1 "$(qa plain -f portable/ulid_portable.sql 2>&1 | grep -c 'newer than this file')"
# A schema ulid_portable made by another role before the file runs: here one that gave it to a group
# both roles belong to. Its owner's members could drop the functions put there and plant their own.
q $PORT postgres -c "CREATE ROLE squatter LOGIN" -c "CREATE ROLE tenants" -c "GRANT tenants TO app, squatter" \
    -c "CREATE DATABASE squatted" -c "GRANT CREATE ON DATABASE squatted TO app, squatter" || die "squatter"
"$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$WORK" -p $PORT -U squatter -d squatted \
    -c "CREATE SCHEMA ulid_portable" -c "ALTER SCHEMA ulid_portable OWNER TO tenants" || die "squat"
refusal=$(qa squatted -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "the plain file refuses a schema ulid_portable that another role owns, and creates nothing" \
    "1 exit 3 0" "$(grep -c 'schema ulid_portable belongs to role tenants' <<<"$refusal") $(tail -1 <<<"$refusal") \
$(q $PORT squatted -c "SELECT count(*) FROM pg_proc WHERE pronamespace = 'ulid_portable'::regnamespace")"
# The same schema passed off as a newer install: its owner writes the comment the file reads its
# version from, and a function of its own there. The file must still name the owner (42501), not
# report a newer install, after which a user would go on calling what the squatter planted.
"$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$WORK" -p $PORT -U squatter -d squatted \
    -c "COMMENT ON SCHEMA ulid_portable IS 'ulid_portable 99.0.0: newer'" \
    -c "CREATE FUNCTION ulid_portable.gen_monotonic_ulid() RETURNS uuid LANGUAGE sql RETURN gen_random_uuid()" || die "disguise"
refusal=$(qa squatted -v VERBOSITY=verbose -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "a schema of another role whose comment names a newer version is refused as another role's (42501)" \
    "1 0 exit 3" "$(grep -c '42501: schema ulid_portable belongs to role tenants' <<<"$refusal") \
$(grep -c 'newer than this file' <<<"$refusal") $(tail -1 <<<"$refusal")"
# A read-only session (default_transaction_read_only, which any role of a shared session may have
# set, as in PGlite's one session): the file sent as one message, as PGlite's exec sends it, must
# be refused before its BEGIN, so that the session's next query runs (not 25P02 until a ROLLBACK).
q $PORT postgres -c "CREATE DATABASE readonly OWNER app" || die "readonly"
readonly=$("$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U app -d readonly -c "SET default_transaction_read_only = on" \
    -c "$(cat portable/ulid_portable.sql)" -c "SELECT 'usable'" 2>&1)
check "a read-only session is refused before the file's BEGIN (25006) and stays usable" "1 usable" \
    "$(grep -c 'cannot install ulid_portable in a read-only transaction' <<<"$readonly") $(tail -1 <<<"$readonly")"

# Issue 33, item 5: another role's schema appearing after the file's checks began and before its
# CREATE SCHEMA IF NOT EXISTS (an event trigger of the superuser makes it then, as squatter, open to
# PUBLIC): the file refuses it by its owner check, and creates nothing there.
q $PORT postgres -c "CREATE DATABASE raced" -c "GRANT CREATE ON DATABASE raced TO app, squatter" || die "raced"
q $PORT raced -c "CREATE FUNCTION public.squat() RETURNS event_trigger LANGUAGE plpgsql SECURITY DEFINER AS \$\$
BEGIN
    IF current_setting('squat.busy', true) IS DISTINCT FROM 'on' AND to_regnamespace('ulid_portable') IS NULL THEN
        PERFORM set_config('squat.busy', 'on', true);
        CREATE SCHEMA ulid_portable;
        GRANT ALL ON SCHEMA ulid_portable TO PUBLIC;
    END IF;
END \$\$" -c "ALTER FUNCTION public.squat() OWNER TO squatter" \
    -c "CREATE EVENT TRIGGER squat ON ddl_command_start WHEN TAG IN ('CREATE SCHEMA') EXECUTE FUNCTION public.squat()" || die "event trigger"
raced=$(qa raced -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "a schema of another role made just before the file's CREATE SCHEMA is refused, and nothing is created" \
    "1 exit 3 0" "$(grep -c 'schema ulid_portable belongs to role squatter' <<<"$raced") $(tail -1 <<<"$raced") \
$(q $PORT raced -c "SELECT count(*) FROM pg_namespace WHERE nspname = 'ulid_portable'")"
grep ERROR <<<"$raced"

# Item 6: a role that may only connect holds the advisory lock the runs take turns on; the file fails
# within the lock_timeout (here 2 seconds; 10 without one), saying which process of which role holds it.
q $PORT postgres -c "CREATE ROLE idler LOGIN" -c "CREATE DATABASE locked" -c "GRANT CREATE ON DATABASE locked TO app" || die "locked"
"$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U idler -d locked \
    -c "SELECT pg_advisory_lock(hashtext('ulid_portable plain install'))" -c "SELECT pg_sleep(60)" >/dev/null 2>&1 & idler=$!
for _ in $(seq 50); do
    [ "$(q $PORT locked -c "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted")" = 1 ] && break
    sleep 0.1
done
held=$(PGOPTIONS='-c lock_timeout=2s' qa locked -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "the held lock makes the file fail with lock_not_available, naming the role that holds it" "1 1 exit 3" \
    "$(grep -c 'another session holds the lock' <<<"$held") $(grep -c 'DETAIL:  Held by process [0-9]* of role idler' <<<"$held") $(tail -1 <<<"$held")"
grep -A2 ERROR <<<"$held"
kill "$idler" 2>/dev/null; wait "$idler" 2>/dev/null
q $PORT postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'idler'" >/dev/null

# await_sleeper DB ROLE: waits (5 s at most) until a session of ROLE in DB runs its pg_sleep.
await_sleeper() {
    for _ in $(seq 50); do
        [ "$(q $PORT "$1" -c "SELECT count(*) FROM pg_stat_activity WHERE usename = '$2' AND query LIKE '%pg_sleep%'")" = 1 ] && return
        sleep 0.1
    done
}

# Every other wait of the file is bounded too. A role with CREATE on the database that keeps open a
# transaction in which it created a schema ulid_portable: CREATE SCHEMA IF NOT EXISTS waits for it
# (for ever before), and the file fails with 55P03 saying so, creating nothing.
q $PORT postgres -c "CREATE DATABASE creating" -c "GRANT CREATE ON DATABASE creating TO app, squatter" || die "creating"
"$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U squatter -d creating \
    -c "BEGIN" -c "CREATE SCHEMA ulid_portable" -c "SELECT pg_sleep(60)" >/dev/null 2>&1 & creator=$!
await_sleeper creating squatter
creating=$(PGOPTIONS='-c lock_timeout=2s' qa creating -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "a schema ulid_portable created in another role's open transaction makes the file fail with lock_not_available" "1 exit 3" \
    "$(grep -c 'ERROR:  another transaction is creating a schema ulid_portable' <<<"$creating") $(tail -1 <<<"$creating")"
grep -A1 ERROR <<<"$creating"
kill "$creator" 2>/dev/null; wait "$creator" 2>/dev/null
q $PORT postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'squatter'" >/dev/null
# ... and when that transaction commits while the file waits for it (the test lets it commit once
# the file waits): the schema is another role's, and the file says so.
q $PORT postgres -c "CREATE DATABASE created" -c "GRANT CREATE ON DATABASE created TO app, squatter" || die "created"
q $PORT created -c "CREATE TABLE public.go ()" -c "GRANT SELECT ON public.go TO squatter" || die "go"
"$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U squatter -d created -c "BEGIN" -c "CREATE SCHEMA ulid_portable" \
    -c "DO \$\$ BEGIN WHILE NOT EXISTS (SELECT FROM public.go) LOOP PERFORM pg_sleep(0.05); END LOOP; END \$\$" \
    -c "COMMIT" >/dev/null 2>&1 & creator=$!
for _ in $(seq 50); do
    [ "$(q $PORT created -c "SELECT count(*) FROM pg_stat_activity WHERE usename = 'squatter' AND query LIKE '%WHILE%'")" = 1 ] && break
    sleep 0.1
done
qa created -f portable/ulid_portable.sql >"$WORK/created.out" 2>&1 & file=$!
for _ in $(seq 100); do
    [ "$(q $PORT created -c "SELECT count(*) FROM pg_stat_activity WHERE usename = 'app' AND wait_event_type = 'Lock'")" = 1 ] && break
    sleep 0.1
done
q $PORT created -c "INSERT INTO public.go DEFAULT VALUES" >/dev/null
wait "$file"; created_status=$?
wait "$creator" 2>/dev/null
check "a schema ulid_portable committed by another role while the file waits for it: the file fails saying so" "1 3 squatter" \
    "$(grep -c 'ERROR:  schema ulid_portable was created by another session while this file ran' "$WORK/created.out") $created_status \
$(q $PORT created -c "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'ulid_portable'")"
# Updating a pre-release build of 0.4.0, whose sequences *_calls PUBLIC may use: a role with CONNECT only keeps open a
# transaction that called gen_monotonic_ulid. The update's DROP SEQUENCE waited for it for ever, and
# every later gen_monotonic_ulid of every session waited behind the DROP; now the update fails with
# 55P03 naming that role, and the old generator goes on.
q $PORT postgres -c "CREATE DATABASE calls OWNER app" -c "GRANT CONNECT ON DATABASE calls TO idler" || die "calls"
sh portable/build.sh plain 0.3.9 test/upgrade/ulid_portable-older.sql >"$WORK/older.sql" || die "older build"
check_that "app installs the stand-in of a pre-release 0.4.0 (test/upgrade/ulid_portable-older.sql)" qa calls -f "$WORK/older.sql"
"$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U idler -d calls \
    -c "BEGIN" -c "SELECT ulid_portable.gen_monotonic_ulid()" -c "SELECT pg_sleep(60)" >/dev/null 2>&1 & caller=$!
for _ in $(seq 50); do
    [ "$(q $PORT calls -c "SELECT count(*) FROM pg_locks WHERE relation = 'ulid_portable.monotonic_calls'::regclass AND granted")" = 1 ] && break
    sleep 0.1
done
# No lock_timeout in the session here: the file's own bound (ten seconds) ends the wait.
held=$(qa calls -f portable/ulid_portable.sql 2>&1; echo "exit $?")
check "an open transaction of a CONNECT-only role that used the old sequence makes the update fail with lock_not_available, naming it" \
    "1 1 exit 3" "$(grep -c 'ERROR:  sequence ulid_portable.monotonic_calls of an older version, which this update drops, is in use' <<<"$held") \
$(grep -c 'DETAIL:  Locked by process [0-9]* of role idler\.' <<<"$held") $(tail -1 <<<"$held")"
grep -A1 ERROR <<<"$held"
check "... and the older generator goes on meanwhile" 36 "$(qa calls -c "SELECT length(ulid_portable.gen_monotonic_ulid()::text)")"
kill "$caller" 2>/dev/null; wait "$caller" 2>/dev/null
q $PORT postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'idler'" >/dev/null
check_that "once that transaction has ended, the update succeeds" qa calls -f portable/ulid_portable.sql

# Two runs at once in a fresh database (every instance of an application at its start): both
# succeed, one after the other, and leave the catalog of one run.
q $PORT postgres -c "CREATE DATABASE concurrent" -c "GRANT CREATE ON DATABASE concurrent TO app" || die "concurrent database"
qa concurrent -f portable/ulid_portable.sql >"$WORK/concurrent-1.log" 2>&1 & first=$!
qa concurrent -f portable/ulid_portable.sql >"$WORK/concurrent-2.log" 2>&1 & second=$!
wait $first; first_status=$?
wait $second; second_status=$?
check "two runs of the plain file at once both succeed" "0 0" "$first_status $second_status"
[ "$first_status$second_status" = 00 ] || cat "$WORK"/concurrent-*.log
check "... and leave the catalog of one run" "$fresh" "$(q $PORT concurrent -c "$CATALOG")"

# Four sessions at once, 50,000 calls of each generator in each: every value distinct, and each
# session's strictly increasing (each keeps its state in its own currval of the shared sequences;
# read from the sequences' shared values instead, 462 of 200,000 went back).
qa concurrent -c "CREATE SCHEMA load" -c "CREATE TABLE load.made (pid int, n int, id uuid, typeid text COLLATE \"C\")" || die "made"
makers=()
for _ in 1 2 3 4; do
    qa concurrent -c "INSERT INTO load.made SELECT pg_backend_pid(), g, ulid_portable.gen_monotonic_ulid(), ulid_portable.gen_typeid('user')
                      FROM generate_series(1, 50000) g" & makers+=($!)
done
wait "${makers[@]}"
check "four sessions at once: 200,000 rows, every ulid and TypeID distinct, none below its session's previous, sessions overlapping" \
    "200000 200000 200000 0 0 4 t" "$(qa concurrent -F ' ' -c "
    SELECT count(*), count(DISTINCT id), count(DISTINCT typeid), count(*) FILTER (WHERE previous_id >= id),
           count(*) FILTER (WHERE previous_typeid >= typeid), count(DISTINCT pid),
           (SELECT bool_or(a.pid <> b.pid AND a.first < b.last AND b.first < a.last)
              FROM (SELECT pid, min(ulid_portable.uuid_time_field(id)) first, max(ulid_portable.uuid_time_field(id)) last
                      FROM load.made GROUP BY pid) a,
                   (SELECT pid, min(ulid_portable.uuid_time_field(id)) first, max(ulid_portable.uuid_time_field(id)) last
                      FROM load.made GROUP BY pid) b)
      FROM (SELECT pid, id, typeid, lag(id) OVER w AS previous_id, lag(typeid) OVER w AS previous_typeid
              FROM load.made WINDOW w AS (PARTITION BY pid ORDER BY n)) s")"

# CREATE EXTENSION by the database owner (not a superuser), and DROP EXTENSION leaves nothing.
check_that "app creates the trusted extension" qa ext -c "CREATE EXTENSION ulid_portable"
check "the extension equals the plain file's functions" "$fresh" "$(q $PORT ext -c "$CATALOG")"
check_that "app drops it" qa ext -c "DROP EXTENSION ulid_portable"
check "nothing is left" 0 "$(q $PORT ext -c "SELECT count(*) FROM pg_namespace WHERE nspname = 'ulid_portable'")"

# Shadows: every built-in function, type and operator the built script names, shadowed (as layer 45
# does for ulid) by the role that installs the extension: functions of every signature and
# domains in the schemas early and ext, temporary tables named like the types (pg_temp), and an
# operator of every built-in signature of each operator the script uses, in early. All of them
# record when they run. Then that role, with pg_temp, early, ext and public before pg_catalog on its
# search_path, calls every function of the schema (test/reliability/portable-calls.sql): no
# shadow runs and every result equals the one under a clean search_path.
SCRIPT=sql/ulid_portable--$(sed -n 's/^EXTVERSION = //p' Makefile).sql
shadow_names $PORT "$SCRIPT"
operators=$(grep -oE 'OPERATOR\(pg_catalog\.[^)]+\)' "$SCRIPT" | sed 's/^OPERATOR(pg_catalog\.//; s/)$//' | sort -u | paste -sd' ')
echo "# types: $types"
echo "# functions: $functions"
echo "# operators: $operators"
check "every pg_catalog name in $SCRIPT is a type or a function" \
    "$(echo "$names" | tr , '\n' | wc -l)" "$( (echo "$types"; echo "$functions") | tr , '\n' | sort -u | grep -c .)"
check "the script uses operators" t "$([ -n "$operators" ] && echo t)"
q $PORT hostile -c "CREATE EXTENSION ulid" || die "ulid in hostile"
qa hostile >"$WORK/shadowed.out" 2>&1 <<SQL
SET shadow.types = '$types';
SET shadow.functions = '$functions';
SET shadow.operators = '';
\\i test/reliability/shadows.sql
DO \$\$
DECLARE
    o record;
BEGIN
    FOR o IN SELECT p.oid, p.oprname, p.oprleft::pg_catalog.regtype AS l, p.oprright::pg_catalog.regtype AS r
               FROM pg_catalog.pg_operator p
              WHERE p.oprnamespace OPERATOR(pg_catalog.=) 'pg_catalog'::pg_catalog.regnamespace
                AND p.oprname OPERATOR(pg_catalog.=) ANY (pg_catalog.string_to_array('$operators', ' '))
                AND NOT EXISTS (SELECT FROM pg_catalog.pg_type t WHERE t.oid IN (p.oprleft, p.oprright) AND t.typtype OPERATOR(pg_catalog.=) 'p')
    LOOP
        EXECUTE pg_catalog.format('CREATE FUNCTION early.shadow_operator_%s(%s) RETURNS pg_catalog.bool LANGUAGE sql AS %L', o.oid,
            pg_catalog.concat_ws(', ', CASE WHEN o.l OPERATOR(pg_catalog.<>) 0 THEN o.l::pg_catalog.text END, o.r::pg_catalog.text),
            pg_catalog.format('SELECT early.ran(%L)', pg_catalog.format('operator early.%s (%s, %s)', o.oprname, o.l, o.r)));
        EXECUTE pg_catalog.format('CREATE OPERATOR early.%s (%s RIGHTARG = %s, FUNCTION = early.shadow_operator_%s)', o.oprname,
            CASE WHEN o.l OPERATOR(pg_catalog.<>) 0 THEN pg_catalog.format('LEFTARG = %s,', o.l) END, o.r, o.oid);
        INSERT INTO early.shadows VALUES (pg_catalog.format('operator early.%s (%s, %s)', o.oprname, o.l, o.r));
    END LOOP;
END
\$\$;
CREATE EXTENSION ulid_portable;
\\i test/reliability/portable-calls.sql
SET search_path = pg_temp, early, ext, public, pg_catalog;
SELECT 'call: ' OPERATOR(pg_catalog.||) c FROM early.run_calls() c;
-- The control: an unqualified call under this search_path does reach a shadow.
SELECT upper('control');
SQL
check "app shadowed every name, installed ulid_portable and ran every call under the hostile search_path" 0 \
    "$(grep -c ERROR "$WORK/shadowed.out")"
grep -B2 -A3 ERROR "$WORK/shadowed.out" | head -20
check "no function of ulid_portable lacks sample arguments in test/reliability/portable-calls.sql" "" \
    "$(qa hostile -c "SELECT string_agg(u, ', ') FROM early.uncalled() u")"
calls=$(qa hostile -c "SELECT count(*) || ' calls of ' || count(DISTINCT function) || ' of ' ||
                               (SELECT count(*) FROM pg_proc WHERE pronamespace = 'ulid_portable'::regnamespace) || ' functions' FROM early.calls")
echo "# $calls; $(q $PORT hostile -c "SELECT count(*) FROM early.shadows") shadows"
check "every function of the schema is called" t "$(sed -n 's/^[0-9]* calls of \([0-9]*\) of \1 functions$/t/p' <<<"$calls")"
check "there are shadows of every kind" t "$(q $PORT hostile -c "
    SELECT bool_and(n > 0) FROM (SELECT count(*) FILTER (WHERE shadow LIKE k || ' %') n FROM early.shadows,
    unnest(ARRAY['domain', 'function', 'operator', 'temporary']) k GROUP BY k) s")"
# in_a_new_millisecond(setting) of a setting that does not exist is NULL, or false when the clock
# reads a whole millisecond (one call in a thousand): its values are left out, its errors are not.
clock_bound='^call: ulid_portable\.in_a_new_millisecond(.*) = a value: [tf]$'
qa hostile -c "SET search_path = pg_catalog" -c "SELECT 'call: ' || c FROM early.run_calls() c" | grep -v "$clock_bound" >"$WORK/clean-calls.out"
grep '^call: ' "$WORK/shadowed.out" | grep -v "$clock_bound" >"$WORK/hostile-calls.out"
diff "$WORK/clean-calls.out" "$WORK/hostile-calls.out" | cut -c1-200 | head -20
check_that "under the hostile search_path every call returns what it returns under a clean one ($(grep -c . "$WORK/clean-calls.out") calls)" \
    cmp -s "$WORK/clean-calls.out" "$WORK/hostile-calls.out"
check "no shadow ran in the install or the calls; only the control's unqualified upper() did" "function early.upper(text)" \
    "$(q $PORT hostile -c "SELECT string_agg(DISTINCT shadow, ', ') FROM early.shadow_log")"

# Issue 41, item 1: a role with LOGIN only keeps a transaction open after a call, and from a
# second session queues CREATE TRIGGER, CREATE RULE and LOCK on every relation of the schema (the
# strong lock is queued before the privilege check); a victim with statement_timeout 2s calls the
# generator meanwhile. With 0.4.0's sequences the victim fails (57014); after the update there is
# no relation to queue on, and the victim makes its IDs.
q $PORT postgres -c "CREATE DATABASE stall OWNER app" || die "stall"
check_that "app creates ulid_portable 0.4.0 (its state in sequences)" qa stall -c "CREATE EXTENSION ulid_portable VERSION '0.4.0'"
stall_attack() {  # prints: relations queued on, the victim's outcome
    local relations holder queuers=() victim
    relations=$(q $PORT stall -c "SELECT string_agg(oid::regclass::text, ' ') FROM pg_class WHERE relnamespace = 'ulid_portable'::regnamespace")
    "$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U idler -d stall \
        -c "BEGIN" -c "SELECT ulid_portable.gen_monotonic_ulid(), ulid_portable.gen_typeid('user')" -c "SELECT pg_sleep(8)" >/dev/null 2>&1 & holder=$!
    await_sleeper stall idler
    for relation in $relations; do
        for attack in "CREATE TRIGGER stall BEFORE INSERT ON $relation FOR EACH ROW EXECUTE FUNCTION pg_catalog.suppress_redundant_updates_trigger()" \
                      "CREATE RULE stall AS ON INSERT TO $relation DO INSTEAD NOTHING" "LOCK TABLE $relation IN ACCESS EXCLUSIVE MODE"; do
            "$PG_BIN/psql" -X -q -h "$WORK" -p $PORT -U idler -d stall -c "$attack" >/dev/null 2>&1 & queuers+=($!)
        done
    done
    sleep 0.5
    victim=$(PGOPTIONS='-c statement_timeout=2s' "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U app -d stall -v VERBOSITY=verbose \
        -c "SELECT count(DISTINCT ulid_portable.gen_monotonic_ulid()) + count(DISTINCT ulid_portable.gen_typeid('user')) FROM generate_series(1, 1000)" 2>&1 |
        sed -n 's/^ERROR:  \([0-9A-Z]*\):.*/\1/p; t; s/^\([0-9][0-9]*\)$/\1 made/p')
    kill "$holder" "${queuers[@]}" 2>/dev/null; wait "$holder" "${queuers[@]}" 2>/dev/null
    q $PORT postgres -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'idler'" >/dev/null
    echo "$(wc -w <<<"$relations") relations: $victim"
}
check "0.4.0: the attack queues on its six sequences, and the victim's call is cancelled after 2 s" "6 relations: 57014" "$(stall_attack)"
check_that "app updates it (ALTER EXTENSION ulid_portable UPDATE)" qa stall -c "ALTER EXTENSION ulid_portable UPDATE"
check "updated: no relation left to queue on, and the victim makes its 2000 IDs" "0 relations: 2000 made" "$(stall_attack)"

# Issue 41, item 6: a hot standby (pg_basebackup -R of this server, where the plain file is in
# database plain): both generators work there, strictly increasing, across rolled-back
# transactions too; the primary's read-write guard of the file does not come into it.
STANDBY_PORT=27210
"$PG_BIN/pg_basebackup" -h "$WORK" -p $PORT -U postgres -D "$WORK/standby" -R -X stream -c fast >"$WORK/basebackup.log" 2>&1 || { cat "$WORK/basebackup.log"; die "pg_basebackup"; }
chown -R postgres "$WORK/standby"
echo "port = $STANDBY_PORT" >>"$WORK/standby/postgresql.conf"
CLUSTERS+=("$WORK/standby")
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/standby" -l "$WORK/standby.log" -w -t 60 start >/dev/null || { tail -20 "$WORK/standby.log"; die "standby"; }
check "on the hot standby, 1000 calls of each generator in a transaction rolled back, then 1000 more: strictly increasing, distinct" \
    "t 0 0 1000 1000" "$(q $STANDBY_PORT plain -F ' ' <<'SQL' 2>&1 | tail -1
SELECT ulid_portable.gen_monotonic_ulid() AS u0, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t0 \gset
BEGIN;
SELECT max(u::text) AS u1, max(t::text) AS t1 FROM (SELECT ulid_portable.gen_monotonic_ulid() AS u, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t FROM generate_series(1, 1000)) s \gset
ROLLBACK;
SELECT pg_is_in_recovery(),
       count(*) FILTER (WHERE u <= coalesce(pu, :'u1')), count(*) FILTER (WHERE t <= coalesce(pt, :'t1')), count(DISTINCT u), count(DISTINCT t)
  FROM (SELECT n, u, t, lag(u) OVER (ORDER BY n) pu, lag(t) OVER (ORDER BY n) pt
          FROM (SELECT n, ulid_portable.gen_monotonic_ulid() AS u, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t
                  FROM generate_series(1, 1000) n) s) v
 WHERE :'u1'::uuid > :'u0'::uuid AND :'t1'::uuid > :'t0'::uuid;
SQL
)"

# Issue 41, item 7: the clock stepping back, for real: a server started under libfaketime (Debian's
# faketime), its offset read from a file at every call. In one session: values, then the clock
# 5 s back and DISCARD SEQUENCES: the next values are above the earlier ones (the state ahead of the
# clock by 5 s is taken). Then 20 s back, beyond the ten seconds a state may be ahead of the clock:
# the next value is made at the clock, below the earlier ones (README says so).
"$ROOT/test/install-deps.sh" faketime >/dev/null || die "install faketime"
FAKETIME_LIB=$(dpkg -L libfaketime 2>/dev/null | grep '/libfaketime\.so\.1$' | head -1)
FAKETIME_PORT=27211
echo "+0" >"$WORK/clock-offset"
chmod 644 "$WORK/clock-offset"
runuser -u postgres -- "$PG_BIN/initdb" -D "$WORK/faked" -A trust -U postgres >"$WORK/faked-initdb.log" 2>&1 || die "initdb faked"
CLUSTERS+=("$WORK/faked")
runuser -u postgres -- env LD_PRELOAD="$FAKETIME_LIB" FAKETIME_TIMESTAMP_FILE="$WORK/clock-offset" FAKETIME_NO_CACHE=1 \
    "$PG_BIN/pg_ctl" -D "$WORK/faked" -o "-p $FAKETIME_PORT -k $WORK -c listen_addresses=''" -l "$WORK/faked.log" -w -t 60 start >/dev/null ||
    { tail -20 "$WORK/faked.log"; die "faked clock server"; }
q $FAKETIME_PORT postgres -f portable/ulid_portable.sql >/dev/null 2>&1 || die "plain file on the faked clock"
stepped=$(q $FAKETIME_PORT postgres -F ' ' <<SQL 2>&1
SELECT max(u::text) AS u0, max(t::text) AS t0, clock_timestamp() AS c0
  FROM (SELECT ulid_portable.gen_monotonic_ulid() AS u, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t FROM generate_series(1, 1000)) s \gset
\! echo -5 >"$WORK/clock-offset"
DISCARD SEQUENCES;
SELECT clock_timestamp() < :'c0' AS stepped_back,
       bool_and(u > :'u0') AS ulid_above, bool_and(t > :'t0') AS typeid_above,
       max(ulid_portable.uuid_time_field(u)) - floor(extract(epoch FROM clock_timestamp()) * 1000) BETWEEN 3000 AND 5000 AS ulid_ahead_by_the_step
  FROM (SELECT ulid_portable.gen_monotonic_ulid() AS u, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t FROM generate_series(1, 1000)) s;
BEGIN;
SELECT max(u::text) AS r0, max(t::text) AS rt0
  FROM (SELECT ulid_portable.gen_monotonic_ulid() AS u, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS t FROM generate_series(1, 10)) s \gset
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'r0' AS ulid_above_the_rolled_back,
       ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) > :'rt0' AS typeid_above_the_rolled_back;
SELECT max(u::text) AS u0 FROM (SELECT ulid_portable.gen_monotonic_ulid() AS u FROM generate_series(1, 10)) s \gset
\! echo -25 >"$WORK/clock-offset"
SELECT ulid_portable.gen_monotonic_ulid() < :'u0' AS below_after_20_more,
       ulid_portable.uuid_time_field(ulid_portable.gen_monotonic_ulid()) <= floor(extract(epoch FROM clock_timestamp()) * 1000) AS at_the_clock;
SQL
)
check "the clock 5 s back (libfaketime), then DISCARD SEQUENCES: both generators go on above the earlier values" "t t t t" "$(sed -n 1p <<<"$stepped")"
check "5 s back, values made in a transaction that rolls back: the next ones are above them (0.5.0-dev made them again)" "t t" "$(sed -n 2p <<<"$stepped")"
check "20 s further back: the state is ignored, values restart at the clock, below the earlier ones (documented)" "t t" "$(sed -n 3p <<<"$stepped")"

# The move to ulid (a uuid key and a foreign key to it, heaps kept, same text, DROP EXTENSION
# after) is pg_regress portable_installs, run above on its own and by layer 50 on every major.
finish_layer
