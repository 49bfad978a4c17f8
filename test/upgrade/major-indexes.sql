-- After pg_upgrade, the indexes amcheck cannot check: every row is found again through each hash
-- index, and a BRIN range scan counts exactly the rows between two known ids. Each query must be
-- answered by the index under test (count_via raises otherwise), so the primary keys are dropped
-- for the duration (rolled back). One line per check: table|index kind|found|expected.
CREATE FUNCTION pg_temp.count_via(index_name text, query text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    plan text := '';
    line text;
    result bigint;
BEGIN
    FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
        plan := plan || line || E'\n';
    END LOOP;
    IF position(index_name IN plan) = 0 THEN
        RAISE EXCEPTION 'the plan does not use %: %', index_name, plan;
    END IF;
    EXECUTE query INTO result;
    RETURN result;
END $$;

CREATE FUNCTION pg_temp.index_checks(tab text) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
    total bigint;
    lo text;
    hi text;
BEGIN
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', tab, tab || '_pkey');
    EXECUTE format('SELECT count(*) FROM %I', tab) INTO total;
    -- Each table's checks set every planner switch they depend on: SET LOCAL lasts to the end of
    -- the transaction, so the previous table's BRIN check left index scans off. Before 18 a
    -- disabled index scan costs disable_cost on every one of the join's probes, and the hash check
    -- of the second table then got a nested loop over seq scans (18's count of disabled nodes hid it).
    SET LOCAL enable_indexscan = on;
    SET LOCAL enable_bitmapscan = off;
    SET LOCAL enable_hashjoin = off;
    SET LOCAL enable_mergejoin = off;
    RETURN NEXT format('%s|hash|%s|%s', tab, pg_temp.count_via(tab || '_hash',
        format('SELECT count(*) FROM %I s WHERE EXISTS (SELECT FROM %I t WHERE t.id = s.id)', tab, tab)), total);
    EXECUTE format('SELECT id::text FROM %I ORDER BY id OFFSET 1000 LIMIT 1', tab) INTO lo;
    EXECUTE format('SELECT id::text FROM %I ORDER BY id OFFSET 21000 LIMIT 1', tab) INTO hi;
    SET LOCAL enable_bitmapscan = on;
    SET LOCAL enable_indexscan = off;
    RETURN NEXT format('%s|brin|%s|%s', tab, pg_temp.count_via(tab || '_brin',
        format('SELECT count(*) FROM %I WHERE id >= %L AND id < %L', tab, lo, hi)), 20000);
END $$;

BEGIN;
SET LOCAL enable_seqscan = off;
SELECT pg_temp.index_checks(tab) FROM unnest(ARRAY['ulid_rows', 'flake_rows', 'baseuid_rows']) AS tab;
ROLLBACK;
