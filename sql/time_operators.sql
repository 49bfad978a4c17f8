-- IDs compared with timestamptz (0.2.0, spec 5.2): a timestamp t sits where the ID of the tick
-- starting at t with an all-zero random part would; an instant inside a tick sits after every ID
-- of that tick. So x < t exactly when x's tick starts before t, and x = t only for the all-zero
-- ID of a tick starting exactly at t.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SET max_parallel_workers_per_gather = 0;
SET TimeZone = 'UTC';
\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of

-- The rule at a millisecond boundary, read off directly (ulid; the IDs of 00:00:00.000 and of
-- the millisecond before it, with zero and non-zero random parts).
WITH ids(label, id) AS (VALUES
        ('max of .999 before', ulid_max('2024-12-31 23:59:59.999+00')),
        ('min of .000', ulid_min('2025-01-01 00:00:00+00')),
        ('min of .000 + 1', ulid_from_parts(1735689600000, '\x00000000000000000001')),
        ('max of .000', ulid_max('2025-01-01 00:00:00+00'))),
     instants(t) AS (VALUES (timestamptz '2024-12-31 23:59:59.999999+00'), ('2025-01-01 00:00:00+00'),
                           ('2025-01-01 00:00:00.000001+00'), ('2025-01-01 00:00:00.000999+00'))
SELECT label, to_char(t, 'HH24:MI:SS.US') AS instant,
       CASE WHEN id < t THEN '<' WHEN id = t THEN '=' WHEN id > t THEN '>' END AS id_vs_t,
       CASE WHEN t < id THEN '<' WHEN t = id THEN '=' WHEN t > id THEN '>' END AS t_vs_id
  FROM ids, instants ORDER BY ids.id, instants.t;

-- The same rule for all three types, both argument orders, all six operators and the btree
-- comparison functions, on IDs at, just before and just after tick boundaries (random part zero,
-- one, or all ones) against instants at and around those boundaries. The reference works on the
-- exact tick start in nanoseconds: <type>_extract_timestamp for ulid and ulid_flake (whole
-- milliseconds); for baseuid the 48-bit tick field read from the binary form, times 32768 ns.
CREATE TEMP TABLE boundary_ids (type text, id_text text, start_ns numeric, zero_random boolean);
CREATE TEMP TABLE boundary_instants (t timestamptz);
INSERT INTO boundary_instants
  SELECT base + k * interval '1 microsecond'
    FROM unnest(ARRAY[timestamptz '2025-01-01 00:00:00+00', '2025-06-30 12:34:56.789+00',
                      '2024-01-01 00:00:00+00', '2022-01-01 00:00:00+00']) base,
         unnest(ARRAY[-1001, -1000, -999, -33, -32, -1, 0, 1, 32, 33, 65, 66, 999, 1000, 1001]) k;
-- ulid: the IDs of the millisecond holding each instant and of the ones before and after it.
INSERT INTO boundary_ids
  SELECT DISTINCT 'ulid', x::text, extract(epoch FROM ulid_extract_timestamp(x)) * 1000000000,
         ulid_extract_random(x) = '\x00000000000000000000'
    FROM boundary_instants, unnest(ARRAY[-1, 0, 1]) d,
         LATERAL (SELECT t + d * interval '1 millisecond') s(tt),
         LATERAL unnest(ARRAY[ulid_min(tt), ulid_max(tt),
                              ulid_from_parts(ulid_extract_unix_ms(ulid_min(tt)), '\x00000000000000000001')]) x;
INSERT INTO boundary_ids
  SELECT DISTINCT 'ulid_flake', x::text, extract(epoch FROM ulid_flake_extract_timestamp(x)) * 1000000000,
         ulid_flake_extract_random(x) = 0
    FROM (SELECT t + d * interval '1 millisecond' FROM boundary_instants, unnest(ARRAY[-1, 0, 1]) d
           WHERE t + d * interval '1 millisecond' >= '2024-01-01 00:00:00+00' OFFSET 0) s(tt),
         LATERAL unnest(ARRAY[ulid_flake_min(tt), ulid_flake_max(tt), (ulid_flake_min(tt)::bigint + 1)::ulid_flake]) x;
