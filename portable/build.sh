#!/bin/sh
# Builds one of the three installs of ulid_portable from its one source, sql/portable/ulid_portable.sql:
#   build.sh extension VERSION   the script of CREATE EXTENSION ulid_portable (sql/ulid_portable--VERSION.sql)
#   build.sh update VERSION      the script of ALTER EXTENSION ulid_portable UPDATE from any released
#                                version (sql/ulid_portable--OLDER--VERSION.sql): the body again
#   build.sh pgtle VERSION       a psql -f file that installs it through pg_tle (portable/ulid_portable_pgtle.sql)
#   build.sh plain VERSION       a psql -f file for hosts with neither (portable/ulid_portable.sql)
# The Makefile runs it; the two psql -f files are committed for hosts without pg_config. A third
# argument names another source (the tests build older installs from a frozen one).
#
# Updates: the body is re-runnable (CREATE OR REPLACE, IF NOT EXISTS), so it is also the update
# script from any older version, in the plain file and in pg_tle (install_update_path). It creates
# and replaces but never drops: a version that removes or renames a function must add
# DROP FUNCTION IF EXISTS for the old one to the body, or an updated install keeps it (and layers
# 54 and 62, which compare updated installs with fresh ones, fail).
set -eu
kind=$1
version=$2
source=${3:-$(dirname "$0")/../sql/portable/ulid_portable.sql}
body() { sed "s/@VERSION@/$version/g" "$source"; }
case $kind in
extension)
    echo "-- ulid_portable $version install script, built from sql/portable/ulid_portable.sql by portable/build.sh."
    printf '%s\n' '\echo Use "CREATE EXTENSION ulid_portable" to load this file. \quit'
    # The script creates the schema, so that it belongs to the extension and goes with it.
    echo 'CREATE SCHEMA ulid_portable;'
    body
    ;;
update)
    echo "-- ulid_portable update script to $version, built from sql/portable/ulid_portable.sql by portable/build.sh."
    printf '%s\n' '\echo Use "ALTER EXTENSION ulid_portable UPDATE" to load this file. \quit'
    body
    ;;
pgtle)
    cat <<HEAD
-- ulid_portable $version through pg_tle, built from sql/portable/ulid_portable.sql by portable/build.sh.
-- Run it with psql -f as a member of pgtle_admin in a database with pg_tle, then CREATE EXTENSION
-- ulid_portable; (or, over an older version: ALTER EXTENSION ulid_portable UPDATE). pg_tle keeps
-- its extensions per database: run it in each. Re-runnable, in one transaction: when no version of ulid_portable is
-- registered, it registers this one; when this one is, it changes nothing; when older ones are, it
-- adds this version, an update path from each older one to it, and makes it the default.
DO \$installer\$
DECLARE
    new_version CONSTANT pg_catalog.text := '$version';
    -- The whole body: the update script from any older version, and after CREATE SCHEMA the install script.
    body CONSTANT pg_catalog.text := \$_ulid_portable_\$
HEAD
    body
    cat <<TAIL
\$_ulid_portable_\$;
    -- The install script's head. pg_tle records a schema for the extension: pg_catalog, which this
    -- installer sets where pg_tle has set_extension_schema (1.5.0 and later); before that, the first
    -- of the creating role's search_path, whose owner could drop it and the extension with it
    -- (and every default, view and index of others that calls its functions).
    install_head CONSTANT pg_catalog.text := \$_ulid_portable_head_\$
DO \$recorded\$
DECLARE
    recorded pg_catalog.oid := (SELECT extnamespace FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'ulid_portable');
BEGIN
    IF recorded OPERATOR(pg_catalog.<>) CAST('pg_catalog' AS pg_catalog.regnamespace) THEN
        RAISE EXCEPTION 'ulid_portable must be created in schema pg_catalog, not %', CAST(recorded AS pg_catalog.regnamespace)
            USING ERRCODE = 'object_not_in_prerequisite_state',
                  DETAIL = 'The extension creates its own schema ulid_portable; the owner of the schema it is recorded in could drop it.',
                  HINT = 'Run CREATE EXTENSION ulid_portable SCHEMA pg_catalog.';
    END IF;
END
\$recorded\$;
CREATE SCHEMA ulid_portable;
\$_ulid_portable_head_\$;
    registered pg_catalog.text[];
    older pg_catalog.text;
