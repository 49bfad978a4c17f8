SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- Text form: 13 Crockford base32 characters, upper case on output.
SELECT '00CMXB6TAK4SA'::ulid_flake AS spec_example, '00CMXB6TAK4SA'::ulid_flake::bigint AS as_bigint;
SELECT '00cmxb6tak4sa'::ulid_flake AS lower_case, '0Ocmxb6tak4sa'::ulid_flake AS alias_o,
       '00CMXB6TAK4SI'::ulid_flake = '00CMXB6TAK4S1' AS alias_i, '00CMXB6TAK4SL'::ulid_flake = '00CMXB6TAK4S1' AS alias_l;
SELECT '0000000000000'::ulid_flake AS smallest, '7ZZZZZZZZZZZZ'::ulid_flake AS largest,
       '7ZZZZZZZZZZZZ'::ulid_flake::bigint AS largest_bigint;
SELECT '00CMXB6TAK4SA'::ulid_flake::text AS to_text, pg_typeof('00CMXB6TAK4SA'::ulid_flake::text);
SELECT NULL::ulid_flake IS NULL AS null_stays_null;

-- The catalog declaration matches int8.
SELECT t.typname, t.typlen, t.typbyval, t.typalign, t.typstorage,
       (t.typlen, t.typbyval, t.typalign, t.typstorage) = (i.typlen, i.typbyval, i.typalign, i.typstorage) AS like_int8
  FROM pg_type t, pg_type i WHERE t.typname = 'ulid_flake' AND i.typname = 'int8';

-- Binary form: 8 bytes big-endian, exactly the bytes of the same bigint.
SELECT ulid_flake_send('00CMXB6TAK4SA') AS send_bytes,
       ulid_flake_send('00CMXB6TAK4SA') = int8send(14246757444195114) AS same_as_int8send;
-- Binary round trip through COPY.
CREATE TEMP TABLE flake_io (id ulid_flake);
INSERT INTO flake_io VALUES ('0000000000000'), ('00CMXB6TAK4SA'), ('7ZZZZZZZZZZZZ');
-- A server-side file in the data directory: writable by the server whoever runs it, gone with the cluster.
SELECT current_setting('data_directory') || '/flake_io.copy' AS flake_copy_file \gset
COPY flake_io TO :'flake_copy_file' WITH (FORMAT binary);
CREATE TEMP TABLE flake_io_back (id ulid_flake);
COPY flake_io_back FROM :'flake_copy_file' WITH (FORMAT binary);
SELECT id FROM flake_io_back ORDER BY id;
SELECT (SELECT array_agg(id ORDER BY id) FROM flake_io) = (SELECT array_agg(id ORDER BY id) FROM flake_io_back) AS binary_round_trip;

-- Random values round-trip through text, and the text order under "C" is the value order.
CREATE TEMP TABLE flake_random AS
  SELECT (floor(random() * 9223372036854775807::numeric))::bigint::ulid_flake AS id FROM generate_series(1, 2000);
SELECT count(*) FILTER (WHERE id::text::ulid_flake <> id) AS text_round_trip_failures,
       count(*) FILTER (WHERE length(id::text) <> 13) AS wrong_lengths
  FROM flake_random;
SELECT (SELECT array_agg(id ORDER BY id) FROM flake_random)
     = (SELECT array_agg(id ORDER BY id::text COLLATE "C") FROM flake_random) AS text_order_is_value_order;

-- Parts and times.
SELECT ulid_flake_extract_timestamp('00CMXB6TAK4SA') AT TIME ZONE 'UTC' AS spec_time,
       ulid_flake_extract_random('00CMXB6TAK4SA') AS random_part,
       ulid_flake_extract_sid('00CMXB6TAK4SA') AS sid;
SELECT ulid_flake_extract_timestamp('0000000000000') AT TIME ZONE 'UTC' AS epoch,
       ulid_flake_extract_timestamp('7ZZZZZZZZZZZZ') AT TIME ZONE 'UTC' AS last_millisecond;
SELECT ulid_flake_min('2024-06-07 12:34:56.789123+00') AS min, ulid_flake_max('2024-06-07 12:34:56.789123+00') AS max,
       ulid_flake_extract_random(ulid_flake_max('2024-06-07 12:34:56.789123+00')) AS max_random;
SELECT ulid_flake_extract_timestamp(ulid_flake_min('2024-06-07 12:34:56.789999+00')) AT TIME ZONE 'UTC' AS truncated_to_ms;
SELECT ulid_flake_min('2024-01-01 00:00:00+00') AS at_epoch,
       ulid_flake_max('2302-09-27 15:10:22.207999+00') AS at_end;
-- Independent of the session time zone.
SET TIME ZONE 'America/New_York';
SELECT ulid_flake_min('2024-06-07 08:34:56.789-04') = ulid_flake_min('2024-06-07 12:34:56.789+00') AS zone_independent;
RESET TIME ZONE;