-- baseuid: the IDs of the 32.768 us tick holding each instant and of the ticks next to it.
INSERT INTO boundary_ids
  SELECT DISTINCT 'baseuid', x::text,
         ('x' || encode(substr(baseuid_send(x), 1, 6), 'hex'))::bit(48)::bigint * 32768::numeric,
         substr(baseuid_send(x), 7) = '\x000000000000000000'
    FROM boundary_instants, unnest(ARRAY[-33, 0, 33]) d,
         LATERAL (SELECT t + d * interval '1 microsecond') s(tt),
         LATERAL unnest(ARRAY[baseuid_min(tt), baseuid_max(tt)]) x;
SELECT type, count(*) AS ids, count(*) FILTER (WHERE zero_random) AS with_zero_random,
       count(*) FILTER (WHERE start_ns % 1000 <> 0) AS starting_inside_a_microsecond
  FROM boundary_ids GROUP BY type ORDER BY type;

-- One row per (ID, instant): the operators as the reference rule predicts, both orders.
CREATE TEMP TABLE rule_checks AS
WITH pairs AS (
  SELECT b.type, b.id_text, b.start_ns, b.zero_random, i.t, extract(epoch FROM i.t) * 1000000000 AS t_ns
    FROM boundary_ids b, boundary_instants i),
expected AS (
  SELECT *, CASE WHEN start_ns < t_ns THEN -1 WHEN start_ns = t_ns AND zero_random THEN 0 ELSE 1 END AS sign
    FROM pairs),
actual AS (
  SELECT e.*, r.*
    FROM expected e, LATERAL (
      SELECT ARRAY[x < e.t, x <= e.t, x = e.t, x <> e.t, x >= e.t, x > e.t] AS id_first,
             ARRAY[e.t > x, e.t >= x, e.t = x, e.t <> x, e.t <= x, e.t < x] AS t_first,
             cmp_id_t, cmp_t_id
        FROM (SELECT e.id_text::ulid AS x, ulid_cmp_timestamptz(e.id_text::ulid, e.t) AS cmp_id_t,
                     timestamptz_cmp_ulid(e.t, e.id_text::ulid) AS cmp_t_id WHERE e.type = 'ulid') u
      UNION ALL
      SELECT ARRAY[x < e.t, x <= e.t, x = e.t, x <> e.t, x >= e.t, x > e.t],
             ARRAY[e.t > x, e.t >= x, e.t = x, e.t <> x, e.t <= x, e.t < x], cmp_id_t, cmp_t_id
        FROM (SELECT e.id_text::ulid_flake AS x, ulid_flake_cmp_timestamptz(e.id_text::ulid_flake, e.t) AS cmp_id_t,
                     timestamptz_cmp_ulid_flake(e.t, e.id_text::ulid_flake) AS cmp_t_id WHERE e.type = 'ulid_flake') f
      UNION ALL
      SELECT ARRAY[x < e.t, x <= e.t, x = e.t, x <> e.t, x >= e.t, x > e.t],
             ARRAY[e.t > x, e.t >= x, e.t = x, e.t <> x, e.t <= x, e.t < x], cmp_id_t, cmp_t_id
        FROM (SELECT e.id_text::baseuid AS x, baseuid_cmp_timestamptz(e.id_text::baseuid, e.t) AS cmp_id_t,
                     timestamptz_cmp_baseuid(e.t, e.id_text::baseuid) AS cmp_t_id WHERE e.type = 'baseuid') b) r)
SELECT type, sign, t,
       id_first = ARRAY[sign < 0, sign <= 0, sign = 0, sign <> 0, sign >= 0, sign > 0] AS id_first_ok,
       t_first = id_first AS t_first_ok,
       cmp_id_t = sign AND cmp_t_id = -sign AS cmp_ok
  FROM actual;
SELECT type, count(*) AS pairs, count(*) FILTER (WHERE sign < 0) AS before, count(*) FILTER (WHERE sign = 0) AS equal,
       count(*) FILTER (WHERE sign > 0) AS after,
       bool_and(id_first_ok) AS id_first_ok, bool_and(t_first_ok) AS t_first_ok, bool_and(cmp_ok) AS cmp_ok
  FROM rule_checks GROUP BY type ORDER BY type;

