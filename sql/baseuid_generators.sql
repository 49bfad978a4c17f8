SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
-- gen_baseuid() and gen_monotonic_baseuid(), tested by their properties (never by value).

SELECT proname, provolatile, proparallel, proisstrict, pronargs
  FROM pg_proc WHERE proname IN ('gen_baseuid', 'gen_monotonic_baseuid') ORDER BY proname;

-- 100,000 monotonic values in one statement are strictly increasing (and so distinct).
SELECT count(*) AS values, count(DISTINCT id) AS distinct_values,
       bool_and(prev IS NULL OR prev < id) AS strictly_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev
          FROM (SELECT n, gen_monotonic_baseuid() AS id FROM generate_series(1, 100000) AS n) AS g) AS t;

-- ... and across statements of the session.
SELECT gen_monotonic_baseuid() AS previous \gset
SELECT gen_monotonic_baseuid() > :'previous'::baseuid AS later_statement_is_greater;

-- 100,000 random values are distinct and their random parts are not all alike.
SELECT count(*) AS values, count(DISTINCT id) AS distinct_values,
       count(DISTINCT substr(id::text, 9)) AS distinct_random_parts
  FROM (SELECT gen_baseuid() AS id FROM generate_series(1, 100000)) AS t;

-- Both carry the current time: within a second of clock_timestamp().
SELECT bool_and(abs(extract(epoch FROM baseuid_extract_timestamp(gen_baseuid()) - clock_timestamp())) < 1)
         AS random_now,
       bool_and(abs(extract(epoch FROM baseuid_extract_timestamp(gen_monotonic_baseuid()) - clock_timestamp())) < 1)
         AS monotonic_now
  FROM generate_series(1, 1000);
-- More tightly: the start of the tick of a random value lies between a clock reading taken just
-- before (less at most one 32.768 us tick) and one taken after.
SELECT bool_and(baseuid_extract_timestamp(id) BETWEEN before - interval '33 microseconds' AND clock_timestamp()) AS random_in_window
  FROM (SELECT clock_timestamp() AS before, gen_baseuid() AS id FROM generate_series(1, 1000)) AS t;

-- The extracted time is truncated to the microsecond and is the start of a 32.768 us tick.
SELECT bool_and(extract(microseconds FROM ts) = floor(extract(microseconds FROM ts))) AS whole_microseconds
  FROM (SELECT baseuid_extract_timestamp(gen_baseuid()) AS ts FROM generate_series(1, 1000)) AS t;

-- Between 2021 and 2260 the text starts with a letter, as the document promises.
SELECT bool_and(left(gen_baseuid()::text, 1) ~ '^[A-Za-z]$') AS starts_with_letter FROM generate_series(1, 1000);
