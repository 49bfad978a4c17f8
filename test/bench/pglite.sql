-- The PGlite bench (test/bench/pglite.sh): ulid_portable's calls timed in the server, loaded the
-- same way into the native server and into PGlite, so that the two differ only in where PostgreSQL
-- runs. pg_temp.bench_portable_calls(n, reps): per call, the median over reps of the query's time
-- less its floor (the same query without the call) run right before or after it, in ns. PGlite's
-- clock moves in whole milliseconds: n must make each query take many of them.
-- pg_temp.bench_in_turn(a, b, n, r): the queries a and b (n their $1) one after the other, b first
-- when r is odd; their times in seconds, {a, b}. test/bench/pglite-native.sql uses it too.
CREATE FUNCTION pg_temp.bench_in_turn(a text, b text, n int, r int) RETURNS float8[] LANGUAGE plpgsql AS $$
DECLARE
    queries CONSTANT text[] := ARRAY[a, b];
    elapsed float8[] := '{0,0}';
    started timestamptz;
BEGIN
    FOR k IN 0 .. 1 LOOP
        started := clock_timestamp();
        EXECUTE queries[1 + (k + r) % 2] USING n;
        elapsed[1 + (k + r) % 2] := extract(epoch FROM clock_timestamp() - started);
    END LOOP;
    RETURN elapsed;
END $$;

CREATE FUNCTION pg_temp.bench_portable_calls(n int, reps int) RETURNS TABLE (call text, ns float8) LANGUAGE plpgsql AS $$
DECLARE
    series CONSTANT text := 'SELECT count(g) FROM generate_series(1, $1) g';
    -- call, query, floor
    queries CONSTANT text[] := ARRAY[
        ['gen_ulid', 'SELECT count(ulid_portable.gen_ulid()) FROM generate_series(1, $1)', series],
        ['gen_monotonic_ulid', 'SELECT count(ulid_portable.gen_monotonic_ulid()) FROM generate_series(1, $1)', series],
        ['ulid_to_text', 'SELECT count(ulid_portable.ulid_to_text(id)) FROM bench_portable_values', 'SELECT count(id) FROM bench_portable_values'],
        ['ulid_from_text', 'SELECT count(ulid_portable.ulid_from_text(s)) FROM bench_portable_values', 'SELECT count(s) FROM bench_portable_values']];
    elapsed float8[];
    samples float8[];
BEGIN
    DROP TABLE IF EXISTS bench_portable_values;
    CREATE TEMPORARY TABLE bench_portable_values AS
        SELECT id, ulid_portable.ulid_to_text(id) AS s FROM (SELECT ulid_portable.gen_ulid() AS id FROM generate_series(1, n)) g;
    FOR q IN 1 .. array_length(queries, 1) LOOP
        samples := '{}';
        FOR r IN 1 .. reps LOOP
            -- The query and its floor in turn, the other one first every other repetition.
            elapsed := pg_temp.bench_in_turn(queries[q][2], queries[q][3], n, r);
            samples := samples || (elapsed[1] - elapsed[2]) * 1e9 / n;
        END LOOP;
        call := queries[q][1];
        ns := (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM unnest(samples) x);
        RETURN NEXT;
    END LOOP;
END $$;
