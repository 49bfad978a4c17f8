-- ulid_portable's generators, by their properties.
-- Quiet whether or not an earlier test file created them.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION IF NOT EXISTS ulid_portable;
RESET client_min_messages;

-- gen_ulid: the clock's millisecond, 80 random bits (each bit set in about half of 20,000 values,
-- none fixed as a uuid's version and variant are), all distinct.
CREATE TEMPORARY TABLE random_made AS
  SELECT clock_timestamp() AS before, ulid_portable.gen_ulid() AS id, clock_timestamp() AS after
    FROM generate_series(1, 20000);
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE ulid_extract_timestamp(id::ulid) < date_trunc('milliseconds', before)
                           OR ulid_extract_timestamp(id::ulid) > after) AS outside_the_clock
  FROM random_made;
SELECT min(ones) > 9000 AND max(ones) < 11000 AS every_random_bit_about_half
  FROM (SELECT bit, count(*) FILTER (WHERE get_bit(ulid_extract_random(id::ulid), bit) = 1) AS ones
          FROM random_made, generate_series(0, 79) bit GROUP BY bit) s;

-- gen_monotonic_ulid: strictly increasing within the session, in one statement and across
-- statements, and +1 on the random part within a millisecond.
CREATE TEMPORARY TABLE monotonic_made AS
  SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 20000) n;
SELECT count(*) FILTER (WHERE id <= previous) AS not_increasing,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)
                          AND ulid_portable.uuid_low_word(id) - ulid_portable.uuid_low_word(previous) <> 1
                          AND ulid_portable.uuid_low_word(previous) <> -1) AS same_ms_not_plus_one,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)) > 0 AS some_same_ms
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous FROM monotonic_made) s;
SELECT ulid_portable.gen_monotonic_ulid() AS last_id \gset
SELECT ulid_portable.gen_monotonic_ulid() > :'last_id' AS next_statement_greater;

-- The carries of the 80-bit random part (two 64-bit words of the state), from states written by
-- hand: a millisecond far ahead of the clock, so that each call continues the state (the clock is
-- behind) by +1, and a full random part carries into the next millisecond.
CREATE FUNCTION pg_temp.after_state(ms bigint, random_high integer, random_low bigint) RETURNS uuid LANGUAGE sql AS $$
  SELECT set_config('ulid_portable.monotonic_state',
                    concat_ws(':', currval('ulid_portable.monotonic_calls'), ms, random_high, random_low), false);
  SELECT ulid_portable.gen_monotonic_ulid() $$;
SELECT state, pg_temp.after_state(200000000000000, random_high, random_low) AS next
  FROM (VALUES ('+1', 4660, 5), ('the low word carries', 4660, -1),
               ('the low word crosses its sign bit', 4660, 9223372036854775807),
               ('up to the last value of the millisecond', 65535, -2)) v(state, random_high, random_low);
SELECT ulid_extract_unix_ms(pg_temp.after_state(200000000000000, 65535, -2)::ulid) AS ms_before_the_last,
       ulid_extract_unix_ms(pg_temp.after_state(200000000000000, 65535, -1)::ulid) AS ms_after_a_full_random_part;
-- At the last millisecond +1 still works; a carry past it is ulid's range error.
SELECT pg_temp.after_state(281474976710655, 4660, 5) AS last_millisecond;
\set SHOW_CONTEXT never
SELECT pg_temp.after_state(281474976710655, 65535, -1) AS past_the_last_millisecond;
\set SHOW_CONTEXT errors
-- Back to the clock.
RESET ulid_portable.monotonic_state;

-- Across a rolled-back transaction and a rolled-back savepoint: the values made there are
-- greater than the ones before, and the next ones greater still.
BEGIN;
SELECT max(id::ulid)::uuid AS rolled_back_max FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 1000)) s \gset
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'rolled_back_max' AS greater_after_rollback;
BEGIN;
SAVEPOINT s;
SELECT max(id::ulid)::uuid AS rolled_back_max FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 1000)) s \gset
ROLLBACK TO SAVEPOINT s;
SELECT ulid_portable.gen_monotonic_ulid() > :'rolled_back_max' AS greater_after_savepoint_rollback;
COMMIT;
-- An error rolls back too.
BEGIN;
SELECT ulid_portable.gen_monotonic_ulid() AS before_error \gset
SELECT 1 / 0;
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'before_error' AS greater_after_error;

-- A read-only transaction (as on a hot standby): the call counter's nextval fails there, where
-- ulid's generator works (README, "Functions").
BEGIN READ ONLY;
SELECT gen_monotonic_ulid() IS NOT NULL AS native_works;
\set VERBOSITY terse
SELECT ulid_portable.gen_monotonic_ulid();
\set VERBOSITY default
ROLLBACK;

-- In a query planned for parallel workers: the function is parallel unsafe, so the plan runs in
-- this process and the values still increase.
CREATE TABLE parallel_source AS SELECT n FROM generate_series(1, 50000) n;
ANALYZE parallel_source;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
                       THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false) AS forced;
SELECT count(*) AS values, count(DISTINCT id) AS distinct_ids
  FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM parallel_source) s;
SELECT count(*) FILTER (WHERE id <= previous) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous
          FROM (SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM parallel_source) s) t;
-- gen_ulid is parallel safe and does run in workers.
SELECT count(DISTINCT id) AS distinct_ids FROM (SELECT ulid_portable.gen_ulid() AS id FROM parallel_source) s;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
DROP TABLE parallel_source;