-- Against <type>_extract_timestamp on random IDs: an ID is never before its own extracted time
-- (equal to it only with a zero random part); for baseuid, whose extracted time is truncated to
-- the microsecond, the ID also sorts before the next microsecond.
SELECT bool_and(x >= ulid_extract_timestamp(x) AND x < ulid_extract_timestamp(x) + interval '1 millisecond'
                AND (x = ulid_extract_timestamp(x)) = (ulid_extract_random(x) = '\x00000000000000000000')) AS ulid_ok,
       bool_and(ulid_min(ulid_extract_timestamp(x)) = ulid_extract_timestamp(x)) AS ulid_min_equals_its_time
  FROM (SELECT gen_ulid(timestamptz '2025-01-01 00:00:00+00' + n * interval '7.777 millisecond') x
          FROM generate_series(1, 5000) n) s;
SELECT bool_and(x >= ulid_flake_extract_timestamp(x) AND x < ulid_flake_extract_timestamp(x) + interval '1 millisecond'
                AND (x = ulid_flake_extract_timestamp(x)) = (ulid_flake_extract_random(x) = 0)) AS ulid_flake_ok
  FROM (SELECT (ulid_flake_min(timestamptz '2025-01-01 00:00:00+00' + n * interval '7.777 millisecond')::bigint + n % 3)::ulid_flake x
          FROM generate_series(1, 5000) n) s;
-- (baseuid IDs here: the tick of each instant, its first 8 characters, with 12 characters of
-- random part taken from md5, or all zero for every third.)
SELECT bool_and(x >= baseuid_extract_timestamp(x) AND x < baseuid_extract_timestamp(x) + interval '1 microsecond') AS baseuid_ok,
       count(*) FILTER (WHERE x = baseuid_extract_timestamp(x)) AS equal_to_its_time,
       count(*) FILTER (WHERE baseuid_min(baseuid_extract_timestamp(x)) = baseuid_extract_timestamp(x)) AS tick_starts_on_a_microsecond,
       count(*) FILTER (WHERE right(x::text, 12) = '------------') AS zero_random,
       count(*) FILTER (WHERE x = baseuid_extract_timestamp(x))
         = count(*) FILTER (WHERE baseuid_min(baseuid_extract_timestamp(x)) = baseuid_extract_timestamp(x)
                              AND right(x::text, 12) = '------------') AS equal_exactly_when_both
  FROM (SELECT (left(baseuid_min(timestamptz '2025-01-01 00:00:00+00' + n * interval '7.777 millisecond')::text, 8)
                || CASE WHEN n % 3 = 0 THEN '------------' ELSE left(md5(n::text), 12) END)::baseuid x
          FROM generate_series(1, 5000) n) s;
-- A tick that starts on a whole microsecond (every 125th: 125 x 32.768 us = 4.096 ms) does equal it.
SELECT baseuid_min('2022-01-01 00:00:00+00') = timestamptz '2022-01-01 00:00:00+00' AS tick_start_equal,
       baseuid_min('2022-01-01 00:00:00.000032+00') < timestamptz '2022-01-01 00:00:00.000032+00' AS inside_first_tick,
       baseuid_min('2022-01-01 00:00:00.000033+00') > timestamptz '2022-01-01 00:00:00.000032+00' AS second_tick_after;

