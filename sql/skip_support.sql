-- btree skip support (PostgreSQL 18 and later): a condition on the second column of a
-- (id, n) index is answered by an index scan that steps through the distinct ids.
SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of
-- A database that pg_upgrade brought from an earlier major has the families without support
-- function 6; ulid_enable_skip_support() adds it to exactly the families that lack it, once.
ALTER OPERATOR FAMILY ulid_ops USING btree DROP FUNCTION 6 (ulid, ulid);
ALTER OPERATOR FAMILY baseuid_ops USING btree DROP FUNCTION 6 (baseuid, baseuid);
SELECT ulid_enable_skip_support() AS added;
SELECT ulid_enable_skip_support() AS added_again;
-- It runs with a superuser's rights, so only the role that created the extension may call it.
CREATE ROLE skip_support_stranger;
SET ROLE skip_support_stranger;
SELECT pg_temp.error_of('SELECT ulid_enable_skip_support()') AS stranger;
RESET ROLE;
DROP ROLE skip_support_stranger;
-- Support function 6 is in the btree family of each type, and amvalidate finds nothing wrong with
-- it: its only reports are about the core types the families hold without their own = (0.2.0,
-- sql/uuid_bigint_operators.sql).
SELECT f.opfname, p.amprocnum, p.amproc::regproc AS function, amvalidate(c.oid) AS valid
  FROM pg_amproc p
  JOIN pg_opfamily f ON f.oid = p.amprocfamily
  JOIN pg_am a ON a.oid = f.opfmethod AND a.amname = 'btree'
  JOIN pg_opclass c ON c.opcfamily = f.oid
 WHERE f.opfname IN ('ulid_ops', 'ulid_flake_ops', 'baseuid_ops') AND p.amprocnum = 6
 ORDER BY 1;
-- Each table holds the smallest and the largest value of its type beside ordinary ones, so a
-- wrong low_elem or high_elem, or a wrong increment or decrement, would lose rows below.
CREATE TABLE skip_ulid (id ulid, n int);
INSERT INTO skip_ulid
SELECT id, n
  FROM (VALUES ('00000000000000000000000000'::ulid), ('00000000000000000000000001'), ('01JGFJJZ00XHF7E02JJ03AE4T7'),
               ('01JGFJJZ00XHF7E02JJ03AE4T8'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZY'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')) AS v(id),
       generate_series(1, 2000) AS n;
CREATE INDEX ON skip_ulid (id, n);
CREATE TABLE skip_flake (id ulid_flake, n int);
INSERT INTO skip_flake
SELECT id::bigint::ulid_flake, n
  FROM (VALUES (0), (1), (2), (1000000), (9223372036854775806), (9223372036854775807)) AS v(id),
       generate_series(1, 2000) AS n;
CREATE INDEX ON skip_flake (id, n);
CREATE TABLE skip_baseuid (id baseuid, n int);
INSERT INTO skip_baseuid
SELECT id, n
  FROM (VALUES ('--------------------'::baseuid), ('-------------------0'), ('ANjssJkyfa3H00J9ZPJG'),
               ('zzzzzzzzzzzzzzzzzzzy'), ('zzzzzzzzzzzzzzzzzzzz')) AS v(id),
       generate_series(1, 2000) AS n;
CREATE INDEX ON skip_baseuid (id, n);
VACUUM ANALYZE skip_ulid, skip_flake, skip_baseuid;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
-- The plan: an index (only) scan on the two-column index with the condition on n alone.
EXPLAIN (COSTS OFF) SELECT id FROM skip_ulid WHERE n = 7 ORDER BY id;
EXPLAIN (COSTS OFF) SELECT id FROM skip_flake WHERE n = 7 ORDER BY id;
EXPLAIN (COSTS OFF) SELECT id FROM skip_baseuid WHERE n = 7 ORDER BY id;
-- It descends the index once per distinct id (and once to find there is no more), not once in all.
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF) SELECT id FROM skip_ulid WHERE n = 7;
-- Forward scans use increment, backward scans decrement: every id, smallest and largest included.
SELECT id FROM skip_ulid WHERE n = 7 ORDER BY id;
SELECT id FROM skip_ulid WHERE n = 7 ORDER BY id DESC;
SELECT id, id::bigint AS as_bigint FROM skip_flake WHERE n = 7 ORDER BY 1;
SELECT id, id::bigint AS as_bigint FROM skip_flake WHERE n = 7 ORDER BY 1 DESC;
SELECT id FROM skip_baseuid WHERE n = 7 ORDER BY id;
SELECT id FROM skip_baseuid WHERE n = 7 ORDER BY id DESC;
-- A range on the leading column bounds the skip array; the ends of the domain bound it too.
SELECT id FROM skip_ulid WHERE id > '00000000000000000000000000' AND id < '7ZZZZZZZZZZZZZZZZZZZZZZZZZ' AND n = 2000 ORDER BY id;
SELECT id::bigint FROM skip_flake WHERE id >= 1::bigint::ulid_flake AND n = 1 ORDER BY id DESC;
-- The skip scan finds exactly what a sequential scan finds.
RESET enable_seqscan;
RESET enable_bitmapscan;
SET enable_indexscan = off;
SET enable_indexonlyscan = off;
SET enable_bitmapscan = off;
SELECT count(*) AS ulid_rows FROM skip_ulid WHERE n = 7;
SELECT count(*) AS flake_rows FROM skip_flake WHERE n = 7;
SELECT count(*) AS baseuid_rows FROM skip_baseuid WHERE n = 7;
DROP TABLE skip_ulid, skip_flake, skip_baseuid;
