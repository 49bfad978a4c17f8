-- The native extension against ulid_portable in one PGlite instance (test/bench/pglite-native.sh):
-- pg_temp.bench_native_calls(n, reps) gives, per job, the median over reps of its time per row in
-- ns with the native types (ulid) and with ulid_portable's functions on uuid, measured in turn (the
-- other one first every other repetition). Generation and text in and out subtract a floor (the
-- same query without the call); ORDER BY and CREATE INDEX are whole jobs on n rows. PGlite's clock
-- moves in whole milliseconds: n must make each query take many of them. Needs test/bench/pglite.sql
-- (pg_temp.bench_in_turn) loaded first.
CREATE FUNCTION pg_temp.bench_native_calls(n int, reps int) RETURNS TABLE (job text, native_ns float8, portable_ns float8)
LANGUAGE plpgsql AS $$
DECLARE
    series CONSTANT text := 'SELECT count(g) FROM generate_series(1, $1) g';
    -- job, native query, portable query, floor (or NULL)
    queries CONSTANT text[] := ARRAY[
        ['generation (gen_ulid)', 'SELECT count(gen_ulid()) FROM generate_series(1, $1)',
         'SELECT count(ulid_portable.gen_ulid()) FROM generate_series(1, $1)', series],
        ['text in', 'SELECT count(s::ulid) FROM bench_native_values', 'SELECT count(ulid_portable.ulid_from_text(s)) FROM bench_native_values',
         'SELECT count(s) FROM bench_native_values'],
        ['text out', 'SELECT count(u::text) FROM bench_native_values', 'SELECT count(ulid_portable.ulid_to_text(id)) FROM bench_native_values',
         'SELECT count(id) FROM bench_native_values'],
        ['ORDER BY', 'SELECT u FROM bench_native_values ORDER BY u OFFSET $1', 'SELECT id FROM bench_native_values ORDER BY id OFFSET $1', NULL],
        ['CREATE INDEX', 'CREATE INDEX bench_native_u ON bench_native_values (u)',
         'CREATE INDEX bench_native_id ON bench_native_values (id)', NULL]];
    started timestamptz;
    elapsed float8[];
    native float8[];
    portable float8[];
    floor_time float8;
BEGIN
    DROP TABLE IF EXISTS bench_native_values;
    CREATE TEMPORARY TABLE bench_native_values AS
        SELECT u, u::uuid AS id, u::text AS s FROM (SELECT gen_ulid() AS u FROM generate_series(1, n)) g;
    FOR q IN 1 .. array_length(queries, 1) LOOP
        native := '{}';
        portable := '{}';
        FOR r IN 1 .. reps LOOP
            elapsed := pg_temp.bench_in_turn(queries[q][2], queries[q][3], n, r);
            DROP INDEX IF EXISTS bench_native_u, bench_native_id;
            floor_time := 0;
            IF queries[q][4] IS NOT NULL THEN
                started := clock_timestamp();
                EXECUTE queries[q][4] USING n;
                floor_time := extract(epoch FROM clock_timestamp() - started);
            END IF;
            native := native || (elapsed[1] - floor_time) * 1e9 / n;
            portable := portable || (elapsed[2] - floor_time) * 1e9 / n;
        END LOOP;
        job := queries[q][1];
        native_ns := (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM unnest(native) x);
        portable_ns := (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM unnest(portable) x);
        RETURN NEXT;
    END LOOP;
END $$;
