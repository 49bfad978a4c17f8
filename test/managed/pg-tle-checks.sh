#!/usr/bin/env bash
# The checks of layer 54 for one PostgreSQL major (PG_MAJOR): ulid_portable installed through pg_tle
# the way RDS and Aurora users do it. pg_tle is built once from ../shared/vendor (test/pg-tle.sh)
# and preloaded in a private cluster; a role that is not a superuser but a member of pgtle_admin
# runs the installer script with psql -f, the database's owner (an ordinary role) creates the
# extension, and its functions are compared with the native ulid extension's in the same database.
# Then the update: the installer run twice changes nothing; over an older version (built from
# test/upgrade/ulid_portable-older.sql) it registers an update path, and after ALTER EXTENSION
# UPDATE by the owner the catalog (test/upgrade/catalog.sql) equals a fresh install's.
# Run by test/layers/54-pg-tle.sh on the host and inside a chroot. ULID_PORTABLE_PGTLE names
# another installer script (default: the repository's portable/ulid_portable_pgtle.sql).
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/pg-tle.sh"

PORT=${PGTLE_PORT:-25486}
INSTALLER=${ULID_PORTABLE_PGTLE:-$ROOT/portable/ulid_portable_pgtle.sql}
VERSION=$(sed -n "s/^default_version = '\(.*\)'$/\1/p" "$ROOT/ulid.control")
SAMPLE=10000

# shellcheck disable=SC2086
"$ROOT/test/install-deps.sh" $PGTLE_BUILD_DEPS >/dev/null || { echo "not ok - install pg_tle's build dependencies"; echo "0 passed, 1 failed"; exit 1; }
# The compile runs before the install lock is taken (reliability/lib.sh takes it).
ensure_pg_tle_built "$PG_CONFIG" "$PG_MAJOR" || { echo "not ok - build pg_tle"; echo "0 passed, 1 failed"; exit 1; }
echo "# pg_tle built (or cached): ${SECONDS}s"
source "$ROOT/test/reliability/lib.sh"
install_pg_tle "$PG_MAJOR" || die "install pg_tle"
# A host has no ulid_portable files (and pg_tle refuses a name whose control file exists): the ones
# make install put beside ulid are set aside while this layer holds the install lock.
EXTENSION_DIR=$("$PG_CONFIG" --sharedir)/extension
mkdir -p "$WORK/set-aside"
mv "$EXTENSION_DIR"/ulid_portable.control "$EXTENSION_DIR"/ulid_portable--*.sql "$WORK/set-aside/" 2>/dev/null
trap 'mv "$WORK"/set-aside/* "$EXTENSION_DIR"/ 2>/dev/null; stop_clusters' EXIT
[ -f "$INSTALLER" ] || die "the installer script $INSTALLER exists"

start_cluster tle $PORT "shared_preload_libraries = 'pg_tle'" || die "start a cluster with pg_tle preloaded"
# As on RDS: pg_tle and the native extension are created by the host's administrator; tle_admin is
# what the host gives its users (pgtle_admin, no superuser); app owns the database and nothing more.
q $PORT postgres <<SQL >/dev/null || die "create the roles and the database"
CREATE ROLE tle_admin LOGIN;
CREATE ROLE app LOGIN;
CREATE DATABASE app OWNER app;
\c app
CREATE EXTENSION pg_tle;
GRANT pgtle_admin TO tle_admin;
CREATE EXTENSION ulid;
SQL
as_role() {  # ROLE psql-arguments...: unaligned, tuples only, stop at the first error (in $DB, default app)
    local role=$1
    shift
    "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$WORK" -p $PORT -U "$role" -d "${DB:-app}" "$@"
}
app() { as_role app "$@"; }
in_db() { DB=$1 "${@:2}"; }

check "tle_admin is a member of pgtle_admin and not a superuser" "t|f" \
    "$(q $PORT app -c "SELECT pg_has_role('tle_admin', 'pgtle_admin', 'member'), rolsuper FROM pg_roles WHERE rolname = 'tle_admin'")"
check "app is neither a superuser nor a member of pgtle_admin" "f|f" \
    "$(q $PORT app -c "SELECT rolsuper, pg_has_role('app', 'pgtle_admin', 'member') FROM pg_roles WHERE rolname = 'app'")"
