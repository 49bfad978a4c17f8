-- Server-side pieces of the benchmark: every time is taken with clock_timestamp() around one
-- statement inside the server, so client round trips and result transfer are not measured.
CREATE EXTENSION ulid;

-- One row per repetition of one measurement of one variant. `variant` is a generator or a type.
CREATE TABLE bench_sample (measure text, variant text, rep int, value float8);

-- Elapsed milliseconds of one statement, executed to completion with its result discarded.
CREATE FUNCTION bench_ms(query text) RETURNS float8 LANGUAGE plpgsql AS $$
DECLARE
    started timestamptz := clock_timestamp();
BEGIN
    EXECUTE query;
    RETURN 1000 * extract(epoch FROM clock_timestamp() - started)::float8;
END $$;

-- Records (time of `query` - time of `floor_query`) in nanoseconds per item; the floor runs first,
-- right before the query, so both see the same machine state.
CREATE FUNCTION bench_net(measure text, variant text, rep int, query text, floor_query text, items bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    floor_ms float8 := bench_ms(floor_query);
BEGIN
    INSERT INTO bench_sample VALUES (measure, variant, rep, (bench_ms(query) - floor_ms) * 1e6 / items);
END $$;

-- The stored values: random UUIDs, and ULIDs spread over 30 days (so that, like the UUIDs, their
-- first 8 bytes are nearly all distinct), both in random physical order; and their text forms.
CREATE FUNCTION bench_prepare(n int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    CREATE TABLE v_uuid AS SELECT gen_random_uuid() AS id FROM generate_series(1, n);
    CREATE TABLE v_ulid AS
        SELECT gen_ulid(now() - random() * interval '30 days') AS id FROM generate_series(1, n);
    CREATE TABLE s_uuid AS SELECT id::text AS s FROM v_uuid;
    CREATE TABLE s_ulid AS SELECT id::text AS s FROM v_ulid;
    -- TypeIDs with one prefix over the same instants (UUIDv7), and the same values as a text
    -- column (C collation: byte order, the cheapest text comparison) and as a uuid column.
    CREATE TABLE v_typeid AS SELECT typeid_from_uuid('user', ulid_to_uuidv7(id)) AS id FROM v_ulid;
    CREATE TABLE v_ttext AS SELECT id::text COLLATE "C" AS id FROM v_typeid;
    CREATE TABLE v_tuuid AS SELECT id::uuid AS id FROM v_typeid;
    CREATE TABLE s_typeid AS SELECT id::text AS s FROM v_typeid;
    CREATE TABLE s_ttext AS SELECT id AS s FROM v_ttext;
    CREATE TABLE s_tuuid AS SELECT id::text AS s FROM v_tuuid;
END $$;

-- The text and uuid columns' own I/O functions under the names the row templates use
-- (%1$s_in, %1$s_out), and their generators for the bulk insert rows.
CREATE FUNCTION ttext_in(cstring) RETURNS text AS 'textin' LANGUAGE internal IMMUTABLE STRICT;
CREATE FUNCTION ttext_out(text) RETURNS cstring AS 'textout' LANGUAGE internal IMMUTABLE STRICT;
CREATE FUNCTION tuuid_in(cstring) RETURNS uuid AS 'uuid_in' LANGUAGE internal IMMUTABLE STRICT;
CREATE FUNCTION tuuid_out(uuid) RETURNS cstring AS 'uuid_out' LANGUAGE internal IMMUTABLE STRICT;
CREATE FUNCTION gen_typeid_user() RETURNS typeid LANGUAGE sql VOLATILE AS $$ SELECT gen_typeid('user') $$;
CREATE FUNCTION gen_typeid_text() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT gen_typeid('user')::text $$;
CREATE FUNCTION gen_typeid_uuid() RETURNS uuid LANGUAGE sql VOLATILE AS $$ SELECT gen_typeid('user')::uuid $$;

-- The peer dcbickfo/pg_ulid (built by common.sh as the module dcbickfo_ulid) in its own schema,
-- its I/O functions as peer_ulid_in / peer_ulid_out, and the same ULIDs in its type. Returns
-- whether it is there (the rows that need it are skipped, and count as failed, when not).
CREATE FUNCTION bench_prepare_peer() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    CREATE SCHEMA dcbickfo;
    CREATE EXTENSION pg_ulid SCHEMA dcbickfo;
    CREATE FUNCTION peer_ulid_in(cstring) RETURNS dcbickfo.ulid
        AS '$libdir/dcbickfo_ulid', 'ulid_in' LANGUAGE C IMMUTABLE STRICT;
    CREATE FUNCTION peer_ulid_out(dcbickfo.ulid) RETURNS cstring
        AS '$libdir/dcbickfo_ulid', 'ulid_out' LANGUAGE C IMMUTABLE STRICT;
    CREATE TABLE v_peer_ulid AS SELECT peer_ulid_in(id::text::cstring) AS id FROM v_ulid;
    CREATE TABLE s_peer_ulid AS SELECT s FROM s_ulid;
    RETURN true;
EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'peer dcbickfo/pg_ulid not available: %', SQLERRM;
    RETURN false;
END $$;

-- The variants in the order a repetition runs them: reversed every other repetition (A B, B A, ...),
-- so that a machine that speeds up or slows down during a run favours no variant.
CREATE FUNCTION bench_order(variants text[], rep int) RETURNS text[] LANGUAGE sql AS $$
    SELECT CASE WHEN rep % 2 = 1 THEN variants
                ELSE ARRAY(SELECT v FROM unnest(variants) WITH ORDINALITY AS u(v, i) ORDER BY i DESC) END
$$;

-- 1. and 2. per-item costs of each variant: `query` and `floor_query` are format() templates in
-- which %1$s is the variant (a generator or a type name); repetitions alternate the variants.
CREATE FUNCTION bench_variants(measure text, variants text[], reps int, query text, floor_query text, items bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    variant text;
BEGIN
    FOR rep IN 1..reps LOOP
        FOREACH variant IN ARRAY bench_order(variants, rep) LOOP
            PERFORM bench_net(measure, variant, rep, format(query, variant), format(floor_query, variant), items);
        END LOOP;
    END LOOP;
END $$;

-- 3. and 4. ORDER BY (all rows sorted, none returned) and CREATE INDEX, ms.
CREATE FUNCTION bench_sort(n int, reps int, types text[] DEFAULT ARRAY['uuid', 'ulid']) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    type text;
BEGIN
    FOR rep IN 1..reps LOOP
        FOREACH type IN ARRAY bench_order(types, rep) LOOP
            PERFORM set_config('work_mem', '256MB', false);
            INSERT INTO bench_sample VALUES ('ORDER BY in memory (ms)', type, rep,
                bench_ms(format('SELECT id FROM v_%s ORDER BY id OFFSET %s', type, n)));
            PERFORM set_config('work_mem', '1MB', false);
            INSERT INTO bench_sample VALUES ('ORDER BY external, work_mem 1MB (ms)', type, rep,
                bench_ms(format('SELECT id FROM v_%s ORDER BY id OFFSET %s', type, n)));
            PERFORM set_config('work_mem', '256MB', false);
            INSERT INTO bench_sample VALUES ('CREATE INDEX (ms)', type, rep,
                bench_ms(format('CREATE INDEX bench_index ON v_%s (id)', type)));
            DROP INDEX bench_index;
        END LOOP;
    END LOOP;
END $$;

-- 7. equality lookups by primary key (index nested loop, `probes` probes) and a hash join of the
-- whole table with itself, ms. Needs the unique indexes and probe tables made by the script.
CREATE FUNCTION bench_lookup(reps int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    type text;
BEGIN
    FOR rep IN 1..reps LOOP
        FOREACH type IN ARRAY bench_order(ARRAY['uuid', 'ulid'], rep) LOOP
            SET LOCAL enable_hashjoin = off;
            SET LOCAL enable_mergejoin = off;
            INSERT INTO bench_sample VALUES ('PK lookups, index nested loop (ms)', type, rep,
                bench_ms(format('SELECT count(*) FROM p_%s p JOIN v_%1$s v ON v.id = p.id', type)));
            SET LOCAL enable_hashjoin = on;
            SET LOCAL enable_nestloop = off;
            INSERT INTO bench_sample VALUES ('hash join (ms)', type, rep,
                bench_ms(format('SELECT count(*) FROM v_%s a JOIN v_%1$s b ON a.id = b.id', type)));
            RESET enable_hashjoin; RESET enable_mergejoin; RESET enable_nestloop;
        END LOOP;
    END LOOP;
END $$;

-- Per-item costs of variants that each have their own query and floor: `queries` maps a variant to
-- [query, floor], format() templates in which %1$s is the item count `n` and %2$L is `argument`.
CREATE FUNCTION bench_query_pairs(measure text, queries jsonb, reps int, n int, argument text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    variant text;
BEGIN
    FOR rep IN 1..reps LOOP
        FOREACH variant IN ARRAY bench_order(ARRAY(SELECT jsonb_object_keys(queries) ORDER BY 1), rep) LOOP
            PERFORM bench_net(measure, variant, rep, format(queries->variant->>0, n, argument),
                              format(queries->variant->>1, n, argument), n);
        END LOOP;
    END LOOP;
END $$;

-- 9. planning of an unprepared "id >= now() - interval '1 hour'" (issue 40): 100,000 rows over the
-- last 30 days, VACUUM ANALYZE, then 5,000 rows of the last hour appended (their pages not yet
-- all-visible, as between two VACUUMs of an OLTP table), on a ulid column against a timestamptz
-- column of the same instants. Microseconds of EXPLAIN's "Planning Time" per plan, `plans` plans a
-- repetition; repetitions alternate the columns. The rows (n from `first` on, `step` apart), the
-- table of the first 100,000 (the caller vacuums it, then appends), and the measurement:
CREATE FUNCTION bench_planning_rows(first timestamptz, n int, step interval) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO plan_recent SELECT t, gen_ulid(t) FROM (SELECT first + i * step AS t FROM generate_series(1, n) AS i) AS s;
END $$;
CREATE FUNCTION bench_planning_table() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    CREATE TABLE plan_recent (t timestamptz, u ulid) WITH (autovacuum_enabled = false);
    PERFORM bench_planning_rows(now() - interval '30 days 1 hour', 100000, '25.92 seconds');
    CREATE INDEX ON plan_recent (t);
    CREATE INDEX ON plan_recent (u);
END $$;
CREATE FUNCTION bench_planning(reps int, plans int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    column_name text;
    plan json;
    total float8;
BEGIN
    FOR rep IN 1..reps LOOP
        FOREACH column_name IN ARRAY bench_order(ARRAY['u', 't'], rep) LOOP
            total := 0;
            FOR i IN 1..plans LOOP
                EXECUTE format($q$EXPLAIN (SUMMARY, FORMAT JSON) SELECT * FROM plan_recent WHERE %I >= now() - interval '1 hour'$q$,
                               column_name) INTO plan;
                total := total + (plan -> 0 ->> 'Planning Time')::float8;
            END LOOP;
            INSERT INTO bench_sample VALUES ('planning: id >= now() - 1 hour, 5,000 rows since VACUUM (us/plan)',
                                             CASE column_name WHEN 'u' THEN 'ulid' ELSE 'timestamptz' END, rep,
                                             1000 * total / plans);
        END LOOP;
    END LOOP;
END $$;

-- 8. keyed masks (spec 6.1), ns per call net of reading the column, against gen_random_uuid() net
-- of generate_series (in each template %1$s is the row count, %2$L the key). The server-key form
-- reads ulid.mask_key, set in this session.
CREATE FUNCTION bench_masks(n int, reps int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    queries CONSTANT jsonb := jsonb_build_object(
        'gen_random_uuid', jsonb_build_array('SELECT count(gen_random_uuid()) FROM generate_series(1, %1$s)',
                                             'SELECT count(g) FROM generate_series(1, %1$s) g'),
        'ulid_mask', jsonb_build_array('SELECT count(ulid_mask(id, %2$L)) FROM v_ulid', 'SELECT count(id) FROM v_ulid'),
        'ulid_mask (server key)', jsonb_build_array('SELECT count(ulid_mask(id)) FROM v_ulid', 'SELECT count(id) FROM v_ulid'),
        'baseuid_mask', jsonb_build_array('SELECT count(baseuid_mask(id, %2$L)) FROM v_baseuid', 'SELECT count(id) FROM v_baseuid'),
        'uuidv47_encode', jsonb_build_array('SELECT count(uuidv47_encode(id, %2$L)) FROM v_uuidv7', 'SELECT count(id) FROM v_uuidv7'),
        'uuidv47_decode', jsonb_build_array('SELECT count(uuidv47_decode(id, %2$L)) FROM v_facade', 'SELECT count(id) FROM v_facade'));
    key CONSTANT bytea := '\x000102030405060708090a0b0c0d0e0f';
BEGIN
    CREATE TABLE v_baseuid AS SELECT gen_baseuid() AS id FROM generate_series(1, n);
    CREATE TABLE v_uuidv7 AS SELECT ulid_to_uuidv7(id)::uuid AS id FROM v_ulid;
    CREATE TABLE v_facade AS SELECT uuidv47_encode(id, key) AS id FROM v_uuidv7;
    PERFORM set_config('ulid.mask_key', '000102030405060708090a0b0c0d0e0f', false);
    PERFORM bench_query_pairs('mask (ns/call)', queries, reps, n, key::text);
END $$;

-- 9. ulid_portable (issue 27): its SQL functions per call, against pgulid's PL/pgSQL generate_ulid()
-- (loaded by measure.sh), gen_random_uuid() and the native functions, each net of its floor, over
-- n values (the stored ULIDs as uuid, ulid and text). Returns whether ulid_portable is there (the
-- rows are without data, and count as failed, when not).
CREATE FUNCTION bench_prepare_portable(n int) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    CREATE EXTENSION ulid_portable;
    CREATE TABLE v_portable AS SELECT id::uuid AS id, id AS u, id::text AS s, ulid_to_uuidv7(id)::uuid AS v7,
                                      typeid_from_ulid('user', id)::text AS t
                                 FROM v_ulid LIMIT n;
    RETURN true;
EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'ulid_portable not available: %', SQLERRM;
    RETURN false;
END $$;

CREATE FUNCTION bench_portable(n int, reps int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    series CONSTANT text := 'SELECT count(g) FROM generate_series(1, %1$s) g';
    queries CONSTANT jsonb := jsonb_build_object(
        'gen_random_uuid', jsonb_build_array('SELECT count(gen_random_uuid()) FROM generate_series(1, %1$s)', series),
        'generate_ulid', jsonb_build_array('SELECT count(generate_ulid()) FROM generate_series(1, %1$s)', series),
        -- The least any gen_ulid in SQL does: strong random bytes (gen_random_uuid() is core's one
        -- source of them), made into a uuid again through its one constructor, text input.
        'gen_random_uuid through bytes',
            jsonb_build_array('SELECT count(CAST(encode(uuid_send(gen_random_uuid()), ''hex'') AS uuid)) FROM generate_series(1, %1$s)', series),
        'ulid_portable.gen_ulid', jsonb_build_array('SELECT count(ulid_portable.gen_ulid()) FROM generate_series(1, %1$s)', series),
        'ulid_portable.gen_monotonic_ulid',
            jsonb_build_array('SELECT count(ulid_portable.gen_monotonic_ulid()) FROM generate_series(1, %1$s)', series),
        'gen_ulid', jsonb_build_array('SELECT count(gen_ulid()) FROM generate_series(1, %1$s)', series),
        'gen_monotonic_ulid', jsonb_build_array('SELECT count(gen_monotonic_ulid()) FROM generate_series(1, %1$s)', series),
        'ulid_portable.ulid_to_text', jsonb_build_array('SELECT count(ulid_portable.ulid_to_text(id)) FROM v_portable',
                                                        'SELECT count(id) FROM v_portable'),
        'ulid::text', jsonb_build_array('SELECT count(u::text) FROM v_portable', 'SELECT count(u) FROM v_portable'),
        'ulid_portable.ulid_from_text', jsonb_build_array('SELECT count(ulid_portable.ulid_from_text(s)) FROM v_portable',
                                                          'SELECT count(s) FROM v_portable'),
        'text::ulid', jsonb_build_array('SELECT count(s::ulid) FROM v_portable', 'SELECT count(s) FROM v_portable'),
        'ulid_portable.uuidv47_encode', jsonb_build_array('SELECT count(ulid_portable.uuidv47_encode(v7, %2$L)) FROM v_portable',
                                                          'SELECT count(v7) FROM v_portable'),
        'uuidv47_encode', jsonb_build_array('SELECT count(uuidv47_encode(v7, %2$L)) FROM v_portable', 'SELECT count(v7) FROM v_portable'),
        -- TypeID text over uuid, against the native typeid's text (the portable functions return text).
        'ulid_portable.typeid_to_text', jsonb_build_array('SELECT count(ulid_portable.typeid_to_text(''user'', id)) FROM v_portable',
                                                          'SELECT count(id) FROM v_portable'),
        'typeid_from_uuid::text', jsonb_build_array('SELECT count(typeid_from_uuid(''user'', id)::text) FROM v_portable',
                                                    'SELECT count(id) FROM v_portable'),
        'ulid_portable.typeid_to_uuid', jsonb_build_array('SELECT count(ulid_portable.typeid_to_uuid(t)) FROM v_portable',
                                                          'SELECT count(t) FROM v_portable'),
        'text::typeid::uuid', jsonb_build_array('SELECT count(t::typeid::uuid) FROM v_portable', 'SELECT count(t) FROM v_portable'),
        'ulid_portable.gen_typeid', jsonb_build_array('SELECT count(ulid_portable.gen_typeid(''user'')) FROM generate_series(1, %1$s)', series),
        'gen_typeid::text', jsonb_build_array('SELECT count(gen_typeid(''user'')::text) FROM generate_series(1, %1$s)', series));
    key CONSTANT bytea := '\x000102030405060708090a0b0c0d0e0f';
BEGIN
    PERFORM bench_query_pairs('ulid_portable (ns/call)', queries, reps, n, key::text);
END $$;

-- 5. bulk insert into a table whose primary key defaults to `generator`, `batch` rows per
-- statement, each statement its own transaction: elapsed ms, final PK index size, WAL bytes.
-- The primary key's size and the time so far at ten points of each bulk insert, for the charts of
-- index size and insert time against row count (charts.sh).
CREATE TABLE bench_growth (generator text, rep int, rows bigint, elapsed_ms float8, index_mb float8);

CREATE PROCEDURE bench_insert(generator text, type text, rep int, n int, batch int) LANGUAGE plpgsql AS $$
DECLARE
    started timestamptz;
    wal_start pg_lsn;
    elapsed float8;
    batches int := n / batch;
BEGIN
    SET LOCAL client_min_messages = warning;
    DROP TABLE IF EXISTS bulk;
    EXECUTE format('CREATE TABLE bulk (id %s PRIMARY KEY DEFAULT %s(), n int)', type, generator);
    COMMIT;
    wal_start := pg_current_wal_insert_lsn();
    started := clock_timestamp();
    FOR i IN 1..batches LOOP
        EXECUTE format('INSERT INTO bulk (n) SELECT g FROM generate_series(1, %s) g', batch);
        IF i % greatest(batches / 10, 1) = 0 THEN
            INSERT INTO bench_growth VALUES (generator, rep, i::bigint * batch,
                1000 * extract(epoch FROM clock_timestamp() - started)::float8, pg_relation_size('bulk_pkey') / 1048576.0);
        END IF;
        COMMIT;
    END LOOP;
    elapsed := 1000 * extract(epoch FROM clock_timestamp() - started)::float8;
    INSERT INTO bench_sample VALUES
        ('bulk insert: elapsed (ms)', generator, rep, elapsed),
        ('bulk insert: WAL (MB)', generator, rep, (pg_current_wal_insert_lsn() - wal_start) / 1048576.0),
        ('bulk insert: PK index (MB)', generator, rep, pg_relation_size('bulk_pkey') / 1048576.0);
    COMMIT;
END $$;

-- Which variant each measurement compares against which baseline, and the target on the ratio
-- (median variant / median baseline; for tps higher is better).
-- min_ratio: for rows where higher is better (tps).
CREATE TABLE bench_target (measure text, variant text, baseline text, max_ratio float8, ord int, min_ratio float8);
INSERT INTO bench_target VALUES
    ('generate (ns/call)', 'gen_ulid', 'gen_random_uuid', 0.15, 1),
    ('generate (ns/call)', 'gen_monotonic_ulid', 'gen_random_uuid', 0.15, 2),
    ('text output (ns/value)', 'ulid', 'uuid', 0.35, 3),
    ('text input (ns/value)', 'ulid', 'uuid', 0.40, 4),
    ('ORDER BY in memory (ms)', 'ulid', 'uuid', 1.0, 5),
    ('ORDER BY external, work_mem 1MB (ms)', 'ulid', 'uuid', 1.0, 6),
    ('CREATE INDEX (ms)', 'ulid', 'uuid', 1.0, 7),
    ('bulk insert: elapsed (ms)', 'gen_ulid', 'gen_random_uuid', NULL, 8),
    ('bulk insert: elapsed (ms)', 'gen_monotonic_ulid', 'gen_random_uuid', 0.7, 9),
    ('bulk insert: PK index (MB)', 'gen_ulid', 'gen_random_uuid', NULL, 10),
    ('bulk insert: PK index (MB)', 'gen_monotonic_ulid', 'gen_random_uuid', 0.8, 11),
    ('bulk insert: WAL (MB)', 'gen_ulid', 'gen_random_uuid', NULL, 12),
    ('bulk insert: WAL (MB)', 'gen_monotonic_ulid', 'gen_random_uuid', NULL, 13),
    ('pgbench -c 2 -j 2 inserts (tps)', 'gen_ulid', 'gen_random_uuid', NULL, 14),
    ('pgbench -c 2 -j 2 inserts (tps)', 'gen_monotonic_ulid', 'gen_random_uuid', NULL, 15),
    -- "No measurable loss": within 5%, about the run-to-run noise of these machines.
    ('PK lookups, index nested loop (ms)', 'ulid', 'uuid', 1.05, 16),
    ('hash join (ms)', 'ulid', 'uuid', 1.05, 17);
-- The server-wide generators: one state per server, a spinlock per call.
INSERT INTO bench_target VALUES
    ('generate (ns/call)', 'gen_server_monotonic_ulid', 'gen_random_uuid', 0.15, 18, NULL),
    ('generate (ns/call)', 'gen_server_monotonic_baseuid', 'gen_random_uuid', 0.15, 19, NULL),
    ('generate (ns/call)', 'gen_ulid_flake', 'gen_random_uuid', 0.15, 20, NULL),
    ('generate (ns/call)', 'gen_server_monotonic_ulid', 'gen_monotonic_ulid', NULL, 21, NULL),
    ('generate (ns/call)', 'gen_server_monotonic_baseuid', 'gen_monotonic_ulid', NULL, 22, NULL),
    ('generate (ns/call)', 'gen_ulid_flake', 'gen_monotonic_ulid', NULL, 23, NULL),
    ('pgbench -c 2 -j 2 inserts (tps)', 'gen_server_monotonic_ulid', 'gen_monotonic_ulid', NULL, 24, 0.95),
    ('pgbench -c 2 -j 2 inserts (tps)', 'gen_server_monotonic_baseuid', 'gen_monotonic_ulid', NULL, 25, 0.95),
    ('pgbench -c 2 -j 2 inserts (tps)', 'gen_ulid_flake', 'gen_monotonic_ulid', NULL, 26, 0.95);
-- The keyed masks (spec 6.1): net cost at most a tenth of generating a random UUID.
INSERT INTO bench_target VALUES
    ('mask (ns/call)', 'ulid_mask', 'gen_random_uuid', 0.1, 27, NULL),
    ('mask (ns/call)', 'ulid_mask (server key)', 'gen_random_uuid', 0.1, 28, NULL),
    ('mask (ns/call)', 'baseuid_mask', 'gen_random_uuid', 0.1, 29, NULL),
    ('mask (ns/call)', 'uuidv47_encode', 'gen_random_uuid', 0.1, 30, NULL),
    ('mask (ns/call)', 'uuidv47_decode', 'gen_random_uuid', 0.1, 31, NULL);
-- Planning of the last hour on a table written since its VACUUM (issue 40): at most 1.5 x core's.
INSERT INTO bench_target VALUES
    ('planning: id >= now() - 1 hour, 5,000 rows since VACUUM (us/plan)', 'ulid', 'timestamptz', 1.5, 32, NULL);
-- Text input at or below the fastest peer's (issue 22); typeid against a text column of the same
-- TypeIDs (ttext) and a uuid column of the same UUIDs (tuuid).
INSERT INTO bench_target VALUES
    ('text input (ns/value)', 'ulid', 'peer_ulid', 1.0, 40, NULL),
    ('text input (ns/value)', 'peer_ulid', 'uuid', NULL, 41, NULL),
    ('text input (ns/value)', 'typeid', 'peer_ulid', 1.0, 42, NULL),
    ('text input (ns/value)', 'typeid', 'tuuid', NULL, 44, NULL),
    ('text output (ns/value)', 'ulid', 'peer_ulid', NULL, 45, NULL),
    ('text output (ns/value)', 'typeid', 'tuuid', NULL, 47, NULL),
    ('ORDER BY in memory (ms)', 'typeid', 'ttext', NULL, 48, NULL),
    ('ORDER BY in memory (ms)', 'typeid', 'tuuid', NULL, 49, NULL),
    ('CREATE INDEX (ms)', 'typeid', 'ttext', NULL, 50, NULL),
    ('CREATE INDEX (ms)', 'typeid', 'tuuid', NULL, 51, NULL),
    ('bulk insert: elapsed (ms)', 'gen_typeid_user', 'gen_typeid_text', NULL, 52, NULL),
    ('bulk insert: elapsed (ms)', 'gen_typeid_user', 'gen_typeid_uuid', NULL, 53, NULL),
    ('bulk insert: PK index (MB)', 'gen_typeid_user', 'gen_typeid_text', NULL, 54, NULL),
    ('bulk insert: PK index (MB)', 'gen_typeid_user', 'gen_typeid_uuid', NULL, 55, NULL);

-- ulid_portable (issue 27): against pgulid's generate_ulid(), which makes one text key per call (as
-- gen_ulid() makes one uuid key for an INSERT) and encodes one ID; the rest for information.
INSERT INTO bench_target VALUES
    ('ulid_portable (ns/call)', 'ulid_portable.gen_ulid', 'generate_ulid', 0.35, 60, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.ulid_to_text', 'generate_ulid', 0.5, 61, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.ulid_from_text', 'generate_ulid', 0.5, 62, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_monotonic_ulid', 'generate_ulid', 0.8, 63, NULL),
    ('ulid_portable (ns/call)', 'generate_ulid', 'gen_random_uuid', NULL, 64, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_ulid', 'gen_random_uuid', NULL, 65, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_monotonic_ulid', 'gen_random_uuid', NULL, 66, NULL),
    ('ulid_portable (ns/call)', 'gen_random_uuid through bytes', 'generate_ulid', NULL, 66, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_ulid', 'gen_ulid', NULL, 67, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_monotonic_ulid', 'gen_monotonic_ulid', NULL, 68, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.ulid_to_text', 'ulid::text', NULL, 69, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.ulid_from_text', 'text::ulid', NULL, 70, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.uuidv47_encode', 'uuidv47_encode', NULL, 76, NULL),
    ('bulk insert: elapsed (ms)', 'ulid_portable.gen_monotonic_ulid', 'generate_ulid', NULL, 71, NULL),
    ('bulk insert: elapsed (ms)', 'ulid_portable.gen_monotonic_ulid', 'gen_monotonic_ulid', NULL, 72, NULL),
    ('bulk insert: PK index (MB)', 'ulid_portable.gen_monotonic_ulid', 'generate_ulid', NULL, 73, NULL),
    ('bulk insert: PK index (MB)', 'ulid_portable.gen_monotonic_ulid', 'gen_monotonic_ulid', NULL, 74, NULL),
    ('bulk insert: WAL (MB)', 'ulid_portable.gen_monotonic_ulid', 'generate_ulid', NULL, 75, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.typeid_to_text', 'typeid_from_uuid::text', NULL, 77, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.typeid_to_uuid', 'text::typeid::uuid', NULL, 78, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_typeid', 'gen_typeid::text', NULL, 79, NULL),
    ('ulid_portable (ns/call)', 'ulid_portable.gen_typeid', 'generate_ulid', NULL, 80, NULL),
    -- issue 41: a pooler's reset per transaction clears the monotonic state; at least half of gen_ulid's
    ('pgbench -c 2 -j 2 DISCARD ALL; SELECT (tps)', 'ulid_portable.gen_monotonic_ulid', 'ulid_portable.gen_ulid', NULL, 81, 0.5);

-- ratio: median / baseline median (the target applies to it); ratio_of_min: min / baseline min;
-- paired_ratio: the median, over repetitions, of variant / baseline within the same repetition,
-- which a machine drifting during the run cannot bias (the two ran moments apart).
CREATE VIEW bench_report AS
WITH stats AS (
    SELECT measure, variant, count(*) AS reps, min(value) AS min,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY value) AS median
    FROM bench_sample GROUP BY measure, variant
), paired AS (
    SELECT t.measure, t.variant, t.baseline,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY v.value / NULLIF(b.value, 0)) AS ratio
    FROM bench_target t
    JOIN bench_sample v ON v.measure = t.measure AND v.variant = t.variant
    JOIN bench_sample b ON b.measure = t.measure AND b.variant = t.baseline AND b.rep = v.rep
    GROUP BY t.measure, t.variant, t.baseline
)
SELECT t.ord, t.measure, t.variant, t.baseline, v.reps,
       v.min AS variant_min, v.median AS variant_median, b.min AS baseline_min, b.median AS baseline_median,
       v.median / NULLIF(b.median, 0) AS ratio, v.min / NULLIF(b.min, 0) AS ratio_of_min, p.ratio AS paired_ratio,
       CASE WHEN v.median IS NULL OR b.median IS NULL THEN 'no data'
            WHEN t.max_ratio IS NOT NULL THEN
                CASE WHEN v.median / NULLIF(b.median, 0) <= t.max_ratio THEN 'met' ELSE 'MISSED' END
                || ' (<= ' || t.max_ratio || ')'
            WHEN t.min_ratio IS NOT NULL THEN
                CASE WHEN v.median / NULLIF(b.median, 0) >= t.min_ratio THEN 'met' ELSE 'MISSED' END
                || ' (>= ' || t.min_ratio || ')'
            ELSE '' END AS target
FROM bench_target t
LEFT JOIN stats v ON v.measure = t.measure AND v.variant = t.variant
LEFT JOIN stats b ON b.measure = t.measure AND b.variant = t.baseline
LEFT JOIN paired p ON p.measure = t.measure AND p.variant = t.variant AND p.baseline = t.baseline;
