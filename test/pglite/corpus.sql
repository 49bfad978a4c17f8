-- The corpus of layer 72 (test/pglite/): run by psql on the native server, where both ulid and
-- ulid_portable are installed, it prints one JSON document: for each check the ulid_portable call
-- (a format() template of the input, %1$L) and, for each input, the outcome of the native call
-- (value, or SQLSTATE | message | detail | hint). checks.js runs the portable calls on the same
-- inputs in PGlite and compares. Deterministic, so that a difference shows again on the next run:
-- the inputs come from random() after one setseed, never from gen_random_uuid() or gen_ulid(),
-- which read the strong random source.
SET client_min_messages = warning;
SET TimeZone = 'UTC';
SET DateStyle = 'ISO, MDY';
SET IntervalStyle = 'postgres';
\getenv abs_srcdir PG_ABS_SRCDIR
\set outcome :abs_srcdir '/sql/include/outcome.sql'
\i :outcome

SELECT setseed(0.35) \gset
-- Random version 4 uuids (a v4's first digit is random: times across the whole 48-bit range; and
-- uuidv47_decode takes v4s), and edges.
CREATE TEMPORARY TABLE ids AS
  SELECT id::text AS input
    FROM (SELECT overlay(overlay(md5(random()::text) PLACING '4' FROM 13 FOR 1)
                         PLACING substr('89ab', 1 + floor(random() * 4)::int, 1) FROM 17 FOR 1)::uuid AS id
            FROM generate_series(1, 1500)) s
  UNION ALL SELECT unnest(ARRAY['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
                                '01941f29-7c00-ec5e-7700-529006a71347', '018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f']);