BEGIN
    -- In a database without pg_tle, a schema pgtle is anybody's (with CREATE on the database), and
    -- its functions would run here as a member of pgtle_admin.
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'pg_tle'
                   AND extnamespace OPERATOR(pg_catalog.=) pg_catalog.to_regnamespace('pgtle')) THEN
        RAISE EXCEPTION 'pg_tle is not installed in database %', pg_catalog.current_database()
            USING ERRCODE = 'object_not_in_prerequisite_state', HINT = 'CREATE EXTENSION pg_tle in it first.';
    END IF;
    -- Oldest first, as numbers (0.10.0 after 0.9.0).
    SELECT pg_catalog.array_agg(v.version ORDER BY pg_catalog.string_to_array(v.version, '.')::pg_catalog.int4[]) INTO registered
      FROM pgtle.available_extension_versions() v WHERE v.name OPERATOR(pg_catalog.=) 'ulid_portable';
    IF pg_catalog.string_to_array(registered[pg_catalog.array_upper(registered, 1)], '.')::pg_catalog.int4[]
       OPERATOR(pg_catalog.>) pg_catalog.string_to_array(new_version, '.')::pg_catalog.int4[] THEN
        RAISE EXCEPTION 'ulid_portable % is registered, newer than this installer (%)',
            registered[pg_catalog.array_upper(registered, 1)], new_version;
    END IF;
    IF registered IS NULL THEN
        PERFORM pgtle.install_extension('ulid_portable', new_version,
            'ULIDs in uuid columns, in SQL and PL/pgSQL: the same bytes and text as the ulid extension',
            install_head OPERATOR(pg_catalog.||) body);
        RAISE NOTICE 'ulid_portable % registered: CREATE EXTENSION ulid_portable to use it', new_version;
    ELSIF new_version OPERATOR(pg_catalog.=) ANY (registered) THEN
        RAISE NOTICE 'ulid_portable % is already registered: nothing to do', new_version;
    ELSE
        PERFORM pgtle.install_extension_version_sql('ulid_portable', new_version, install_head OPERATOR(pg_catalog.||) body);
        FOREACH older IN ARRAY registered LOOP
            PERFORM pgtle.install_update_path('ulid_portable', older, new_version, body);
        END LOOP;
        PERFORM pgtle.set_default_version('ulid_portable', new_version);
        RAISE NOTICE 'ulid_portable % registered as an update of %: ALTER EXTENSION ulid_portable UPDATE to use it',
            new_version, pg_catalog.array_to_string(registered, ', ');
    END IF;
    IF pg_catalog.to_regprocedure('pgtle.set_extension_schema(pg_catalog.text,pg_catalog.text)') IS NOT NULL THEN
        PERFORM pgtle.set_extension_schema('ulid_portable', 'pg_catalog');
    END IF;
END
\$installer\$;
TAIL
    ;;
plain)
    # The checks run twice. First before BEGIN, on what the file finds: one that fires there leaves
    # no transaction open, whether the file came through psql -f (each statement on its own) or as
    # one message of many statements (PGlite's exec, a driver's simple query), which PostgreSQL runs
    # as one implicit transaction that an error rolls back whole. Then again in the transaction,
    # under its lock and once the schema exists, for what another session committed meanwhile and
    # for the owner of a schema that CREATE SCHEMA IF NOT EXISTS kept; a refusal there, like any
    # error after BEGIN, leaves the transaction aborted until ROLLBACK.
    checks=$(cat <<CHECKS
DO \$checks\$
DECLARE
    installed pg_catalog.text := pg_catalog.substring(
        pg_catalog.obj_description(pg_catalog.to_regnamespace('ulid_portable'), 'pg_namespace'), '^ulid_portable ([0-9.]+):');
    owner pg_catalog.name := (SELECT pg_catalog.pg_get_userbyid(nspowner) FROM pg_catalog.pg_namespace
                              WHERE nspname OPERATOR(pg_catalog.=) 'ulid_portable');
BEGIN
    IF EXISTS (SELECT FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'ulid_portable') THEN
        RAISE EXCEPTION 'ulid_portable is installed as an extension in this database'
            USING HINT = 'Update it with ALTER EXTENSION ulid_portable UPDATE instead.';
    END IF;
    -- Read-only (default_transaction_read_only, which any role of the session may have set, or a
    -- standby): refused here, before BEGIN, rather than by CREATE SCHEMA inside the file's
    -- transaction, which would stay aborted (in PGlite, every later query failing with 25P02).
    IF pg_catalog.current_setting('transaction_read_only') OPERATOR(pg_catalog.=) 'on' THEN
        RAISE EXCEPTION 'cannot install ulid_portable in a read-only transaction'
            USING ERRCODE = 'read_only_sql_transaction',
                  HINT = 'Run the file with default_transaction_read_only off (RESET default_transaction_read_only), on a primary server.';
    END IF;
    -- A schema ulid_portable that another role made is not this role's to fill: its owner, and
    -- every member of that owner, could drop the functions created there and put their own there.
    -- Checked before the version that the schema's comment records, which its owner writes: a
    -- comment naming a newer version must not pass another role's schema off as a newer install.
    IF owner OPERATOR(pg_catalog.<>) CURRENT_USER THEN
        RAISE EXCEPTION 'schema ulid_portable belongs to role %', owner
            USING ERRCODE = 'insufficient_privilege',
                  DETAIL = 'The owner of a schema can drop and replace the functions in it.',
                  HINT = pg_catalog.format('If role %s installed ulid_portable, run the file as that role; if not, have that role or a superuser drop the schema.', owner);
    END IF;
    IF installed IS NOT NULL AND pg_catalog.string_to_array(installed, '.')::pg_catalog.int4[]
                                 OPERATOR(pg_catalog.>) pg_catalog.string_to_array('$version', '.')::pg_catalog.int4[] THEN
        RAISE EXCEPTION 'ulid_portable % is installed, newer than this file (%)', installed, '$version';
    END IF;
END
\$checks\$;
CHECKS
)
    cat <<HEAD
