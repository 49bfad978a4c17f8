-- ulid_portable's UUIDv47 facade beside ulid's in one database: the same facades, the same
-- round trip, and the same errors (SQLSTATE, message and detail) for every edge.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION IF NOT EXISTS ulid_portable;
RESET client_min_messages;

-- The same volatility, strictness and parallel safety as the native explicit-key forms.
SELECT p.proname, p.provolatile, p.proisstrict, p.proparallel,
       (n.provolatile, n.proisstrict, n.proparallel) = (p.provolatile, p.proisstrict, p.proparallel) AS as_native
  FROM pg_proc p
  JOIN pg_proc n ON n.proname = p.proname AND n.proargtypes = p.proargtypes
                AND n.pronamespace = (SELECT extnamespace FROM pg_extension WHERE extname = 'ulid')
 WHERE p.pronamespace = 'ulid_portable'::regnamespace AND p.proname LIKE 'uuidv47%'
 ORDER BY 1;

-- A call of uuidv47_encode or uuidv47_decode in each extension: its result, or its error as
-- SQLSTATE | message | detail; [1] is ulid_portable's, [2] ulid's.
CREATE FUNCTION pg_temp.outcomes(direction text, id uuid, key bytea) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
    schema text;
    result uuid;
    state text; message text; detail text;
    outcomes text[] := '{}';
BEGIN
    FOREACH schema IN ARRAY ARRAY['ulid_portable', (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'ulid')] LOOP
        BEGIN
            EXECUTE format('SELECT %I.uuidv47_%s($1, $2)', schema, direction) INTO result USING id, key;
            outcomes := outcomes || ('ok: ' || coalesce(result::text, 'NULL'));
        EXCEPTION WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
            outcomes := outcomes || concat_ws(' | ', state, message, detail);
        END;
    END LOOP;
    RETURN outcomes;
END $$;

-- The reference's own example (stateless-me/uuidv47 demo.c, key k0 = 0x0123456789abcdef,
-- k1 = 0xfedcba9876543210, as key bytes little-endian), as in masks.sql.
SELECT ulid_portable.uuidv47_encode('018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe') AS facade,
       ulid_portable.uuidv47_decode('2463c780-7fca-4def-8c3f-7b1a2c4d5e6f', '\xefcdab89674523011032547698badcfe') AS v7;

-- 100,000 random version-7 UUIDs (times across the whole 48-bit range) under random keys, and
-- 100,000 random version-4 UUIDs decoded as facades.
CREATE TEMPORARY TABLE random_pairs AS
  SELECT overlay(gen_random_uuid()::text PLACING '7' FROM 15)::uuid AS v7,
         gen_random_uuid() AS v4,
         decode(md5(gen_random_uuid()::text), 'hex') AS key
    FROM generate_series(1, 100000);
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE ulid_portable.uuidv47_encode(v7, key) <> uuidv47_encode(v7, key)) AS encode_differs,
       count(*) FILTER (WHERE ulid_portable.uuidv47_decode(v4, key) <> uuidv47_decode(v4, key)) AS decode_differs,
       count(*) FILTER (WHERE ulid_portable.uuidv47_decode(ulid_portable.uuidv47_encode(v7, key), key) <> v7) AS round_trip_differs,
       count(*) FILTER (WHERE ulid_portable.uuidv47_encode(ulid_portable.uuidv47_decode(v4, key), key) <> v4) AS reverse_trip_differs,
       count(DISTINCT ulid_portable.uuidv47_encode(v7, key)) AS distinct_facades
  FROM random_pairs;

-- Edges: times 0 and max, random bits all zero and all one, under all-zero, all-one and the
-- SipHash paper's keys; keys of every wrong length with good and bad UUIDs (the key is checked
-- first); NULLs. Each outcome beside whether native's is the same.
CREATE TEMPORARY TABLE edge_calls AS
  SELECT direction, id, key, pg_temp.outcomes(direction, id::uuid, key::bytea) AS outcomes
    FROM unnest(ARRAY['encode', 'decode']) direction,
         unnest(ARRAY['00000000-0000-7000-8000-000000000000', 'ffffffff-ffff-7fff-bfff-ffffffffffff',
                      '00000000-0000-7fff-bfff-ffffffffffff', 'ffffffff-ffff-7000-8000-000000000000',
                      '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff',
                      '00000000-0000-4fff-bfff-ffffffffffff', 'ffffffff-ffff-4000-8000-000000000000', NULL]) id,
         unnest(ARRAY['\x00000000000000000000000000000000', '\xffffffffffffffffffffffffffffffff',
                      '\x000102030405060708090a0b0c0d0e0f', NULL]) key;
SELECT direction, id, key, outcomes[1] AS portable, outcomes[1] = outcomes[2] AS same FROM edge_calls ORDER BY direction, id, key;

CREATE TEMPORARY TABLE key_calls AS
  SELECT direction, id, key, pg_temp.outcomes(direction, id::uuid, key::bytea) AS outcomes
    FROM unnest(ARRAY['encode', 'decode']) direction,
         unnest(ARRAY['018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f', '2463c780-7fca-4def-8c3f-7b1a2c4d5e6f',
                      '018f2d9f-9a2a-1def-8c3f-7b1a2c4d5e6f']) id,
         unnest(ARRAY['\x', '\x00', '\x000102030405060708090a0b0c0d0e', '\x000102030405060708090a0b0c0d0e0f10']) key;
SELECT direction, id, octet_length(key::bytea) AS key_bytes, outcomes[1] AS portable, outcomes[1] = outcomes[2] AS same
  FROM key_calls ORDER BY direction, id, key_bytes;

-- Every version (0-15) with every variant (the top two bits of byte 8), both directions.
CREATE TEMPORARY TABLE version_calls AS
  SELECT direction, version, variant, pg_temp.outcomes(direction, id, key) AS outcomes
    FROM unnest(ARRAY['encode', 'decode']) direction,
         generate_series(0, 15) version,
         generate_series(0, 3) variant,
         LATERAL (SELECT format('018f2d9f-9a2a-%sdef-%s7ff-7b1a2c4d5e6f', to_hex(version), to_hex(variant * 4))::uuid AS id,
                         '\xefcdab89674523011032547698badcfe'::bytea AS key) AS t;
SELECT count(*) AS calls, count(*) FILTER (WHERE outcomes[1] IS DISTINCT FROM outcomes[2]) AS outcome_differs,
       count(*) FILTER (WHERE outcomes[1] LIKE 'ok:%') AS accepted
  FROM version_calls;
-- What they say, the UUID left out.
SELECT direction, regexp_replace(outcomes[1], '"[^"]*"|ok: .*', '…') AS outcome, count(*)
  FROM version_calls GROUP BY 1, 2 ORDER BY 1, 2;
