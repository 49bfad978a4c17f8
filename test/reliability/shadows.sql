-- Run by the installing non-superuser before CREATE EXTENSION: shadows, in the schema the extension
-- goes into (ext), in one earlier on the user's search_path (early) and in pg_temp (whose types
-- and tables are looked up before pg_catalog), of every built-in name the install script uses.
-- psql variables: :'types', :'functions', :'operators' (the names, comma-separated, taken from
-- the built install script). Every shadow that runs writes its name into early.shadow_log.
CREATE SCHEMA ext;
CREATE SCHEMA early;
CREATE TABLE early.shadow_log (shadow text);
GRANT ALL ON SCHEMA early TO PUBLIC;
GRANT ALL ON early.shadow_log TO PUBLIC;
CREATE TABLE early.shadows (shadow text);
CREATE FUNCTION early.ran(name text) RETURNS bool LANGUAGE sql AS
    $$ INSERT INTO early.shadow_log VALUES (name); SELECT true $$;

DO $$
DECLARE
    schema_name text;
    t text;
    f record;
    args text;
    result text;
    op text;
BEGIN
    FOREACH schema_name IN ARRAY ARRAY['ext', 'early'] LOOP
        -- types: a domain of the same name whose check records its use
        FOREACH t IN ARRAY string_to_array(current_setting('shadow.types'), ',') LOOP
            EXECUTE format('CREATE DOMAIN %I.%I AS pg_catalog.text CHECK (early.ran(%L))', schema_name, t,
                           'domain ' || schema_name || '.' || t);
            INSERT INTO early.shadows VALUES ('domain ' || schema_name || '.' || t);
        END LOOP;
        -- functions: every signature of the pg_catalog function; internal (which only a superuser
        -- can declare) and "any" (which no SQL function takes) become anyelement, the nearest a
        -- user can write
        FOREACH t IN ARRAY string_to_array(current_setting('shadow.functions'), ',') LOOP
            FOR f IN SELECT p.oid, p.prorettype FROM pg_catalog.pg_proc p
                     WHERE p.proname = t AND p.pronamespace = 'pg_catalog'::regnamespace LOOP
                SELECT coalesce(string_agg(CASE WHEN a IN ('internal'::regtype, '"any"'::regtype) THEN 'anyelement' ELSE a::regtype::text END, ', '
                                           ORDER BY n), '')
                INTO args FROM unnest((SELECT proargtypes FROM pg_catalog.pg_proc WHERE oid = f.oid)) WITH ORDINALITY u(a, n);
                result := CASE WHEN f.prorettype = 'internal'::regtype AND args LIKE '%anyelement%' THEN 'anyelement'
                               WHEN f.prorettype IN ('internal'::regtype, 'void'::regtype) THEN 'pg_catalog.bool'
                               ELSE f.prorettype::regtype::text END;
                EXECUTE format('CREATE FUNCTION %I.%I(%s) RETURNS %s LANGUAGE sql AS %L', schema_name, t, args, result,
                               format('SELECT early.ran(%L); SELECT NULL::%s',
                                      'function ' || schema_name || '.' || t || '(' || args || ')', result));
                INSERT INTO early.shadows VALUES ('function ' || schema_name || '.' || t || '(' || args || ')');
            END LOOP;
        END LOOP;
        -- operators: every operator name the script defines, on every non-pseudo built-in type it names
        FOREACH op IN ARRAY string_to_array(current_setting('shadow.operators'), ',') LOOP
            FOREACH t IN ARRAY string_to_array(current_setting('shadow.types'), ',') LOOP
                CONTINUE WHEN (SELECT typtype = 'p' FROM pg_catalog.pg_type
                               WHERE typname = t AND typnamespace = 'pg_catalog'::regnamespace);
                EXECUTE format('CREATE FUNCTION %I.%I(pg_catalog.%I, pg_catalog.%I) RETURNS pg_catalog.bool LANGUAGE sql AS %L',
                               schema_name, 'shadow_op_' || md5(op) || '_' || t, t, t,
                               format('SELECT early.ran(%L)', 'operator ' || schema_name || '.' || op || ' (' || t || ')'));
                EXECUTE format('CREATE OPERATOR %I.%s (LEFTARG = pg_catalog.%I, RIGHTARG = pg_catalog.%I, FUNCTION = %I.%I)',
                               schema_name, op, t, t, schema_name, 'shadow_op_' || md5(op) || '_' || t);
                INSERT INTO early.shadows VALUES ('operator ' || schema_name || '.' || op || ' (' || t || ')');
            END LOOP;
        END LOOP;
    END LOOP;
    -- pg_temp: a temporary table (and so a composite type) named after each built-in type
    FOREACH t IN ARRAY string_to_array(current_setting('shadow.types'), ',') LOOP
        EXECUTE format('CREATE TEMPORARY TABLE %I (x pg_catalog.int4)', t);
        INSERT INTO early.shadows VALUES ('temporary table ' || t);
    END LOOP;
END $$;
