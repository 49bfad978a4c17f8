-- Casts: uuid both ways without a function, bytea, timestamptz, text; none implicit.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET TimeZone = 'UTC';
SET DateStyle = 'ISO';

-- uuid: the same 16 bytes; a UUIDv7 keeps its timestamp.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::uuid;
SELECT '01941f29-7c00-ec5e-7700-529006a71347'::uuid::ulid;
SELECT ('018f3d9a-1b2c-7def-8123-456789abcdef'::uuid::ulid)::timestamptz AS uuidv7_time;
SELECT count(*) AS uuid_round_trips FROM generate_series(1, 10000)
 WHERE (SELECT u::ulid::uuid = u FROM (SELECT gen_random_uuid() u) s);
-- Assignment casts: a uuid column takes a ulid and the other way round.
CREATE TEMP TABLE as_uuid (u uuid);
INSERT INTO as_uuid VALUES ('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid);
CREATE TEMP TABLE as_ulid (id ulid);
INSERT INTO as_ulid SELECT u FROM as_uuid;
SELECT u, (SELECT id FROM as_ulid) FROM as_uuid;

-- text and varchar: I/O casts.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::text, '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::varchar(26);
SELECT 'ulid: ' || '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::text AS concatenated;
SELECT CAST('01jgfjjz00xhf7e02jj03ae4t7'::text AS ulid);

-- bytea: exactly the 16 bytes.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::bytea;
SELECT '\x01941f297c00ec5e7700529006a71347'::bytea::ulid;
SELECT count(*) AS bytea_round_trips FROM (SELECT gen_ulid() id FROM generate_series(1, 1000)) s WHERE id::bytea::ulid = id;

-- timestamptz: the embedded time; and the smallest ulid of a millisecond.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamptz;
SELECT '2025-01-01 00:00:00.123456+00'::timestamptz::ulid;
SELECT ('2025-01-01 00:00:00.123456+00'::timestamptz::ulid)::timestamptz AS truncated_to_ms;
-- Independent of the session time zone.
SET TimeZone = 'Asia/Kolkata';
SELECT '2025-01-01 05:30:00+05:30'::timestamptz::ulid = '2025-01-01 00:00:00+00'::timestamptz::ulid AS same_instant;
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamptz;
RESET TimeZone;

-- No implicit casts, and none from timestamp without time zone.
SELECT castsource::regtype, casttarget::regtype, castcontext, castmethod,
       CASE WHEN castfunc = 0 THEN '-' ELSE castfunc::regprocedure::text END AS function
  FROM pg_cast WHERE castsource = 'ulid'::regtype OR casttarget = 'ulid'::regtype ORDER BY castsource::regtype::text, casttarget::regtype::text;
SELECT '2025-01-01 00:00:00'::timestamp::ulid;
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamp;
-- ulid and uuid compare directly (0.2.0), byte for byte, as through the explicit cast.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid = '01941f29-7c00-ec5e-7700-529006a71347'::uuid AS direct;
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::uuid = '01941f29-7c00-ec5e-7700-529006a71347'::uuid AS explicit_ok;
