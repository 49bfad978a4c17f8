-- Row estimates in the query shapes and states users meet (spec 5.3, issue 19): statistics older
-- than the data, ranges inside OR arms, redundant bounds, BETWEEN, reversed operands, other
-- filters; each ID type's q-error is at most max(2, 2 x that of a timestamptz column of the same
-- instants), with constants of the column's own type and of timestamptz. Estimates differ between
-- PostgreSQL majors, so only comparisons are printed.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- 300,000 rows over the 30 days of January 2026, ANALYZE (the statistics target makes it read
-- every row, so the histograms are the same on every run), then 30,000 rows of the next day
-- written since: the everyday state of an append-only table between two ANALYZEs. Autovacuum
-- stays away, so the statistics stay as they are.
CREATE TABLE shape_events (i int, n int, t timestamptz, u ulid, f ulid_flake, b baseuid)
    WITH (autovacuum_enabled = false);
ALTER TABLE shape_events ALTER t SET STATISTICS 1000, ALTER u SET STATISTICS 1000, ALTER f SET STATISTICS 1000,
                   ALTER b SET STATISTICS 1000, ALTER n SET STATISTICS 1000;
CREATE FUNCTION add_events(first int, last int, start timestamptz, step interval) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO shape_events
    SELECT i, i % 1000, t,
           ulid_from_parts((extract(epoch FROM t) * 1000)::int8, substring(decode(md5(i::text), 'hex') FROM 1 FOR 10)),
           ulid_flake_min(t), baseuid_min(t)
    FROM (SELECT i, start + (i - first) * step AS t FROM generate_series(first, last) AS i) AS instants
$$;
SELECT add_events(0, 299999, '2026-01-01 00:00:00+00', '8.64 seconds');
CREATE INDEX shape_events_t ON shape_events (t);
CREATE INDEX shape_events_u ON shape_events (u);
CREATE INDEX shape_events_f ON shape_events (f);
CREATE INDEX shape_events_b ON shape_events (b);
-- Counts still pending in this backend would be added to the table's after ANALYZE resets them.
SELECT pg_stat_force_next_flush();
ANALYZE shape_events;
SELECT add_events(300000, 329999, '2026-01-31 00:00:00+00', '2.88 seconds');
-- The planner reads the rows written since ANALYZE from the cumulative statistics.
SELECT pg_stat_force_next_flush();
SELECT n_mod_since_analyze FROM pg_stat_user_tables WHERE relname = 'shape_events';

-- max(estimate/actual, actual/estimate) of "SELECT * FROM <relation> WHERE <condition>"; an empty
-- result counts as one row, as the planner does.
CREATE FUNCTION q_error(condition text, relation text DEFAULT 'shape_events') RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
    plan json;
    estimate float8;
    actual float8;
BEGIN
    EXECUTE format('EXPLAIN (FORMAT JSON) SELECT * FROM %I WHERE %s', relation, condition) INTO plan;
    estimate := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
    EXECUTE format('SELECT count(*) FROM %I WHERE %s', relation, condition) INTO actual;
    RETURN greatest(estimate / greatest(actual, 1), greatest(actual, 1) / estimate);
END
$$;

-- An instant written as a constant of the column's type ("own") or as a timestamptz.
CREATE FUNCTION constant(column_name text, kind text, instant timestamptz) RETURNS text
LANGUAGE sql AS $$
    SELECT CASE WHEN kind = 'timestamptz' OR column_name = 't' THEN format('%L::timestamptz', instant)
                ELSE format('%s_min(%L)', CASE column_name WHEN 'u' THEN 'ulid' WHEN 'f' THEN 'ulid_flake'
                                                           ELSE 'baseuid' END, instant)
           END
$$;

