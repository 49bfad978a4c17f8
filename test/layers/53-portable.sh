#!/usr/bin/env bash
# ulid_portable's installs and the move to ulid (issue 27), as the roles a host gives its users:
# the committed psql -f files equal a fresh build; the plain file by a role that only has CREATE
# on the database, run again, and over an older install of itself; CREATE EXTENSION by a
# non-superuser and DROP EXTENSION leaving nothing; shadows in public and pg_temp changing
# nothing; and the README's move of a uuid column to ulid, which keeps the heap.
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

# CREATE EXTENSION by the database owner (not a superuser), and DROP EXTENSION leaves nothing.
check_that "app creates the trusted extension" qa ext -c "CREATE EXTENSION ulid_portable"
check "the extension equals the plain file's functions" "$fresh" "$(q $PORT ext -c "$CATALOG")"
check_that "app drops it" qa ext -c "DROP EXTENSION ulid_portable"
check "nothing is left" 0 "$(q $PORT ext -c "SELECT count(*) FROM pg_namespace WHERE nspname = 'ulid_portable'")"

# Shadows: a role's functions and operators in public, and temporary tables named like the types
# the functions use, change no result.
qa hostile -c "CREATE EXTENSION ulid_portable" -c "CREATE EXTENSION ulid" || die "hostile install"
EXPECTED=$(qa hostile -c "SELECT ulid_portable.ulid_to_text(x) || ulid_portable.ulid_from_text(x::ulid::text) || ulid_portable.ulid_extract_timestamp(x) || ulid_portable.ulid_min(timestamptz '2025-01-01') || ulid_portable.ulid_is_valid('01JGFJJZ00XHF7E02JJ03AE4T7') FROM (VALUES ('01941f29-7c00-ec5e-7700-529006a71347'::uuid)) v(x)")
shadowed=$(qa hostile <<'SQL'
CREATE TABLE public.shadow_log (what text);
CREATE FUNCTION public.ran(what text) RETURNS bool LANGUAGE sql AS $$ INSERT INTO public.shadow_log VALUES (what); SELECT true $$;
CREATE FUNCTION public.encode(bytea, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('encode') $$;
CREATE FUNCTION public.substr(text, int, int) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('substr') $$;
CREATE FUNCTION public.lpad(text, int, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('lpad') $$;
CREATE FUNCTION public.to_hex(bigint) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('to_hex') $$;
CREATE FUNCTION public.get_byte(bytea, int) RETURNS int LANGUAGE sql AS $$ SELECT 0 WHERE public.ran('get_byte') $$;
CREATE FUNCTION public.shadow_or(bigint, bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT 0::bigint WHERE public.ran('|') $$;
CREATE OPERATOR public.| (LEFTARG = bigint, RIGHTARG = bigint, FUNCTION = public.shadow_or);
CREATE FUNCTION public.shadow_cat(text, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('||') $$;
CREATE OPERATOR public.|| (LEFTARG = text, RIGHTARG = text, FUNCTION = public.shadow_cat);
CREATE TEMPORARY TABLE text (x int);
CREATE TEMPORARY TABLE uuid (x int);
CREATE TEMPORARY TABLE bytea (x int);
SET search_path = public, pg_catalog;
SELECT ulid_portable.ulid_to_text(x) || ulid_portable.ulid_from_text(x::ulid::pg_catalog.text) || ulid_portable.ulid_extract_timestamp(x) || ulid_portable.ulid_min(timestamptz '2025-01-01') || ulid_portable.ulid_is_valid('01JGFJJZ00XHF7E02JJ03AE4T7')
  FROM (VALUES ('01941f29-7c00-ec5e-7700-529006a71347'::pg_catalog.uuid)) v(x);
SELECT ulid_portable.gen_ulid() IS NOT NULL AND ulid_portable.gen_monotonic_ulid() IS NOT NULL;
SELECT 'log: ' || count(*) FROM public.shadow_log;
SQL
)
check "with shadows in public and pg_temp the results are the same" "$EXPECTED" "$(echo "$shadowed" | sed -n 1p)"
check "the generators still work" t "$(echo "$shadowed" | sed -n 2p)"
check "no shadow ran" "log: 0" "$(echo "$shadowed" | sed -n 3p)"

# The move (README, "Managed hosts: ulid_portable"): a uuid key and a foreign key to it become
# ulid in one transaction: a foreign key between a uuid and a ulid column cannot be implemented
# (uuid's btree family has no uuid = ulid), so it is dropped and added again around the two; the heap stays, the text stays.
qa ext <<'SQL' || die "move setup"
CREATE EXTENSION ulid_portable;
CREATE EXTENSION ulid;
CREATE TABLE accounts (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), name text);
CREATE TABLE orders (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), account uuid REFERENCES accounts);
INSERT INTO accounts (name) SELECT 'a' || n FROM generate_series(1, 1000) n;
INSERT INTO orders (account) SELECT id FROM accounts;
CREATE TABLE before AS SELECT id, ulid_portable.ulid_to_text(id) AS text FROM accounts;
CREATE TABLE filenodes AS SELECT relname, pg_relation_filenode(oid) AS node FROM pg_class WHERE relname IN ('accounts', 'orders');
SQL
qa ext <<'SQL' || die "move"
BEGIN;
ALTER TABLE orders DROP CONSTRAINT orders_account_fkey;
ALTER TABLE accounts ALTER COLUMN id TYPE ulid USING id::ulid, ALTER COLUMN id SET DEFAULT gen_monotonic_ulid();
ALTER TABLE orders ALTER COLUMN id TYPE ulid USING id::ulid, ALTER COLUMN id SET DEFAULT gen_monotonic_ulid(),
                   ALTER COLUMN account TYPE ulid USING account::ulid,
                   ADD CONSTRAINT orders_account_fkey FOREIGN KEY (account) REFERENCES accounts;
COMMIT;
SQL
check "the tables keep their heap files" 0 "$(q $PORT ext -c "SELECT count(*) FROM filenodes f JOIN pg_class c USING (relname) WHERE pg_relation_filenode(c.oid) <> f.node")"
check "every value reads the same text" "1000 0" "$(q $PORT ext -c "SELECT count(*), count(*) FILTER (WHERE a.id::text <> b.text) FROM before b JOIN accounts a ON a.id = b.id::ulid" | tr '|' ' ')"
check "the foreign key holds" 0 "$(q $PORT ext -c "SELECT count(*) FROM orders o LEFT JOIN accounts a ON a.id = o.account WHERE a.id IS NULL")"
check_that "DROP EXTENSION ulid_portable then succeeds" qa ext -c "DROP EXTENSION ulid_portable"
check "and new rows take ulid's generator" t "$(qa ext -c "INSERT INTO accounts (name) VALUES ('new') RETURNING id > (SELECT max(id::ulid) FROM before)" | head -1)"
finish_layer
