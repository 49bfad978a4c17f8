-- ulid_portable as a host's users meet it, each step by a role that is not a superuser: the plain
-- file run with \i (twice), every function under a hostile search_path with shadows in public and
-- pg_temp, CREATE EXTENSION (trusted), and the move of a uuid key and a foreign key to ulid that
-- keeps both heaps. The pg_tle install needs pg_tle preloaded: test/layers/54-pg-tle.sh.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
DROP EXTENSION IF EXISTS ulid_portable;
DROP ROLE IF EXISTS regress_portable_app;
CREATE ROLE regress_portable_app;
DO $$ BEGIN EXECUTE format('GRANT CREATE ON DATABASE %I TO regress_portable_app', current_database()); END $$;
GRANT CREATE ON SCHEMA public TO regress_portable_app;
\getenv abs_srcdir PG_ABS_SRCDIR
\set plain_file :abs_srcdir '/portable/ulid_portable.sql'

-- The plain file, by the role, twice: the second run changes nothing.
SET ROLE regress_portable_app;
\set ECHO none
\i :plain_file
\set ECHO all
CREATE TEMPORARY TABLE first_catalog AS
  SELECT p.oid::regprocedure::text AS function, md5(pg_get_functiondef(p.oid)) AS body, provolatile, proparallel, proisstrict
    FROM pg_proc p WHERE pronamespace = 'ulid_portable'::regnamespace;
\set ECHO none
\i :plain_file
\set ECHO all
SELECT count(*) > 10 AS functions,
       count(*) FILTER (WHERE p.oid IS NULL OR md5(pg_get_functiondef(p.oid)) <> f.body) AS changed_by_second_run,
       bool_and(pg_get_userbyid(p.proowner) = 'regress_portable_app') AS owned_by_the_role
  FROM first_catalog f LEFT JOIN pg_proc p ON p.oid::regprocedure::text = f.function;
SELECT count(*) AS functions_added_by_second_run FROM pg_proc
 WHERE pronamespace = 'ulid_portable'::regnamespace AND oid::regprocedure::text NOT IN (SELECT function FROM first_catalog);

