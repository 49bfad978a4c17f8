-- A canonical description of everything the extension installed, one line per fact, sorted:
-- two installs with the same output have the same objects with the same properties.
-- psql -v extension=NAME describes another extension than ulid; -v schema=NAME instead describes
-- a schema and its functions, relations, types and operators as if they were members (what the
-- plain psql -f install of ulid_portable makes, which is no extension).
\if :{?extension}
\else
\set extension ulid
\endif
\if :{?schema}
\else
\set schema ''
\endif
WITH ext AS (SELECT oid FROM pg_extension WHERE extname = :'extension' AND :'schema' = ''),
described AS (SELECT oid FROM pg_namespace WHERE nspname = :'schema'),
members AS (
    SELECT classid, objid FROM pg_depend
     WHERE refclassid = 'pg_extension'::regclass AND refobjid = (SELECT oid FROM ext) AND deptype = 'e'
    UNION ALL
    SELECT 'pg_namespace'::regclass, oid FROM described
    UNION ALL
    SELECT 'pg_proc'::regclass, oid FROM pg_proc WHERE pronamespace = (SELECT oid FROM described)
    UNION ALL
    SELECT 'pg_class'::regclass, oid FROM pg_class WHERE relnamespace = (SELECT oid FROM described)
    UNION ALL
    -- an extension's members are its own types, not the array and row types that come with them
    SELECT 'pg_type'::regclass, oid FROM pg_type
     WHERE typnamespace = (SELECT oid FROM described) AND typrelid = 0 AND typcategory <> 'A'
    UNION ALL
    SELECT 'pg_operator'::regclass, oid FROM pg_operator WHERE oprnamespace = (SELECT oid FROM described)
)
SELECT line FROM (
    SELECT 'member ' || pg_describe_object(classid, objid, 0)
           || coalesce(' -- ' || obj_description(objid, classid::regclass::name), '') AS line
      FROM members
    UNION ALL
    SELECT format('function %s vol=%s strict=%s par=%s leak=%s ret=%s src=%s lang=%s secdef=%s config=%s acl=%s',
                  p.oid::regprocedure, p.provolatile, p.proisstrict, p.proparallel, p.proleakproof,
                  p.prorettype::regtype, p.prosrc, l.lanname, p.prosecdef, p.proconfig, p.proacl)
      FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
     WHERE p.oid IN (SELECT objid FROM members WHERE classid = 'pg_proc'::regclass)
    UNION ALL
    SELECT format('type %s len=%s byval=%s align=%s storage=%s in=%s out=%s recv=%s send=%s',
                  t.oid::regtype, t.typlen, t.typbyval, t.typalign, t.typstorage,
                  t.typinput, t.typoutput, t.typreceive, t.typsend)
      FROM pg_type t WHERE t.oid IN (SELECT objid FROM members WHERE classid = 'pg_type'::regclass)
    UNION ALL
    SELECT format('operator %s proc=%s com=%s neg=%s rest=%s join=%s merge=%s hash=%s',
                  o.oid::regoperator, o.oprcode, o.oprcom::regoperator, o.oprnegate::regoperator,
                  o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash)
      FROM pg_operator o WHERE o.oid IN (SELECT objid FROM members WHERE classid = 'pg_operator'::regclass)
    UNION ALL
    SELECT format('amop %s %s strategy %s %s', am.amname, f.opfname, a.amopstrategy, a.amopopr::regoperator)
      FROM pg_amop a JOIN pg_opfamily f ON f.oid = a.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
     WHERE f.oid IN (SELECT objid FROM members WHERE classid = 'pg_opfamily'::regclass)
    UNION ALL
    SELECT format('amproc %s %s %s %s', am.amname, f.opfname, p.amprocnum, p.amproc::regprocedure)
      FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
     WHERE f.oid IN (SELECT objid FROM members WHERE classid = 'pg_opfamily'::regclass)
    UNION ALL
    SELECT format('opclass %s %s default=%s family=%s key=%s', am.amname, c.opcname, c.opcdefault,
                  f.opfname, c.opckeytype::regtype)
      FROM pg_opclass c JOIN pg_am am ON am.oid = c.opcmethod JOIN pg_opfamily f ON f.oid = c.opcfamily
     WHERE c.oid IN (SELECT objid FROM members WHERE classid = 'pg_opclass'::regclass)
    UNION ALL
    SELECT format('cast %s -> %s context=%s method=%s func=%s', c.castsource::regtype, c.casttarget::regtype,
                  c.castcontext, c.castmethod, c.castfunc::regprocedure)
      FROM pg_cast c WHERE c.oid IN (SELECT objid FROM members WHERE classid = 'pg_cast'::regclass)
    UNION ALL
    SELECT format('aggregate %s trans=%s combine=%s sortop=%s', a.aggfnoid::regprocedure, a.aggtransfn,
                  a.aggcombinefn, a.aggsortop::regoperator)
      FROM pg_aggregate a WHERE a.aggfnoid IN (SELECT objid FROM members WHERE classid = 'pg_proc'::regclass)
) facts ORDER BY line COLLATE "C";