check "an ordinary role cannot install through pg_tle: 42501" "42501" \
    "$(as_role app -v VERBOSITY=sqlstate -f "$INSTALLER" 2>&1 | sed -n 's/.*ERROR: *\([0-9A-Z]\{5\}\)$/\1/p' | head -1)"
check "... and nothing was installed" "0" "$(q $PORT app -c "SELECT count(*) FROM pgtle.available_extensions() WHERE name = 'ulid_portable'")"

CHECK_LOG=$WORK/installer.log
check_that "tle_admin runs the installer script with psql -f" as_role tle_admin -f "$INSTALLER"
check "pg_tle offers ulid_portable $VERSION" "ulid_portable|$VERSION" \
    "$(q $PORT app -c "SELECT name, default_version FROM pgtle.available_extensions() WHERE name = 'ulid_portable'")"
check "a second run of the installer changes nothing and says so" "NOTICE:  ulid_portable $VERSION is already registered: nothing to do|ulid_portable|$VERSION" \
    "$( (as_role tle_admin -f "$INSTALLER" 2>&1 | sed 's/^psql:[^ ]* //'
         q $PORT app -c "SELECT name, version FROM pgtle.available_extension_versions() WHERE name = 'ulid_portable'") | paste -sd'|')"
# Another role with CREATE on the database makes a schema named like app, the first schema of app's
# search_path ("$user"), which pg_tle would record for the extension if the installer did not pin
# pg_catalog: its owner's DROP SCHEMA ... CASCADE would take the extension, and what calls it, along.
q $PORT app -c "CREATE ROLE squatter LOGIN" -c "GRANT CREATE ON DATABASE app TO squatter" >/dev/null || die "create the role squatter"
as_role squatter -c "CREATE SCHEMA app" -c "GRANT USAGE ON SCHEMA app TO PUBLIC" || die "squat the schema app"
check "the installer has pg_tle record pg_catalog as the schema of ulid_portable" pg_catalog \
    "$(q $PORT app -c "SELECT schema FROM pgtle.available_extensions() WHERE name = 'ulid_portable'")"
check_that "app (the database's owner, not a superuser) creates the extension" app -c "CREATE EXTENSION ulid_portable"
check "the extension is app's, version $VERSION, and the schema ulid_portable is one of its members" "app|$VERSION|t" \
    "$(app -c "SELECT extowner::regrole, extversion, EXISTS (SELECT FROM pg_depend WHERE refobjid = e.oid AND deptype = 'e'
               AND classid = 'pg_namespace'::regclass AND objid = 'ulid_portable'::regnamespace) FROM pg_extension e WHERE extname = 'ulid_portable'")"
as_role squatter -c "DROP SCHEMA app CASCADE" || die "drop the schema app"
check "it is recorded in pg_catalog, and the other role's DROP SCHEMA app CASCADE leaves it" "pg_catalog|1" \
    "$(app -c "SELECT extnamespace::regnamespace, (SELECT count(*) FROM pg_extension WHERE extname = 'ulid_portable') FROM pg_extension WHERE extname = 'ulid_portable'")"
check "its functions are the extension's, in ulid_portable, owned by app" "t" \
    "$(app -c "SELECT count(*) > 0 AND bool_and(p.pronamespace = 'ulid_portable'::regnamespace AND p.proowner = 'app'::regrole)
               FROM pg_depend d JOIN pg_proc p ON p.oid = d.objid
               WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid_portable') AND d.deptype = 'e'")"
check "none of them is written in C" "0" \
    "$(app -c "SELECT count(*) FROM pg_proc WHERE pronamespace = 'ulid_portable'::regnamespace
               AND prolang NOT IN (SELECT oid FROM pg_language WHERE lanname IN ('sql', 'plpgsql'))")"

# The same values through both extensions: native ulids, their uuid bytes and their text.
app -c "CREATE TABLE sample AS SELECT gen_ulid(now() - random() * interval '3650 days') AS native FROM generate_series(1, $SAMPLE)
        UNION ALL VALUES ('00000000000000000000000000'::ulid), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('01ARZ3NDEKTSV4RRFFQ69G5FAV')" ||
    die "make the sample"
check "ulid_to_text(uuid) equals the native text on $SAMPLE values and the edges" "0" \
    "$(app -c "SELECT count(*) FROM sample WHERE ulid_portable.ulid_to_text(native::uuid) IS DISTINCT FROM native::text")"
