-- The row-estimate benchmark (test/bench/estimates.sh): the planner's estimate against the actual
-- count of time windows on the same instants held as timestamptz, ulid, core uuid (UUIDv7),
-- ulid_flake and baseuid. Needs psql variables `rows` and `plans` (planning-time repetitions).
\set ON_ERROR_STOP on
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- A ulid_flake of an instant: its millisecond's smallest value plus random bits.
CREATE FUNCTION flake_at(instant timestamptz) RETURNS ulid_flake LANGUAGE sql VOLATILE AS $$
    SELECT (ulid_flake_min(instant)::int8 + (random() * 1048575)::int8)::ulid_flake
$$;

-- Instants uniformly at random over 2025 (a fixed seed), in every type: the ulid and the
-- ulid_flake with random bits, the uuid the UUIDv7 of the ulid (core uuid's own comparison),
-- the baseuid the first of its tick.
SELECT setseed(0.2025);
CREATE TABLE spread AS
SELECT t, u, ulid_to_uuidv7(u) AS v, flake_at(t) AS f, baseuid_min(t) AS b
FROM (SELECT t, gen_ulid(t) AS u
      FROM (SELECT timestamptz '2025-01-01 00:00:00+00' + random() * interval '365 days' AS t
            FROM generate_series(1, :rows)) AS instants) AS typed;
ANALYZE spread;

-- The smallest value of each column's type at an instant: the bound `col >= lower AND col < upper`
-- uses for "created in [lower, upper)".
CREATE FUNCTION bound(column_name text, instant timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE column_name
        WHEN 't' THEN format('%L::timestamptz', instant)
        WHEN 'u' THEN format('%L::ulid', ulid_min(instant))
        WHEN 'v' THEN format('%L::uuid', ulid_min(instant)::uuid)
        WHEN 'f' THEN format('%L::ulid_flake', ulid_flake_min(instant))
        WHEN 'b' THEN format('%L::baseuid', baseuid_min(instant))
    END
$$;

CREATE TABLE result (
    ord int, window_name text, start timestamptz, column_label text, constant_type text,
    estimate float8, actual float8, blocks int,
    q_error float8 GENERATED ALWAYS AS (greatest(estimate / greatest(actual, 1), greatest(actual, 1) / estimate)) STORED
);

-- The shared buffers (hit + read) that a second planning of `query` in the session reads (the
-- first fills the caches of the catalogs), as EXPLAIN (BUFFERS) shows them from PostgreSQL 13 on.
CREATE FUNCTION planning_blocks(query text) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
    plan json;
BEGIN
    EXECUTE 'EXPLAIN (BUFFERS, FORMAT JSON) ' || query INTO plan;
    RETURN (plan -> 0 -> 'Planning' ->> 'Shared Hit Blocks')::int + (plan -> 0 -> 'Planning' ->> 'Shared Read Blocks')::int;
END
$$;

-- The planner's row estimate and the actual count of SELECT * FROM <from_where>, and the shared
-- buffers of its second planning.
CREATE FUNCTION estimate_and_count(from_where text, OUT estimate float8, OUT actual float8, OUT blocks int)
LANGUAGE plpgsql AS $$
DECLARE
    plan json;
BEGIN
    EXECUTE 'EXPLAIN (FORMAT JSON) SELECT * FROM ' || from_where INTO plan;
    estimate := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
    blocks := planning_blocks('SELECT * FROM ' || from_where);
    EXECUTE 'SELECT count(*) FROM ' || from_where INTO actual;
END
$$;

CREATE FUNCTION measure(ord int, window_name text, start timestamptz, column_label text, constant_type text,
                        condition text) RETURNS void LANGUAGE sql AS $$
    INSERT INTO result
    SELECT ord, window_name, start, column_label, constant_type, estimate, actual, blocks
    FROM estimate_and_count('spread WHERE ' || condition)
$$;

-- Windows: lengths from a minute to half a year at three odd starts, and the two open-ended ranges.
CREATE TABLE windows AS
SELECT row_number() OVER (ORDER BY w.ord, s.start) AS ord, w.name, s.start,
       CASE WHEN w.length IS NULL THEN NULL ELSE s.start + w.length END AS finish, w.open_side
FROM (VALUES (1, '1 minute', interval '1 minute', NULL), (2, '1 hour', interval '1 hour', NULL),
             (3, '1 day', interval '1 day', NULL), (4, '1 week', interval '7 days', NULL),
             (5, '30 days', interval '30 days', NULL), (6, 'half a year', interval '182 days', NULL),
             (7, '>= start', NULL, '>='), (8, '< start', NULL, '<')) AS w(ord, name, length, open_side),
     (VALUES (timestamptz '2025-02-03 04:05:06.789+00'), (timestamptz '2025-05-19 13:31:07.001+00'),
             (timestamptz '2025-06-30 23:59:59.999+00')) AS s(start);

-- Same-type constants for every column; timestamptz constants for the ID columns when the
-- cross-type operators exist (0.2.0, spec 5.2).
DO $$
DECLARE
    w record;
    c record;
    lower_bound text;
    upper_bound text;
BEGIN
    FOR w IN SELECT * FROM windows ORDER BY ord LOOP
        FOR c IN SELECT * FROM (VALUES ('t', 'timestamptz', 'own'), ('u', 'ulid', 'own'), ('v', 'uuid', 'own'),
                                       ('f', 'ulid_flake', 'own'), ('b', 'baseuid', 'own'),
                                       ('u', 'ulid', 'timestamptz'), ('f', 'ulid_flake', 'timestamptz'),
                                       ('b', 'baseuid', 'timestamptz')) AS cs(name, label, constant_type)
                 WHERE constant_type = 'own'
                    OR to_regoperator(format('>=(%s,timestamptz)', label)) IS NOT NULL LOOP
            IF c.constant_type = 'own' THEN
                lower_bound := bound(c.name, w.start);
                upper_bound := bound(c.name, w.finish);
            ELSE
                lower_bound := format('%L::timestamptz', w.start);
                upper_bound := format('%L::timestamptz', w.finish);
            END IF;
            PERFORM measure(w.ord::int, w.name, w.start, c.label, c.constant_type,
                            CASE WHEN w.open_side IS NOT NULL THEN format('%s %s %s', c.name, w.open_side, lower_bound)
                                 ELSE format('%s >= %s AND %s < %s', c.name, lower_bound, c.name, upper_bound) END);
        END LOOP;
    END LOOP;
END
$$;

-- Planning time of "col >= lower AND col < upper" on the ulid column: with the estimators, and
-- with copies of the same operators that keep PostgreSQL's scalargesel/scalarltsel (the 0.1.0
-- estimators); the timestamptz column for reference. Batches alternate; median per plan.
CREATE SCHEMA scalar_estimates;
CREATE OPERATOR scalar_estimates.< (LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_lt,
                                   RESTRICT = scalarltsel, JOIN = scalarltjoinsel);
CREATE OPERATOR scalar_estimates.>= (LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_ge,
                                    RESTRICT = scalargesel, JOIN = scalargejoinsel);
CREATE TABLE planning (variant text, batch int, us_per_plan float8);
SELECT set_config('bench.plans', :'plans', false);
DO $$
DECLARE
    lower_bound text := quote_literal(ulid_min('2025-05-19 13:31:07.001+00'));
    upper_bound text := quote_literal(ulid_min('2025-05-19 14:31:07.001+00'));
    queries text[] := ARRAY[
        format('EXPLAIN SELECT * FROM spread WHERE u >= %s::ulid AND u < %s::ulid', lower_bound, upper_bound),
        format('EXPLAIN SELECT * FROM spread WHERE u OPERATOR(scalar_estimates.>=) %s::ulid'
               ' AND u OPERATOR(scalar_estimates.<) %s::ulid', lower_bound, upper_bound),
        $q$EXPLAIN SELECT * FROM spread WHERE t >= '2025-05-19 13:31:07.001+00' AND t < '2025-05-19 14:31:07.001+00'$q$];
    variants text[] := ARRAY['ulid, estimators', 'ulid, scalarltsel', 'timestamptz'];
    started timestamptz;
    plans int := current_setting('bench.plans')::int;
BEGIN
    FOR batch IN 1..7 LOOP
        FOR v IN 1..3 LOOP
            started := clock_timestamp();
            FOR i IN 1..plans LOOP
                EXECUTE queries[v];
            END LOOP;
            INSERT INTO planning VALUES (variants[v], batch,
                                         extract(epoch FROM clock_timestamp() - started) * 1e6 / plans);
        END LOOP;
    END LOOP;
END
$$;
