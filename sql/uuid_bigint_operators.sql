-- Same-bytes comparisons (0.2.0, spec 5.2): ulid with uuid in byte order (btree and hash
-- families), ulid_flake with bigint in integer order (btree family).
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET max_parallel_workers_per_gather = 0;
\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of

-- ulid and uuid: every operator, both argument orders, agrees with comparing the two as ulids,
-- and with core uuid's own order, on random pairs and on pairs sharing a long prefix.
CREATE TEMP TABLE uuid_pairs AS
  SELECT gen_random_uuid() AS a, gen_random_uuid() AS b FROM generate_series(1, 3000)
  UNION ALL SELECT u, u FROM (SELECT gen_random_uuid() u FROM generate_series(1, 300)) s
  UNION ALL SELECT ('01941f29-7c00-ec5e-7700-5290' || lpad(to_hex(n), 8, '0'))::uuid,
                   ('01941f29-7c00-ec5e-7700-5290' || lpad(to_hex(n * 7 % 1000), 8, '0'))::uuid
              FROM generate_series(0, 999) n;
SELECT count(*) AS pairs, count(*) FILTER (WHERE a = b) AS equal_pairs,
       bool_and(ARRAY[a::ulid < b, a::ulid <= b, a::ulid = b, a::ulid <> b, a::ulid >= b, a::ulid > b]
                = ARRAY[a::ulid < b::ulid, a::ulid <= b::ulid, a::ulid = b::ulid, a::ulid <> b::ulid, a::ulid >= b::ulid, a::ulid > b::ulid]) AS ulid_uuid_ok,
       bool_and(ARRAY[a < b::ulid, a <= b::ulid, a = b::ulid, a <> b::ulid, a >= b::ulid, a > b::ulid]
                = ARRAY[a < b, a <= b, a = b, a <> b, a >= b, a > b]) AS uuid_ulid_follows_uuid_order,
       bool_and(ulid_cmp_uuid(a::ulid, b) = ulid_cmp(a::ulid, b::ulid)
                AND uuid_cmp_ulid(a, b::ulid) = ulid_cmp(a::ulid, b::ulid)) AS cmp_ok
  FROM uuid_pairs;

-- uuid's hash functions give exactly ulid's hash values for the same 16 bytes, which is what lets
-- the ulid hash family take them.
SELECT count(*) AS values,
       count(*) FILTER (WHERE ulid_hash(a::ulid) <> uuid_hash(a)) AS hash_disagreements,
       count(*) FILTER (WHERE ulid_hash_extended(a::ulid, s) <> uuid_hash_extended(a, s)) AS extended_disagreements
  FROM uuid_pairs, (VALUES (0::bigint), (1), (-7), (9223372036854775807)) seeds(s);

