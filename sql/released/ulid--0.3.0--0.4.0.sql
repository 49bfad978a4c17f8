-- ulid update script, built from sql/update/ulid--0.3.0--0.4.0.sql by the Makefile.
\echo Use "ALTER EXTENSION ulid UPDATE" to load this file. \quit
-- 0.3.0 -> 0.4.0. Version 0.4.0 adds the separate extension ulid_portable (spec section 7); the
-- native catalog changes of 0.4.0, if any, are included here through the same install parts and
-- templates as the install script.