-- The shapes: %1$s is the column, %2$s ... %5$s the instants a ... d as constants.
CREATE TABLE shapes (shape text, condition text, a timestamptz, b timestamptz, c timestamptz, d timestamptz);
INSERT INTO shapes VALUES
    ('last 6 hours, past the histogram', '%1$s >= %2$s', '2026-01-31 18:00+00', NULL, NULL, NULL),
    ('before 6 hours ago, past the histogram', '%1$s < %2$s', '2026-01-31 18:00+00', NULL, NULL, NULL),
    ('3 hours past the histogram', '%1$s >= %2$s AND %1$s < %3$s', '2026-01-31 12:00+00', '2026-01-31 15:00+00', NULL, NULL),
    ('range across the histogram''s end', '%1$s >= %2$s AND %1$s < %3$s', '2026-01-30 20:00+00', '2026-01-31 04:00+00', NULL, NULL),
    ('range inside the histogram', '%1$s >= %2$s AND %1$s < %3$s', '2026-01-12 03:04:05+00', '2026-01-12 08:00+00', NULL, NULL),
    ('OR of two ranges', '(%1$s >= %2$s AND %1$s < %3$s) OR (%1$s >= %4$s AND %1$s < %5$s)',
     '2026-01-10 00:00+00', '2026-01-10 02:00+00', '2026-01-20 05:00+00', '2026-01-20 08:00+00'),
    ('OR of two ranges past the histogram', '(%1$s >= %2$s AND %1$s < %3$s) OR (%1$s >= %4$s AND %1$s < %5$s)',
     '2026-01-31 01:00+00', '2026-01-31 02:00+00', '2026-01-31 20:00+00', '2026-01-31 22:00+00'),
    ('range OR n = 7', '(%1$s >= %2$s AND %1$s < %3$s) OR n = 7', '2026-01-15 06:00+00', '2026-01-15 10:30+00', NULL, NULL),
    ('redundant lower bound', '%1$s >= %2$s AND %1$s >= %3$s AND %1$s < %4$s',
     '2026-01-22 00:00+00', '2026-01-21 00:00+00', '2026-01-22 05:00+00', NULL),
    ('redundant upper bound', '%1$s > %2$s AND %1$s <= %3$s AND %1$s < %4$s',
     '2026-01-22 00:00+00', '2026-01-25 00:00+00', '2026-01-22 05:00+00', NULL),
    ('BETWEEN', '%1$s BETWEEN %2$s AND %3$s', '2026-01-05 10:00+00', '2026-01-05 15:00+00', NULL, NULL),
    ('reversed operands', '%2$s <= %1$s AND %3$s > %1$s', '2026-01-05 10:00+00', '2026-01-05 15:00+00', NULL, NULL),
    ('range AND n < 100', '%1$s >= %2$s AND %1$s < %3$s AND n < 100', '2026-01-07 00:00+00', '2026-01-08 00:00+00', NULL, NULL),
    ('bounds the wrong way round', '%1$s >= %2$s AND %1$s < %3$s', '2026-01-08 00:00+00', '2026-01-07 00:00+00', NULL, NULL);

CREATE TABLE q_errors AS
SELECT shape, column_name, kind,
       q_error(format(condition, column_name, constant(column_name, kind, a), constant(column_name, kind, b),
                      constant(column_name, kind, c), constant(column_name, kind, d))) AS q
FROM shapes, (VALUES ('t'), ('u'), ('f'), ('b')) AS columns(column_name),
     (VALUES ('own'), ('timestamptz')) AS kinds(kind)
WHERE column_name <> 't' OR kind = 'timestamptz';

-- Each ID type, with each kind of constant, within max(2, 2 x timestamptz's q-error).
SELECT s.shape,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'u' AND q.kind = 'own') AS ulid,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'u' AND q.kind = 'timestamptz') AS ulid_tz,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'f' AND q.kind = 'own') AS flake,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'f' AND q.kind = 'timestamptz') AS flake_tz,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'b' AND q.kind = 'own') AS baseuid,
       bool_and(q.q <= greatest(2, 2 * reference.q)) FILTER (WHERE q.column_name = 'b' AND q.kind = 'timestamptz') AS baseuid_tz
FROM shapes s
JOIN q_errors reference ON reference.shape = s.shape AND reference.column_name = 't'
JOIN q_errors q ON q.shape = s.shape AND q.column_name <> 't'
GROUP BY s.shape
ORDER BY min(s.a), s.shape;

