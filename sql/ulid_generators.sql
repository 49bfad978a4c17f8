-- Generators, tested by their properties (never by value).
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- gen_ulid(): the real clock (not the transaction start), distinct values, well-spread random bits.
BEGIN;
SELECT pg_sleep(0.05);
SELECT ulid_extract_timestamp(gen_ulid()) > now() + interval '40 milliseconds' AS uses_real_clock;
COMMIT;
CREATE TEMP TABLE generated AS
  SELECT clock_timestamp() AS before, gen_ulid() AS id, clock_timestamp() AS after FROM generate_series(1, 20000);
SELECT count(DISTINCT id) = count(*) AS all_distinct,
       bool_and(ulid_extract_timestamp(id) BETWEEN date_trunc('milliseconds', before) AND after) AS time_is_now
  FROM generated;
-- Each of the 80 random bits is set in about half of the values (20000 draws: 45%..55% is > 14 sigma).
SELECT count(*) AS random_bits_checked, bool_and(ones BETWEEN 9000 AND 11000) AS every_bit_balanced
  FROM (SELECT bit, count(*) FILTER (WHERE get_bit(ulid_extract_random(id), bit) = 1) AS ones
          FROM generated, generate_series(0, 79) bit GROUP BY bit) s;

-- gen_ulid(ts): that millisecond, random bits differ.
SELECT count(*) AS n, count(DISTINCT id) AS distinct_ids,
       bool_and(ulid_extract_timestamp(id) = '2024-05-06 07:08:09.123+00') AS truncated_to_ms
  FROM (SELECT gen_ulid('2024-05-06 07:08:09.123987+00') AS id FROM generate_series(1, 1000)) s;
SELECT gen_ulid(NULL) IS NULL AS strict;

-- gen_monotonic_ulid(): strictly increasing over 100,000 calls in one statement.
SELECT count(*) AS calls, count(*) FILTER (WHERE prev >= id) AS not_increasing,
       count(*) FILTER (WHERE ulid_extract_timestamp(id) = ulid_extract_timestamp(prev)) > 0 AS shared_milliseconds
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev
          FROM (SELECT n, gen_monotonic_ulid() AS id FROM generate_series(1, 100000) n) g) s;
-- Within a millisecond the step is exactly +1; a new millisecond gets fresh random bits.
SELECT count(*) FILTER (WHERE same_ms AND step <> 1) AS same_ms_not_plus_one,
       count(*) FILTER (WHERE same_ms) > 0 AS saw_same_ms
  FROM (SELECT ulid_extract_unix_ms(id) = ulid_extract_unix_ms(prev) AS same_ms,
               ('x' || right(encode(ulid_extract_random(id), 'hex'), 15))::bit(60)::bigint
             - ('x' || right(encode(ulid_extract_random(prev), 'hex'), 15))::bit(60)::bigint AS step
          FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev
                  FROM (SELECT n, gen_monotonic_ulid() AS id FROM generate_series(1, 20000) n) g) s
         WHERE prev IS NOT NULL) t;
-- Across statements of the same session it keeps increasing.
CREATE TEMP TABLE mono (n serial, id ulid DEFAULT gen_monotonic_ulid());
INSERT INTO mono DEFAULT VALUES;
INSERT INTO mono DEFAULT VALUES;
INSERT INTO mono (id) SELECT gen_monotonic_ulid() FROM generate_series(1, 1000);
SELECT count(*) FILTER (WHERE prev >= id) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) prev FROM mono) s;
-- Its time is the current time.
SELECT ulid_extract_timestamp(gen_monotonic_ulid()) BETWEEN clock_timestamp() - interval '1 second'
                                                      AND clock_timestamp() AS monotonic_time_is_now;

-- Volatility and parallel safety as the contract says.
SELECT p.oid::regprocedure AS generator, provolatile, proparallel, proisstrict
  FROM pg_proc p WHERE proname IN ('gen_ulid', 'gen_monotonic_ulid') ORDER BY p.oid::regprocedure::text;
