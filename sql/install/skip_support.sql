--------------------------------------------------------------------------------------------------
-- btree skip support (PostgreSQL 18 and later), for every type at once
--------------------------------------------------------------------------------------------------
-- Support function 6 (skip support) exists from PostgreSQL 18 on, so it joins the btree families
-- only where the server has it: at CREATE EXTENSION (below), at ALTER EXTENSION UPDATE, or when a
-- database that pg_upgrade brought from an earlier major to 18 or later calls this function once.
-- Adding to an operator family needs a superuser, and the families belong to the extension, so
-- the function runs with its owner's rights (the superuser who created the extension; for a
-- trusted install by a non-superuser, the bootstrap superuser), and only the role that created
-- or updated the extension may call it. It touches nothing but the extension's own btree classes
-- whose type has a skip support function of the extension.

CREATE FUNCTION @extschema@.ulid_enable_skip_support() RETURNS pg_catalog.int4
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp
    AS $function$
DECLARE
    missing record;
    added pg_catalog.int4 := 0;
BEGIN
    IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 < 180000 THEN
        RETURN 0;
    END IF;
    FOR missing IN
        WITH members AS (
            SELECT d.classid, d.objid
              FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid
             WHERE d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass AND d.deptype = 'e'
               AND e.extname = 'ulid'
        )
        SELECT pg_catalog.quote_ident(n.nspname) || '.' || pg_catalog.quote_ident(f.opfname) AS family,
               c.opcintype::pg_catalog.regtype::pg_catalog.text AS id_type,
               s.oid::pg_catalog.regprocedure::pg_catalog.text AS support
          FROM pg_catalog.pg_opclass c
          JOIN pg_catalog.pg_am am ON am.oid = c.opcmethod AND am.amname = 'btree'
          JOIN pg_catalog.pg_opfamily f ON f.oid = c.opcfamily
          JOIN pg_catalog.pg_namespace n ON n.oid = f.opfnamespace
          JOIN pg_catalog.pg_type t ON t.oid = c.opcintype
          JOIN pg_catalog.pg_proc s ON s.pronamespace = t.typnamespace AND s.proname = t.typname || '_skipsupport'
                                   AND s.pronargs = 1 AND s.proargtypes[0] = 'pg_catalog.internal'::pg_catalog.regtype
         WHERE (c.oid IN (SELECT objid FROM members WHERE classid = 'pg_catalog.pg_opclass'::pg_catalog.regclass))
           AND (s.oid IN (SELECT objid FROM members WHERE classid = 'pg_catalog.pg_proc'::pg_catalog.regclass))
           AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc p
                            WHERE p.amprocfamily = c.opcfamily AND p.amprocnum = 6
                              AND p.amproclefttype = c.opcintype AND p.amprocrighttype = c.opcintype)
         ORDER BY 1
    LOOP
        -- (regtype and regprocedure print schema-qualified names: the extension's schema is not in
        -- this function's search_path)
        EXECUTE 'ALTER OPERATOR FAMILY ' || missing.family || ' USING btree ADD FUNCTION 6 ('
                || missing.id_type || ', ' || missing.id_type || ') ' || missing.support;
        added := added + 1;
    END LOOP;
    RETURN added;
END
$function$;

COMMENT ON FUNCTION @extschema@.ulid_enable_skip_support() IS 'adds btree skip support (PostgreSQL 18 and later) to the operator classes that lack it, as after pg_upgrade from an earlier major; returns how many it gave it';

REVOKE ALL ON FUNCTION @extschema@.ulid_enable_skip_support() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION @extschema@.ulid_enable_skip_support() TO @extowner@;

SELECT @extschema@.ulid_enable_skip_support();