check "ulid_from_text(text) equals the native bytes, upper and lower case" "0" \
    "$(app -c "SELECT count(*) FROM sample WHERE ulid_portable.ulid_from_text(native::text) IS DISTINCT FROM native::uuid
                                            OR ulid_portable.ulid_from_text(lower(native::text)) IS DISTINCT FROM native::uuid")"
check "ulid_extract_timestamp(uuid) equals the native one (the values that differ)" "" \
    "$(app -c "SET TimeZone = UTC" -c "SELECT native || ': ' || ulid_portable.ulid_extract_timestamp(native::uuid) || ' <> ' || ulid_extract_timestamp(native)
               FROM sample WHERE ulid_portable.ulid_extract_timestamp(native::uuid) IS DISTINCT FROM ulid_extract_timestamp(native)")"
check "ulid_min and ulid_max equal the native bounds" "0" \
    "$(app -c "SELECT count(*) FROM sample, LATERAL (SELECT ulid_extract_timestamp(native) AS t) s
               WHERE ulid_portable.ulid_min(t) IS DISTINCT FROM ulid_min(t)::uuid OR ulid_portable.ulid_max(t) IS DISTINCT FROM ulid_max(t)::uuid")"
# The error's SQLSTATE, message and DETAIL lines as psql prints them (the statement's echo left out).
error_of() { app -v VERBOSITY=verbose -c "$1" 2>&1 | sed -n 's/^\(psql:[^ ]* \)\?\(ERROR\|DETAIL\):/\2:/p'; }
for text in U1ARZ3NDEKTSV4RRFFQ69G5FAV 01ARZ3NDEKTSV4RRFFQ69G5FA 80000000000000000000000000; do
    expected=$(error_of "SELECT '$text'::ulid")
    check "'$text' is rejected like the native input: $(head -1 <<<"$expected")" "$expected" \
        "$(error_of "SELECT ulid_portable.ulid_from_text('$text')")"
done
check "ulid_is_valid agrees on valid, invalid and overflowing text" "t|f|f" \
    "$(app -c "SELECT ulid_portable.ulid_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ulid_portable.ulid_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FA'),
                      ulid_portable.ulid_is_valid('80000000000000000000000000')")"

# The generators, as an application uses them: a uuid primary key with a default.
app -c "CREATE TABLE events (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), seq int NOT NULL)" \
    -c "INSERT INTO events (seq) SELECT g FROM generate_series(1, 5000) g" || die "insert with the monotonic default"
check "gen_monotonic_ulid(): 5000 rows of one statement strictly increase in insertion order" "0" \
    "$(app -c "SELECT count(*) FROM (SELECT id, lag(id) OVER (ORDER BY seq) AS previous FROM events) s WHERE previous >= id")"
check "... and read as ULIDs of now through the native type" "t" \
    "$(app -c "SELECT bool_and(abs(extract(epoch FROM ulid_extract_timestamp(id::ulid) - now())) < 60
                              AND ulid_portable.ulid_to_text(id) = id::ulid::text) FROM events")"
check "gen_ulid(): 5000 distinct values of now" "5000|t" \
    "$(app -c "SELECT count(DISTINCT u), bool_and(abs(extract(epoch FROM ulid_portable.ulid_extract_timestamp(u) - now())) < 60)
               FROM (SELECT ulid_portable.gen_ulid() AS u FROM generate_series(1, 5000)) s")"
check "the uuid order of the sample is its ULID text order" "0" \
    "$(app -c "SELECT count(*) FROM (SELECT t, lag(t) OVER (ORDER BY id) AS previous
               FROM (SELECT native::uuid AS id, ulid_portable.ulid_to_text(native::uuid) AS t FROM sample) v) s
               WHERE previous COLLATE \"C\" >= t")"

# Removal: the objects go with DROP EXTENSION (the column is core uuid and stays), then pg_tle forgets it.
check_that "app drops the extension (after the default that uses it)" \
    app -c "ALTER TABLE events ALTER COLUMN id DROP DEFAULT" -c "DROP EXTENSION ulid_portable"
check "no function of it is left, and the data stays" "0|5000" \
    "$(app -c "SELECT (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'ulid_portable'),
                      (SELECT count(*) FROM events)")"
check_that "tle_admin uninstalls it from pg_tle" as_role tle_admin -c "SELECT pgtle.uninstall_extension('ulid_portable')"
check "pg_tle no longer offers it" "0" "$(q $PORT app -c "SELECT count(*) FROM pgtle.available_extensions() WHERE name = 'ulid_portable'")"

