SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
-- Every error of baseuid: its SQLSTATE, message and detail, caught so the output is deterministic.

\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of

-- 22P02: text of the wrong length, or with a character outside the alphabet (the first one wins).
SELECT input, pg_temp.error_of(format('SELECT %L::baseuid', input)) AS error
  FROM (VALUES (''), ('ANjssJky'), ('ANjssJkyfa3H00J9ZPJ'), ('ANjssJkyfa3H00J9ZPJGG'),
               ('01JGFJJZ00XHF7E02JJ03AE4T7'), ('ANjssJkyfa3H00J9ZPJ+'), (' ANjssJkyfa3H00J9ZPJ'),
               ('ANjssJkyfa3H00J9ZPJ='), ('ANjssJky.fa3H00J9ZPJGXX'), ('ANjssJkyfa3H00J9ZPJé'),
               ('ANjssJky-fa3-H00J9ZPJG') /* '-' is a symbol, so only the length is wrong */, ('anjssjkyfa3h00j9zpjg/')) AS t(input);

-- 22P02: a uuid that is not in the UUIDv8 form of a baseuid; the detail names the wrong part.
SELECT input, pg_temp.error_of(format('SELECT %L::uuid::baseuid', input)) AS error
  FROM (VALUES ('00000000-0000-0000-0000-000000000000'), ('ffffffff-ffff-ffff-ffff-ffffffffffff'),
               ('0181cc2e-6d18-4abc-9def-0123456789a8'), ('0181cc2e-6d18-7abc-9def-0123456789a8'),
               ('0181cc2e-6d18-8abc-1def-0123456789a8'), ('0181cc2e-6d18-8abc-5def-0123456789a8'),
               ('0181cc2e-6d18-8abc-cdef-0123456789a8'), ('0181cc2e-6d18-8abc-9def-0123456789a9'),
               ('0181cc2e-6d18-8abc-9def-0123456789aa'), ('0181cc2e-6d18-8abc-9def-0123456789ab'),
               ('0181cc2e-6d18-8abc-9def-0123456789a8')) AS t(input);

-- 22P03: binary input of any length but 15 bytes (through binary COPY of bytea into baseuid).
CREATE TABLE baseuid_errors_bytes (b bytea);
CREATE TABLE baseuid_errors_ids (id baseuid);
SELECT current_setting('data_directory') || '/baseuid_errors.copy' AS copy_file \gset
SELECT length, pg_temp.error_of(format(
           'TRUNCATE baseuid_errors_bytes; INSERT INTO baseuid_errors_bytes VALUES (%L); '
           'COPY baseuid_errors_bytes TO %L WITH (FORMAT binary); '
           'COPY baseuid_errors_ids FROM %L WITH (FORMAT binary)',
           pg_catalog.substr('\x000102030405060708090a0b0c0d0e0f10111213'::bytea, 1, length), :'copy_file', :'copy_file'))
         AS error
  FROM (VALUES (0), (1), (14), (15), (16), (20)) AS t(length);
SELECT id, baseuid_send(id) FROM baseuid_errors_ids;
DROP TABLE baseuid_errors_bytes, baseuid_errors_ids;

-- No implicit or assignment cast between uuid and baseuid: 42804 on assignment, 42883 on comparison.
CREATE TEMP TABLE baseuid_errors_uuids (u uuid);
SELECT pg_temp.error_of($$INSERT INTO baseuid_errors_uuids VALUES ('ANjssJkyfa3H00J9ZPJG'::baseuid)$$) AS error;
SELECT pg_temp.error_of($$SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid = '00000000-0000-8000-8000-000000000000'::uuid$$) AS error;

-- Strictness: NULL arguments give NULL, never an error.
SELECT gen_monotonic_baseuid() IS NOT NULL AS generates, baseuid_cmp(NULL, 'ANjssJkyfa3H00J9ZPJG') AS null_cmp;
