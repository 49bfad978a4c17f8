-- After pg_upgrade (run by a superuser): amcheck on every btree index with heapallindexed, and the
-- hash partitioning. One line per check: name|result|expected.
CREATE EXTENSION IF NOT EXISTS amcheck;
SELECT 'btree indexes amcheck finds intact', count(bt_index_parent_check(c.oid::regclass, true)), 7
  FROM pg_class c JOIN pg_am am ON am.oid = c.relam
 WHERE am.amname = 'btree' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace;
-- Every row is in the partition its key hashes to on this major.
SELECT 'rows outside their hash partition', count(*), 0
  FROM (SELECT id FROM routed_rows_0 WHERE NOT satisfies_hash_partition('routed_rows'::regclass, 4, 0, id)
        UNION ALL SELECT id FROM routed_rows_1 WHERE NOT satisfies_hash_partition('routed_rows'::regclass, 4, 1, id)
        UNION ALL SELECT id FROM routed_rows_2 WHERE NOT satisfies_hash_partition('routed_rows'::regclass, 4, 2, id)
        UNION ALL SELECT id FROM routed_rows_3 WHERE NOT satisfies_hash_partition('routed_rows'::regclass, 4, 3, id)) s;
SELECT 'partitions holding rows', count(DISTINCT tableoid), 4 FROM routed_rows;
-- Generators, casts and new rows work on the new major.
SELECT 'generators and casts', bool_and(ok)::text, 'true' FROM (VALUES
    (gen_ulid() IS NOT NULL AND gen_monotonic_ulid() < gen_monotonic_ulid()),
    ('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::uuid = '01941f29-7c00-ec5e-7700-529006a71347'::uuid),
    ('01941f29-7c00-ec5e-7700-529006a71347'::uuid::ulid::text = '01JGFJJZ00XHF7E02JJ03AE4T7'),
    (ulid_extract_timestamp('01JGFJJZ00XHF7E02JJ03AE4T7') = '2025-01-01 00:00:00+00'),
    (gen_ulid_flake() < gen_ulid_flake() AND gen_ulid_flake(5)::bigint & 31 = 5),
    ('00CMXB6TAK4SA'::ulid_flake::bigint::ulid_flake = '00CMXB6TAK4SA'::ulid_flake),
    (gen_monotonic_baseuid() < gen_monotonic_baseuid() AND gen_baseuid() IS NOT NULL),
    ((SELECT bool_and(id::uuid::baseuid = id) FROM (SELECT gen_baseuid() AS id FROM generate_series(1, 100)) g))
) AS t(ok);
WITH added AS (
    INSERT INTO routed_rows SELECT gen_ulid(), -n FROM generate_series(1, 1000) n RETURNING tableoid
) SELECT 'new rows spread over the partitions', count(DISTINCT tableoid), 4 FROM added;
