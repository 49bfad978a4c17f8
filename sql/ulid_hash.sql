-- hash: hash index, hash joins, hash aggregation, hash partitioning.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET max_parallel_workers_per_gather = 0;

-- A ulid hashes exactly like the uuid with the same bytes, and the 64-bit hash agrees with the
-- 32-bit one for seed 0 in its low 32 bits, as PostgreSQL requires.
CREATE TEMP TABLE hash_values AS SELECT gen_ulid() AS id FROM generate_series(1, 10000);
SELECT count(*) FILTER (WHERE ulid_hash(id) <> uuid_hash(id::uuid)) AS differs_from_uuid,
       count(*) FILTER (WHERE (ulid_hash_extended(id, 0) & 4294967295) <> (ulid_hash(id)::bigint & 4294967295))
         AS extended_disagrees,
       count(*) FILTER (WHERE ulid_hash_extended(id, 1) = ulid_hash_extended(id, 0)) AS seed_ignored
  FROM hash_values;
SELECT ulid_hash('01JGFJJZ00XHF7E02JJ03AE4T7'), ulid_hash_extended('01JGFJJZ00XHF7E02JJ03AE4T7', 42);

-- Hash index.
CREATE TABLE hashed (id ulid);
INSERT INTO hashed SELECT id FROM hash_values;
CREATE INDEX hashed_id ON hashed USING hash (id);
ANALYZE hashed;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM hashed WHERE id = '01JGFJJZ00XHF7E02JJ03AE4T7';
SELECT count(*) AS found_via_hash_index FROM hash_values v WHERE EXISTS (SELECT 1 FROM hashed h WHERE h.id = v.id);
RESET enable_seqscan;
RESET enable_bitmapscan;

-- Hash join and hash aggregate.
SET enable_mergejoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM hashed a JOIN hash_values b ON a.id = b.id;
SELECT count(*) AS hash_joined FROM hashed a JOIN hash_values b ON a.id = b.id;
RESET enable_mergejoin;
RESET enable_nestloop;
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT id, count(*) FROM hashed GROUP BY id;
SELECT count(*) AS groups FROM (SELECT id, count(*) FROM hashed GROUP BY id) g;
RESET enable_sort;

-- Hash partitioning spreads values over every partition and finds them again.
CREATE TABLE hash_parts (id ulid PRIMARY KEY) PARTITION BY HASH (id);
CREATE TABLE hash_parts_0 PARTITION OF hash_parts FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE hash_parts_1 PARTITION OF hash_parts FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE hash_parts_2 PARTITION OF hash_parts FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE hash_parts_3 PARTITION OF hash_parts FOR VALUES WITH (MODULUS 4, REMAINDER 3);
INSERT INTO hash_parts SELECT id FROM hash_values;
SELECT tableoid::regclass AS partition, count(*) BETWEEN 2000 AND 3000 AS balanced
  FROM hash_parts GROUP BY 1 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT * FROM hash_parts WHERE id = '01JGFJJZ00XHF7E02JJ03AE4T7';
SELECT count(*) AS each_found FROM hash_values v WHERE (SELECT count(*) FROM hash_parts p WHERE p.id = v.id) = 1;
DROP TABLE hash_parts, hashed;