-- Infinities sort below and above every ID; times outside a type's range compare without error.
WITH extremes(type, lowest, highest) AS (VALUES
        ('ulid', '00000000000000000000000000'::ulid::text, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'),
        ('ulid_flake', '0000000000000', '7ZZZZZZZZZZZZ'),
        ('baseuid', '--------------------', 'zzzzzzzzzzzzzzzzzzzz'))
SELECT type,
       bool_and(CASE type WHEN 'ulid' THEN lowest::ulid > t AND highest::ulid > t AND t < lowest::ulid
                          WHEN 'ulid_flake' THEN lowest::ulid_flake > t AND highest::ulid_flake > t AND t < lowest::ulid_flake
                          ELSE lowest::baseuid > t AND highest::baseuid > t AND t < lowest::baseuid END)
         FILTER (WHERE below) AS below_all,
       bool_and(CASE type WHEN 'ulid' THEN lowest::ulid < t AND highest::ulid < t AND t > highest::ulid
                          WHEN 'ulid_flake' THEN lowest::ulid_flake < t AND highest::ulid_flake < t AND t > highest::ulid_flake
                          ELSE lowest::baseuid < t AND highest::baseuid < t AND t > highest::baseuid END)
         FILTER (WHERE NOT below) AS above_all
  FROM extremes,
       (VALUES ('-infinity'::timestamptz, true), ('4713-01-01 00:00:00+00 BC', true),
               ('1969-12-31 23:59:59.999999+00', true), ('infinity', false), ('294276-12-31 23:59:59+00', false),
               ('20000-01-01 00:00:00+00', false)) i(t, below)
 GROUP BY type ORDER BY type;
-- ulid_flake starts in 2024 and ends in 2302; baseuid ends in 2262.
SELECT '0000000000000'::ulid_flake > timestamptz '2023-12-31 23:59:59.999999+00' AS flake_after_2023,
       '0000000000000'::ulid_flake = timestamptz '2024-01-01 00:00:00+00' AS flake_zero_is_its_epoch,
       '7ZZZZZZZZZZZZ'::ulid_flake < timestamptz '2400-01-01 00:00:00+00' AS flake_before_2400,
       'zzzzzzzzzzzzzzzzzzzz'::baseuid < timestamptz '2263-01-01 00:00:00+00' AS baseuid_before_2263,
       ulid_cmp_timestamptz('00000000000000000000000000', '-infinity') AS cmp_minus_infinity,
       timestamptz_cmp_ulid('infinity', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ') AS cmp_infinity;

-- Seq scan, index scan, bitmap scan and BRIN agree, for >= > < <= at many instants, both argument
-- orders, and with the reference rule. Rows: one every 997 us (so at every offset within a
-- millisecond), half of them the all-zero ID of their tick, half the all-ones one.
CREATE TABLE stamped (n int, created timestamptz, u ulid, f ulid_flake, b baseuid);
INSERT INTO stamped
  SELECT n, t, CASE WHEN n % 2 = 0 THEN ulid_min(t) ELSE ulid_max(t) END,
         CASE WHEN n % 2 = 0 THEN ulid_flake_min(t) ELSE ulid_flake_max(t) END,
         CASE WHEN n % 2 = 0 THEN baseuid_min(t) ELSE baseuid_max(t) END
    FROM generate_series(1, 6000) n, LATERAL (SELECT timestamptz '2025-01-01 00:00:00+00' + n * interval '997 microsecond') s(t);
CREATE INDEX ON stamped (u);
CREATE INDEX ON stamped (f);
CREATE INDEX ON stamped (b);
CREATE INDEX stamped_u_brin ON stamped USING brin (u) WITH (pages_per_range = 1);
ANALYZE stamped;
-- Instants: row times themselves, their millisecond starts, +-1 us, and ends of the range.
CREATE TEMP TABLE probe (t timestamptz);
INSERT INTO probe
  SELECT DISTINCT x FROM stamped,
         LATERAL unnest(ARRAY[created, date_trunc('milliseconds', created),
                              date_trunc('milliseconds', created) - interval '1 microsecond',
                              created + interval '1 microsecond']) x
   WHERE n % 250 = 7
  UNION SELECT unnest(ARRAY[timestamptz '-infinity', 'infinity', '2024-06-01 00:00:00+00', '2026-01-01 00:00:00+00']);
SELECT count(*) AS instants FROM probe;

-- counts(): for every instant, the rows each operator selects, per type and argument order.
CREATE FUNCTION pg_temp.counts() RETURNS TABLE (t timestamptz, counts bigint[]) LANGUAGE sql AS $$
  SELECT p.t, ARRAY[
    (SELECT count(*) FROM stamped WHERE u >= p.t), (SELECT count(*) FROM stamped WHERE u > p.t),
    (SELECT count(*) FROM stamped WHERE u < p.t), (SELECT count(*) FROM stamped WHERE u <= p.t),
    (SELECT count(*) FROM stamped WHERE p.t <= u), (SELECT count(*) FROM stamped WHERE p.t < u),
    (SELECT count(*) FROM stamped WHERE f >= p.t), (SELECT count(*) FROM stamped WHERE f > p.t),
    (SELECT count(*) FROM stamped WHERE f < p.t), (SELECT count(*) FROM stamped WHERE f <= p.t),
    (SELECT count(*) FROM stamped WHERE p.t > f), (SELECT count(*) FROM stamped WHERE p.t >= f),
    (SELECT count(*) FROM stamped WHERE b >= p.t), (SELECT count(*) FROM stamped WHERE b > p.t),
    (SELECT count(*) FROM stamped WHERE b < p.t), (SELECT count(*) FROM stamped WHERE b <= p.t),
    (SELECT count(*) FROM stamped WHERE p.t <= b), (SELECT count(*) FROM stamped WHERE p.t > b)]
  FROM probe p
$$;
-- The plan each setting forces, shown for one operator of each column.
SET enable_indexscan = off; SET enable_indexonlyscan = off; SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM stamped WHERE u >= '2025-01-01 00:00:01+00'::timestamptz;
CREATE TEMP TABLE by_seq AS SELECT * FROM pg_temp.counts();
RESET enable_indexscan; RESET enable_indexonlyscan; SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM stamped WHERE '2025-01-01 00:00:01+00'::timestamptz > f;
CREATE TEMP TABLE by_index AS SELECT * FROM pg_temp.counts();
SET enable_indexscan = off; SET enable_indexonlyscan = off; SET enable_bitmapscan = on;
EXPLAIN (COSTS OFF) SELECT count(*) FROM stamped WHERE b < '2025-01-01 00:00:01+00'::timestamptz;
CREATE TEMP TABLE by_bitmap AS SELECT * FROM pg_temp.counts();
RESET enable_seqscan; RESET enable_indexscan; RESET enable_indexonlyscan; RESET enable_bitmapscan;
-- BRIN minmax takes the cross-type operators too (ulid on the left).
DROP INDEX stamped_u_idx;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM stamped WHERE u >= '2025-01-01 00:00:01+00'::timestamptz;
CREATE TEMP TABLE by_brin AS
  SELECT p.t, ARRAY[(SELECT count(*) FROM stamped WHERE u >= p.t), (SELECT count(*) FROM stamped WHERE u > p.t),
                    (SELECT count(*) FROM stamped WHERE u < p.t), (SELECT count(*) FROM stamped WHERE u <= p.t)] AS counts
    FROM probe p;
RESET enable_seqscan;
DROP INDEX stamped_u_brin;
-- The reference: the rule applied to the times the rows were made from.
CREATE TEMP TABLE by_rule AS
  SELECT p.t, ARRAY[
    count(*) FILTER (WHERE u_start >= p.t), count(*) FILTER (WHERE u_start > p.t OR (u_start = p.t AND n % 2 = 1)),
    count(*) FILTER (WHERE u_start < p.t), count(*) FILTER (WHERE u_start < p.t OR (u_start = p.t AND n % 2 = 0)),
    count(*) FILTER (WHERE b_start_ns >= t_ns), count(*) FILTER (WHERE b_start_ns > t_ns OR (b_start_ns = t_ns AND n % 2 = 1)),
    count(*) FILTER (WHERE b_start_ns < t_ns), count(*) FILTER (WHERE b_start_ns < t_ns OR (b_start_ns = t_ns AND n % 2 = 0))] AS counts
    FROM probe p CROSS JOIN LATERAL (SELECT CASE WHEN p.t = 'infinity' THEN 1e30 WHEN p.t = '-infinity' THEN -1e30
                                                ELSE extract(epoch FROM p.t) * 1000000000 END) e(t_ns),
         (SELECT n, date_trunc('milliseconds', created) AS u_start,
                 floor(extract(epoch FROM created) * 1000000000 / 32768) * 32768 AS b_start_ns FROM stamped) s
   GROUP BY p.t;
SELECT count(*) AS instants,
       bool_and(s.counts = i.counts) AS index_agrees, bool_and(s.counts = b.counts) AS bitmap_agrees,
       bool_and(s.counts[1:4] = r.counts[1:4]) AS brin_agrees,
       bool_and(s.counts[1:4] = s.counts[5:6] || s.counts[3:4] AND s.counts[7:10] = s.counts[1:4]
                AND s.counts[11:12] = s.counts[9:10] AND s.counts[17:18] = ARRAY[s.counts[13], s.counts[15]]) AS orders_and_types_agree,
       bool_and(s.counts[1:4] = x.counts[1:4] AND s.counts[13:16] = x.counts[5:8]) AS rule_agrees,
       count(DISTINCT s.counts[1]) AS distinct_counts
  FROM by_seq s JOIN by_index i USING (t) JOIN by_bitmap b USING (t) JOIN by_brin r USING (t) JOIN by_rule x USING (t);
-- Arrays of timestamps are index conditions too (the btree scan sorts them, or takes their extreme
-- element, with timestamptz's own comparison and < >, which the family holds for that).
SET enable_seqscan = off; SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM stamped WHERE f = ANY (ARRAY[timestamptz '2025-01-01 00:00:01+00', '2025-01-01 00:00:02+00']);
CREATE TEMP TABLE arrays_by_index AS
  SELECT (SELECT count(*) FROM stamped WHERE f = ANY (a)) AS f_eq, (SELECT count(*) FROM stamped WHERE f >= ANY (a)) AS f_ge,
         (SELECT count(*) FROM stamped WHERE b < ALL (a)) AS b_lt, (SELECT count(*) FROM stamped WHERE b <= ANY (a)) AS b_le
    FROM (SELECT array_agg(t ORDER BY t DESC) AS a
          FROM (SELECT t FROM probe WHERE t > '2025-01-01 00:00:03+00'
                UNION SELECT date_trunc('milliseconds', created) FROM stamped WHERE n IN (4000, 4002, 4445)) x) s;
RESET enable_seqscan; RESET enable_bitmapscan;
SELECT (SELECT count(*) FROM stamped WHERE ulid_flake_extract_random(f) = 0 AND date_trunc('milliseconds', created) = ANY (a)) = i.f_eq AS f_eq_ok, i.f_eq,
       (SELECT count(*) FROM stamped WHERE date_trunc('milliseconds', created) >= (SELECT min(x) FROM unnest(a) x)) = i.f_ge AS f_ge_ok,
       (SELECT count(*) FROM stamped WHERE b < (SELECT min(x) FROM unnest(a) x)) = i.b_lt AS b_lt_ok,
       (SELECT count(*) FROM stamped WHERE b <= (SELECT max(x) FROM unnest(a) x)) = i.b_le AS b_le_ok
  FROM arrays_by_index i,
       (SELECT array_agg(t ORDER BY t DESC) AS a
          FROM (SELECT t FROM probe WHERE t > '2025-01-01 00:00:03+00'
                UNION SELECT date_trunc('milliseconds', created) FROM stamped WHERE n IN (4000, 4002, 4445)) x) s;

-- A half-open range selects exactly the rows made in it.
SELECT count(*) FILTER (WHERE u >= timestamptz '2025-01-01 00:00:01+00' AND u < timestamptz '2025-01-01 00:00:02+00') AS ulid_second,
       count(*) FILTER (WHERE created >= '2025-01-01 00:00:01+00' AND created < '2025-01-01 00:00:02+00') AS by_created
  FROM stamped;

-- The query a user writes is an index range scan; a range is a scan between two bounds.
CREATE INDEX ON stamped (u);
EXPLAIN (COSTS OFF) SELECT * FROM stamped WHERE u >= now() - interval '1 hour';
EXPLAIN (COSTS OFF) SELECT * FROM stamped WHERE u >= timestamptz '2025-01-01 00:00:01+00' AND u < timestamptz '2025-01-01 00:00:02+00';
-- gen_ulid() compares with now() (no error); its millisecond may start before now() itself.
SELECT pg_typeof(gen_ulid() > now()) AS type, gen_ulid() > now() - interval '1 second' AS after_a_second_ago;

-- Unknown literals resolve to the other side's type, as before: a ULID text is a ulid, so a date
-- text is read as a ulid too and rejected; a timestamp needs its type said.
SELECT count(*) FROM stamped WHERE u = '01JGFJJZ00XHF7E02JJ03AE4T7';
SELECT pg_temp.error_of($$SELECT count(*) FROM stamped WHERE u >= '2025-01-01'$$);
SELECT count(*) FROM stamped WHERE u >= timestamptz '2025-01-01 00:00:05+00';
SELECT count(*) FROM stamped WHERE u >= '2025-01-01 00:00:05+00'::timestamptz AND '2025-01-01 00:00:05.5+00'::timestamptz > u;

-- Range partitioning by day with <type>_min bounds: a range of plain timestamps is pruned to its day.
CREATE TABLE daily (id ulid NOT NULL, payload int) PARTITION BY RANGE (id);
CREATE TABLE daily_0101 PARTITION OF daily FOR VALUES FROM (ulid_min('2025-01-01 00:00:00+00')) TO (ulid_min('2025-01-02 00:00:00+00'));
CREATE TABLE daily_0102 PARTITION OF daily FOR VALUES FROM (ulid_min('2025-01-02 00:00:00+00')) TO (ulid_min('2025-01-03 00:00:00+00'));
CREATE TABLE daily_0103 PARTITION OF daily FOR VALUES FROM (ulid_min('2025-01-03 00:00:00+00')) TO (ulid_min('2025-01-04 00:00:00+00'));
INSERT INTO daily SELECT gen_ulid(t), 0 FROM generate_series(timestamptz '2025-01-01 00:00:00+00', '2025-01-03 23:59:59+00', '1 minute') t;
EXPLAIN (COSTS OFF) SELECT count(*) FROM daily WHERE id >= timestamptz '2025-01-02 00:00:00+00' AND id < timestamptz '2025-01-03 00:00:00+00';
SELECT count(*) AS one_day FROM daily WHERE id >= timestamptz '2025-01-02 00:00:00+00' AND id < timestamptz '2025-01-03 00:00:00+00';
-- The boundary instant belongs to the later day, as its ulid_min bound says; and with a parameter
-- the pruning happens at execution.
EXPLAIN (COSTS OFF) SELECT count(*) FROM daily WHERE id >= timestamptz '2025-01-02 00:00:00+00' AND id <= timestamptz '2025-01-02 00:00:00+00';
PREPARE one_day(timestamptz) AS SELECT count(*) FROM daily WHERE id >= $1 AND id < $1 + interval '1 day';
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE one_day('2025-01-03 00:00:00+00');
EXECUTE one_day('2025-01-03 00:00:00+00');
RESET plan_cache_mode;
-- baseuid and ulid_flake, likewise.
CREATE TABLE daily_b (id baseuid NOT NULL) PARTITION BY RANGE (id);
CREATE TABLE daily_b_0101 PARTITION OF daily_b FOR VALUES FROM (baseuid_min('2025-01-01 00:00:00+00')) TO (baseuid_min('2025-01-02 00:00:00+00'));
CREATE TABLE daily_b_0102 PARTITION OF daily_b FOR VALUES FROM (baseuid_min('2025-01-02 00:00:00+00')) TO (baseuid_min('2025-01-03 00:00:00+00'));
EXPLAIN (COSTS OFF) SELECT * FROM daily_b WHERE id >= timestamptz '2025-01-02 00:00:00+00' AND id < timestamptz '2025-01-03 00:00:00+00';
CREATE TABLE daily_f (id ulid_flake NOT NULL) PARTITION BY RANGE (id);
CREATE TABLE daily_f_0101 PARTITION OF daily_f FOR VALUES FROM (ulid_flake_min('2025-01-01 00:00:00+00')) TO (ulid_flake_min('2025-01-02 00:00:00+00'));
CREATE TABLE daily_f_0102 PARTITION OF daily_f FOR VALUES FROM (ulid_flake_min('2025-01-02 00:00:00+00')) TO (ulid_flake_min('2025-01-03 00:00:00+00'));
EXPLAIN (COSTS OFF) SELECT * FROM daily_f WHERE id >= timestamptz '2025-01-01 00:00:00+00' AND id < timestamptz '2025-01-02 00:00:00+00';

-- Independent of the session time zone: the same comparisons give the same answers in two zones
-- (the instants are stored values, so only the comparison could depend on the zone).
SET TimeZone = 'Asia/Kathmandu';
CREATE TEMP TABLE in_kathmandu AS SELECT * FROM by_seq WHERE false;
INSERT INTO in_kathmandu SELECT * FROM pg_temp.counts();
SELECT to_char(timestamptz '2025-01-01 00:00:00+00', 'HH24:MI TZH:TZM') AS local_midnight_utc,
       ulid_min(timestamptz '2025-01-01 00:00:00+00') = timestamptz '2025-01-01 05:45:00' AS local_literal_same_instant;
SET TimeZone = 'America/Los_Angeles';
SELECT bool_and(k.counts = s.counts) AS same_in_both_zones, count(*) AS instants
  FROM in_kathmandu k JOIN by_seq s USING (t);
RESET TimeZone;

-- Catalog: every new comparison function is IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF; operators
-- have commutators and negators of the right argument types; none is merge-joinable (see
-- sql/install/id_type_cross_ops.sql.in), so an equality join of an ID with a timestamp is a hash
-- or nested-loop join, never a merge join that could not sort the timestamp side in this family.
SELECT count(*) AS functions,
       bool_and(p.provolatile = 'i' AND p.proisstrict AND p.proparallel = 's' AND p.proleakproof) AS all_immutable_strict_safe_leakproof
  FROM pg_proc p WHERE p.proname ~ '^(ulid|ulid_flake|baseuid)_(eq|ne|lt|le|gt|ge|cmp)_timestamptz$'
     OR p.proname ~ '^timestamptz_(eq|ne|lt|le|gt|ge|cmp)_(ulid|ulid_flake|baseuid)$';
SELECT o.oprleft::regtype AS lefttype, o.oprright::regtype AS righttype, o.oprname, o.oprcom::regoperator AS commutator,
       o.oprnegate::regoperator AS negator, o.oprrest, o.oprcanmerge, o.oprcanhash
  FROM pg_operator o
 WHERE (o.oprleft = 'ulid'::regtype AND o.oprright = 'timestamptz'::regtype)
    OR (o.oprleft = 'timestamptz'::regtype AND o.oprright = 'ulid'::regtype)
 ORDER BY o.oprleft::regtype::text, o.oprname;
SELECT f.opfname, am.amname, o.amoplefttype::regtype AS lefttype, o.amoprighttype::regtype AS righttype,
       string_agg(o.amopstrategy::text, ' ' ORDER BY o.amopstrategy) AS strategies
  FROM pg_amop o JOIN pg_opfamily f ON f.oid = o.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
 WHERE 'timestamptz'::regtype IN (o.amoplefttype, o.amoprighttype) AND f.opfname ~ '^(ulid|baseuid)'
 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, o.amoplefttype::regtype::text, o.amoprighttype::regtype::text;

-- baseuid_min and baseuid_max (0.2.0): the first and last baseuid of the tick holding an instant.
SELECT baseuid_min('2022-01-01 00:00:00+00') AS first_of_2022, baseuid_max('2022-01-01 00:00:00+00') AS last_of_its_tick,
       baseuid_min('2022-01-01 00:00:00.000032+00') = baseuid_min('2022-01-01 00:00:00+00') AS same_tick_32us_later,
       baseuid_min('2022-01-01 00:00:00.000033+00') > baseuid_max('2022-01-01 00:00:00+00') AS next_tick_33us_later,
       baseuid_extract_timestamp(baseuid_max('2025-06-30 12:34:56.789012+00')) AT TIME ZONE 'UTC' AS tick_start_truncated;
SELECT pg_temp.error_of($$SELECT baseuid_min('1969-12-31 23:59:59.999999+00')$$);
-- The last tick starts at 2^48 - 1 ticks (23:47:16.854743040) and ends at 2^63 ns (.854775808).
SELECT pg_temp.error_of($$SELECT baseuid_max('2262-04-11 23:47:16.854776+00')$$);
SELECT pg_temp.error_of($$SELECT baseuid_min('infinity')$$);
SELECT baseuid_max('2262-04-11 23:47:16.854775+00') AS last_tick, baseuid_max('2262-04-11 23:47:16.854743+00') AS one_before,
       baseuid_min('1970-01-01 00:00:00+00') AS first_tick;
