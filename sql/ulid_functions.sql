-- Extraction, construction and conversion functions.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET TimeZone = 'UTC';
SET DateStyle = 'ISO';

SELECT ulid_extract_timestamp('01JGFJJZ00XHF7E02JJ03AE4T7') AS seed_time,
       ulid_extract_unix_ms('01JGFJJZ00XHF7E02JJ03AE4T7') AS unix_ms,
       ulid_extract_random('01JGFJJZ00XHF7E02JJ03AE4T7') AS random;
SELECT ulid_extract_timestamp('7ZZZZZZZZZZZZZZZZZZZZZZZZZ') AS last_time,
       ulid_extract_unix_ms('7ZZZZZZZZZZZZZZZZZZZZZZZZZ') AS last_ms,
       ulid_extract_timestamp('00000000000000000000000000') AS first_time;

-- ulid_min / ulid_max: the bounds of a millisecond.
SELECT ulid_min('2025-01-01 00:00:00.000999+00'), ulid_max('2025-01-01 00:00:00.000999+00');
SELECT ulid_min('1970-01-01 00:00:00+00'), ulid_max('10889-08-02 05:31:50.655+00');
SELECT count(*) AS inside FROM (SELECT gen_ulid('2025-01-01 00:00:00.000999+00') id FROM generate_series(1, 1000)) s
 WHERE id BETWEEN ulid_min('2025-01-01 00:00:00+00') AND ulid_max('2025-01-01 00:00:00+00');

-- ulid_from_parts: the inverse of the two extractors.
SELECT ulid_from_parts(1735689600000, '\xec5e7700529006a71347'::bytea) AS seed_example;
SELECT count(*) AS parts_round_trip FROM (SELECT gen_ulid() id FROM generate_series(1, 1000)) s
 WHERE ulid_from_parts(ulid_extract_unix_ms(id), ulid_extract_random(id)) = id;
SELECT ulid_from_parts(0, '\x00000000000000000000'), ulid_from_parts(281474976710655, '\xffffffffffffffffffff');

-- ulid_to_uuidv7: same time, version 7, RFC 9562 variant; only 6 random bits change.
SELECT ulid_to_uuidv7('01JGFJJZ00XHF7E02JJ03AE4T7');
SELECT count(*) AS checked,
       bool_and(substr(u::text, 15, 1) = '7') AS version_7,
       bool_and(substr(u::text, 20, 1) IN ('8', '9', 'a', 'b')) AS variant_10,
       bool_and(u::ulid::timestamptz = id::timestamptz) AS same_time,
       bool_and(bit_count(('x' || encode(u::ulid::bytea, 'hex'))::bit(128)
                          # ('x' || encode(id::bytea, 'hex'))::bit(128)) <= 6) AS at_most_6_bits_differ
  FROM (SELECT id, ulid_to_uuidv7(id) AS u FROM (SELECT gen_ulid() id FROM generate_series(1, 2000)) g) s;

-- Every function is strict: NULL in, NULL out.
SELECT ulid_extract_timestamp(NULL) IS NULL, ulid_extract_unix_ms(NULL) IS NULL, ulid_extract_random(NULL) IS NULL,
       ulid_min(NULL) IS NULL, ulid_max(NULL) IS NULL, ulid_from_parts(NULL, '\x00') IS NULL,
       ulid_from_parts(1, NULL) IS NULL, ulid_to_uuidv7(NULL) IS NULL;
