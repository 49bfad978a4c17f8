#!/bin/sh
# Builds one of the three installs of ulid_portable from its one source, sql/portable/ulid_portable.sql:
#   build.sh extension VERSION   the script of CREATE EXTENSION ulid_portable (sql/ulid_portable--VERSION.sql)
#   build.sh pgtle VERSION       a psql -f file that installs it through pg_tle (portable/ulid_portable_pgtle.sql)
#   build.sh plain VERSION       a psql -f file for hosts with neither (portable/ulid_portable.sql)
# The Makefile runs it; the two psql -f files are committed for hosts without pg_config.
set -eu
kind=$1
version=$2
source=$(dirname "$0")/../sql/portable/ulid_portable.sql
body() { sed "s/@VERSION@/$version/g" "$source"; }
case $kind in
extension)
    echo "-- ulid_portable $version install script, built from sql/portable/ulid_portable.sql by portable/build.sh."
    printf '%s\n' '\echo Use "CREATE EXTENSION ulid_portable" to load this file. \quit'
    # The script creates the schema, so that it belongs to the extension and goes with it.
    echo 'CREATE SCHEMA ulid_portable;'
    body
    ;;
pgtle)
    cat <<HEAD
-- ulid_portable $version through pg_tle, built from sql/portable/ulid_portable.sql by portable/build.sh.
-- Run it with psql -f as a member of pgtle_admin, on a server with pg_tle loaded, then in each
-- database: CREATE EXTENSION ulid_portable;
SELECT pgtle.install_extension(
    'ulid_portable',
    '$version',
    'ULIDs in uuid columns, in SQL and PL/pgSQL: the same bytes and text as the ulid extension',
\$_ulid_portable_\$
CREATE SCHEMA ulid_portable;
HEAD
    body
    printf '%s\n' '$_ulid_portable_$'
    echo ');'
    ;;
plain)
    cat <<HEAD
-- ulid_portable $version for psql -f, built from sql/portable/ulid_portable.sql by portable/build.sh.
-- Run it as a role with CREATE on the database: psql -f ulid_portable.sql. It creates the schema
-- ulid_portable and its functions; running it again, or a newer file, updates them in place.
-- All or nothing: one transaction.
BEGIN;
-- Names in this file resolve in pg_catalog before anything a role created.
SET LOCAL search_path = pg_catalog, pg_temp;
DO \$guard\$
DECLARE
    installed pg_catalog.text;
BEGIN
    -- Two runs at once (say, every instance of an application at its start) take turns: the second
    -- sees what the first committed, and updates it in place instead of failing on the schema.
    PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('ulid_portable plain install'));
    installed := pg_catalog.substring(
        pg_catalog.obj_description(pg_catalog.to_regnamespace('ulid_portable'), 'pg_namespace'), '^ulid_portable ([0-9.]+):');
    IF EXISTS (SELECT FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'ulid_portable') THEN
        RAISE EXCEPTION 'ulid_portable is installed as an extension in this database'
            USING HINT = 'Update it with ALTER EXTENSION ulid_portable UPDATE instead.';
    END IF;
    IF installed IS NOT NULL AND pg_catalog.string_to_array(installed, '.')::pg_catalog.int4[]
                                 OPERATOR(pg_catalog.>) pg_catalog.string_to_array('$version', '.')::pg_catalog.int4[] THEN
        RAISE EXCEPTION 'ulid_portable % is installed, newer than this file (%)', installed, '$version';
    END IF;
END
\$guard\$;
CREATE SCHEMA IF NOT EXISTS ulid_portable;
HEAD
    body
    echo 'COMMIT;'
    ;;
*)
    echo "usage: $0 extension|pgtle|plain VERSION" >&2
    exit 2
    ;;
esac
