-- Catalog facts of the contract for all three types: storage, function properties, operator classes.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- ulid is declared exactly like uuid, ulid_flake like int8; baseuid is 15 bytes by reference.
SELECT t.typname, t.typlen, t.typbyval, t.typalign, t.typstorage, t.typcategory,
       (t.typlen, t.typbyval, t.typalign, t.typstorage) = (u.typlen, u.typbyval, u.typalign, u.typstorage) AS like_core,
       u.typname AS core_type
  FROM pg_type t LEFT JOIN pg_type u ON u.typname = CASE t.typname WHEN 'ulid' THEN 'uuid' WHEN 'ulid_flake' THEN 'int8' END
 WHERE t.typname IN ('ulid', 'ulid_flake', 'baseuid') ORDER BY t.typname;

CREATE TEMP VIEW id_types AS SELECT oid AS type FROM pg_type WHERE typname IN ('ulid', 'ulid_flake', 'baseuid');

-- Every function of the extension: volatility, strictness, parallel safety, leakproofness.
SELECT p.oid::regprocedure AS function, provolatile AS vol, proisstrict AS strict, proparallel AS par,
       proleakproof AS leakproof
  FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
 ORDER BY p.oid::regprocedure::text;

-- Operators: commutators, negators, estimators, merge and hash joins.
SELECT o.oprleft::regtype AS type, o.oprname, o.oprcom::regoperator AS commutator, o.oprnegate::regoperator AS negator,
       o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash
  FROM pg_operator o WHERE o.oprleft IN (SELECT type FROM id_types) AND o.oprright = o.oprleft
 ORDER BY o.oprleft::regtype::text, o.oprname;

-- Operator classes and their support functions. Every one validates, except that the btree families
-- hold timestamptz (and uuid, bigint) without its own = (sql/uuid_bigint_operators.sql says why).
SELECT am.amname, c.opcname, c.opcdefault, amvalidate(c.oid) AS valid
  FROM pg_opclass c JOIN pg_am am ON am.oid = c.opcmethod WHERE c.opcintype IN (SELECT type FROM id_types) ORDER BY 1, 2;
SELECT am.amname, f.opfname, p.amprocnum, p.amproc::regprocedure
  FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
 WHERE p.amproclefttype IN (SELECT type FROM id_types)
   AND p.amprocnum <> 6 -- btree skip support exists on 18 only: sql/skip_support.sql checks it
 ORDER BY 1, 2, 3, p.amproc::regprocedure::text COLLATE "C";

-- Aggregates read the end of a btree index (they have sort operators).
SELECT a.aggfnoid::regprocedure, a.aggsortop::regoperator, a.aggcombinefn, p.proparallel
  FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid WHERE a.aggtranstype IN (SELECT type FROM id_types)
 ORDER BY a.aggfnoid::regprocedure::text;

-- Every member object carries a comment.
-- An array type is a member from PostgreSQL 17 on, made implicitly with its type: left out.
SELECT pg_describe_object(d.classid, d.objid, d.objsubid) AS without_comment
  FROM pg_depend d
 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND obj_description(d.objid, d.classid::regclass::name) IS NULL
   AND NOT (d.classid = 'pg_type'::regclass AND d.objid IN (SELECT typarray FROM pg_type))
 ORDER BY 1;