-- ulid_portable $version for psql -f, built from sql/portable/ulid_portable.sql by portable/build.sh.
-- Run it as a role with CREATE on the database: psql -f ulid_portable.sql. It creates the schema
-- ulid_portable and its functions; running it again, or a newer file, updates them in place.
-- All or nothing: one transaction. Its checks run first outside it too, so that a refusal leaves
-- no transaction open (in PGlite, whose one session would otherwise stay aborted).
$checks
BEGIN;
-- Names in this file resolve in pg_catalog before anything a role created.
SET LOCAL search_path = pg_catalog, pg_temp;
DO \$lock\$
DECLARE
    lock_key CONSTANT pg_catalog.int8 := pg_catalog.hashtext('ulid_portable plain install');
    -- the session's lock_timeout in milliseconds (0: none)
    session_timeout CONSTANT pg_catalog.int8 := (SELECT CAST(setting AS pg_catalog.int8) FROM pg_catalog.pg_settings
                                                  WHERE name OPERATOR(pg_catalog.=) 'lock_timeout');
    holders pg_catalog.text;
BEGIN
    -- Two runs at once (say, every instance of an application at its start) take turns: the second
    -- sees what the first committed, and updates it in place instead of failing on the schema. Any
    -- role that can connect can take the same advisory lock and keep it: the wait ends after ten
    -- seconds (or the session's lock_timeout when shorter), with the error naming who holds it.
    -- The bound stays until the end of the file: every other lock it may wait for (a schema
    -- ulid_portable another transaction is creating, a sequence of an older version it drops) can
    -- be held as long as some role keeps a transaction open, and a DROP waiting for it would stop
    -- every session that uses that sequence behind it.
    PERFORM pg_catalog.set_config('lock_timeout',
        CASE WHEN session_timeout OPERATOR(pg_catalog.>) 0 AND session_timeout OPERATOR(pg_catalog.<) 10000
             THEN CAST(session_timeout AS pg_catalog.text) ELSE '10000' END, true);
    BEGIN
        PERFORM pg_catalog.pg_advisory_xact_lock(lock_key);
    EXCEPTION WHEN lock_not_available THEN
        SELECT pg_catalog.string_agg(pg_catalog.format('process %s of role %s', a.pid, a.usename), ', ') INTO holders
          FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity a ON a.pid OPERATOR(pg_catalog.=) l.pid
         WHERE l.locktype OPERATOR(pg_catalog.=) 'advisory' AND l.granted AND l.objsubid OPERATOR(pg_catalog.=) 1
           AND l.database OPERATOR(pg_catalog.=) (SELECT oid FROM pg_catalog.pg_database WHERE datname OPERATOR(pg_catalog.=) pg_catalog.current_database())
           AND ((CAST(l.classid AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 32) OPERATOR(pg_catalog.|) CAST(l.objid AS pg_catalog.int8)) OPERATOR(pg_catalog.=) lock_key;
        RAISE EXCEPTION 'another session holds the lock that runs of the ulid_portable installer take turns on'
            USING ERRCODE = 'lock_not_available',
                  DETAIL = pg_catalog.format('Held by %s.', COALESCE(holders, 'a session that has since released it')),
                  HINT = 'Run the file again when that session is done; if it is no run of this file, end it (pg_terminate_backend).';
    END;
END
\$lock\$;
-- Still within that bound: a role with CREATE on the database that has created a schema
-- ulid_portable in a transaction it keeps open would make CREATE SCHEMA wait for that transaction
-- (and fail with a unique violation on pg_namespace when it commits).
DO \$schema\$
BEGIN
    BEGIN
        CREATE SCHEMA IF NOT EXISTS ulid_portable;
    EXCEPTION WHEN lock_not_available THEN
        RAISE EXCEPTION 'another transaction is creating a schema ulid_portable'
            USING ERRCODE = 'lock_not_available',
                  DETAIL = 'A session has created it in a transaction that has not ended.',
                  HINT = 'Run the file again when that transaction has ended; if it does not, end the session (pg_stat_activity lists it as idle in transaction).';
    WHEN unique_violation THEN
        -- that transaction committed while this one waited for it
        RAISE EXCEPTION 'schema ulid_portable was created by another session while this file ran'
            USING ERRCODE = 'duplicate_schema',
                  HINT = 'Run the file again: it then checks who owns that schema.';
    END;
    IF pg_catalog.to_regnamespace('ulid_portable') IS NULL THEN
        -- another role's schema, there at CREATE SCHEMA IF NOT EXISTS, dropped since
        RAISE EXCEPTION 'schema ulid_portable was dropped by another session while this file ran'
            USING ERRCODE = 'object_not_in_prerequisite_state',
                  HINT = 'Run the file again.';
    END IF;
END
\$schema\$;
$checks
HEAD
    body
    echo 'COMMIT;'
    ;;
*)
    echo "usage: $0 extension|update|pgtle|plain VERSION [SOURCE]" >&2
    exit 2
    ;;
esac
