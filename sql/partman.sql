-- pg_partman 5: a table of ULIDs partitioned by the time inside them (run where pg_partman 5 is
-- installed: PostgreSQL 17 and 18 by test/layers/50-pg-matrix.sh; not part of REGRESS).
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE SCHEMA partman;
CREATE EXTENSION pg_partman SCHEMA partman;
RESET client_min_messages;
-- pg_partman takes an encoded-time control column only of type text or uuid. A ulid is the
-- 16 bytes of a uuid in the same order (the casts have no function), so the table stores it as
-- uuid and the encoder and decoder convert; reading id::ulid gives the ULID back. pg_partman
-- hands the decoder a partition bound as text.
CREATE FUNCTION public.ulid_partman_encode(ts timestamptz) RETURNS uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE RETURN ulid_min(ts)::uuid;
CREATE FUNCTION public.ulid_partman_decode(id text) RETURNS timestamptz
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE RETURN ulid_extract_timestamp(id::uuid::ulid);
-- A partition holds the ULIDs of its days: [ulid_min(start), ulid_min(end)).
SELECT ulid_partman_encode('2025-03-01 00:00:00+00') AS encoded,
       ulid_partman_decode(ulid_partman_encode('2025-03-01 00:00:00+00')::text) AS decoded,
       ulid_partman_decode(NULL) IS NULL AS null_safe, ulid_partman_encode(NULL) IS NULL AS null_safe_too;
CREATE TABLE public.events (
    id uuid NOT NULL DEFAULT gen_ulid()::uuid PRIMARY KEY,
    payload text
) PARTITION BY RANGE (id);
-- Daily partitions from three days ago, and four made ahead of today.
SELECT partman.create_parent('public.events', 'id', '1 day', p_premake := 4,
                             p_start_partition := (date_trunc('day', now()) - interval '3 days')::text,
                             p_time_encoder := 'public.ulid_partman_encode',
                             p_time_decoder := 'public.ulid_partman_decode');
-- (show_partition_info finds the decoder only when it is given the parent table.)
CREATE VIEW partitions AS
SELECT p.partition_tablename AS name, i.child_start_time AS starts, i.child_end_time AS ends,
       (i.child_start_time - date_trunc('day', now())) AS from_today
  FROM partman.show_partitions('public.events') AS p,
       LATERAL partman.show_partition_info(p.partition_schemaname || '.' || p.partition_tablename,
                                           p_parent_table := 'public.events') AS i;
SELECT from_today, ends - starts AS length FROM partitions ORDER BY starts;
-- Rows every hour of those eight days, plus the last and first ULID of each midnight, and
-- one from long ago: each lands in the partition of its own time, the old one in the default.
INSERT INTO events (id, payload)
SELECT gen_ulid(date_trunc('day', now()) + make_interval(hours => h))::uuid, 'hourly'
  FROM generate_series(-72, 4 * 24 + 23) AS h;
INSERT INTO events (id, payload)
SELECT edge::uuid, 'midnight edge'
  FROM generate_series(-2, 4) AS d,
       LATERAL (VALUES (ulid_min(date_trunc('day', now()) + make_interval(days => d))),
                       (ulid_max(date_trunc('day', now()) + make_interval(days => d) - interval '1 millisecond'))) AS v(edge);
INSERT INTO events (id, payload) VALUES (gen_ulid('2001-01-01 00:00:00+00')::uuid, 'long ago');
SELECT p.from_today, count(*) AS rows,
       count(*) FILTER (WHERE ulid_extract_timestamp(e.id::ulid) >= p.starts
                          AND ulid_extract_timestamp(e.id::ulid) < p.ends) AS rows_of_its_days
  FROM events e JOIN partitions p ON p.name = e.tableoid::regclass::text
 GROUP BY p.from_today ORDER BY p.from_today;
SELECT payload, ulid_extract_timestamp(id::ulid) FROM public.events_default;
-- A lookup by time range is pruned to the partitions of those days.
SELECT count(*) FROM (
    SELECT e.tableoid FROM events e
     WHERE e.id >= ulid_min(date_trunc('day', now()))::uuid AND e.id < ulid_min(date_trunc('day', now()) + interval '1 day')::uuid
) AS today;
-- run_maintenance keeps premake partitions ahead of the newest row (four days ahead): raising
-- premake to six makes the partitions up to ten days ahead.
UPDATE partman.part_config SET premake = 6 WHERE parent_table = 'public.events';
SELECT partman.run_maintenance('public.events');
SELECT from_today FROM partitions ORDER BY starts;
-- Retention: partitions that ended more than two days ago are dropped with their rows.
UPDATE partman.part_config SET retention = '2 days', retention_keep_table = false WHERE parent_table = 'public.events';
SELECT partman.run_maintenance('public.events');
SELECT from_today FROM partitions ORDER BY starts;
SELECT count(*) AS rows_left,
       min(ulid_extract_timestamp(id::ulid)) >= date_trunc('day', now()) - interval '2 days' AS none_older
  FROM events WHERE payload <> 'long ago';
DROP VIEW partitions;
DROP TABLE events;
DROP EXTENSION pg_partman;
DROP SCHEMA partman CASCADE;
