SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
\getenv abs_srcdir PG_ABS_SRCDIR
\set plan_nodes :abs_srcdir '/sql/include/plan_nodes.sql'
\i :plan_nodes

-- Operators.
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge,
       ulid_flake_cmp(a, b) AS cmp
  FROM (VALUES ('00CMXB6TAK4SA'::ulid_flake, '00CMXB6TAK4SA'::ulid_flake),
               ('00CMXB6TAK4SA', '00CMXB6TAK4SB'),
               ('7ZZZZZZZZZZZZ', '0000000000000')) v(a, b);

-- Operator properties: commutators, negators, estimators, merges and hashes.
SELECT o.oprname, o.oprcom::regoperator AS commutator, o.oprnegate::regoperator AS negator,
       o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash
  FROM pg_operator o
 WHERE o.oprleft = 'ulid_flake'::regtype AND o.oprright = 'ulid_flake'::regtype
 ORDER BY o.oprname;

-- Comparison functions are IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF.
SELECT p.proname, p.provolatile, p.proisstrict, p.proparallel, p.proleakproof
  FROM pg_proc p
 WHERE p.proname ~ '^ulid_flake_(eq|ne|lt|le|gt|ge|cmp)$'
 ORDER BY p.proname;

-- Operator classes are valid (the btree family holds bigint and timestamptz without their own =:
-- sql/uuid_bigint_operators.sql) and the right ones are the defaults.
SELECT c.opcname, a.amname, c.opcdefault, amvalidate(c.oid)
  FROM pg_opclass c JOIN pg_am a ON a.oid = c.opcmethod
 WHERE c.opcintype = 'ulid_flake'::regtype
 ORDER BY a.amname, c.opcname;
SELECT amproc.amprocnum, amproc.amproc::regprocedure
  FROM pg_amproc amproc JOIN pg_opfamily f ON f.oid = amproc.amprocfamily JOIN pg_am a ON a.oid = f.opfmethod
 WHERE f.opfname = 'ulid_flake_ops' AND a.amname = 'btree'
   AND amproc.amprocnum <> 6 -- btree skip support exists on 18 only: sql/skip_support.sql checks it
 ORDER BY 1, amproc.amproc::regprocedure::text COLLATE "C";

-- Hashing: the extended hash with seed 0 agrees with the 32-bit hash in its low 32 bits.
SELECT count(*) FILTER (WHERE (ulid_flake_hash_extended(id, 0) & 4294967295) <> (ulid_flake_hash(id)::bigint & 4294967295)) AS disagreements
  FROM (SELECT n::ulid_flake AS id FROM generate_series(0, 2000000000000, 7777777777) n) s;

-- Data spread over time, so that btree, hash and BRIN each have something to find.
CREATE TABLE flake_index_test AS
  SELECT ulid_flake_min('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 second') AS id, n
    FROM generate_series(1, 20000) n;
ANALYZE flake_index_test;
SET max_parallel_workers_per_gather = 0;
SET enable_seqscan = off;
SET enable_bitmapscan = off;

CREATE INDEX flake_btree ON flake_index_test (id);
EXPLAIN (COSTS OFF) SELECT n FROM flake_index_test WHERE id = ulid_flake_min('2024-01-01 01:00:00+00');
SELECT n FROM flake_index_test WHERE id = ulid_flake_min('2024-01-01 01:00:00+00');
EXPLAIN (COSTS OFF) SELECT count(*) FROM flake_index_test
 WHERE id BETWEEN ulid_flake_min('2024-01-01 01:00:00+00') AND ulid_flake_max('2024-01-01 01:00:09+00');
SELECT count(*) FROM flake_index_test
 WHERE id BETWEEN ulid_flake_min('2024-01-01 01:00:00+00') AND ulid_flake_max('2024-01-01 01:00:09+00');
-- min/max read the end of the index.
SELECT pg_temp.plan_nodes('SELECT max(id) FROM flake_index_test');
SELECT min(id) = ulid_flake_min('2024-01-01 00:00:01+00') AS min_ok, max(id) = ulid_flake_min('2024-01-01 05:33:20+00') AS max_ok
  FROM flake_index_test;
-- Sort support: a sort agrees with the bigint order.
RESET enable_seqscan;
SELECT bool_and(prev < id) AS sorted FROM (SELECT id, lag(id) OVER (ORDER BY id) AS prev FROM flake_index_test) s;
SET enable_seqscan = off;
DROP INDEX flake_btree;

CREATE INDEX flake_hash ON flake_index_test USING hash (id);
EXPLAIN (COSTS OFF) SELECT n FROM flake_index_test WHERE id = ulid_flake_min('2024-01-01 02:00:00+00');
SELECT n FROM flake_index_test WHERE id = ulid_flake_min('2024-01-01 02:00:00+00');
DROP INDEX flake_hash;

RESET enable_bitmapscan;
CREATE INDEX flake_brin ON flake_index_test USING brin (id);
EXPLAIN (COSTS OFF) SELECT count(*) FROM flake_index_test
 WHERE id >= ulid_flake_min('2024-01-01 03:00:00+00') AND id < ulid_flake_min('2024-01-01 03:01:00+00');
SELECT count(*) FROM flake_index_test
 WHERE id >= ulid_flake_min('2024-01-01 03:00:00+00') AND id < ulid_flake_min('2024-01-01 03:01:00+00');
DROP INDEX flake_brin;

-- Hash partitioning uses the extended hash.
CREATE TABLE flake_parts (id ulid_flake) PARTITION BY HASH (id);
CREATE TABLE flake_parts_0 PARTITION OF flake_parts FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE flake_parts_1 PARTITION OF flake_parts FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO flake_parts SELECT id FROM flake_index_test;
SELECT (SELECT count(*) FROM flake_parts_0) > 0 AND (SELECT count(*) FROM flake_parts_1) > 0 AS both_used,
       (SELECT count(*) FROM flake_parts) AS total;
-- Hash join and merge join.
RESET enable_seqscan;
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM flake_parts p JOIN flake_index_test t USING (id);
SELECT count(*) FROM flake_parts p JOIN flake_index_test t USING (id);
RESET enable_mergejoin;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM flake_parts p JOIN flake_index_test t USING (id);
SELECT count(*) FROM flake_parts p JOIN flake_index_test t USING (id);
RESET enable_hashjoin;
DROP TABLE flake_parts;
DROP TABLE flake_index_test;
RESET enable_seqscan;
RESET enable_bitmapscan;
RESET max_parallel_workers_per_gather;
