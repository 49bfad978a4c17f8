SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- Volatility, parallel safety and strictness of the generators.
SELECT p.oid::regprocedure, p.provolatile, p.proparallel, p.proisstrict
  FROM pg_proc p WHERE p.proname = 'gen_ulid_flake' ORDER BY 1::text;
-- Every other function is IMMUTABLE STRICT PARALLEL SAFE.
SELECT p.oid::regprocedure, p.provolatile, p.proparallel, p.proisstrict
  FROM pg_proc p
 WHERE p.proname ~ '^ulid_flake_(extract_|min|max)'
 ORDER BY 1::text;

-- 100,000 calls in one statement are strictly increasing; within a millisecond the steps are 1..255.
CREATE TEMP TABLE flake_gen AS
  SELECT n, gen_ulid_flake() AS id FROM generate_series(1, 100000) n;
SELECT count(*) AS total, count(DISTINCT id) AS distinct_ids FROM flake_gen;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing,
       count(*) FILTER (WHERE same_ms AND (step < 1 OR step > 255)) AS steps_outside_1_255,
       count(*) FILTER (WHERE same_ms) > 0 AS some_in_the_same_millisecond
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev,
               ulid_flake_extract_timestamp(id) = ulid_flake_extract_timestamp(lag(id) OVER (ORDER BY n)) AS same_ms,
               id::bigint - (lag(id) OVER (ORDER BY n))::bigint AS step
          FROM flake_gen) s
 WHERE prev IS NOT NULL;
-- The steps are not all 1: "+n", not "+1" (over 90,000 steps the chance of all ones is nil).
SELECT count(DISTINCT step) > 100 AS varied_steps
  FROM (SELECT id::bigint - (lag(id) OVER (ORDER BY n))::bigint AS step,
               ulid_flake_extract_timestamp(id) = ulid_flake_extract_timestamp(lag(id) OVER (ORDER BY n)) AS same_ms
          FROM flake_gen) s WHERE same_ms;
-- The time is the real clock (not the transaction start), close to now.
SELECT bool_and(ulid_flake_extract_timestamp(id) BETWEEN now() - interval '1 minute' AND clock_timestamp() + interval '1 second')
       AS time_is_now FROM flake_gen;
-- Later calls continue above the last one.
SELECT gen_ulid_flake() > (SELECT max(id) FROM flake_gen) AS continues;

-- Scalable: the sid is in the low 5 bits of every value, and each sid's sequence increases.
CREATE TEMP TABLE flake_gen_sid AS
  SELECT n, gen_ulid_flake(7) AS id FROM generate_series(1, 20000) n;
SELECT count(*) FILTER (WHERE ulid_flake_extract_sid(id) <> 7) AS wrong_sid,
       count(*) FILTER (WHERE ulid_flake_extract_random(id) & 31 <> 7) AS random_without_sid
  FROM flake_gen_sid;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing,
       count(*) FILTER (WHERE same_ms AND (step < 1 OR step > 255)) AS steps_outside_1_255
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev,
               ulid_flake_extract_timestamp(id) = ulid_flake_extract_timestamp(lag(id) OVER (ORDER BY n)) AS same_ms,
               (id::bigint >> 5) - ((lag(id) OVER (ORDER BY n))::bigint >> 5) AS step
          FROM flake_gen_sid) s
 WHERE prev IS NOT NULL;
SELECT array_agg(DISTINCT ulid_flake_extract_sid(gen_ulid_flake(s))) = array_agg(DISTINCT s) AS every_sid_kept
  FROM generate_series(0, 31) s;
SELECT gen_ulid_flake(NULL) IS NULL AS strict;
-- The two generators keep separate states: stand-alone values do not restart the scalable step.
SELECT gen_ulid_flake(3) < gen_ulid_flake(3) AS scalable_increasing;

-- Generated values round-trip through text and bigint.
SELECT count(*) FILTER (WHERE id::text::ulid_flake <> id OR id::bigint::ulid_flake <> id) AS round_trip_failures
  FROM flake_gen;