-- Better than PostgreSQL for the rows written since ANALYZE: a time-ordered key is written in
-- time order, so those rows lie between the histogram's last entry and the column's actual
-- maximum. Every ID type is within a factor of 2 there; timestamptz, whose estimator stretches
-- the last histogram bucket to the actual maximum, is off by more than 4.
SELECT shape,
       bool_and(q <= 2) FILTER (WHERE column_name <> 't') AS ids_within_2,
       bool_and(q > 4) FILTER (WHERE column_name = 't') AS timestamptz_off_by_4
FROM q_errors
WHERE shape IN ('last 6 hours, past the histogram', '3 hours past the histogram')
GROUP BY shape
ORDER BY shape;

-- Keys written now, after a pause: the rows written since ANALYZE carry times past the ANALYZE,
-- not spread from the histogram's last entry (16 days earlier here). And rows loaded just before
-- an ANALYZE in the same session, whose counts may reach the cumulative statistics only after
-- ANALYZE reset them, are not taken for new ones.
CREATE TABLE paused (u ulid) WITH (autovacuum_enabled = false);
INSERT INTO paused SELECT ulid_min(now() - interval '30 days' + i * interval '1 minute') FROM generate_series(1, 20000) AS i;
CREATE INDEX paused_u ON paused (u);
ANALYZE paused;
INSERT INTO paused SELECT gen_ulid() FROM generate_series(1, 5000);
SELECT pg_stat_force_next_flush();
SELECT q_error($$u >= now() - interval '1 hour'$$, 'paused') <= 2 AS last_hour,
       q_error($$u >= now() - interval '20 days'$$, 'paused') <= 1.2 AS last_20_days,
       q_error($$u < now() - interval '20 days'$$, 'paused') <= 1.2 AS before_20_days;

