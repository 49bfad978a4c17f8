-- The second part of the row-estimate benchmark (test/bench/estimates.sh, issue 19): estimates in
-- the query shapes and statistics states users meet, and the planning time of many bounds. Runs
-- after estimates.sql in the same database (uses its bound, flake_at and estimate_and_count).
-- Needs psql variables `shape_rows` (rows analyzed), `bounds` (K values, e.g. '1000,3000') and
-- `repetitions`.
\set ON_ERROR_STOP on

-- shape_rows instants uniformly at random over the 30 days from 2025-03-01 (a fixed seed), written
-- in time order as an append-only table is, the same instants in every column, each ID column
-- indexed; ANALYZE; then a tenth as many rows of the following day (2025-03-31) inserted without
-- ANALYZE (autovacuum off for the table): the state between two ANALYZEs, the newest rows past
-- the histogram's last bound. n is another column, 0 to 999.
SELECT setseed(0.19);
CREATE TABLE recent (t timestamptz, u ulid, f ulid_flake, b baseuid, n int) WITH (autovacuum_enabled = off);
CREATE FUNCTION add_recent(first_instant timestamptz, span interval, how_many int, relation text DEFAULT 'recent')
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format($q$
        INSERT INTO %I
        SELECT t, gen_ulid(t), flake_at(t), baseuid_min(t), floor(random() * 1000)::int
        FROM (SELECT $1 + random() * $2 AS t FROM generate_series(1, $3)) AS instants
        ORDER BY t$q$, relation) USING first_instant, span, how_many;
END
$$;
SELECT add_recent('2025-03-01 00:00:00+00', interval '30 days', :shape_rows);
CREATE INDEX ON recent (t);
CREATE INDEX ON recent (u);
CREATE INDEX ON recent (f);
CREATE INDEX ON recent (b);
-- A backend's counts of the rows it wrote reach the shared statistics when it is next idle, at most
-- once a second unless forced: forced before ANALYZE (which zeroes the count of rows modified since
-- the last one) and after the late rows, so that the planner sees them counted, as it sees rows
-- other sessions wrote long ago. shape_state keeps what the statistics say before the estimates.
SELECT pg_stat_force_next_flush();
ANALYZE recent;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 10);
SELECT pg_stat_force_next_flush();
CREATE TABLE shape_state AS
SELECT n_mod_since_analyze AS modified_since_analyze FROM pg_stat_user_tables WHERE relid = 'recent'::regclass;

