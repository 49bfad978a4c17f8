-- Installing and removing the extension as users meet it.

-- A non-superuser with CREATE on the database can install it: the extension is trusted.
CREATE ROLE regress_ulid_owner LOGIN;
GRANT CREATE ON DATABASE contrib_regression TO regress_ulid_owner;
SET ROLE regress_ulid_owner;
CREATE SCHEMA ulid_home;
CREATE EXTENSION ulid SCHEMA ulid_home;
SELECT extname, extowner::regrole, extnamespace::regnamespace, extrelocatable
  FROM pg_extension WHERE extname = 'ulid';
SELECT ulid_home.ulid_extract_timestamp('01JGFJJZ00XHF7E02JJ03AE4T7') AT TIME ZONE 'UTC' AS seed_time;
-- As for every trusted extension, the members belong to the bootstrap superuser (oid 10), so the
-- installing user cannot redefine them; only the extension itself is the user's.
SELECT count(*) > 0 AS has_functions, bool_and(proowner = 10) AS owned_by_bootstrap_superuser
  FROM pg_proc WHERE pronamespace = 'ulid_home'::regnamespace;
DROP EXTENSION ulid;
RESET ROLE;

-- DROP EXTENSION leaves nothing behind: no type, function, operator, class, family or cast.
SELECT
  (SELECT count(*) FROM pg_type WHERE typnamespace = 'ulid_home'::regnamespace) AS types,
  (SELECT count(*) FROM pg_proc WHERE pronamespace = 'ulid_home'::regnamespace) AS functions,
  (SELECT count(*) FROM pg_operator WHERE oprnamespace = 'ulid_home'::regnamespace) AS operators,
  (SELECT count(*) FROM pg_opclass WHERE opcnamespace = 'ulid_home'::regnamespace) AS opclasses,
  (SELECT count(*) FROM pg_opfamily WHERE opfnamespace = 'ulid_home'::regnamespace) AS opfamilies,
  (SELECT count(*) FROM pg_cast c WHERE NOT EXISTS (SELECT 1 FROM pg_type t WHERE t.oid = c.castsource)
                                     OR NOT EXISTS (SELECT 1 FROM pg_type t WHERE t.oid = c.casttarget)) AS dangling_casts,
  (SELECT count(*) FROM pg_depend WHERE refclassid = 'pg_extension'::regclass
                                    AND NOT EXISTS (SELECT 1 FROM pg_extension e WHERE e.oid = refobjid)) AS orphans;
DROP SCHEMA ulid_home;
REVOKE CREATE ON DATABASE contrib_regression FROM regress_ulid_owner;
DROP ROLE regress_ulid_owner;

-- The rest of the suite uses the extension installed in public by the superuser.
CREATE EXTENSION ulid;
-- An array type is a member from PostgreSQL 17 on, made implicitly with its type: left out.
SELECT count(*) AS extension_members FROM pg_depend
 WHERE refclassid = 'pg_extension'::regclass
   AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid') AND deptype = 'e'
   AND NOT (classid = 'pg_type'::regclass AND objid IN (SELECT typarray FROM pg_type));
