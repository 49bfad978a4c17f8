-- BRIN: minmax (default), minmax-multi and bloom operator classes.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET max_parallel_workers_per_gather = 0;

CREATE TABLE brin_log (id ulid, n int);
INSERT INTO brin_log
  SELECT gen_ulid(timestamptz '2024-01-01 00:00:00+00' + i * interval '1 second'), i FROM generate_series(1, 100000) i;
CREATE INDEX brin_log_minmax ON brin_log USING brin (id);
CREATE INDEX brin_log_multi ON brin_log USING brin (id ulid_minmax_multi_ops);
CREATE INDEX brin_log_bloom ON brin_log USING brin (id ulid_bloom_ops);
SELECT c.relname, o.opcname, o.opcdefault
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_opclass o ON o.oid = i.indclass[0]
 WHERE i.indrelid = 'brin_log'::regclass ORDER BY 1;
ANALYZE brin_log;
SET enable_seqscan = off;

-- Each index answers a range (minmax kinds) or an equality (all three) with the right rows.
DROP INDEX brin_log_multi, brin_log_bloom;
EXPLAIN (COSTS OFF) SELECT count(*) FROM brin_log
 WHERE id >= ulid_min('2024-01-01 01:00:00+00') AND id < ulid_min('2024-01-01 02:00:00+00');
SELECT count(*) AS minmax_hour FROM brin_log
 WHERE id >= ulid_min('2024-01-01 01:00:00+00') AND id < ulid_min('2024-01-01 02:00:00+00');

DROP INDEX brin_log_minmax;
CREATE INDEX brin_log_multi ON brin_log USING brin (id ulid_minmax_multi_ops);
EXPLAIN (COSTS OFF) SELECT count(*) FROM brin_log
 WHERE id >= ulid_min('2024-01-01 01:00:00+00') AND id < ulid_min('2024-01-01 02:00:00+00');
SELECT count(*) AS multi_hour FROM brin_log
 WHERE id >= ulid_min('2024-01-01 01:00:00+00') AND id < ulid_min('2024-01-01 02:00:00+00');
SELECT count(*) AS multi_equal FROM brin_log WHERE id = (SELECT id FROM brin_log WHERE n = 4242);

DROP INDEX brin_log_multi;
CREATE INDEX brin_log_bloom ON brin_log USING brin (id ulid_bloom_ops);
EXPLAIN (COSTS OFF) SELECT count(*) FROM brin_log WHERE id = '01HK0000000000000000000000';
SELECT count(*) AS bloom_equal FROM brin_log WHERE id = (SELECT id FROM brin_log WHERE n = 4242);
SELECT count(*) AS bloom_absent FROM brin_log WHERE id = '01HK0000000000000000000000';
RESET enable_seqscan;
DROP TABLE brin_log;