-- WHERE id = $1 with a uuid parameter (what drivers send for a UUID) uses the ulid index, with a
-- generic and with a custom plan.
CREATE TABLE accounts (id ulid PRIMARY KEY, name text);
INSERT INTO accounts SELECT gen_ulid(timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second'), 'a' || n
  FROM generate_series(1, 20000) n;
INSERT INTO accounts VALUES ('01JGFJJZ00XHF7E02JJ03AE4T7', 'known');
ANALYZE accounts;
PREPARE by_uuid(uuid) AS SELECT name FROM accounts WHERE id = $1;
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE by_uuid('01941f29-7c00-ec5e-7700-529006a71347');
EXECUTE by_uuid('01941f29-7c00-ec5e-7700-529006a71347');
SET plan_cache_mode = force_custom_plan;
EXPLAIN (COSTS OFF) EXECUTE by_uuid('01941f29-7c00-ec5e-7700-529006a71347');
EXECUTE by_uuid('01941f29-7c00-ec5e-7700-529006a71347');
RESET plan_cache_mode;
-- Reversed, and as a list.
EXPLAIN (COSTS OFF) SELECT name FROM accounts WHERE '01941f29-7c00-ec5e-7700-529006a71347'::uuid = id;
SELECT name FROM accounts WHERE id IN ('01941f29-7c00-ec5e-7700-529006a71347'::uuid, '00000000-0000-0000-0000-000000000000'::uuid);
-- An array parameter (id = ANY ($1)) is an index condition too: the btree scan sorts the uuid
-- array with uuid's own comparison, which the family holds for exactly that.
PREPARE by_uuids(uuid[]) AS SELECT name FROM accounts WHERE id = ANY ($1) ORDER BY name;
SET enable_seqscan = off; SET enable_bitmapscan = off; SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE by_uuids('{01941f29-7c00-ec5e-7700-529006a71347}');
EXECUTE by_uuids(ARRAY['01941f29-7c00-ec5e-7700-529006a71347', '00000000-0000-0000-0000-000000000000',
                       '01941f29-7c00-ec5e-7700-529006a71347']::uuid[]);
SELECT count(*) AS below_some FROM accounts WHERE id < ANY (ARRAY[ulid_min('2025-01-01 02:46:40+00')::uuid, '00000000-0000-0000-0000-000000000000']);
RESET enable_seqscan; RESET enable_bitmapscan; RESET plan_cache_mode;
SELECT count(*) AS below_some_by_seq_scan FROM accounts WHERE id::uuid < ulid_min('2025-01-01 02:46:40+00')::uuid;

-- A hash join of ulid with uuid, with the same rows a nested loop finds.
CREATE TABLE account_refs (account uuid);
INSERT INTO account_refs SELECT id::uuid FROM accounts WHERE name ~ '[05]$';
INSERT INTO account_refs SELECT gen_random_uuid() FROM generate_series(1, 100);
ANALYZE account_refs;
SET enable_mergejoin = off; SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM accounts a JOIN account_refs r ON a.id = r.account;
SELECT count(*) AS hash_joined FROM accounts a JOIN account_refs r ON a.id = r.account;
RESET enable_mergejoin; RESET enable_nestloop;
SET enable_hashjoin = off; SET enable_mergejoin = off;
SELECT count(*) AS nested_loop_joined FROM accounts a JOIN account_refs r ON r.account = a.id;
RESET enable_hashjoin; RESET enable_mergejoin;

-- ulid_flake and bigint: integer order; a negative bigint is below every ulid_flake.
CREATE TEMP TABLE flake_pairs AS
  SELECT f::ulid_flake AS f, n
    FROM (SELECT (random() * 9.2e18)::bigint AS f, (random() * 9.2e18)::bigint AS n FROM generate_series(1, 3000)) s
  UNION ALL SELECT v::ulid_flake, v FROM (SELECT (random() * 9.2e18)::bigint v FROM generate_series(1, 300)) s
  UNION ALL SELECT v::ulid_flake, v + d
              FROM (VALUES (0::bigint), (1), (14246757444195114), (9223372036854775806)) v(v), (VALUES (-1), (0), (1)) d(d)
  UNION ALL SELECT '0000000000000'::ulid_flake, n FROM (VALUES (-1::bigint), (-9223372036854775808)) n(n)
  UNION ALL SELECT '7ZZZZZZZZZZZZ'::ulid_flake, 9223372036854775807;
SELECT count(*) AS pairs, count(*) FILTER (WHERE n < 0) AS negative, count(*) FILTER (WHERE f::bigint = n) AS equal_pairs,
       bool_and(ARRAY[f < n, f <= n, f = n, f <> n, f >= n, f > n]
                = ARRAY[f::bigint < n, f::bigint <= n, f::bigint = n, f::bigint <> n, f::bigint >= n, f::bigint > n]) AS flake_bigint_ok,
       bool_and(ARRAY[n > f, n >= f, n = f, n <> f, n <= f, n < f] = ARRAY[f < n, f <= n, f = n, f <> n, f >= n, f > n]) AS bigint_flake_ok,
       bool_and(ulid_flake_cmp_int8(f, n) = sign(f::bigint::numeric - n) AND int8_cmp_ulid_flake(n, f) = -ulid_flake_cmp_int8(f, n)) AS cmp_ok,
       bool_and(f > n) FILTER (WHERE n < 0) AS every_negative_below
  FROM flake_pairs;

-- WHERE id = $1 with a bigint parameter uses the ulid_flake index; a plain integer literal too.
CREATE TABLE flake_orders (id ulid_flake PRIMARY KEY, note text);
INSERT INTO flake_orders SELECT (ulid_flake_min(timestamptz '2025-01-01 00:00:00+00' + n * interval '1 millisecond')::bigint + n % 7)::ulid_flake, 'o' || n
  FROM generate_series(1, 20000) n;
INSERT INTO flake_orders VALUES ('00CMXB6TAK4SA', 'known');
ANALYZE flake_orders;
PREPARE by_bigint(bigint) AS SELECT note FROM flake_orders WHERE id = $1;
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE by_bigint(14246757444195114);
EXECUTE by_bigint(14246757444195114);
SET plan_cache_mode = force_custom_plan;
EXPLAIN (COSTS OFF) EXECUTE by_bigint(14246757444195114);
EXECUTE by_bigint(14246757444195114);
RESET plan_cache_mode;
EXPLAIN (COSTS OFF) SELECT note FROM flake_orders WHERE id = 14246757444195114;
SET enable_seqscan = off; SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT note FROM flake_orders WHERE id = ANY ('{14246757444195114,5}'::bigint[]);
SELECT note FROM flake_orders WHERE id = ANY ('{14246757444195114,5,14246757444195114}'::bigint[]);
SELECT count(*) AS above_all FROM flake_orders WHERE id > ALL (ARRAY[ulid_flake_min('2025-01-01 00:00:10+00')::bigint, -5]);
RESET enable_seqscan; RESET enable_bitmapscan;
SELECT count(*) AS above_all_by_seq_scan FROM flake_orders WHERE id::bigint > ulid_flake_min('2025-01-01 00:00:10+00')::bigint;
-- An integer literal reaches (ulid_flake, bigint) through the implicit int4 -> int8 cast.
SELECT pg_temp.error_of($$SELECT note FROM flake_orders WHERE id = 5$$);
SELECT count(*) AS below_every_flake FROM flake_orders WHERE id < -1;
SELECT count(*) FILTER (WHERE id >= 0) = count(*) AS all_at_least_zero FROM flake_orders;

-- ulid_flake = bigint does not hash: ulid_flake hashes its 8 big-endian bytes, bigint hashes its
-- value another way, and existing hash values (hash partitions) must not change.
SELECT count(*) FILTER (WHERE ulid_flake_hash(f) = hashint8(f::bigint)) AS hashes_equal_to_hashint8, count(*) AS values
  FROM flake_pairs;

-- Text literals still resolve to the other side's type: no comparison became ambiguous.
SELECT name FROM accounts WHERE id = '01JGFJJZ00XHF7E02JJ03AE4T7';
SELECT pg_temp.error_of($$SELECT name FROM accounts WHERE id = '01941f29-7c00-ec5e-7700-529006a71347'$$);
SELECT note FROM flake_orders WHERE id = '00CMXB6TAK4SA';
SELECT pg_temp.error_of($$SELECT note FROM flake_orders WHERE id = '14246757444195114'$$);
-- Core types among themselves are untouched.
SELECT '01941f29-7c00-ec5e-7700-529006a71347'::uuid = '01941f29-7c00-ec5e-7700-529006a71347' AS uuid_uuid,
       5::bigint = '5' AS bigint_text, 5::bigint = 5 AS bigint_int, now() > '2025-01-01' AS timestamptz_text;

-- Core types keep their plans: the families hold bigint's and uuid's own < <= >= > and comparison
-- (for the arrays above) but never their =, so PostgreSQL still puts int8 = int8 and int8 = int4
-- in one equivalence class and derives ec_x.i = 5 for the index.
CREATE TABLE ec_x (i bigint); CREATE INDEX ON ec_x (i);
CREATE TABLE ec_y (i bigint);
INSERT INTO ec_x SELECT generate_series(1, 10000); INSERT INTO ec_y SELECT generate_series(1, 10000);
ANALYZE ec_x; ANALYZE ec_y;
EXPLAIN (COSTS OFF) SELECT * FROM ec_x JOIN ec_y ON ec_x.i = ec_y.i WHERE ec_y.i = 5;
-- ... and bigint and timestamptz still sort and merge-join in their own families.
EXPLAIN (COSTS OFF) SELECT i FROM ec_x ORDER BY i LIMIT 3;
CREATE TABLE ec_t (t timestamptz); CREATE INDEX ON ec_t (t);
INSERT INTO ec_t SELECT timestamptz '2025-01-01 00:00:00+00' + n * interval '1 minute' FROM generate_series(1, 10000) n;
ANALYZE ec_t;
EXPLAIN (COSTS OFF) SELECT t FROM ec_t ORDER BY t DESC LIMIT 3;
SET enable_hashjoin = off; SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ec_x JOIN ec_y ON ec_x.i = ec_y.i;
RESET enable_hashjoin; RESET enable_nestloop;

-- Arrays of two different types on one column (PostgreSQL 17+ tries to merge such arrays).
SET enable_seqscan = off; SET enable_bitmapscan = off;
SELECT count(*) AS uuid_and_time_arrays FROM accounts
 WHERE id = ANY (ARRAY['01941f29-7c00-ec5e-7700-529006a71347'::uuid, '00000000-0000-0000-0000-000000000000'])
   AND id >= ANY (ARRAY[timestamptz '2025-01-01 00:00:00+00', '2024-01-01 00:00:00+00']);
SELECT count(*) AS bigint_and_time_arrays FROM flake_orders
 WHERE id = ANY (ARRAY[14246757444195114, ulid_flake_min('2025-01-01 00:00:00.007+00')::bigint])
   AND id = ANY (ARRAY[timestamptz '2025-01-01 00:00:00.007+00', '2024-06-01 00:00:00+00']);
RESET enable_seqscan; RESET enable_bitmapscan;

-- Catalog: operators, their flags, and the families that hold them; no operator of the extension
-- is between two core types.
SELECT o.oprleft::regtype AS lefttype, o.oprright::regtype AS righttype, o.oprname, o.oprcom::regoperator AS commutator,
       o.oprnegate::regoperator AS negator, o.oprcanmerge, o.oprcanhash
  FROM pg_operator o
 WHERE (o.oprleft, o.oprright) IN (('ulid'::regtype, 'uuid'::regtype), ('uuid'::regtype, 'ulid'::regtype),
                                   ('ulid_flake'::regtype, 'int8'::regtype), ('int8'::regtype, 'ulid_flake'::regtype))
 ORDER BY o.oprleft::regtype::text, o.oprright::regtype::text, o.oprname;
SELECT f.opfname, am.amname, o.amoplefttype::regtype AS lefttype, o.amoprighttype::regtype AS righttype,
       string_agg(o.amopstrategy::text, ' ' ORDER BY o.amopstrategy) AS strategies
  FROM pg_amop o JOIN pg_opfamily f ON f.oid = o.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
 WHERE f.opfname IN ('ulid_ops', 'ulid_flake_ops', 'ulid_minmax_ops', 'ulid_flake_minmax_ops')
   AND (o.amoplefttype IN ('uuid'::regtype, 'int8'::regtype) OR o.amoprighttype IN ('uuid'::regtype, 'int8'::regtype))
 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, o.amoplefttype::regtype::text, o.amoprighttype::regtype::text;
SELECT f.opfname, p.amproclefttype::regtype AS lefttype, p.amprocrighttype::regtype AS righttype, p.amprocnum,
       p.amproc::regprocedure
  FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
 WHERE am.amname = 'hash' AND f.opfname = 'ulid_ops' ORDER BY p.amproclefttype::regtype::text, p.amprocnum;
SELECT count(*) AS operators_between_two_core_types
  FROM pg_operator o JOIN pg_depend d ON d.classid = 'pg_operator'::regclass AND d.objid = o.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND o.oprleft NOT IN ('ulid'::regtype, 'ulid_flake'::regtype, 'baseuid'::regtype, 'typeid'::regtype)
   AND o.oprright NOT IN ('ulid'::regtype, 'ulid_flake'::regtype, 'baseuid'::regtype, 'typeid'::regtype);

-- amvalidate on every operator class of the extension: nothing wrong except, in the btree families,
-- "missing cross-type operator(s)" for pairs of two core types (uuid and timestamptz, bigint and
-- timestamptz) and "missing operator(s)" for a core type with itself (its = is left out, above).
SELECT am.amname, c.opcname, amvalidate(c.oid)
  FROM pg_opclass c JOIN pg_am am ON am.oid = c.opcmethod
  JOIN pg_depend d ON d.classid = 'pg_opclass'::regclass AND d.objid = c.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
 ORDER BY 1, 2;
