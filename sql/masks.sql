-- Keyed masks that hide the creation time (spec 6.1): every function with a key argument and with
-- the server key ulid.mask_key, their errors, round trips, the index lookup, and the server key
-- hidden from roles that are not superusers.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
DROP ROLE IF EXISTS regress_mask_reader;
DROP ROLE IF EXISTS regress_mask_monitor;
CREATE ROLE regress_mask_reader;
CREATE ROLE regress_mask_monitor IN ROLE pg_read_all_settings;
RESET client_min_messages;

\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\set reconnect_after_reload :abs_srcdir '/sql/include/reconnect_after_reload.sql'
\set ECHO none
\i :error_of
\set ECHO all
\set key '\\x000102030405060708090a0b0c0d0e0f'
\set other_key '\\x000102030405060708090a0b0c0d0e0e'

-- The catalog: key-argument forms IMMUTABLE, server-key forms STABLE; all STRICT and PARALLEL SAFE.
SELECT p.oid::regprocedure AS function, p.provolatile AS volatility, p.proisstrict AS strict,
       p.proparallel AS parallel, pg_catalog.pg_get_function_arguments(p.oid) AS arguments
  FROM pg_proc p
 WHERE p.proname IN ('ulid_mask', 'ulid_unmask', 'baseuid_mask', 'baseuid_unmask', 'uuidv47_encode', 'uuidv47_decode')
 ORDER BY p.proname, p.pronargs;
SELECT count(*) AS without_comment
  FROM pg_proc p
 WHERE p.proname IN ('ulid_mask', 'ulid_unmask', 'baseuid_mask', 'baseuid_unmask', 'uuidv47_encode', 'uuidv47_decode')
   AND obj_description(p.oid, 'pg_proc') IS NULL;
-- ulid_flake has no mask.
SELECT count(*) AS flake_masks FROM pg_proc WHERE proname LIKE 'ulid_flake%mask%';

-- UUIDv47: the reference's own example (demo.c under the README's key k0 = 0x0123456789abcdef,
-- k1 = 0xfedcba9876543210), and edge values under the SipHash paper's key, as the reference
-- implementation computes them (test/unit/mask_test.cpp has more).
SELECT v7, uuidv47_encode(v7, key) AS facade, uuidv47_encode(v7, key) = facade AS as_reference,
       uuidv47_decode(facade, key) = v7 AS decodes
  FROM (VALUES ('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::uuid, '\xefcdab89674523011032547698badcfe'::bytea,
                '2463c780-7fca-4def-8c3f-7b1a2c4d5e6f'::uuid),
               ('00000000-0000-7000-8000-000000000000', :'key', 'd2d1776f-12b1-4000-8000-000000000000'),
               ('ffffffff-ffff-7fff-bfff-ffffffffffff', :'key', '4b879cd9-4b5a-4fff-bfff-ffffffffffff'),
               ('9ad2e144-d6e8-72cf-99aa-792e1af470ea', '\xec4ac5a1e016eb2c79fb7b4ece1d1097',
                '5872dd36-de3d-42cf-99aa-792e1af470ea')) AS t(v7, key, facade);

