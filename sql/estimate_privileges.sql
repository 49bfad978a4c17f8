-- Who may have the rows past the histogram counted (issue 40, items 3 and 4; index_ends.cpp,
-- may_count_tail): the role planning the query must itself be allowed to read the column's rows,
-- in the relation the query names, without row security. Each way a role reaches rows it may
-- not read itself must get core's estimate (the histogram's end), never the count, which tells
-- how many of the newest rows there are and when they were written. 20,000 rows over January
-- 2026, ANALYZE, then 5,000 newer rows: a count says about 5,000, core's estimate a few hundred.
-- Only comparisons are printed, so that the file holds on every major.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

CREATE TABLE priv_events (i int, u ulid, f ulid_flake, b baseuid) WITH (autovacuum_enabled = false);
CREATE FUNCTION add_priv_events(relation regclass, first int, last int, start timestamptz, step interval) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('INSERT INTO %s SELECT i, ulid_min(t), ulid_flake_min(t), baseuid_min(t)
                    FROM (SELECT i, $3 + (i - $1) * $4 AS t FROM generate_series($1, $2) AS i) AS instants', relation)
    USING first, last, start, step;
END
$$;
SELECT add_priv_events('priv_events', 0, 19999, '2026-01-01 00:00+00', '2 minutes');
CREATE INDEX ON priv_events (u);
CREATE INDEX ON priv_events (f);
CREATE INDEX ON priv_events (b);
CREATE TABLE priv_rls (LIKE priv_events) WITH (autovacuum_enabled = false);
INSERT INTO priv_rls SELECT * FROM priv_events;
CREATE INDEX ON priv_rls (u);
CREATE INDEX ON priv_rls (f);
CREATE INDEX ON priv_rls (b);
SELECT pg_stat_force_next_flush();
ANALYZE priv_events, priv_rls;
SELECT add_priv_events('priv_events', 20000, 24999, '2026-02-01 00:00+00', '1 second'),
       add_priv_events('priv_rls', 20000, 24999, '2026-02-01 00:00+00', '1 second');
SELECT pg_stat_force_next_flush();
ALTER TABLE priv_rls ENABLE ROW LEVEL SECURITY;
CREATE POLICY priv_rls_old ON priv_rls FOR SELECT USING (i < 20000);
CREATE VIEW priv_plain AS SELECT * FROM priv_events;
CREATE VIEW priv_barrier WITH (security_barrier) AS SELECT * FROM priv_events;

-- The rows the planner estimates "SELECT * FROM <relation> WHERE <column> >= 2026-02-01" to
-- return, for each ID column.
CREATE FUNCTION priv_rows(relation text, id_column text) RETURNS float8
LANGUAGE plpgsql AS $$
DECLARE
    plan json;
BEGIN
    EXECUTE format($q$EXPLAIN (FORMAT JSON) SELECT * FROM %s WHERE %I >= '2026-02-01 00:00+00'::timestamptz$q$,
                   relation, id_column) INTO plan;
    RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
END
$$;
-- The same, in a function that runs with its owner's (the test's superuser's) rights.
CREATE FUNCTION priv_rows_as_owner(relation text, id_column text) RETURNS float8
LANGUAGE sql SECURITY DEFINER AS $$ SELECT priv_rows(relation, id_column) $$;
CREATE TABLE priv_columns (id_column text);
INSERT INTO priv_columns VALUES ('u'), ('f'), ('b');

-- A role with SELECT on the ID columns only (column privileges), one with SELECT on the views
-- only, one under row security.
CREATE ROLE regress_priv_columns;
CREATE ROLE regress_priv_views;
GRANT SELECT (i, u, f, b) ON priv_events TO regress_priv_columns;
GRANT SELECT ON priv_plain, priv_barrier, priv_rls TO regress_priv_views;
GRANT SELECT ON priv_columns TO regress_priv_columns, regress_priv_views;
CREATE TABLE priv_estimates (who text, relation text, id_column text, estimate float8);
GRANT INSERT ON priv_estimates TO regress_priv_columns, regress_priv_views;

INSERT INTO priv_estimates SELECT 'owner', r, id_column, priv_rows(r, id_column)
FROM priv_columns, unnest(ARRAY['priv_events', 'priv_plain', 'priv_barrier', 'priv_rls']) AS r;
SET ROLE regress_priv_columns;
INSERT INTO priv_estimates SELECT 'column privileges', 'priv_events', id_column, priv_rows('priv_events', id_column)
FROM priv_columns;
RESET ROLE;
SET ROLE regress_priv_views;
INSERT INTO priv_estimates SELECT 'views only', r, id_column, priv_rows(r, id_column)
FROM priv_columns, unnest(ARRAY['priv_plain', 'priv_barrier', 'priv_rls']) AS r;
INSERT INTO priv_estimates SELECT 'views only, definer', r, id_column, priv_rows_as_owner(r, id_column)
FROM priv_columns, unnest(ARRAY['priv_plain', 'priv_barrier', 'priv_rls']) AS r;
RESET ROLE;
-- counted: the rows past the histogram are in the estimate (about 5,000); not counted: core's
-- few hundred. Every ID type alike.
SELECT who, relation, CASE WHEN bool_and(estimate > 2500) THEN 'counted'
                           WHEN bool_and(estimate < 1000) THEN 'not counted' ELSE 'mixed' END AS rows_past_histogram
FROM priv_estimates GROUP BY who, relation ORDER BY who, relation;

-- A plan made for a role that may count is not reused by one that may not (and the other way
-- round): the second role's EXPLAIN EXECUTE plans again.
PREPARE priv_prepared AS SELECT * FROM priv_plain WHERE u >= '2026-02-01 00:00+00'::timestamptz;
SELECT priv_rows('priv_events', 'u') > 2500 AS owner_counts;
CREATE FUNCTION priv_prepared_rows() RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE
    plan json;
BEGIN
    EXECUTE 'EXPLAIN (FORMAT JSON) EXECUTE priv_prepared' INTO plan;
    RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
END
$$;
SELECT priv_prepared_rows() > 2500 AS owner_counts;
SET ROLE regress_priv_views;
SELECT priv_prepared_rows() < 1000 AS views_only_does_not;
RESET ROLE;
SELECT priv_prepared_rows() > 2500 AS owner_counts_again;
DEALLOCATE priv_prepared;

DROP VIEW priv_plain, priv_barrier;
DROP TABLE priv_events, priv_rls, priv_columns, priv_estimates;
DROP FUNCTION add_priv_events(regclass, int, int, timestamptz, interval), priv_rows(text, text),
              priv_rows_as_owner(text, text), priv_prepared_rows();
DROP ROLE regress_priv_columns, regress_priv_views;
