SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
\getenv abs_srcdir PG_ABS_SRCDIR
\set plan_nodes :abs_srcdir '/sql/include/plan_nodes.sql'
\i :plan_nodes
-- baseuid order: text order equals value order; btree, hash and BRIN serve the planner.

-- Random values over the whole 120-bit range (random text), plus generated ones and neighbours.
CREATE TABLE baseuid_order (id baseuid);
INSERT INTO baseuid_order
  SELECT (SELECT string_agg(substr('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz',
                                   1 + floor(random() * 64)::int, 1), '')
            FROM generate_series(1, 20) WHERE n > 0)::baseuid
    FROM generate_series(1, 20000) AS n;
INSERT INTO baseuid_order SELECT gen_baseuid() FROM generate_series(1, 5000);
INSERT INTO baseuid_order SELECT gen_monotonic_baseuid() FROM generate_series(1, 5000);
INSERT INTO baseuid_order VALUES ('--------------------'), ('zzzzzzzzzzzzzzzzzzzz'), ('ANjssJkyfa3H00J9ZPJG'),
                                 ('ANjssJkyfa3H00J9ZPJF'), ('ANjssJkyfa3H00J9ZPJH');
ANALYZE baseuid_order;

-- Sorting by value (sort support, abbreviated keys) gives the text order under COLLATE "C" and the
-- byte order of the binary form.
SELECT count(*) AS values,
       bool_and(prev_text < id_text) AS text_strictly_increasing,
       bool_and(prev_bytes < id_bytes) AS bytes_strictly_increasing
  FROM (SELECT id::text COLLATE "C" AS id_text, lag(id::text COLLATE "C") OVER w AS prev_text,
               baseuid_send(id) AS id_bytes, lag(baseuid_send(id)) OVER w AS prev_bytes
          FROM baseuid_order WINDOW w AS (ORDER BY id)) AS t
 WHERE prev_text IS NOT NULL;
SELECT (SELECT array_agg(id ORDER BY id) FROM baseuid_order)
     = (SELECT array_agg(id ORDER BY id::text COLLATE "C") FROM baseuid_order) AS same_order;

-- Every operator agrees with cmp and with text order on pairs of neighbours.
SELECT bool_and((a < b) = (a::text COLLATE "C" < b::text COLLATE "C")
            AND (a <= b) = (baseuid_cmp(a, b) <= 0) AND (a > b) = (baseuid_cmp(a, b) > 0)
            AND (a >= b) = (baseuid_cmp(a, b) >= 0) AND (a = b) = (baseuid_cmp(a, b) = 0)
            AND (a <> b) = (baseuid_cmp(a, b) <> 0) AND baseuid_cmp(a, b) = -baseuid_cmp(b, a)
            AND baseuid_cmp(a, a) = 0) AS operators_agree
  FROM (SELECT id AS a, lead(id) OVER (ORDER BY random()) AS b FROM baseuid_order) AS t WHERE b IS NOT NULL;

-- min and max are the ends of the order.
SELECT min(id) AS smallest, max(id) AS largest FROM baseuid_order;

-- Hashing: equal values hash equally; the extended hash with seed 0 agrees in its low 32 bits.
SELECT bool_and(baseuid_hash(id) = baseuid_hash(id::text::baseuid)) AS hash_stable,
       bool_and((baseuid_hash_extended(id, 0) & 4294967295) = (baseuid_hash(id)::int8 & 4294967295))
         AS extended_agrees,
       bool_and(baseuid_hash_extended(id, 0) <> baseuid_hash_extended(id, 1)) AS seed_matters,
       count(DISTINCT baseuid_hash(id)) > 29000 AS hashes_spread
  FROM baseuid_order;

-- Operator classes pass amvalidate (the btree family holds timestamptz without its own =:
-- sql/uuid_bigint_operators.sql).
SELECT opc.opcname, am.amname, opc.opcdefault, amvalidate(opc.oid)
  FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
 WHERE opc.opcintype = 'baseuid'::regtype ORDER BY am.amname, opc.opcname;

-- The planner uses each index.
SET enable_seqscan = off;
CREATE INDEX baseuid_order_btree ON baseuid_order (id);
EXPLAIN (COSTS OFF) SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT pg_temp.plan_nodes('SELECT max(id) FROM baseuid_order');
SELECT max(id) FROM baseuid_order;
EXPLAIN (COSTS OFF) SELECT id FROM baseuid_order WHERE id BETWEEN 'ANjssJkyfa3H00J9ZPJF' AND 'ANjssJkyfa3H00J9ZPJH' ORDER BY id;
SELECT id FROM baseuid_order WHERE id BETWEEN 'ANjssJkyfa3H00J9ZPJF' AND 'ANjssJkyfa3H00J9ZPJH' ORDER BY id;
DROP INDEX baseuid_order_btree;

CREATE INDEX baseuid_order_hash ON baseuid_order USING hash (id);
EXPLAIN (COSTS OFF) SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
DROP INDEX baseuid_order_hash;

CREATE INDEX baseuid_order_brin ON baseuid_order USING brin (id);
EXPLAIN (COSTS OFF) SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT id FROM baseuid_order WHERE id = 'ANjssJkyfa3H00J9ZPJG';
DROP INDEX baseuid_order_brin;
RESET enable_seqscan;

-- Merge and hash joins and hash aggregation use the operator properties.
SET enable_hashjoin = off; SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM baseuid_order a JOIN baseuid_order b USING (id);
SELECT count(*) FROM baseuid_order a JOIN baseuid_order b USING (id);
RESET enable_hashjoin; SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM baseuid_order a JOIN baseuid_order b USING (id);
SELECT count(*) FROM baseuid_order a JOIN baseuid_order b USING (id);
RESET enable_mergejoin; RESET enable_nestloop;
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT id, count(*) FROM baseuid_order GROUP BY id;
SELECT count(*) FROM (SELECT id, count(*) FROM baseuid_order GROUP BY id) AS t;
RESET enable_sort;

DROP TABLE baseuid_order;