-- PostgreSQL caches each clause's selectivity in its RestrictInfo and reuses it wherever the
-- clause goes, index paths included; the upper bound of a range returns P(range) / P(lower), right
-- only next to its lower bound. The paths that cost a part of the restrictions: each shows what it
-- estimates for its index conditions (a bitmap index scan's rows), within a factor of 2 of the rows
-- they select, and that both bounds went into the index condition together.
CREATE FUNCTION plan_of(condition text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
    plan json;
BEGIN
    EXECUTE format('EXPLAIN (FORMAT JSON) SELECT * FROM shape_events WHERE %s', condition) INTO plan;
    RETURN plan::jsonb -> 0 -> 'Plan';
END
$$;
-- The estimated rows of each bitmap index scan of the plan of `condition`, over the rows its
-- index condition selects (`index_conditions`, in the order of the plan's scans).
CREATE FUNCTION index_scans_within_2(condition text, VARIADIC index_conditions text[]) RETURNS bool
LANGUAGE plpgsql AS $$
DECLARE
    scan jsonb;
    position int := 0;
    actual float8;
    estimate float8;
    all_within bool := true;
BEGIN
    FOR scan IN SELECT jsonb_path_query(plan_of(condition), 'strict $.** ? (@."Node Type" == "Bitmap Index Scan")') LOOP
        position := position + 1;
        EXECUTE format('SELECT count(*) FROM shape_events WHERE %s', index_conditions[position]) INTO actual;
        estimate := (scan ->> 'Plan Rows')::float8;
        all_within := all_within AND greatest(estimate / greatest(actual, 1), greatest(actual, 1) / estimate) <= 2;
    END LOOP;
    RETURN position = cardinality(index_conditions) AND all_within;
END
$$;
SET enable_seqscan = off;
SET enable_indexscan = off;
-- A btree index takes both bounds, of the column's type or timestamptz.
SELECT index_scans_within_2($$u >= ulid_min('2026-01-12 03:00+00') AND u < '2026-01-12 09:00+00'::timestamptz$$,
                            $$u >= ulid_min('2026-01-12 03:00+00') AND u < '2026-01-12 09:00+00'::timestamptz$$) AS btree_ulid,
       index_scans_within_2($$f >= '2026-01-12 03:00+00'::timestamptz AND f < ulid_flake_min('2026-01-12 09:00+00')$$,
                            $$f >= '2026-01-12 03:00+00'::timestamptz AND f < ulid_flake_min('2026-01-12 09:00+00')$$) AS btree_flake,
       index_scans_within_2($$b >= '2026-01-31 03:00+00'::timestamptz AND b < baseuid_min('2026-01-31 09:00+00')$$,
                            $$b >= '2026-01-31 03:00+00'::timestamptz AND b < baseuid_min('2026-01-31 09:00+00')$$) AS btree_baseuid_recent;
-- Bitmap OR: each arm's index scan estimates its own range.
SELECT index_scans_within_2($$(u >= '2026-01-10 00:00+00'::timestamptz AND u < ulid_min('2026-01-10 02:00+00'))
                              OR (u >= ulid_min('2026-01-31 05:00+00') AND u < '2026-01-31 08:00+00'::timestamptz)$$,
                            $$u >= '2026-01-10 00:00+00'::timestamptz AND u < ulid_min('2026-01-10 02:00+00')$$,
                            $$u >= ulid_min('2026-01-31 05:00+00') AND u < '2026-01-31 08:00+00'::timestamptz$$) AS bitmap_or;
-- Bitmap AND with an index on another column.
CREATE INDEX shape_events_n ON shape_events (n);
SELECT index_scans_within_2($$u >= '2026-01-20 00:00+00'::timestamptz AND u < '2026-01-21 00:00+00'::timestamptz AND n = 7$$,
                            'n = 7',
                            $$u >= '2026-01-20 00:00+00'::timestamptz AND u < '2026-01-21 00:00+00'::timestamptz$$) AS bitmap_and;
DROP INDEX shape_events_n;
-- A partial index whose predicate implies the lower bounds: they leave the index condition, and
-- the predicate stands in for them (the query's tightest bound implies the predicate).
CREATE INDEX shape_events_u_recent ON shape_events (u) WHERE u >= '2026-01-25 00:00+00'::timestamptz;
SELECT index_scans_within_2($$u >= '2026-01-25 00:00+00'::timestamptz AND u < ulid_min('2026-01-25 06:00+00')$$,
                            $$u >= '2026-01-25 00:00+00'::timestamptz AND u < ulid_min('2026-01-25 06:00+00')$$) AS partial_same_bound,
       index_scans_within_2($$u >= ulid_min('2026-01-25 00:00+00') AND u < ulid_min('2026-01-25 06:00+00')$$,
                            $$u >= ulid_min('2026-01-25 00:00+00') AND u < ulid_min('2026-01-25 06:00+00')$$) AS partial_own_type,
       index_scans_within_2($$u >= '2026-01-24 00:00+00'::timestamptz AND u >= '2026-01-25 00:00+00'::timestamptz
                              AND u < ulid_min('2026-01-25 06:00+00')$$,
                            $$u >= '2026-01-25 00:00+00'::timestamptz AND u < ulid_min('2026-01-25 06:00+00')$$) AS partial_redundant_bound;
DROP INDEX shape_events_u_recent;
-- BRIN minmax_multi takes timestamptz bounds too (so they are index conditions, not filters)...
DROP INDEX shape_events_u;
CREATE INDEX shape_events_u_brin ON shape_events USING brin (u ulid_minmax_multi_ops);
EXPLAIN (COSTS OFF) SELECT * FROM shape_events WHERE u >= '2026-01-20 00:00+00'::timestamptz AND u < ulid_min('2026-01-21 00:00+00');
EXPLAIN (COSTS OFF) SELECT * FROM shape_events WHERE u > '2026-01-20 00:00+00'::timestamptz AND u <= '2026-01-21 00:00+00'::timestamptz;
-- ... and adding a filter to a query never lowers the cost of any of its paths: the same bitmap
-- path with and without a filter that no index serves.
SELECT (with_filter -> 'Plans' -> 0 ->> 'Total Cost')::float8 = (without -> 'Plans' -> 0 ->> 'Total Cost')::float8
           AS same_index_cost,
       (with_filter ->> 'Total Cost')::float8 >= (without ->> 'Total Cost')::float8 AS heap_cost_not_lower,
       with_filter ->> 'Node Type' = 'Bitmap Heap Scan' AND without ->> 'Node Type' = 'Bitmap Heap Scan' AS same_path
FROM plan_of($$u >= '2026-01-20 00:00+00'::timestamptz AND u < ulid_min('2026-01-21 00:00+00')$$) AS without,
     plan_of($$u >= '2026-01-20 00:00+00'::timestamptz AND u < ulid_min('2026-01-21 00:00+00') AND n % 3 = 1$$) AS with_filter;
-- A bound whose comparand is volatile never becomes an index condition, so the index scan of its
-- partner alone must be costed as without it (paired, the partner would return its selectivity
-- given the volatile bound, and the index scan would claim a hundredth of its rows).
SELECT (with_volatile -> 'Plans' -> 0 ->> 'Plan Rows')::float8 = (without -> 'Plans' -> 0 ->> 'Plan Rows')::float8
           AS same_index_rows,
       (with_volatile ->> 'Total Cost')::float8 >= (without ->> 'Total Cost')::float8 AS cost_not_lower
FROM plan_of($$u < ulid_min('2026-01-21 00:00+00')$$) AS without,
     plan_of($$u < ulid_min('2026-01-21 00:00+00') AND u >= ulid_min('2025-01-01 00:00+00'::timestamptz + random() * interval '0 seconds')$$)
         AS with_volatile;
RESET enable_seqscan;
RESET enable_indexscan;

-- Planning cost is linear in the number of bounds, and a cancel ends it promptly: 50,000 + 50,000
-- bounds under a 200 ms statement_timeout end with 57014 within a second.
CREATE TABLE many_bounds AS
SELECT 'EXPLAIN SELECT * FROM shape_events WHERE '
       || string_agg(format('u > %L::timestamptz AND u < %L::timestamptz', timestamptz '2026-01-01' + i * interval '10 seconds',
                            timestamptz '2026-02-01' - i * interval '10 seconds'), ' AND ') AS query
FROM generate_series(1, 50000) AS i;
SET statement_timeout = '200ms';
DO $$
BEGIN
    EXECUTE (SELECT query FROM many_bounds);
    RAISE NOTICE 'planned without being canceled';
EXCEPTION WHEN query_canceled THEN
    RAISE NOTICE 'canceled (%) within a second: %', SQLSTATE, clock_timestamp() - statement_timestamp() < interval '1 second';
END
$$;
RESET statement_timeout;

-- A planning nested in the estimation of another (a stable function evaluated while constants are
-- folded plans queries of its own) leaves the outer planning's memo in place: each comparand is
-- evaluated a bounded number of times per bound, not once per bound and estimator call (the memo
-- rebuilt after every nested planning made 20 + 20 bounds evaluate it 1,640 times).
CREATE FUNCTION nested_bound(i int) RETURNS ulid
LANGUAGE plpgsql STABLE AS $$
DECLARE
    ignored bigint;
BEGIN
    PERFORM set_config('estimate_shapes.calls', (current_setting('estimate_shapes.calls')::int + 1)::text, false);
    EXECUTE 'SELECT count(*) FROM shape_events WHERE u > ulid_min(''2026-01-05 00:00+00'')' INTO ignored;
    RETURN ulid_min(timestamptz '2026-01-10 00:00+00' + i * interval '1 hour');
END
$$;
SELECT set_config('estimate_shapes.calls', '0', false) AS calls_before;
DO $$
BEGIN
    EXECUTE 'EXPLAIN SELECT * FROM shape_events WHERE '
            || (SELECT string_agg(format('u > nested_bound(%s) AND u < nested_bound(%s)', i, 100 + i), ' AND ')
                FROM generate_series(1, 20) AS i);
END
$$;
SELECT current_setting('estimate_shapes.calls')::int <= 4 * 40 AS linear_in_bounds;

DROP TABLE shape_events, shapes, q_errors, paused, many_bounds;
DROP FUNCTION add_events(int, int, timestamptz, interval), q_error(text, text), constant(text, text, timestamptz),
              plan_of(text), index_scans_within_2(text, text[]), nested_bound(int);