-- Three more states since ANALYZE (issue 26), each a table of a third as many rows over the same
-- 30 days, analyzed, then: `updated`, shape_rows / 1500 rows of the next half hour inserted and a
-- non-HOT UPDATE of a fifth of the rows (n is indexed); `backfilled`, shape_rows / 6 rows of
-- February loaded and one row of the next half hour; `trimmed`, the first five days deleted and
-- shape_rows / 30 rows of the next day inserted.
CREATE FUNCTION make_state(relation text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('CREATE TABLE %I (LIKE recent) WITH (autovacuum_enabled = off)', relation);
    PERFORM add_recent('2025-03-01 00:00:00+00', interval '30 days', current_setting('bench.shape_rows')::int / 3, relation);
    EXECUTE format('CREATE INDEX ON %1$I (t); CREATE INDEX ON %1$I (u); CREATE INDEX ON %1$I (f);
                    CREATE INDEX ON %1$I (b); CREATE INDEX ON %1$I (n)', relation);
END
$$;
SELECT set_config('bench.shape_rows', :'shape_rows', false);
SELECT make_state('updated'), make_state('backfilled'), make_state('trimmed');
SELECT pg_stat_force_next_flush();
ANALYZE updated, backfilled, trimmed;
SELECT add_recent('2025-03-31 00:00:00+00', interval '30 minutes', :shape_rows / 1500, 'updated');
UPDATE updated SET n = n + 1 WHERE random() < 0.2;
SELECT add_recent('2025-02-01 00:00:00+00', interval '28 days', :shape_rows / 6, 'backfilled'),
       add_recent('2025-03-31 00:20:00+00', interval '1 second', 1, 'backfilled');
DELETE FROM trimmed WHERE t < '2025-03-06 00:00:00+00';
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 30, 'trimmed');
SELECT pg_stat_force_next_flush();
-- States where index entries past the histogram are no rows of the query's, or where core reads an
-- end the histogram does not show (issue 32), each a table of a third as many rows over the same
-- 30 days, analyzed, then: `deleted`, shape_rows / 15 rows of the next day written and deleted;
-- `rolled_back`, shape_rows / 3 rows of the next day loaded and rolled back, then 5 rows updated;
-- `counters_lost`, the same, then the table's counters reset (as after a crash restart);
-- `queue`, 200 batches of 100 rows of the next day, each deleting those before it; `truncated`,
-- truncated and reloaded with its rows before 2025-03-25; `refreshed`, a materialized view of a
-- fourth such table, analyzed, then refreshed after shape_rows / 30 rows of the next day were
-- added. Two more are measured apart below: `fresh` (rows not yet reported to the cumulative
-- statistics) and `hidden_view` (a security-barrier view).
SELECT make_state('deleted'), make_state('rolled_back'), make_state('counters_lost'), make_state('queue'),
       make_state('truncated'), make_state('refreshed_source'), make_state('fresh'), make_state('hidden');
CREATE MATERIALIZED VIEW refreshed WITH (autovacuum_enabled = off) AS SELECT * FROM refreshed_source;
CREATE INDEX ON refreshed (t);
CREATE INDEX ON refreshed (u);
CREATE INDEX ON refreshed (f);
CREATE INDEX ON refreshed (b);
ALTER TABLE hidden ADD visible bool DEFAULT true;
SELECT pg_stat_force_next_flush();
ANALYZE deleted, rolled_back, counters_lost, queue, truncated, refreshed, fresh, hidden;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 15, 'deleted');
DELETE FROM deleted WHERE t >= '2025-03-31 00:00:00+00';
BEGIN;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 3, 'rolled_back'),
       add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 3, 'counters_lost');
ROLLBACK;
UPDATE rolled_back SET n = n + 1 WHERE ctid IN (SELECT ctid FROM rolled_back LIMIT 5);
UPDATE counters_lost SET n = n + 1 WHERE ctid IN (SELECT ctid FROM counters_lost LIMIT 5);
DO $$
BEGIN
    FOR batch IN 0..199 LOOP
        PERFORM add_recent(timestamptz '2025-03-31 00:00:00+00' + batch * interval '432 seconds', interval '432 seconds', 100,
                           'queue');
        DELETE FROM queue WHERE t >= '2025-03-31 00:00:00+00' AND t < timestamptz '2025-03-31 00:00:00+00' + batch * interval '432 seconds';
    END LOOP;
END
$$;
CREATE TEMPORARY TABLE truncated_rows AS SELECT * FROM truncated WHERE t < '2025-03-25 00:00:00+00';
TRUNCATE truncated;
INSERT INTO truncated SELECT * FROM truncated_rows;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 30, 'refreshed_source');
REFRESH MATERIALIZED VIEW refreshed;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 30, 'hidden');
UPDATE hidden SET visible = false WHERE t >= '2025-03-31 00:00:00+00';
CREATE VIEW hidden_view WITH (security_barrier) AS SELECT t, u, f, b, n FROM hidden WHERE visible;
SELECT pg_stat_force_next_flush();
SELECT pg_stat_reset_single_table_counters('counters_lost'::regclass);

-- The other side of a join (shape 19).
CREATE TABLE kinds AS SELECT n, n % 10 AS v FROM generate_series(0, 999) AS n;
ANALYZE kinds;

