-- UUIDv47 on the UUIDv7s of PostgreSQL 18's own uuidv7(), spread over some 500 days either side of
-- now: the facade round-trips and hides the time from core's own extractors too (a version 4 UUID
-- has none).
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
\set key '\\x000102030405060708090a0b0c0d0e0f'

SELECT count(*) AS uuids,
       count(*) FILTER (WHERE uuidv47_decode(uuidv47_encode(v7, :'key'), :'key') <> v7) AS mismatches,
       count(*) FILTER (WHERE uuid_extract_version(uuidv47_encode(v7, :'key')) <> 4) AS not_v4,
       count(*) FILTER (WHERE uuid_extract_timestamp(uuidv47_encode(v7, :'key')) IS NOT NULL) AS facade_with_time,
       count(*) FILTER (WHERE uuid_extract_timestamp(uuidv47_decode(uuidv47_encode(v7, :'key'), :'key'))
                              <> uuid_extract_timestamp(v7)) AS time_changed,
       count(DISTINCT uuidv47_encode(v7, :'key')) AS distinct_facades
  FROM (SELECT uuidv7((n % 1000 - 500) * interval '1 day') AS v7 FROM generate_series(1, 100000) AS n) AS t;

-- The server key of a session works on them too.
SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f';
SELECT count(*) FILTER (WHERE uuidv47_encode(v7) <> uuidv47_encode(v7, :'key')) AS server_key_differs,
       count(*) FILTER (WHERE uuidv47_decode(uuidv47_encode(v7)) <> v7) AS mismatches
  FROM (SELECT uuidv7() AS v7 FROM generate_series(1, 10000)) AS t;
RESET ulid.mask_key;