# The update path: an older installer (built from a stand-in for an older source), CREATE EXTENSION,
# this installer, ALTER EXTENSION UPDATE by app; the catalog then equals a fresh install's.
OLDER=0.3.9
sh "$ROOT/portable/build.sh" pgtle $OLDER "$ROOT/test/upgrade/ulid_portable-older.sql" >"$WORK/older-pgtle.sql" || die "build the older installer"
describe() { DB=$1 as_role app -v extension=ulid_portable -f "$ROOT/test/upgrade/catalog.sql" >"$WORK/catalog-$1.txt"; }
for db in updated fresh; do
    q $PORT postgres -c "CREATE DATABASE $db OWNER app" -c "\\c $db" -c "CREATE EXTENSION pg_tle" >/dev/null || die "create database $db"
done
DB=updated as_role tle_admin -f "$WORK/older-pgtle.sql" 2>/dev/null && DB=updated app -c "CREATE EXTENSION ulid_portable" || die "install $OLDER"
check "the older installer put ulid_portable $OLDER in place" "$OLDER" "$(DB=updated app -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid_portable'")"
describe updated && mv "$WORK/catalog-updated.txt" "$WORK/catalog-older.txt" || die "describe $OLDER"
check "this installer over $OLDER registers the update" "NOTICE:  ulid_portable $VERSION registered as an update of $OLDER: ALTER EXTENSION ulid_portable UPDATE to use it" \
    "$(DB=updated as_role tle_admin -f "$INSTALLER" 2>&1 | sed 's/^psql:[^ ]* //')"
check "pg_tle offers both versions, $VERSION the default, with a path from $OLDER" "$OLDER,$VERSION|$VERSION|$OLDER--$VERSION" \
    "$(DB=updated app -c "SELECT (SELECT string_agg(version, ',' ORDER BY version) FROM pgtle.available_extension_versions() WHERE name = 'ulid_portable'),
                                  (SELECT default_version FROM pgtle.available_extensions() WHERE name = 'ulid_portable'),
                                  (SELECT path FROM pgtle.extension_update_paths('ulid_portable') WHERE source = '$OLDER' AND target = '$VERSION')")"
check "a third run changes nothing" "NOTICE:  ulid_portable $VERSION is already registered: nothing to do" \
    "$(DB=updated as_role tle_admin -f "$INSTALLER" 2>&1 | sed 's/^psql:[^ ]* //')"
check "the older installer, run now, refuses and changes nothing" "ERROR:  ulid_portable $VERSION is registered, newer than this installer ($OLDER)|$VERSION" \
    "$( (DB=updated as_role tle_admin -f "$WORK/older-pgtle.sql" 2>&1 | sed -n 's/^psql:[^ ]* \(ERROR\)/\1/p'
         DB=updated app -c "SELECT default_version FROM pgtle.available_extensions() WHERE name = 'ulid_portable'") | paste -sd'|')"
check_that "app updates the extension with ALTER EXTENSION ulid_portable UPDATE" in_db updated app -c "ALTER EXTENSION ulid_portable UPDATE"
DB=fresh as_role tle_admin -f "$INSTALLER" 2>/dev/null && DB=fresh app -c "CREATE EXTENSION ulid_portable" || die "fresh install"
describe updated && describe fresh || die "describe the catalogs"
check "the fresh install's catalog lists every function ($(grep -c '^function ' "$WORK/catalog-fresh.txt"))" t \
    "$([ "$(grep -c '^function ulid_portable\.' "$WORK/catalog-fresh.txt")" -ge 9 ] && echo t)"
check "the catalog of $OLDER differs from the fresh one (so the comparison can fail)" t \
    "$(cmp -s "$WORK/catalog-fresh.txt" "$WORK/catalog-older.txt" || echo t)"
diff "$WORK/catalog-fresh.txt" "$WORK/catalog-updated.txt" | head -20
check_that "the updated catalog equals the fresh one (members, comments, signatures, bodies, properties: $(wc -l <"$WORK/catalog-fresh.txt") facts)" \
    cmp -s "$WORK/catalog-fresh.txt" "$WORK/catalog-updated.txt"
