SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
-- baseuid text and binary I/O, and how the type is declared.

-- Declared like a 15-byte uuid: fixed length, by reference, char alignment, plain storage.
SELECT typlen, typbyval, typalign, typstorage FROM pg_type WHERE oid = 'baseuid'::regtype;

-- Volatility, strictness, parallel safety and leakproofness of every function (generators are in
-- baseuid_generators).
SELECT p.oid::regprocedure AS function, provolatile, proparallel, proisstrict, proleakproof
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND p.oid::regprocedure::text ~ 'baseuid' AND p.proname !~ '^gen_'
 ORDER BY p.oid::regprocedure::text COLLATE "C";

-- Every member of the extension that concerns baseuid has a comment (an array type is a member
-- from PostgreSQL 17 on, made implicitly with its type: left out).
SELECT pg_describe_object(d.classid, d.objid, 0) AS without_comment
  FROM pg_depend d
 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND pg_describe_object(d.classid, d.objid, 0) ~ 'baseuid'
   AND obj_description(d.objid, d.classid::regclass::text) IS NULL
   AND NOT (d.classid = 'pg_type'::regclass AND d.objid IN (SELECT typarray FROM pg_type));

-- The document's example round-trips unchanged; the time part is the start of 2022.
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid AS example;
SELECT baseuid_extract_timestamp('ANjssJkyfa3H00J9ZPJG') AT TIME ZONE 'UTC' AS example_time;

-- Every 120-bit value is valid: the smallest and the largest, and every symbol of the alphabet.
SELECT '--------------------'::baseuid AS smallest, 'zzzzzzzzzzzzzzzzzzzz'::baseuid AS largest;
SELECT v::baseuid::text = v AS round_trip, v
  FROM (VALUES ('-0123456789ABCDEFGHI'), ('JKLMNOPQRSTUVWXYZ_ab'), ('cdefghijklmnopqrstuv'), ('wxyz----------------')) AS t(v);

-- Case-sensitive: upper and lower case letters are different values.
SELECT 'AAAAAAAAAAAAAAAAAAAA'::baseuid = 'aaaaaaaaaaaaaaaaaaaa'::baseuid AS equal,
       'AAAAAAAAAAAAAAAAAAAA'::baseuid < 'aaaaaaaaaaaaaaaaaaaa'::baseuid AS upper_first;

-- Random text in the alphabet round-trips.
SELECT count(*) AS values, bool_and(v::baseuid::text = v) AS all_round_trip
  FROM (SELECT (SELECT string_agg(substr('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz',
                                         1 + floor(random() * 64)::int, 1), '')
                  FROM generate_series(1, 20) WHERE n > 0) AS v
          FROM generate_series(1, 10000) AS n) AS t;

-- Binary output is the 15 big-endian bytes; binary input reads them back (through binary COPY).
SELECT baseuid_send('--------------------') AS smallest, baseuid_send('zzzzzzzzzzzzzzzzzzzz') AS largest,
       baseuid_send('ANjssJkyfa3H00J9ZPJG') AS example;
SELECT length(baseuid_send(gen_baseuid())) AS bytes;

CREATE TABLE baseuid_io_out (id baseuid);
INSERT INTO baseuid_io_out SELECT gen_baseuid() FROM generate_series(1, 1000);
INSERT INTO baseuid_io_out VALUES ('--------------------'), ('zzzzzzzzzzzzzzzzzzzz'), ('ANjssJkyfa3H00J9ZPJG'), (NULL);
CREATE TABLE baseuid_io_in (id baseuid);
SELECT current_setting('data_directory') || '/baseuid_io.copy' AS copy_file \gset
COPY baseuid_io_out TO :'copy_file' WITH (FORMAT binary);
COPY baseuid_io_in FROM :'copy_file' WITH (FORMAT binary);
SELECT (SELECT count(*) FROM baseuid_io_in) AS copied,
       (SELECT count(*) FROM baseuid_io_in WHERE id IS NULL) AS nulls,
       NOT EXISTS (SELECT id FROM baseuid_io_out EXCEPT ALL SELECT id FROM baseuid_io_in)
   AND NOT EXISTS (SELECT id FROM baseuid_io_in EXCEPT ALL SELECT id FROM baseuid_io_out) AS same_values;
DROP TABLE baseuid_io_out, baseuid_io_in;

-- NULL in, NULL out.
SELECT NULL::baseuid AS null_value, baseuid_extract_timestamp(NULL) AS null_time;