-- Texts: valid ones in either case, with the aliases I, L (for 1) and O (for 0) at random places,
-- one bad symbol (U, punctuation, a space, a non-ASCII letter) at a random place, wrong lengths,
-- a first symbol above 7, and texts that read as times (the error's hint).
CREATE TEMPORARY TABLE texts AS
  WITH valid AS (SELECT input::uuid::ulid::text AS t, row_number() OVER () AS i FROM ids)
  SELECT t AS input FROM valid
  UNION ALL SELECT lower(t) FROM valid WHERE i % 3 = 0
  UNION ALL SELECT overlay(t PLACING (ARRAY['I', 'L', 'O', 'i', 'l', 'o'])[1 + i % 6] FROM 2 + (i % 25)::int FOR 1) FROM valid
  UNION ALL SELECT overlay(t PLACING (ARRAY['U', 'u', '*', ' ', 'é', '-', '€', chr(1)])[1 + i % 8] FROM 1 + (i % 26)::int FOR 1) FROM valid
  UNION ALL SELECT left(t, (i % 30)::int) || repeat('0', greatest(0, (i % 30)::int - 26)) FROM valid WHERE i % 5 = 0
  UNION ALL SELECT overlay(t PLACING (ARRAY['8', '9', 'Z', 'z'])[1 + i % 4] FROM 1 FOR 1) FROM valid WHERE i % 7 = 0
  UNION ALL SELECT unnest(ARRAY['', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '80000000000000000000000000', '2025-01-01', '2025-01-01 12:00',
                                '2025-01-01T12:00:00.5Z', '2025-02-29', '2025-13-01', '2025-03-01 24:00', '01JGFJJZ00-XHF7E02JJ03AE4T7']);
-- Times: random ones over the whole range, the range's ends and just past them, infinities.
CREATE TEMPORARY TABLE times AS
  SELECT (timestamptz '1970-01-01 00:00:00+00' + random() * interval '9000 years')::text AS input FROM generate_series(1, 500)
  UNION ALL SELECT unnest(ARRAY['1970-01-01 00:00:00+00', '1969-12-31 23:59:59.999+00', '1969-12-31 23:59:59.9999+00',
                                '10889-08-02 05:31:50.655+00', '10889-08-02 05:31:50.6559+00', '10889-08-02 05:31:50.656+00',
                                '20000-01-01+00', '4713-01-01 00:00:00+00 BC', 'infinity', '-infinity', '2025-01-01 12:00:00.123456+00']);
-- TypeIDs: prefixes (valid, upper case, "_" at an end, "__", 63 and 64 characters, empty) over
-- UUIDv7s, and texts made from them with a bad suffix, a suffix of 8 or more, a missing separator.
CREATE TEMPORARY TABLE typeids AS
  WITH prefixes AS (SELECT unnest(ARRAY['user', 'api_key', 'a', '', 'User', '_user', 'user_', 'a__b', 'a1', 'ü',
                                        repeat('a', 63), repeat('b', 64)]) AS p),
       v7 AS (SELECT ulid_to_uuidv7(overlay(md5(random()::text) PLACING lpad(to_hex((extract(epoch FROM
                         timestamptz '2020-01-01+00' + random() * interval '20 years') * 1000)::bigint), 12, '0') FROM 1 FOR 12)::uuid::ulid) AS id,
                     row_number() OVER () AS i FROM generate_series(1, 300))
  SELECT p || ' ' || id AS pair, CASE WHEN p = '' THEN '' ELSE p || '_' END || lower(id::ulid::text) AS input, i
    FROM prefixes, v7 WHERE (i + length(p)) % 4 = 0;
CREATE TEMPORARY TABLE typeid_texts AS
  SELECT input FROM typeids
  UNION ALL SELECT upper(input) FROM typeids WHERE i % 5 = 0
  UNION ALL SELECT overlay(input PLACING 'u' FROM length(input) - (i % 26)::int FOR 1) FROM typeids WHERE i % 3 = 0
  UNION ALL SELECT overlay(input PLACING '8' FROM length(input) - 25 FOR 1) FROM typeids WHERE i % 7 = 0
  UNION ALL SELECT replace(input, '_', '') FROM typeids WHERE i % 11 = 0
  UNION ALL SELECT unnest(ARRAY['user_', '_01h455vb4pex5vsknk084sn02q', 'user_01h455vb4pex5vsknk084sn02', 'user__01h455vb4pex5vsknk084sn02q']);
-- UUIDv47: the random uuids (v7 or not), keys of 16 bytes and of other lengths.
CREATE TEMPORARY TABLE masks AS
  SELECT input || ' ' || (ARRAY['\x000102030405060708090a0b0c0d0e0f', '\xefcdab89674523011032547698badcfe',
                               '\x0001', '\x'])[1 + (row_number() OVER ()) % 4] AS input
    FROM (SELECT input FROM ids UNION ALL SELECT ulid_to_uuidv7(input::uuid::ulid)::text FROM ids) s;

-- Each check: the portable call, the native call, and the inputs.
CREATE TEMPORARY TABLE checks (name text, portable text, native text, inputs text);
INSERT INTO checks VALUES
  ('ulid_to_text', 'SELECT ulid_portable.ulid_to_text(%1$L::uuid)', 'SELECT %1$L::uuid::ulid::text', 'ids'),
  ('ulid_from_text', 'SELECT ulid_portable.ulid_from_text(%1$L)', 'SELECT %1$L::ulid::uuid', 'texts'),
  ('ulid_is_valid', 'SELECT ulid_portable.ulid_is_valid(%1$L)', 'SELECT ulid_is_valid(%1$L)', 'texts'),
  ('ulid_extract_timestamp', 'SELECT ulid_portable.ulid_extract_timestamp(%1$L::uuid)', 'SELECT ulid_extract_timestamp(%1$L::uuid::ulid)', 'ids'),
  ('ulid_min', 'SELECT ulid_portable.ulid_min(%1$L::timestamptz)', 'SELECT ulid_min(%1$L::timestamptz)::uuid', 'times'),
  ('ulid_max', 'SELECT ulid_portable.ulid_max(%1$L::timestamptz)', 'SELECT ulid_max(%1$L::timestamptz)::uuid', 'times'),
  ('typeid_to_uuid', 'SELECT ulid_portable.typeid_to_uuid(%1$L)', 'SELECT %1$L::typeid::uuid', 'typeid_texts'),
  ('typeid_prefix', 'SELECT ulid_portable.typeid_prefix(%1$L)', 'SELECT typeid_prefix(%1$L::typeid)', 'typeid_texts'),
  ('typeid_to_text', 'SELECT ulid_portable.typeid_to_text(split_part(%1$L, '' '', 1), split_part(%1$L, '' '', 2)::uuid)',
                     'SELECT typeid_from_uuid(split_part(%1$L, '' '', 1), split_part(%1$L, '' '', 2)::uuid)::text', 'typeid_pairs'),
  ('gen_typeid prefix', 'SELECT left(ulid_portable.gen_typeid(split_part(%1$L, '' '', 1)), -26)',
                        'SELECT left(gen_typeid(split_part(%1$L, '' '', 1))::text, -26)', 'typeid_pairs'),
  ('uuidv47_encode', 'SELECT ulid_portable.uuidv47_encode(split_part(%1$L, '' '', 1)::uuid, split_part(%1$L, '' '', 2)::bytea)',
                     'SELECT uuidv47_encode(split_part(%1$L, '' '', 1)::uuid, split_part(%1$L, '' '', 2)::bytea)', 'masks'),
  ('uuidv47_decode', 'SELECT ulid_portable.uuidv47_decode(split_part(%1$L, '' '', 1)::uuid, split_part(%1$L, '' '', 2)::bytea)',
                     'SELECT uuidv47_decode(split_part(%1$L, '' '', 1)::uuid, split_part(%1$L, '' '', 2)::bytea)', 'masks');
CREATE TEMPORARY VIEW inputs AS
  SELECT 'ids' AS inputs, input FROM ids UNION ALL SELECT 'texts', input FROM texts UNION ALL SELECT 'times', input FROM times
  UNION ALL SELECT 'typeid_texts', input FROM typeid_texts UNION ALL SELECT 'typeid_pairs', pair FROM typeids
  UNION ALL SELECT 'masks', input FROM masks;

\pset tuples_only on
\pset format unaligned
SELECT json_build_object(
    'server', version(),
    'checks', (SELECT json_object_agg(name, portable) FROM checks),
    'cases', (SELECT json_agg(json_build_array(c.name, i.input, CASE WHEN c.name = 'ulid_from_text'
        -- ulid_portable's hint for a text that reads as a time names ulid_min, as in
        -- portable_functions (a uuid key has no operators with timestamptz, issue 33)
        THEN regexp_replace(native.outcome, 'To compare with a point in time, write timestamptz ''(.*)''\.$',
                            'To compare with a point in time, write ulid_portable.ulid_min(timestamptz ''\1'') (or ulid_max).')
        ELSE native.outcome END))
                FROM checks c JOIN inputs i USING (inputs),
                     LATERAL (SELECT pg_temp.outcome(format(c.native, i.input)) AS outcome) native));