-- The shapes: a condition on column %1$s with bounds %2$s, %3$s, ... at the instants listed; with
-- an interval `back`, each bound is written as "(instant + back) - back", an expression the
-- planner folds only to estimate, as it does "now() - interval '1 hour'". The target for an ID
-- column is a q-error of at most max(2, 2 x the timestamptz column's), except where `target` sets
-- one of its own: "the last N hours" between two ANALYZEs within a factor of 2, better than
-- timestamptz (issue 19: a time-ordered key is append-only, so the rows written since ANALYZE are
-- nearly all newer than the histogram).
-- `relation` is the table (or join) planned; for a join, `counted` is the part of the condition on
-- `recent e` that its scan applies, and the estimate is that scan's rows.
CREATE TABLE shape (ord int, name text, condition text, instants timestamptz[], back interval, target float8,
                    relation text DEFAULT 'recent', counted text);
INSERT INTO shape VALUES
    (1, '`c >= a`: the last hour, past the histogram', '%1$s >= %2$s', '{2025-03-31 23:00+00}', NULL, 2),
    (2, '`c >= t - interval ''1 hour''`: the last hour as an expression, like `now() - ...`',
     '%1$s >= %2$s', '{2025-03-31 23:00+00}', '1 hour', 2),
    (3, '`c >= a`: the last 6 hours, past the histogram', '%1$s >= %2$s', '{2025-03-31 18:00+00}', NULL, 2),
    (4, '`c >= a AND c < b`: 3 hours past the histogram', '%1$s >= %2$s AND %1$s < %3$s',
     '{2025-03-31 09:00+00, 2025-03-31 12:00+00}', NULL, NULL),
    (5, '`c >= a AND c < b`: 6 hours across the histogram''s end', '%1$s >= %2$s AND %1$s < %3$s',
     '{2025-03-30 21:00+00, 2025-03-31 03:00+00}', NULL, NULL),
    (6, '`c < a`: all but the last 12 hours', '%1$s < %2$s', '{2025-03-31 12:00+00}', NULL, NULL),
    (7, '`c >= a AND c < b`: 5 hours', '%1$s >= %2$s AND %1$s < %3$s',
     '{2025-03-11 06:00+00, 2025-03-11 11:00+00}', NULL, NULL),
    (8, '`(c >= a1 AND c < b1) OR (c >= a2 AND c < b2)`', '(%1$s >= %2$s AND %1$s < %3$s) OR (%1$s >= %4$s AND %1$s < %5$s)',
     '{2025-03-06 03:00+00, 2025-03-06 05:30+00, 2025-03-21 14:00+00, 2025-03-21 16:30+00}', NULL, NULL),
    (9, '`(c >= a AND c < b) OR n = 7`', '(%1$s >= %2$s AND %1$s < %3$s) OR n = 7',
     '{2025-03-16 08:00+00, 2025-03-16 12:30+00}', NULL, NULL),
    (10, '`c >= a AND c >= a_day_earlier AND c < b`', '%1$s >= %2$s AND %1$s >= %3$s AND %1$s < %4$s',
     '{2025-03-08 10:00+00, 2025-03-07 10:00+00, 2025-03-08 15:00+00}', NULL, NULL),
    (11, '`c BETWEEN a AND b`', '%1$s BETWEEN %2$s AND %3$s', '{2025-03-25 01:00+00, 2025-03-25 06:00+00}', NULL, NULL),
    (12, '`a <= c AND b > c`', '%2$s <= %1$s AND %3$s > %1$s', '{2025-03-03 17:00+00, 2025-03-03 22:00+00}', NULL, NULL),
    (13, '`c >= a AND c < b AND n < 100`: 2 days', '%1$s >= %2$s AND %1$s < %3$s AND n < 100',
     '{2025-03-12 00:00+00, 2025-03-14 00:00+00}', NULL, NULL);
INSERT INTO shape (ord, name, condition, instants, back, target, relation, counted) VALUES
    (14, 'updated since ANALYZE: `c >= a`, the last 30 minutes', '%1$s >= %2$s', '{2025-03-31 00:00+00}', NULL, NULL,
     'updated', NULL),
    (15, 'backfilled since ANALYZE: `c > a`, past the histogram (one row)', '%1$s > %2$s', '{2025-03-31 00:05+00}',
     NULL, NULL, 'backfilled', NULL),
    (16, 'backfilled since ANALYZE: `c >= a`, the last day', '%1$s >= %2$s', '{2025-03-30 00:30+00}', NULL, NULL,
     'backfilled', NULL),
    (17, 'deleted at the head since ANALYZE: `c >= a`, the last 6 hours', '%1$s >= %2$s', '{2025-03-31 18:00+00}', NULL,
     NULL, 'trimmed', NULL),
    (18, 'deleted at the head since ANALYZE: `c < a`, at the head', '%1$s < %2$s', '{2025-03-08 00:00+00}', NULL, NULL,
     'trimmed', NULL),
    (19, '`(c >= a1 AND c < b1 AND k.v = 1) OR (c >= a2 AND c < b2 AND k.v = 2)` on a join: the scan''s rows',
     '(e.%1$s >= %2$s AND e.%1$s < %3$s AND k.v = 1) OR (e.%1$s >= %4$s AND e.%1$s < %5$s AND k.v = 2)',
     '{2025-03-08 10:00+00, 2025-03-08 11:00+00, 2025-03-21 02:00+00, 2025-03-21 03:00+00}', NULL, NULL,
     'recent e JOIN kinds k ON e.n = k.n', '(e.%1$s >= %2$s AND e.%1$s < %3$s) OR (e.%1$s >= %4$s AND e.%1$s < %5$s)');
-- Issue 32's states. Shape 25's constant lies in the middle of the second-to-last bucket of the
-- histogram of `truncated` (set below, from pg_stats).
INSERT INTO shape (ord, name, condition, instants, relation) VALUES
    (20, 'written and deleted since ANALYZE: `c >= a`, past the histogram', '%1$s >= %2$s', '{2025-03-31 12:00+00}', 'deleted'),
    (21, 'loaded and rolled back since ANALYZE: `c >= a`, past the histogram', '%1$s >= %2$s', '{2025-03-31 12:00+00}',
     'rolled_back'),
    (22, 'the same, the counters lost: `c >= a`, past the histogram', '%1$s >= %2$s', '{2025-03-31 12:00+00}',
     'counters_lost'),
    (23, 'a queue, batches inserted and deleted: `c >= a`, the newest batch', '%1$s >= %2$s', '{2025-03-31 23:50+00}',
     'queue'),
    (24, 'a queue: `c >= a`, past the histogram', '%1$s >= %2$s', '{2025-03-31 00:00+00}', 'queue'),
    (25, 'truncated, older rows reloaded: `c >= a` in the old second-to-last bucket', '%1$s >= %2$s', NULL, 'truncated'),
    (26, 'a materialized view refreshed with a new day: `c >= a`, from noon', '%1$s >= %2$s', '{2025-03-31 12:00+00}',
     'refreshed'),
    (27, 'rows not yet in the cumulative statistics: `c >= a`, the last 12 hours', '%1$s >= %2$s', '{2025-03-31 12:00+00}',
     'fresh'),
    (28, 'through a security-barrier view hiding the new day, as a role that reads only it: `c >= a`', '%1$s >= %2$s',
     '{2025-03-31 00:00+00}', 'hidden_view');
UPDATE shape SET instants = ARRAY[bounds[array_length(bounds, 1) - 2] + (bounds[array_length(bounds, 1) - 1]
                                                                          - bounds[array_length(bounds, 1) - 2]) / 2]
FROM (SELECT histogram_bounds::text::timestamptz[] AS bounds FROM pg_stats
      WHERE tablename = 'truncated' AND attname = 't') AS histogram
WHERE ord = 25;

-- A join's estimate of its scan of `recent e` (hash join: not a parameterized scan) and the rows
-- that scan's own conditions select.
CREATE FUNCTION estimate_scan_and_count(from_where text, counted text, OUT estimate float8, OUT actual float8,
                                        OUT blocks int)
LANGUAGE plpgsql SET enable_nestloop = off SET enable_mergejoin = off AS $$
DECLARE
    plan jsonb;
BEGIN
    EXECUTE 'EXPLAIN (FORMAT JSON) SELECT * FROM ' || from_where INTO plan;
    estimate := jsonb_path_query_first(plan, 'strict $.** ? (@."Relation Name" == "recent")') ->> 'Plan Rows';
    blocks := planning_blocks('SELECT * FROM ' || from_where);
    EXECUTE 'SELECT count(*) FROM recent e WHERE ' || counted INTO actual;
END
$$;

-- A bound of an ID column (column_name) or of timestamptz (NULL) at an instant: a constant, or with
-- `back` the expression "(instant + back) - back" (inside <type>_min for an ID type's own bound).
CREATE FUNCTION shape_bound(column_name text, instant timestamptz, back interval) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN back IS NULL THEN bound(coalesce(column_name, 't'), instant)
                WHEN column_name IS NULL OR column_name = 't'
                THEN format('(%L::timestamptz - %L::interval)', instant + back, back)
                ELSE format('%s_min(%L::timestamptz - %L::interval)',
                            CASE column_name WHEN 'u' THEN 'ulid' WHEN 'f' THEN 'ulid_flake' ELSE 'baseuid' END,
                            instant + back, back) END
$$;

CREATE TABLE shape_result (
    ord int, column_label text, constant_type text, estimate float8, actual float8, blocks int,
    q_error float8 GENERATED ALWAYS AS (greatest(estimate / greatest(actual, 1), greatest(actual, 1) / estimate)) STORED
);

-- Every shape on every column: constants of the column's own type (ulid_min(t) etc.), and for the
-- ID columns timestamptz constants too; shapes first_ord to last_ord.
CREATE FUNCTION measure_shapes(first_ord int, last_ord int) RETURNS void
LANGUAGE sql AS $$
INSERT INTO shape_result (ord, column_label, constant_type, estimate, actual, blocks)
SELECT s.ord, c.label, c.constant_type, m.estimate, m.actual, m.blocks
FROM shape AS s
CROSS JOIN (VALUES ('t', 'timestamptz', 'own'), ('u', 'ulid', 'own'), ('u', 'ulid', 'timestamptz'),
                   ('f', 'ulid_flake', 'own'), ('f', 'ulid_flake', 'timestamptz'),
                   ('b', 'baseuid', 'own'), ('b', 'baseuid', 'timestamptz')) AS c(name, label, constant_type)
CROSS JOIN LATERAL (
    SELECT array_agg(shape_bound(CASE c.constant_type WHEN 'own' THEN c.name END, instant, s.back)
                     ORDER BY i) AS literals
    FROM unnest(s.instants) WITH ORDINALITY AS bounds(instant, i)) AS b
CROSS JOIN LATERAL (
    SELECT * FROM estimate_and_count(s.relation || ' WHERE ' || format(s.condition, VARIADIC c.name || b.literals))
    WHERE s.counted IS NULL
    UNION ALL
    SELECT * FROM estimate_scan_and_count(s.relation || ' WHERE ' || format(s.condition, VARIADIC c.name || b.literals),
                                          format(s.counted, VARIADIC c.name || b.literals))
    WHERE s.counted IS NOT NULL) AS m
WHERE s.ord BETWEEN first_ord AND last_ord
ORDER BY s.ord
$$;
SELECT measure_shapes(1, 26);
-- `fresh`: a day of rows written after ANALYZE and planned in the transaction that wrote them, as
-- they are planned before their counts reach the cumulative statistics (up to a second later).
BEGIN;
SELECT add_recent('2025-03-31 00:00:00+00', interval '1 day', :shape_rows / 30, 'fresh');
SELECT measure_shapes(27, 27);
COMMIT;
-- `hidden_view`, by a role that may read the view and not its table.
CREATE ROLE bench_view_reader;
GRANT SELECT ON hidden_view, shape TO bench_view_reader;
GRANT INSERT ON shape_result TO bench_view_reader;
SET ROLE bench_view_reader;
SELECT measure_shapes(28, 28);
RESET ROLE;

-- Planning time of K lower and then K upper timestamptz bounds on a two-row VALUES list of each
-- type (no table, so any role can plan it; all lower bounds first, so an estimator that looks for
-- an upper bound's partner among the restrictions meets every one of them): EXPLAIN's own
-- "Planning Time". Repetitions alternate the columns, in the opposite order every other one.
CREATE FUNCTION many_bounds_query(column_name text, k int) RETURNS text LANGUAGE sql AS $$
    SELECT format('EXPLAIN (FORMAT JSON, SUMMARY) SELECT * FROM (VALUES (%s), (%s)) AS v(c) WHERE %s AND %s',
                  bound(column_name, '2025-03-01 00:00:00+00'), bound(column_name, '2025-03-31 00:00:00+00'),
                  string_agg(format('c >= %L::timestamptz', timestamptz '2025-03-01 00:00:00+00' + i * interval '1 second'),
                             ' AND ' ORDER BY i),
                  string_agg(format('c < %L::timestamptz', timestamptz '2025-03-31 00:00:00+00' - i * interval '1 second'),
                             ' AND ' ORDER BY i))
    FROM generate_series(1, k) AS i
$$;
CREATE TABLE plan_time (column_label text, k int, repetition int, ms float8);
-- Filled by estimates-report.sh: the peak resident memory (Linux's VmHWM, kB) of a fresh backend
-- before and after it planned one such query.
CREATE TABLE plan_memory (column_label text, k int, before_kb bigint, peak_kb bigint);
SELECT set_config('bench.bounds', :'bounds', false), set_config('bench.repetitions', :'repetitions', false);
DO $$
DECLARE
    columns text[] := ARRAY['t', 'u', 'f', 'b'];
    labels text[] := ARRAY['timestamptz', 'ulid', 'ulid_flake', 'baseuid'];
    query text;
    plan json;
    k int;
    c int;
BEGIN
    FOREACH k IN ARRAY string_to_array(current_setting('bench.bounds'), ',')::int[] LOOP
        FOR repetition IN 1..current_setting('bench.repetitions')::int LOOP
            FOR slot IN 1..4 LOOP
                c := CASE WHEN repetition % 2 = 1 THEN slot ELSE 5 - slot END;
                query := many_bounds_query(columns[c], k);
                EXECUTE query INTO plan;
                INSERT INTO plan_time VALUES (labels[c], k, repetition, (plan -> 0 ->> 'Planning Time')::float8);
            END LOOP;
        END LOOP;
    END LOOP;
END
$$;

-- The report, as markdown tables ready for docs/querying-by-time.md, "What the planner knows". The
-- target per shape (spec 5.3): each ID column's q-error at most max(2, 2 x the timestamptz column's).
CREATE VIEW shape_verdict AS
SELECT r.*, base.actual AS baseline_actual,
       r.column_label = 'timestamptz' OR (r.q_error <= coalesce(s.target, greatest(2, 2 * base.q_error))
                                          AND r.blocks <= base.blocks + 120) AS met
FROM shape_result AS r
JOIN shape AS s USING (ord)
JOIN shape_result AS base ON base.ord = r.ord AND base.column_label = 'timestamptz';

CREATE FUNCTION q_text(q float8) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN q < 10 THEN to_char(q, 'FM990.00') WHEN q < 100 THEN to_char(q, 'FM990.0')
                ELSE round(q)::text END
$$;

-- "estimate (q-error; planning buffers)", the actual count too when it differs from the timestamptz
-- column's, and a cross when the target is missed.
CREATE FUNCTION cell(v shape_verdict) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN v.estimate IS NULL OR v.actual IS NULL THEN 'no data'
                ELSE v.estimate::bigint
                     || CASE WHEN v.actual <> v.baseline_actual THEN ' / ' || v.actual::bigint ELSE '' END
                     || ' (' || q_text(v.q_error) || '; ' || coalesce(v.blocks::text, '?') || ' buf)'
                     || CASE WHEN v.met THEN '' ELSE ' ✗' END END
$$;

CREATE VIEW shape_markdown AS
SELECT line FROM (
    SELECT 0 AS ord, 0 AS sub,
           '| shape | constants | actual | target | `timestamptz` | `ulid` | `ulid_flake` | `baseuid` |' AS line
    UNION ALL SELECT 0, 1, '|---|---|---:|---:|---:|---:|---:|---:|'
    UNION ALL
    SELECT s.ord, k.sub,
           format('| %s | %s | %s | %s | %s | %s | %s | %s |', CASE WHEN k.sub = 1 THEN s.name ELSE '' END, k.label,
                  ts.actual::bigint, '≤ ' || q_text(coalesce(s.target, greatest(2, 2 * ts.q_error))),
                  cell(ts), cell(u), cell(f), cell(b))
    FROM shape AS s
    CROSS JOIN (VALUES (1, 'own', 'own type'), (2, 'timestamptz', '`timestamptz`')) AS k(sub, kind, label)
    LEFT JOIN shape_verdict AS ts ON ts.ord = s.ord AND ts.column_label = 'timestamptz'
    LEFT JOIN shape_verdict AS u ON u.ord = s.ord AND u.column_label = 'ulid' AND u.constant_type = k.kind
    LEFT JOIN shape_verdict AS f ON f.ord = s.ord AND f.column_label = 'ulid_flake' AND f.constant_type = k.kind
    LEFT JOIN shape_verdict AS b ON b.ord = s.ord AND b.column_label = 'baseuid' AND b.constant_type = k.kind
) AS lines ORDER BY ord, sub;

CREATE VIEW shape_summary_markdown AS
SELECT line FROM (
    SELECT 0 AS sort, '| column | constants | shapes meeting the target | worst q-error | in shape |' AS line
    UNION ALL SELECT 1, '|---|---|---:|---:|---|'
    UNION ALL
    SELECT 2 + row_number() OVER (ORDER BY array_position(ARRAY['ulid', 'ulid_flake', 'baseuid'], column_label),
                                         constant_type = 'timestamptz'),
           format('| `%s` | %s | %s of %s | %s | %s |', column_label,
                  CASE constant_type WHEN 'own' THEN 'own type' ELSE '`timestamptz`' END,
                  count(*) FILTER (WHERE met), count(*), q_text(max(q_error)),
                  (SELECT s.name FROM shape_verdict AS w JOIN shape AS s USING (ord)
                   WHERE w.column_label = v.column_label AND w.constant_type = v.constant_type
                   ORDER BY w.q_error DESC, w.ord LIMIT 1))
    FROM shape_verdict AS v WHERE column_label <> 'timestamptz' GROUP BY column_label, constant_type
) AS lines ORDER BY sort;

CREATE FUNCTION ms_text(ms float8) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN ms < 100 THEN round(ms::numeric, 2)::text ELSE round(ms)::text END
$$;

CREATE VIEW plan_time_markdown AS
WITH per_column AS (
    SELECT column_label, k, min(ms) AS best, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS median
    FROM plan_time GROUP BY column_label, k
), ratios AS (
    SELECT p.*, p.median / base.median AS ratio, p.best / base.best AS ratio_of_min,
           m.peak_kb - m.before_kb AS growth_kb,
           (m.peak_kb - m.before_kb)::float8 / nullif(base_memory.peak_kb - base_memory.before_kb, 0) AS memory_ratio
    FROM per_column AS p
    JOIN per_column AS base ON base.k = p.k AND base.column_label = 'timestamptz'
    LEFT JOIN plan_memory AS m ON m.k = p.k AND m.column_label = p.column_label
    LEFT JOIN plan_memory AS base_memory ON base_memory.k = p.k AND base_memory.column_label = 'timestamptz'
)
SELECT line FROM (
    SELECT 0 AS k, 0 AS sort,
           '| bounds | column | min ms | median ms | ratio | ratio of min | target: ratio at most 3 | memory MB | memory ratio |' AS line
    UNION ALL SELECT 0, 1, '|---|---|---:|---:|---:|---:|---|---:|---:|'
    UNION ALL
    SELECT k, array_position(ARRAY['timestamptz', 'ulid', 'ulid_flake', 'baseuid'], column_label),
           format('| %s + %s | `%s` | %s | %s | %s | %s | %s | %s | %s |', to_char(k, 'FM999,999,999'), to_char(k, 'FM999,999,999'),
                  column_label, ms_text(best), ms_text(median), round(ratio::numeric, 2),
                  round(ratio_of_min::numeric, 2),
                  CASE WHEN column_label = 'timestamptz' THEN 'baseline' WHEN ratio <= 3 THEN 'met' ELSE 'NOT met' END,
                  coalesce(round(growth_kb / 1024.0, 1)::text, 'no data'), coalesce(round(memory_ratio::numeric, 1)::text, 'no data'))
    FROM ratios
) AS lines ORDER BY k, sort;