-- ulid and baseuid at the edges of their layouts: the time field changes, the random part does
-- not (a baseuid's last 12 characters), and unmasking restores the value.
SELECT id, ulid_mask(id, :'key') AS masked,
       ulid_unmask(ulid_mask(id, :'key'), :'key') = id AS round_trip,
       ulid_extract_random(ulid_mask(id, :'key')) = ulid_extract_random(id) AS random_kept
  FROM (VALUES ('00000000000000000000000000'::ulid), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'),
               ('7ZZZZZZZZZ0000000000000000'), ('0000000000ZZZZZZZZZZZZZZZZ'),
               ('01JGFJJZ00XHF7E02JJ03AE4T7')) AS t(id);
SELECT id, baseuid_mask(id, :'key') AS masked,
       baseuid_unmask(baseuid_mask(id, :'key'), :'key') = id AS round_trip,
       right(baseuid_mask(id, :'key')::text, 12) = right(id::text, 12) AS random_kept
  FROM (VALUES ('--------------------'::baseuid), ('zzzzzzzzzzzzzzzzzzzz'), ('zzzzzzzz------------'),
               ('--------zzzzzzzzzzzz'), ('ANjssJky------------')) AS t(id);

-- NULL in, NULL out.
SELECT ulid_mask(NULL, :'key') IS NULL AS a, ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', NULL) IS NULL AS b,
       baseuid_unmask(NULL, :'key') IS NULL AS c, uuidv47_decode(NULL, :'key') IS NULL AS d,
       ulid_mask(NULL::ulid) IS NULL AS e, uuidv47_encode(NULL::uuid) IS NULL AS f;

-- Errors: a key of any length but 16 bytes, a UUID of the wrong version or variant (22023).
SELECT statement, pg_temp.error_of(statement) AS result
  FROM (VALUES ($$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', '\x000102030405060708090a0b0c0d0e')$$),
               ($$SELECT ulid_unmask('01JGFJJZ00XHF7E02JJ03AE4T7', '\x000102030405060708090a0b0c0d0e0f10')$$),
               ($$SELECT baseuid_mask('ANjssJky------------', '')$$),
               ($$SELECT baseuid_unmask('ANjssJky------------', '\x00')$$),
               ($$SELECT uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\x0001')$$),
               ($$SELECT uuidv47_decode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', repeat('x', 16)::bytea || '\x00')$$),
               ($$SELECT uuidv47_encode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$),
               ($$SELECT uuidv47_encode('018f2d9f-9a2a-7def-cc3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$),
               ($$SELECT uuidv47_encode('00000000-0000-0000-0000-000000000000', '\x000102030405060708090a0b0c0d0e0f')$$),
               ($$SELECT uuidv47_decode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$),
               ($$SELECT uuidv47_decode('2463c780-7fca-4def-0c3f-7b1a2c4d5e6f', '\x000102030405060708090a0b0c0d0e0f')$$))
       AS t(statement);

-- Round trips over 100,000 random values of each type, over the whole range of each layout: every
-- value comes back, the random part is kept, and another key gives another value, never an error.
SELECT count(*) AS ulids,
       count(*) FILTER (WHERE ulid_unmask(ulid_mask(id, :'key'), :'key') <> id) AS mismatches,
       count(*) FILTER (WHERE ulid_mask(id, :'key') = id) AS unchanged,
       count(*) FILTER (WHERE ulid_extract_random(ulid_mask(id, :'key')) <> ulid_extract_random(id)) AS random_changed,
       count(*) FILTER (WHERE ulid_unmask(ulid_mask(id, :'key'), :'other_key') = id) AS other_key_unmasks,
       count(DISTINCT ulid_mask(id, :'key')) AS distinct_masked
  FROM (SELECT ulid_from_parts((random() * 281474976710655)::int8, ulid_extract_random(gen_ulid())) AS id
          FROM generate_series(1, 100000)) AS t;
SELECT count(*) AS baseuids,
       count(*) FILTER (WHERE baseuid_unmask(baseuid_mask(id, :'key'), :'key') <> id) AS mismatches,
       count(*) FILTER (WHERE baseuid_mask(id, :'key') = id) AS unchanged,
       count(*) FILTER (WHERE right(baseuid_mask(id, :'key')::text, 12) <> right(id::text, 12)) AS random_changed,
       count(*) FILTER (WHERE baseuid_unmask(baseuid_mask(id, :'key'), :'other_key') = id) AS other_key_unmasks,
       count(DISTINCT baseuid_mask(id, :'key')) AS distinct_masked
  FROM (SELECT (SELECT string_agg(substr('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz',
                                         1 + floor(random() * 64)::int, 1), '')
                  FROM generate_series(1, 20) WHERE n > 0)::baseuid AS id
          FROM generate_series(1, 100000) AS n) AS t;
SELECT count(*) AS uuids,
       count(*) FILTER (WHERE uuidv47_decode(uuidv47_encode(v7, :'key'), :'key') <> v7) AS mismatches,
       count(*) FILTER (WHERE substr(uuidv47_encode(v7, :'key')::text, 15, 1) <> '4'
                           OR substr(uuidv47_encode(v7, :'key')::text, 20, 1) NOT IN ('8', '9', 'a', 'b')) AS not_v4,
       count(*) FILTER (WHERE right(uuidv47_encode(v7, :'key')::text, 17) <> right(v7::text, 17)
                           OR substr(uuidv47_encode(v7, :'key')::text, 16, 3) <> substr(v7::text, 16, 3)) AS random_changed,
       count(*) FILTER (WHERE uuidv47_decode(uuidv47_encode(v7, :'key'), :'other_key') = v7) AS other_key_decodes,
       count(DISTINCT uuidv47_encode(v7, :'key')) AS distinct_facades
  FROM (SELECT ulid_to_uuidv7(gen_random_uuid()::ulid)::uuid AS v7 FROM generate_series(1, 100000)) AS t;

-- Looking a masked ID up: WHERE id = ulid_unmask($1, key) is an index scan on the primary key.
CREATE TABLE mask_orders (id ulid PRIMARY KEY, note text);
INSERT INTO mask_orders SELECT gen_ulid(), 'order ' || n FROM generate_series(1, 10000) AS n;
ANALYZE mask_orders;
PREPARE order_by_public_id(ulid) AS SELECT note FROM mask_orders WHERE id = ulid_unmask($1, '\x000102030405060708090a0b0c0d0e0f');
EXPLAIN (COSTS OFF) EXECUTE order_by_public_id('01JGFJJZ00XHF7E02JJ03AE4T7');
SELECT count(*) AS found
  FROM (SELECT id, ulid_mask(id, :'key') AS public_id FROM mask_orders ORDER BY id LIMIT 100) AS t,
       LATERAL (SELECT 1 FROM mask_orders o WHERE o.id = ulid_unmask(t.public_id, :'key')) AS hit;

-- The server key set in a session by a superuser: no preload needed.
SELECT pg_temp.error_of($$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$) AS no_key;
SET ulid.mask_key = '000102030405060708090A0B0C0D0E0F';
SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid) = ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', :'key') AS ulid_same,
       baseuid_unmask('ANjssJky------------'::baseuid) = baseuid_unmask('ANjssJky------------', :'key') AS baseuid_same,
       uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::uuid)
         = uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', :'key') AS uuid_same,
       uuidv47_decode(uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::uuid)) AS uuid_back;
EXPLAIN (COSTS OFF) SELECT note FROM mask_orders WHERE id = ulid_unmask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid);
SHOW ulid.mask_key;
-- Bad values: the messages never quote the value.
SELECT statement, pg_temp.error_of(statement) AS result
  FROM (VALUES ($$SET ulid.mask_key = '000102030405060708090a0b0c0d0e0'$$),
               ($$SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f0'$$),
               ($$SET ulid.mask_key = '000102030405060708090a0b0c0d0e0g'$$),
               ($$SET ulid.mask_key = '\x000102030405060708090a0b0c0d0e0f'$$),
               -- catalogs that every role can read
               ($$ALTER ROLE regress_mask_reader SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f'$$),
               ($$ALTER DATABASE contrib_regression SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f'$$),
               ($$CREATE FUNCTION pg_temp.keyed() RETURNS int LANGUAGE sql SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f' AS 'SELECT 1'$$))
       AS t(statement);
ALTER SYSTEM SET ulid.mask_key = 'secret';
SELECT count(*) AS catalog_settings FROM pg_db_role_setting WHERE array_to_string(setconfig, ',') LIKE '%mask_key%';
RESET ulid.mask_key;
SELECT pg_temp.error_of($$SELECT uuidv47_decode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f'::uuid)$$) AS no_key;
-- Other roles may neither set nor read it, by any route.
SET ROLE regress_mask_reader;
SELECT route, left(pg_temp.error_of(route), 5) AS sqlstate
  FROM (VALUES ($$SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f'$$),
               ($$SET LOCAL ulid.mask_key = '000102030405060708090a0b0c0d0e0f'$$),
               ($$SELECT set_config('ulid.mask_key', '000102030405060708090a0b0c0d0e0f', true)$$),
               ('RESET ulid.mask_key'),
               ($$ALTER ROLE regress_mask_reader SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f'$$)) AS t(route);
RESET ROLE;

-- A key a superuser SETs in a session (no preload needed) is this session's alone, and once the
-- library has defined the real setting, it is superuser-only: another role sees nothing, by any
-- route...
CREATE VIEW mask_public_orders AS SELECT ulid_mask(id) AS public_id, note FROM mask_orders;
GRANT SELECT ON mask_public_orders TO regress_mask_reader;
SET ulid.mask_key = '00112233445566778899aabbccddeeff';
SET ROLE regress_mask_reader;
SELECT route, left(result, 5) AS sqlstate, result ILIKE '%00112233%' AS quotes_the_key
  FROM (VALUES ('SHOW ulid.mask_key'), ($$SELECT current_setting('ulid.mask_key')$$),
               ($$SELECT current_setting('ulid.mask_key', true)$$)) AS t(route),
       LATERAL (SELECT pg_temp.error_of(route) AS result) AS r;
SELECT count(*) AS settings_rows
  FROM pg_settings
 WHERE name LIKE 'ulid%' OR setting ILIKE '%00112233%' OR reset_val ILIKE '%00112233%' OR boot_val ILIKE '%00112233%';
-- ... not even in the plan of a view that masks with it ...
EXPLAIN (VERBOSE, COSTS OFF) SELECT public_id FROM mask_public_orders;
-- ... yet uses it through the one-argument forms, which agree with the key-argument forms.
SELECT count(*) AS values,
       count(*) FILTER (WHERE ulid_mask(id) <> ulid_mask(id, '\x00112233445566778899aabbccddeeff')) AS ulid_differs,
       count(*) FILTER (WHERE ulid_unmask(ulid_mask(id)) <> id) AS ulid_mismatches,
       count(*) FILTER (WHERE baseuid_unmask(baseuid_mask(b)) <> b)
         AS baseuid_mismatches,
       count(*) FILTER (WHERE uuidv47_decode(uuidv47_encode(ulid_to_uuidv7(id)::uuid)) <> ulid_to_uuidv7(id)::uuid)
         AS uuid_mismatches,
       count(*) FILTER (WHERE uuidv47_encode(ulid_to_uuidv7(id)::uuid)
                              <> uuidv47_encode(ulid_to_uuidv7(id)::uuid, '\x00112233445566778899aabbccddeeff'))
         AS uuid_differs
  FROM (SELECT gen_ulid() AS id, gen_baseuid() AS b FROM generate_series(1, 100000)) AS t;
SELECT count(*) AS found
  FROM (SELECT public_id FROM mask_public_orders LIMIT 100) AS v
 WHERE EXISTS (SELECT 1 FROM mask_public_orders o WHERE o.public_id = v.public_id);
RESET ROLE;
-- A member of pg_read_all_settings, who may examine superuser-only settings, learns only that one is set.
SET ROLE regress_mask_monitor;
SHOW ulid.mask_key;
SELECT current_setting('ulid.mask_key') AS monitor_sees;
SELECT count(*) AS monitor_settings_rows
  FROM pg_settings
 WHERE name LIKE 'ulid%' OR setting ILIKE '%00112233%' OR reset_val ILIKE '%00112233%' OR boot_val ILIKE '%00112233%';
RESET ROLE;
-- A superuser sees it (SHOW ALL and pg_settings list it to no one).
SHOW ulid.mask_key;
SELECT count(*) AS superuser_settings_rows FROM pg_settings WHERE name = 'ulid.mask_key';
RESET ulid.mask_key;

-- Masking and unmasking are one XOR, so a role that may call a one-argument form may unmask:
-- ulid_mask(ulid_mask(x)) = x, and uuidv47_encode takes a facade whose version digit is set back
-- to 7. A site where only some roles map IDs revokes all six from PUBLIC and grants them to those
-- roles; others get masked IDs from a SECURITY DEFINER function of such a role (a view over it
-- works too, but not a view that calls ulid_mask: a view's functions run with the reader's rights).
SET ulid.mask_key = '00112233445566778899aabbccddeeff';
SELECT ulid_mask(ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)) AS masked_twice,
       overlay(uuidv47_encode(overlay(uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::uuid)::text
                                      PLACING '7' FROM 15 FOR 1)::uuid)::text PLACING '7' FROM 15 FOR 1) AS encoded_twice;
REVOKE EXECUTE ON FUNCTION ulid_mask(ulid), ulid_unmask(ulid), baseuid_mask(baseuid), baseuid_unmask(baseuid),
                           uuidv47_encode(uuid), uuidv47_decode(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ulid_mask(ulid), ulid_unmask(ulid), baseuid_mask(baseuid), baseuid_unmask(baseuid),
                          uuidv47_encode(uuid), uuidv47_decode(uuid) TO regress_mask_monitor;
CREATE FUNCTION mask_listed_orders() RETURNS TABLE (public_id ulid, note text)
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
    AS $$SELECT ulid_mask(id), note FROM mask_orders$$;
ALTER FUNCTION mask_listed_orders() OWNER TO regress_mask_monitor;
GRANT SELECT ON mask_orders TO regress_mask_monitor;
SET ROLE regress_mask_reader;
SELECT route, left(pg_temp.error_of(route), 5) AS sqlstate
  FROM (VALUES ($$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$),
               ($$SELECT ulid_unmask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$),
               ($$SELECT baseuid_mask('ANjssJky------------'::baseuid)$$),
               ($$SELECT baseuid_unmask('ANjssJky------------'::baseuid)$$),
               ($$SELECT uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::uuid)$$),
               ($$SELECT uuidv47_decode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f'::uuid)$$),
               ($$SELECT ulid_unmask('01JGFJJZ00XHF7E02JJ03AE4T7', '\x000102030405060708090a0b0c0d0e0f')$$),
               ('SELECT count(*) FROM mask_listed_orders()')) AS t(route);
CREATE TEMP TABLE mask_listed AS SELECT * FROM mask_listed_orders();
RESET ROLE;
SELECT count(*) AS listed, count(*) FILTER (WHERE public_id = ulid_mask(id, '\x00112233445566778899aabbccddeeff')) AS masked
  FROM mask_listed JOIN mask_orders USING (note);
DROP TABLE mask_listed;
SET ROLE regress_mask_monitor;
SELECT ulid_unmask(ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)) AS granted_round_trip;
RESET ROLE;
GRANT EXECUTE ON FUNCTION ulid_mask(ulid), ulid_unmask(ulid), baseuid_mask(baseuid), baseuid_unmask(baseuid),
                          uuidv47_encode(uuid), uuidv47_decode(uuid) TO PUBLIC;
REVOKE EXECUTE ON FUNCTION ulid_mask(ulid), ulid_unmask(ulid), baseuid_mask(baseuid), baseuid_unmask(baseuid),
                           uuidv47_encode(uuid), uuidv47_decode(uuid) FROM regress_mask_monitor;
DROP FUNCTION mask_listed_orders();
REVOKE SELECT ON mask_orders FROM regress_mask_monitor;
RESET ulid.mask_key;

-- A key SET in a session that has not loaded the library sits in PostgreSQL's placeholder, which
-- any role's code in the session reads (SET ROLE here; a SECURITY DEFINER function alike, in
-- test/layers/52-mask-key.sh). When the library loads, it refuses that key with a WARNING.
\i :reconnect_after_reload
SET ulid.mask_key = '00112233445566778899aabbccddeeff';
SET ROLE regress_mask_reader;
SELECT current_setting('ulid.mask_key') AS placeholder_read_by_reader;
RESET ROLE;
\set VERBOSITY terse
LOAD 'ulid';
\set VERBOSITY default
SHOW ulid.mask_key;
SELECT pg_temp.error_of($$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$) AS placeholder_key;
-- Set after the load, it is the session's key.
SET ulid.mask_key = '00112233445566778899aabbccddeeff';
SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid) = ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', '\x00112233445566778899aabbccddeeff')
    AS set_after_load;
RESET ulid.mask_key;

-- A function's SET clause is stored in pg_proc.proconfig, which every role reads. Once the library
-- is loaded CREATE FUNCTION refuses the key (above); made in a session that had not loaded it, the
-- function is stored, and each call refuses its key with a WARNING: when the library loads inside
-- the call, and when it is already loaded.
\i :reconnect_after_reload
CREATE FUNCTION mask_with_clause(id text) RETURNS text LANGUAGE plpgsql SECURITY DEFINER
    SET ulid.mask_key = '00112233445566778899aabbccddeeff'
    AS $$BEGIN RETURN ulid_mask(id::ulid)::text; END$$;
GRANT EXECUTE ON FUNCTION mask_with_clause(text) TO regress_mask_reader;
SELECT count(*) AS stored_in_proconfig FROM pg_proc WHERE array_to_string(proconfig, ',') LIKE '%mask_key=0011%';
\set VERBOSITY terse
SELECT pg_temp.error_of($$SELECT mask_with_clause('01JGFJJZ00XHF7E02JJ03AE4T7')$$) AS loaded_in_the_call;
SELECT pg_temp.error_of($$SELECT mask_with_clause('01JGFJJZ00XHF7E02JJ03AE4T7')$$) AS loaded_before;
SET ROLE regress_mask_reader;
SELECT pg_temp.error_of($$SELECT mask_with_clause('01JGFJJZ00XHF7E02JJ03AE4T7')$$) AS called_by_reader;
RESET ROLE;
\set VERBOSITY default
-- The call runs with no key even when the session has one, and the session's key is back after it.
SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f';
\set VERBOSITY terse
SELECT pg_temp.error_of($$SELECT mask_with_clause('01JGFJJZ00XHF7E02JJ03AE4T7')$$) AS with_a_session_key;
\set VERBOSITY default
SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid) = ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', :'key') AS session_key_after;
-- Another SET clause (search_path, in every SECURITY DEFINER function) leaves the key alone.
CREATE FUNCTION mask_with_search_path(id ulid) RETURNS ulid LANGUAGE sql SECURITY DEFINER
    SET search_path = pg_catalog, public AS $$SELECT ulid_mask(id)$$;
SELECT mask_with_search_path('01JGFJJZ00XHF7E02JJ03AE4T7') = ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7', :'key') AS other_clause;
RESET ulid.mask_key;
DROP FUNCTION mask_with_clause(text);
DROP FUNCTION mask_with_search_path(ulid);

-- A key for the whole server (postgresql.conf, ALTER SYSTEM, the postmaster's command line)
-- exists in every process as a placeholder until the library is loaded there, and PostgreSQL
-- shows a placeholder to anyone: in a fresh session that has not loaded ulid yet, a role that is
-- no superuser reads it.
ALTER SYSTEM SET ulid.mask_key = '00112233445566778899aabbccddeeff';
\i :reconnect_after_reload
SET ROLE regress_mask_reader;
SHOW ulid.mask_key;
-- So the extension refuses such a key unless ulid is in shared_preload_libraries (a restart).
SELECT pg_temp.error_of($$SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$) AS unprotected;
-- Once the library is loaded, the setting is its own, superuser-only one.
-- (SQLSTATEs only: the wording of this error changed in PostgreSQL 16.)
SELECT left(pg_temp.error_of('SHOW ulid.mask_key'), 5) AS show_after_load;
RESET ROLE;
-- ulid in session_preload_libraries (a reload) hides it in every session, by every route...
ALTER SYSTEM SET session_preload_libraries = 'ulid';
\i :reconnect_after_reload
SET ROLE regress_mask_reader;
SELECT route, left(result, 5) AS sqlstate, result ILIKE '%00112233%' AS quotes_the_key
  FROM (VALUES ('SHOW ulid.mask_key'), ($$SELECT current_setting('ulid.mask_key')$$),
               ($$SELECT current_setting('ulid.mask_key', true)$$), ('SELECT * FROM pg_file_settings'),
               ('SELECT * FROM pg_show_all_file_settings()')) AS t(route),
       LATERAL (SELECT pg_temp.error_of(route) AS result) AS r;
-- ... but not in background workers, which never load it (autovacuum runs an expression index's
-- function as the table owner: test/layers/52-mask-key.sh), so the key is still refused.
SELECT pg_temp.error_of($$SELECT ulid_unmask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)$$) AS session_preloaded;
SELECT pg_temp.error_of('SELECT public_id FROM mask_public_orders LIMIT 1') AS view_session_preloaded;
RESET ROLE;
SELECT count(*) AS file_settings_rows FROM pg_file_settings WHERE name = 'ulid.mask_key';

-- Back to no server key.
ALTER SYSTEM RESET ulid.mask_key;
ALTER SYSTEM RESET session_preload_libraries;
\i :reconnect_after_reload
SELECT pg_temp.error_of($$SELECT baseuid_mask('ANjssJky------------'::baseuid)$$) AS no_key;
DROP VIEW mask_public_orders;
DROP TABLE mask_orders;
DROP ROLE regress_mask_reader;
DROP ROLE regress_mask_monitor;