-- Every public function, under a clean search_path.
CREATE TEMPORARY TABLE calls (name text, call text);
INSERT INTO calls VALUES
  ('ulid_to_text', $$ulid_portable.ulid_to_text('01941f29-7c00-ec5e-7700-529006a71347')$$),
  ('ulid_from_text', $$ulid_portable.ulid_from_text('01JGFJJZ00XHF7E02JJ03AE4T7')::pg_catalog.text$$),
  ('ulid_is_valid', $$ulid_portable.ulid_is_valid('01jgfjjz00xhf7e02jj03ae4t7')::pg_catalog.text$$),
  ('ulid_extract_timestamp', $$ulid_portable.ulid_extract_timestamp('01941f29-7c00-ec5e-7700-529006a71347')::pg_catalog.text$$),
  ('ulid_min', $$ulid_portable.ulid_min('2025-01-01 12:34:56.789+00')::pg_catalog.text$$),
  ('ulid_max', $$ulid_portable.ulid_max('2025-01-01 12:34:56.789+00')::pg_catalog.text$$),
  ('gen_ulid', $$(ulid_portable.gen_ulid() IS NOT NULL)::pg_catalog.text$$),
  ('gen_monotonic_ulid', $$(ulid_portable.gen_monotonic_ulid() < ulid_portable.gen_monotonic_ulid())::pg_catalog.text$$),
  ('typeid_to_text', $$ulid_portable.typeid_to_text('user', '01941f29-7c00-7c5e-b700-529006a71347')$$),
  ('typeid_to_uuid', $$ulid_portable.typeid_to_uuid('user_01jgfjjz00fhfve02jj03ae4t7')::pg_catalog.text$$),
  ('typeid_prefix', $$ulid_portable.typeid_prefix('user_01jgfjjz00fhfve02jj03ae4t7')$$),
  ('gen_typeid', $$(ulid_portable.gen_typeid('user') < ulid_portable.gen_typeid('user'))::pg_catalog.text$$),
  ('uuidv47_encode', $$ulid_portable.uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe')::pg_catalog.text$$),
  ('uuidv47_decode', $$ulid_portable.uuidv47_decode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe')::pg_catalog.text$$);
-- A function of the schema's interface (a comment that does not start "internal:") without a call here fails.
SELECT p.proname AS function_without_a_call FROM pg_proc p
 WHERE pronamespace = 'ulid_portable'::regnamespace AND obj_description(p.oid, 'pg_proc') NOT LIKE 'internal:%'
   AND p.proname NOT IN (SELECT name FROM calls);
CREATE TEMPORARY TABLE clean_results AS SELECT name, NULL::text AS result FROM calls;
DO $$
DECLARE c record; r text;
BEGIN
    FOR c IN SELECT * FROM calls LOOP
        EXECUTE 'SELECT ' || c.call INTO r;
        UPDATE clean_results SET result = r WHERE name = c.name;
    END LOOP;
END $$;
SELECT name, result FROM clean_results ORDER BY name;

-- Shadows in public of what the functions use, each recording that it ran, temporary tables
-- named like the types, and public before pg_catalog on the search_path.
CREATE TABLE public.shadow_log (what text);
CREATE FUNCTION public.ran(what text) RETURNS boolean LANGUAGE sql AS $$ INSERT INTO public.shadow_log VALUES (what) RETURNING true $$;
CREATE FUNCTION public.encode(bytea, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('encode') $$;
CREATE FUNCTION public.left(text, integer) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('left') $$;
CREATE FUNCTION public.right(text, integer) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('right') $$;
CREATE FUNCTION public.lpad(text, integer, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('lpad') $$;
CREATE FUNCTION public.to_hex(bigint) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('to_hex') $$;
CREATE FUNCTION public.get_byte(bytea, integer) RETURNS integer LANGUAGE sql AS $$ SELECT 0 WHERE public.ran('get_byte') $$;
CREATE FUNCTION public.gen_random_uuid() RETURNS uuid LANGUAGE sql AS $$ SELECT NULL::uuid WHERE public.ran('gen_random_uuid') $$;
CREATE FUNCTION public.clock_timestamp() RETURNS timestamptz LANGUAGE sql AS $$ SELECT NULL::timestamptz WHERE public.ran('clock_timestamp') $$;
CREATE FUNCTION public.nextval(regclass) RETURNS bigint LANGUAGE sql AS $$ SELECT 0::bigint WHERE public.ran('nextval') $$;
CREATE FUNCTION public.set_config(text, text, boolean) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('set_config') $$;
CREATE FUNCTION public.shadow_or(bigint, bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT 0::bigint WHERE public.ran('|') $$;
CREATE OPERATOR public.| (LEFTARG = bigint, RIGHTARG = bigint, FUNCTION = public.shadow_or);
CREATE FUNCTION public.shadow_shift(bigint, integer) RETURNS bigint LANGUAGE sql AS $$ SELECT 0::bigint WHERE public.ran('<<') $$;
CREATE OPERATOR public.<< (LEFTARG = bigint, RIGHTARG = integer, FUNCTION = public.shadow_shift);
CREATE FUNCTION public.shadow_cat(text, text) RETURNS text LANGUAGE sql AS $$ SELECT 'evil' WHERE public.ran('||') $$;
CREATE OPERATOR public.|| (LEFTARG = text, RIGHTARG = text, FUNCTION = public.shadow_cat);
CREATE FUNCTION public.shadow_eq(integer, integer) RETURNS boolean LANGUAGE sql AS $$ SELECT false WHERE public.ran('=') $$;
CREATE OPERATOR public.= (LEFTARG = integer, RIGHTARG = integer, FUNCTION = public.shadow_eq);
CREATE TEMPORARY TABLE text (x integer);
CREATE TEMPORARY TABLE uuid (x integer);
CREATE TEMPORARY TABLE bytea (x integer);
CREATE TEMPORARY TABLE int8 (x integer);
SET search_path = public, pg_catalog;
CREATE TEMPORARY TABLE hostile_results AS SELECT name, NULL::pg_catalog.text AS result FROM calls;
DO $$
DECLARE c record; r pg_catalog.text;
BEGIN
    FOR c IN SELECT * FROM calls LOOP
        EXECUTE 'SELECT ' OPERATOR(pg_catalog.||) c.call INTO r;
        UPDATE hostile_results SET result = r WHERE name OPERATOR(pg_catalog.=) c.name;
    END LOOP;
END $$;
RESET search_path;
DROP TABLE pg_temp.text, pg_temp.uuid, pg_temp.bytea, pg_temp.int8;
SELECT name, c.result AS clean, h.result AS hostile FROM clean_results c JOIN hostile_results h USING (name)
 WHERE c.result IS DISTINCT FROM h.result;
SELECT count(*) AS shadows_that_ran FROM public.shadow_log;
DROP TABLE public.shadow_log;
DROP FUNCTION public.ran, public.encode, public.left, public.right, public.lpad, public.to_hex, public.get_byte,
  public.gen_random_uuid, public.clock_timestamp, public.nextval, public.set_config CASCADE;
DROP FUNCTION public.shadow_or, public.shadow_shift, public.shadow_cat, public.shadow_eq CASCADE;
DROP SCHEMA ulid_portable CASCADE;

-- CREATE EXTENSION by the role (trusted), and the move of its uuid keys to ulid.
CREATE EXTENSION ulid_portable;
SELECT pg_get_userbyid(extowner) AS extension_owner FROM pg_extension WHERE extname = 'ulid_portable';
CREATE TABLE portable_accounts (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), name text);
CREATE TABLE portable_orders (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), account uuid REFERENCES portable_accounts);
INSERT INTO portable_accounts (name) SELECT 'a' || n FROM generate_series(1, 500) n;
INSERT INTO portable_orders (account) SELECT id FROM portable_accounts;
CREATE TEMPORARY TABLE before AS SELECT id, ulid_portable.ulid_to_text(id) AS text FROM portable_accounts;
CREATE TEMPORARY TABLE filenodes AS
  SELECT relname, pg_relation_filenode(oid) AS node FROM pg_class WHERE oid IN ('portable_accounts'::regclass, 'portable_orders'::regclass);
BEGIN;
-- uuid's btree family has no uuid = ulid, so the foreign key goes and comes back around the two.
ALTER TABLE portable_orders DROP CONSTRAINT portable_orders_account_fkey;
ALTER TABLE portable_accounts ALTER COLUMN id TYPE ulid USING id::ulid, ALTER COLUMN id SET DEFAULT gen_monotonic_ulid();
ALTER TABLE portable_orders ALTER COLUMN id TYPE ulid USING id::ulid, ALTER COLUMN id SET DEFAULT gen_monotonic_ulid(),
                   ALTER COLUMN account TYPE ulid USING account::ulid,
                   ADD CONSTRAINT portable_orders_account_fkey FOREIGN KEY (account) REFERENCES portable_accounts;
COMMIT;
SELECT count(*) AS heaps_rewritten FROM filenodes f JOIN pg_class c USING (relname)
 WHERE c.relnamespace = 'public'::regnamespace AND pg_relation_filenode(c.oid) <> f.node;
SELECT count(*) AS rows, count(*) FILTER (WHERE a.id::text <> b.text) AS text_differs
  FROM before b JOIN portable_accounts a ON a.id = b.id::ulid;
SELECT count(*) AS orphans FROM portable_orders o LEFT JOIN portable_accounts a ON a.id = o.account WHERE a.id IS NULL;
DROP EXTENSION ulid_portable;
SELECT count(*) AS left_behind FROM pg_namespace WHERE nspname = 'ulid_portable';
INSERT INTO portable_accounts (name) VALUES ('new') RETURNING id > (SELECT max(id::ulid) FROM before) AS new_key_is_greater;
DROP TABLE portable_orders, portable_accounts;
DISCARD TEMP;
RESET ROLE;
DO $$ BEGIN EXECUTE format('REVOKE CREATE ON DATABASE %I FROM regress_portable_app', current_database()); END $$;
REVOKE CREATE ON SCHEMA public FROM regress_portable_app;
DROP ROLE regress_portable_app;
