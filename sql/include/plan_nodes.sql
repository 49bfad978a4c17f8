-- pg_temp.plan_nodes(query): the plan nodes of EXPLAIN (COSTS OFF) query, one line each as EXPLAIN
-- indents them, without the lines that label or qualify a node. Those change wording between
-- majors where the plan does not: a min/max InitPlan is "InitPlan 1 (returns $0)" up to 16,
-- "InitPlan 1" in 17 and 18, "Replaces: MinMaxAggregate" + "InitPlan minmax_1" in 19, and 17 drops
-- the "IS NOT NULL" index condition on a NOT NULL column.
CREATE FUNCTION pg_temp.plan_nodes(query text) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
    line text;
BEGIN
    FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
        IF line !~ '^\s' OR line ~ '^\s*->' THEN
            RETURN NEXT line;
        END IF;
    END LOOP;
END $$;
