-- The corpus of layer 73 (the native extension in PGlite): run by psql on the native server with ulid
-- installed, it prints one JSON document {server, cases: [[group, query, outcome]]}: deterministic
-- queries of one value and the native server's outcome of each (pg_temp.outcome: the value, or
-- SQLSTATE | message | detail | hint). checks.js runs the same queries in PGlite and compares.
--  - the inputs of layer 72's corpus (test/pglite/corpus.sql: aliases, bad symbols, overflow,
--    times out of range, TypeIDs, UUIDv47 keys), each with that check's native call;
--  - every operator, every cast and every immutable function of the extension whose arguments
--    have samples below, on every combination of samples;
--  - the refusals of ulid.mask_key and of the one-argument masks without a key.
-- Needs PG_ABS_SRCDIR (the tree) in the environment, as test/pglite/corpus.sql does.
\o /dev/null
\i test/pglite/corpus.sql
\o
\pset tuples_only on
\pset format unaligned

CREATE TEMPORARY TABLE samples (type regtype, expr text);
INSERT INTO samples VALUES
  ('ulid', $$'01JGFJJZ00XHF7E02JJ03AE4T7'::ulid$$), ('ulid', $$'00000000000000000000000000'::ulid$$),
  ('ulid', $$'7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid$$),
  ('ulid_flake', $$ulid_flake_max(timestamptz '2025-06-01 12:34:56.789+00')$$),
  ('ulid_flake', $$ulid_flake_from_bigint(123456789012345)$$), ('ulid_flake', $$ulid_flake_from_bigint(0)$$),
  ('baseuid', $$baseuid_max(timestamptz '2025-06-01 12:34:56.789+00')$$),
  ('baseuid', $$baseuid_from_uuid('01941f29-7c00-ec5e-7700-529006a71347')$$),
  ('baseuid', $$baseuid_min(timestamptz '1970-01-01 00:00:00+00')$$),
  ('typeid', $$'user_01h455vb4pex5vsknk084sn02q'::typeid$$), ('typeid', $$typeid_from_uuid('', '01941f29-7c00-7c5e-b700-529006a71347')$$),
  ('timestamptz', $$timestamptz '2025-01-01 00:00:00+00'$$), ('timestamptz', $$timestamptz 'infinity'$$),
  ('timestamptz', $$timestamptz '-infinity'$$), ('timestamptz', $$timestamptz '1969-12-31 23:59:59.999+00'$$),
  ('timestamptz', $$timestamptz '10889-08-02 05:31:50.655+00'$$),
  ('uuid', $$uuid '01941f29-7c00-ec5e-7700-529006a71347'$$), ('uuid', $$uuid '01941f29-7c00-7c5e-b700-529006a71347'$$),
  ('uuid', $$uuid 'ffffffff-ffff-ffff-ffff-ffffffffffff'$$),
  ('bigint', $$0::int8$$), ('bigint', $$(-1)::int8$$), ('bigint', $$123456789012345::int8$$),
  ('bigint', $$9223372036854775807::int8$$),
  ('integer', $$0$$), ('integer', $$31$$), ('integer', $$-1$$), ('integer', $$32$$),
  ('text', $$'01JGFJJZ00XHF7E02JJ03AE4T7'::text$$), ('text', $$'user'::text$$), ('text', $$''::text$$),
  ('text', $$'01jgfjjz00xhf7e02jj03ae4t7'::text$$),
  ('bytea', $$'\x000102030405060708090a0b0c0d0e0f'::bytea$$), ('bytea', $$'\x0001'::bytea$$),
  ('bytea', $$'\x01941f297c00ec5e7700529006a71347'::bytea$$);

CREATE TEMPORARY VIEW ours AS
  SELECT t.oid AS type FROM pg_type t JOIN pg_depend d ON d.classid = 'pg_type'::regclass AND d.objid = t.oid
   WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
     AND d.deptype = 'e' AND t.typtype = 'b';
CREATE TEMPORARY TABLE queries (grp text, query text);
-- Every operator on one of the types, both sides with samples.
INSERT INTO queries
  SELECT 'operator ' || o.oprleft::regtype || ' ' || o.oprname || ' ' || o.oprright::regtype,
         format('SELECT (%s) OPERATOR(%I.%s) (%s)', l.expr, n.nspname, o.oprname, r.expr)
    FROM pg_operator o JOIN pg_namespace n ON n.oid = o.oprnamespace
    JOIN samples l ON l.type = o.oprleft JOIN samples r ON r.type = o.oprright
   WHERE o.oprleft IN (SELECT type FROM ours) OR o.oprright IN (SELECT type FROM ours);
-- Every cast from or to one of them whose source has samples.
INSERT INTO queries
  SELECT 'cast ' || c.castsource::regtype || ' -> ' || c.casttarget::regtype,
         format('SELECT ((%s)::%s)::text', s.expr, c.casttarget::regtype)
    FROM pg_cast c JOIN samples s ON s.type = c.castsource
   WHERE c.castsource IN (SELECT type FROM ours) OR c.casttarget IN (SELECT type FROM ours);
-- Every immutable function of the extension on every combination of samples of its arguments.
WITH functions AS (
  SELECT p.oid, p.proname, n.nspname, p.proargtypes::oid[] AS args
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
   WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid') AND p.provolatile = 'i'
     AND p.prokind = 'f' AND p.pronargs BETWEEN 1 AND 3
     AND NOT EXISTS (SELECT FROM unnest(p.proargtypes::oid[]) a WHERE a NOT IN (SELECT type FROM samples)))
INSERT INTO queries
  SELECT 'function ' || f.oid::regprocedure,
         format('SELECT (%I.%I(%s))::text', f.nspname, f.proname, array_to_string(combo, ', '))
    FROM functions f,
         LATERAL (WITH RECURSIVE c(i, combo) AS (
                    SELECT 0, ARRAY[]::text[]
                    UNION ALL SELECT c.i + 1, c.combo || s.expr FROM c JOIN samples s ON s.type = f.args[array_lower(f.args, 1) + c.i]
                     WHERE c.i < cardinality(f.args))
                  SELECT combo FROM c WHERE i = cardinality(f.args)) combos;
-- The key setting's refusals (no key is set on either side), and the masks without a key.
INSERT INTO queries VALUES
  ('setting ulid.mask_key', $$SELECT set_config('ulid.mask_key', 'zz', false)$$),
  ('setting ulid.mask_key', $$SELECT set_config('ulid.mask_key', '000102030405060708090a0b0c0d0e0', false)$$),
  ('setting ulid.mask_key', $$SELECT set_config('ulid.mask_key', '000102030405060708090a0b0c0d0e0f00', false)$$),
  ('setting ulid.mask_key', $$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$),
  ('setting ulid.mask_key', $$SELECT uuidv47_encode('01941f29-7c00-7c5e-b700-529006a71347'::uuid)$$),
  ('setting ulid.mask_key', $$SELECT current_setting('ulid.mask_key')$$);
-- Layer 72's inputs with the native call of each of its checks.
INSERT INTO queries SELECT 'corpus ' || c.name, format(c.native, i.input) FROM checks c JOIN inputs i USING (inputs);

SELECT json_build_object(
    'server', version(),
    'cases', (SELECT json_agg(json_build_array(grp, query, pg_temp.outcome(query)) ORDER BY grp, query) FROM queries));
