-- Catalog facts of the contract: the type's storage, function properties, operator classes.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- Declared exactly like uuid.
SELECT t.typname, t.typlen, t.typbyval, t.typalign, t.typstorage, t.typcategory,
       (t.typlen, t.typbyval, t.typalign, t.typstorage) = (u.typlen, u.typbyval, u.typalign, u.typstorage) AS like_uuid
  FROM pg_type t, pg_type u WHERE t.typname = 'ulid' AND u.oid = 'uuid'::regtype;

-- Every function of the extension: volatility, strictness, parallel safety, leakproofness.
SELECT p.oid::regprocedure AS function, provolatile AS vol, proisstrict AS strict, proparallel AS par,
       proleakproof AS leakproof
  FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND p.oid::regprocedure::text ~ '(^|_)ulid|\(ulid'
 ORDER BY p.oid::regprocedure::text;

-- Operators: commutators, negators, estimators, merge and hash joins.
SELECT o.oprname, o.oprcom::regoperator AS commutator, o.oprnegate::regoperator AS negator,
       o.oprrest, o.oprjoin, o.oprcanmerge, o.oprcanhash
  FROM pg_operator o WHERE o.oprleft = 'ulid'::regtype AND o.oprright = 'ulid'::regtype ORDER BY 1;

-- Operator classes and their support functions; every one validates.
SELECT am.amname, c.opcname, c.opcdefault, amvalidate(c.oid) AS valid
  FROM pg_opclass c JOIN pg_am am ON am.oid = c.opcmethod WHERE c.opcintype = 'ulid'::regtype ORDER BY 1, 2;
SELECT am.amname, f.opfname, p.amprocnum, p.amproc::regprocedure
  FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
 WHERE p.amproclefttype = 'ulid'::regtype ORDER BY 1, 2, 3;

-- Aggregates read the end of a btree index (they have sort operators).
SELECT a.aggfnoid::regprocedure, a.aggsortop::regoperator, a.aggcombinefn, p.proparallel
  FROM pg_aggregate a JOIN pg_proc p ON p.oid = a.aggfnoid WHERE a.aggtranstype = 'ulid'::regtype ORDER BY a.aggfnoid::regprocedure::text;

-- Every member object carries a comment.
SELECT pg_describe_object(d.classid, d.objid, d.objsubid) AS without_comment
  FROM pg_depend d
 WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
   AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
   AND obj_description(d.objid, d.classid::regclass::name) IS NULL
 ORDER BY 1;
