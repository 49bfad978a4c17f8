-- Binary I/O: the 16 raw bytes, exactly like uuid.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

SELECT ulid_send('01JGFJJZ00XHF7E02JJ03AE4T7');
SELECT uuid_send('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::uuid) = ulid_send('01JGFJJZ00XHF7E02JJ03AE4T7') AS same_as_uuid;

-- Binary COPY round trip.
-- Server-side files in the data directory: writable by the server, gone with the cluster.
SELECT current_setting('data_directory') || '/ulid_binary.copy' AS copy_file,
       current_setting('data_directory') || '/ulid_binary_short.copy' AS short_file,
       current_setting('data_directory') || '/ulid_binary_long.copy' AS long_file \gset
CREATE TEMP TABLE binary_source (id ulid, ids ulid[], note text);
INSERT INTO binary_source
  SELECT gen_ulid(), ARRAY[gen_ulid(), gen_monotonic_ulid()], 'row ' || i FROM generate_series(1, 5000) i;
INSERT INTO binary_source VALUES (NULL, NULL, 'nulls'),
  ('00000000000000000000000000', '{7ZZZZZZZZZZZZZZZZZZZZZZZZZ}', 'extremes');
COPY binary_source TO :'copy_file' WITH (FORMAT binary);
CREATE TEMP TABLE binary_target (LIKE binary_source);
COPY binary_target FROM :'copy_file' WITH (FORMAT binary);
SELECT (SELECT count(*) FROM binary_target) AS copied,
       (SELECT count(*) FROM (SELECT * FROM binary_source EXCEPT ALL SELECT * FROM binary_target) d) AS missing,
       (SELECT count(*) FROM (SELECT * FROM binary_target EXCEPT ALL SELECT * FROM binary_source) d) AS extra;

-- A binary value of the wrong length is a clean error and loads nothing.
COPY (SELECT '\x000102030405060708090a0b0c0d0e'::bytea) TO :'short_file' WITH (FORMAT binary);
COPY (SELECT '\x000102030405060708090a0b0c0d0e0f10'::bytea) TO :'long_file' WITH (FORMAT binary);
CREATE TEMP TABLE binary_bad (id ulid);
COPY binary_bad FROM :'short_file' WITH (FORMAT binary);
COPY binary_bad FROM :'long_file' WITH (FORMAT binary);
SELECT count(*) AS loaded FROM binary_bad;
