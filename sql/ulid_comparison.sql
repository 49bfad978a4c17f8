-- Comparison operators: byte order, which is time order.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge, ulid_cmp(a, b) AS cmp
  FROM (VALUES ('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid, '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid),
               ('01JGFJJZ00XHF7E02JJ03AE4T7', '01JGFJJZ00XHF7E02JJ03AE4T8'),
               ('01JGFJJZ010000000000000000', '01JGFJJZ00ZZZZZZZZZZZZZZZZ'),
               ('00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'),
               ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '7ZZZZZZZZZZZZZZZZZZZZZZZZY')) AS t(a, b);

-- Over many random pairs, every operator agrees with uuid's on the same bytes and with text order.
CREATE TEMP TABLE pairs AS
  SELECT gen_random_uuid() AS x, gen_random_uuid() AS y FROM generate_series(1, 20000);
INSERT INTO pairs SELECT x, x FROM pairs LIMIT 1000;
SELECT count(*) AS disagreements FROM pairs
 WHERE (x::ulid = y::ulid) <> (x = y) OR (x::ulid <> y::ulid) <> (x <> y)
    OR (x::ulid < y::ulid) <> (x < y) OR (x::ulid <= y::ulid) <> (x <= y)
    OR (x::ulid > y::ulid) <> (x > y) OR (x::ulid >= y::ulid) <> (x >= y)
    OR sign(ulid_cmp(x::ulid, y::ulid)) <> sign(uuid_cmp(x, y))
    OR (x::ulid < y::ulid) <> (x::ulid::text COLLATE "C" < y::ulid::text COLLATE "C");

-- Ordering follows time: a later millisecond always sorts after an earlier one.
SELECT bool_and(ulid_max(t) < ulid_min(t + interval '1 millisecond')) AS later_ms_sorts_after
  FROM generate_series(timestamptz '2024-01-01', '2024-01-02', interval '37 minutes') t;

-- min/max aggregates, also in parallel-safe plans.
SELECT min(id), max(id) FROM (VALUES ('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid), ('00000000000000000000000000'),
                                     ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), (NULL)) t(id);
SELECT min(x::ulid) = (SELECT x FROM pairs ORDER BY x LIMIT 1)::ulid AS min_agrees_with_uuid_order,
       max(x::ulid) = (SELECT x FROM pairs ORDER BY x DESC LIMIT 1)::ulid AS max_agrees_with_uuid_order FROM pairs;
SELECT min(id) IS NULL AS empty_min FROM (SELECT NULL::ulid AS id WHERE false) t;