check "ulid_portable $VERSION is installed in both" "$VERSION|$VERSION" \
    "$(DB=updated app -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid_portable'")|$(DB=fresh app -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid_portable'")"

# Each released installer (frozen in sql/released/portable/): its version installed, then this
# installer and ALTER EXTENSION UPDATE; the catalog then equals the fresh one.
for released in "$ROOT"/sql/released/portable/ulid_portable_pgtle--*.sql; do
    [ -e "$released" ] || { echo "# no released pg_tle installer of ulid_portable yet"; break; }
    from=$(basename "$released" .sql) from=${from#ulid_portable_pgtle--}
    db="from_${from//./_}"
    q $PORT postgres -c "CREATE DATABASE $db OWNER app" -c "\\c $db" -c "CREATE EXTENSION pg_tle" >/dev/null || die "create database $db"
    DB=$db as_role tle_admin -f "$released" >/dev/null 2>&1 && DB=$db app -c "CREATE EXTENSION ulid_portable" &&
        DB=$db as_role tle_admin -f "$INSTALLER" >/dev/null 2>&1 && DB=$db app -c "ALTER EXTENSION ulid_portable UPDATE" &&
        describe "$db" || die "install $from and update it"
    diff "$WORK/catalog-fresh.txt" "$WORK/catalog-$db.txt" | head -20
    check "the released installer $from, updated by this one, is $VERSION with a fresh install's catalog ($(wc -l <"$WORK/catalog-$db.txt") facts)" "$VERSION|same" \
        "$(DB=$db app -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid_portable'")|$(cmp -s "$WORK/catalog-fresh.txt" "$WORK/catalog-$db.txt" && echo same)"
done

# pg_tle before 1.5.0 records no schema (set back to none here): the install script then refuses any
# schema but pg_catalog, which CREATE EXTENSION ... SCHEMA pg_catalog names.
q $PORT postgres -c "CREATE DATABASE oldtle OWNER app" -c "\\c oldtle" -c "CREATE EXTENSION pg_tle" >/dev/null || die "create database oldtle"
DB=oldtle as_role tle_admin -f "$INSTALLER" >/dev/null 2>&1 && DB=oldtle as_role tle_admin -c "SELECT pgtle.set_extension_schema('ulid_portable', NULL)" >/dev/null ||
    die "install in oldtle"
check "with no schema recorded, CREATE EXTENSION refuses the first of search_path" "ERROR:  ulid_portable must be created in schema pg_catalog, not public" \
    "$(DB=oldtle app -c "CREATE EXTENSION ulid_portable" 2>&1 | grep -o 'ERROR: .*')"
check_that "... and CREATE EXTENSION ulid_portable SCHEMA pg_catalog succeeds" in_db oldtle app -c "CREATE EXTENSION ulid_portable SCHEMA pg_catalog"
# A database without pg_tle, where another role made a schema pgtle: the installer refuses before it
# calls anything there (in the old installer, that role's functions ran as tle_admin).
q $PORT postgres -c "CREATE DATABASE nopgtle OWNER app" -c "GRANT CREATE ON DATABASE nopgtle TO squatter" >/dev/null || die "create database nopgtle"
DB=nopgtle as_role squatter <<'SQL' || die "plant a schema pgtle"
CREATE SCHEMA pgtle;
GRANT USAGE ON SCHEMA pgtle TO PUBLIC;
CREATE TABLE pgtle.ran (who name);
GRANT INSERT ON pgtle.ran TO PUBLIC;
CREATE FUNCTION pgtle.available_extension_versions(OUT name text, OUT version text) RETURNS SETOF record
    LANGUAGE sql AS $$ INSERT INTO pgtle.ran VALUES (current_user) RETURNING NULL::text, NULL::text $$;
CREATE FUNCTION pgtle.install_extension(text, text, text, text) RETURNS boolean
    LANGUAGE sql AS $$ INSERT INTO pgtle.ran VALUES (current_user) RETURNING true $$;
SQL
check "in a database without pg_tle the installer refuses another role's schema pgtle and runs none of its functions" \
    "ERROR:  pg_tle is not installed in database nopgtle|0" \
    "$( (DB=nopgtle as_role tle_admin -f "$INSTALLER" 2>&1 | grep -o 'ERROR: .*'; q $PORT nopgtle -c "SELECT count(*) FROM pgtle.ran") | paste -sd'|')"

echo "# duration: ${SECONDS}s"
finish_layer
