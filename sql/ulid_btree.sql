-- btree: index scans for time ranges, sort support, merge joins, range partitioning.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
\getenv abs_srcdir PG_ABS_SRCDIR
\set plan_nodes :abs_srcdir '/sql/include/plan_nodes.sql'
\i :plan_nodes
SET max_parallel_workers_per_gather = 0;

CREATE TABLE events (id ulid PRIMARY KEY, created timestamptz NOT NULL, payload int);
-- One row a minute for 200,000 minutes from 2024-01-01, each id made from its own creation time.
INSERT INTO events
  SELECT gen_ulid(t), t, i
    FROM generate_series(1, 200000) i, LATERAL (SELECT timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute') s(t);
ANALYZE events;

-- A time range on the primary key is an index range scan.
EXPLAIN (COSTS OFF)
SELECT * FROM events WHERE id >= ulid_min('2024-03-01 00:00:00+00') AND id < ulid_min('2024-03-02 00:00:00+00');
SELECT count(*) AS march_first,
       count(*) = (SELECT count(*) FROM events WHERE created >= '2024-03-01 00:00:00+00'
                                                AND created < '2024-03-02 00:00:00+00') AS same_as_by_time
  FROM events WHERE id >= ulid_min('2024-03-01 00:00:00+00') AND id < ulid_min('2024-03-02 00:00:00+00');
EXPLAIN (COSTS OFF) SELECT * FROM events WHERE id = '01HK0000000000000000000000';
SELECT pg_temp.plan_nodes('SELECT max(id) FROM events');
SELECT max(id) = (SELECT id FROM events ORDER BY created DESC LIMIT 1) AS max_reads_the_index_end FROM events;

-- ORDER BY (sort support with abbreviated keys) equals time order; also when spilling to disk.
SET work_mem = '64kB';
SELECT bool_and(prev < id) AS strictly_ordered, count(*) AS n
  FROM (SELECT id, lag(id) OVER (ORDER BY id) AS prev FROM events) s WHERE prev IS NOT NULL;
SELECT bool_and(ordered_by_id = ordered_by_time) AS id_order_is_time_order
  FROM (SELECT row_number() OVER (ORDER BY id) AS ordered_by_id,
               row_number() OVER (ORDER BY created) AS ordered_by_time FROM events) s;
RESET work_mem;
-- Many equal leading bytes (abbreviated keys that rarely decide) still sort correctly.
CREATE TEMP TABLE same_ms AS
  SELECT ulid_from_parts(1704067200000, decode(lpad(to_hex(i), 20, '0'), 'hex')) AS id
    FROM generate_series(1, 30000) i ORDER BY random();
SELECT bool_and(prev < id) AS same_ms_sorted FROM (SELECT id, lag(id) OVER (ORDER BY id) prev FROM same_ms) s
 WHERE prev IS NOT NULL;

-- CREATE INDEX sorts the same way and deduplicates (btequalimage).
CREATE TABLE dup_values (id ulid);
INSERT INTO dup_values SELECT ulid_min(timestamptz '2024-01-01 00:00:00+00' + (i % 100) * interval '1 second')
  FROM generate_series(1, 50000) i;
CREATE INDEX dup_values_id ON dup_values (id);
SELECT indexrelid::regclass, pg_relation_size(indexrelid) < 400000 AS deduplicated
  FROM pg_index WHERE indrelid = 'dup_values'::regclass;
SET enable_seqscan = off;
SELECT count(*) FROM dup_values WHERE id = ulid_min('2024-01-01 00:00:05+00');
RESET enable_seqscan;

-- Merge join.
SET enable_hashjoin = off;
SET enable_nestloop = off;
-- (OFFSET 0 keeps PostgreSQL 18 from removing the self-join on a unique key.)
EXPLAIN (COSTS OFF) SELECT count(*) FROM events a JOIN (SELECT id FROM events OFFSET 0) b ON a.id = b.id;
SELECT count(*) AS merge_joined FROM events a JOIN (SELECT id FROM events OFFSET 0) b ON a.id = b.id;
RESET enable_hashjoin;
RESET enable_nestloop;

-- Range partitioning by time with ulid_min bounds: rows land in their month.
CREATE TABLE events_by_month (id ulid NOT NULL, payload int) PARTITION BY RANGE (id);
CREATE TABLE events_2024_01 PARTITION OF events_by_month
  FOR VALUES FROM (ulid_min('2024-01-01 00:00:00+00')) TO (ulid_min('2024-02-01 00:00:00+00'));
CREATE TABLE events_2024_02 PARTITION OF events_by_month
  FOR VALUES FROM (ulid_min('2024-02-01 00:00:00+00')) TO (ulid_min('2024-03-01 00:00:00+00'));
CREATE TABLE events_later PARTITION OF events_by_month DEFAULT;
INSERT INTO events_by_month SELECT id, payload FROM events;
SELECT tableoid::regclass AS partition, count(*), min(ulid_extract_timestamp(id)) AT TIME ZONE 'UTC' AS first,
       max(ulid_extract_timestamp(id)) AT TIME ZONE 'UTC' AS last
  FROM events_by_month GROUP BY 1 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT * FROM events_by_month WHERE id >= ulid_min('2024-02-10 00:00:00+00')
                                                   AND id < ulid_min('2024-02-11 00:00:00+00');

DROP TABLE events_by_month, dup_values;
