-- Server-wide generators: one state per server, shared by sessions, databases and parallel workers.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- The server-wide generators are VOLATILE PARALLEL SAFE; the per-session ones stay PARALLEL RESTRICTED.
SELECT p.oid::regprocedure AS generator, p.provolatile, p.proparallel, p.proisstrict
  FROM pg_proc p
 WHERE p.proname IN ('gen_server_monotonic_ulid', 'gen_server_monotonic_baseuid', 'gen_ulid_flake',
                     'gen_monotonic_ulid', 'gen_monotonic_baseuid')
 ORDER BY p.oid::regprocedure::text;
SELECT p.oid::regprocedure AS generator, obj_description(p.oid, 'pg_proc') ~ 'on this server' AS says_server_wide
  FROM pg_proc p
 WHERE p.proname IN ('gen_server_monotonic_ulid', 'gen_server_monotonic_baseuid', 'gen_ulid_flake')
 ORDER BY p.oid::regprocedure::text;

-- 100,000 calls in one statement are strictly increasing, with the clock's time.
CREATE TEMP TABLE server_ulid AS
  SELECT n, gen_server_monotonic_ulid() AS id FROM generate_series(1, 100000) n;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing,
       count(*) FILTER (WHERE id::text ~ '^[0-7][0-9A-HJKMNP-TV-Z]{25}$') AS well_formed,
       bool_and(ulid_extract_timestamp(id) BETWEEN now() - interval '1 minute' AND clock_timestamp() + interval '1 second')
         AS time_is_now
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM server_ulid) s;
SELECT gen_server_monotonic_ulid() > (SELECT max(id) FROM server_ulid) AS continues;
CREATE TEMP TABLE server_baseuid AS
  SELECT n, gen_server_monotonic_baseuid() AS id FROM generate_series(1, 100000) n;
SELECT count(*) FILTER (WHERE id <= prev) AS not_increasing,
       bool_and(baseuid_extract_timestamp(id) BETWEEN now() - interval '1 minute' AND clock_timestamp() + interval '1 second')
         AS time_is_now
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM server_baseuid) s;
SELECT gen_server_monotonic_baseuid() > (SELECT max(id) FROM server_baseuid) AS continues;

-- The per-session and server-wide generators are separate sequences: both keep increasing.
SELECT gen_monotonic_ulid() < gen_monotonic_ulid() AS session_increasing,
       gen_server_monotonic_ulid() < gen_server_monotonic_ulid() AS server_increasing;

-- A parallel query calls gen_ulid_flake() in its workers: every value is distinct.
CREATE TABLE server_gen_rows AS SELECT n FROM generate_series(1, 200000) n;
ANALYZE server_gen_rows;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
                       THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false) AS forced;
EXPLAIN (COSTS OFF) SELECT gen_ulid_flake() FROM server_gen_rows;
SELECT count(*) AS total, count(DISTINCT id) AS distinct_ids
  FROM (SELECT gen_ulid_flake() AS id FROM server_gen_rows) s;
SELECT count(*) AS total, count(DISTINCT id) AS distinct_ids, bool_and(ulid_flake_extract_sid(id) = 7) AS sid_kept
  FROM (SELECT gen_ulid_flake(7) AS id FROM server_gen_rows WHERE n <= 20000) s;
SELECT count(*) AS total, count(DISTINCT id) AS distinct_ids
  FROM (SELECT gen_server_monotonic_ulid() AS id FROM server_gen_rows) s;
RESET ALL;
DROP TABLE server_gen_rows;
