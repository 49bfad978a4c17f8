#!/usr/bin/env bash
# Upgrades: every earlier shipped version (its frozen install script in sql/released/) is
# installed, updated with ALTER EXTENSION ulid UPDATE, and must then describe exactly the objects
# of a fresh install (test/upgrade/catalog.sql). Two controls show the comparison can fail.
# The same for ulid_portable's released versions (none until 0.4.0 ships; the layer says how many
# it found), and what holds before: its plain psql -f file equals CREATE EXTENSION's objects, fresh
# and over an older plain install (test/upgrade/ulid_portable-older.sql). Its pg_tle install and
# update are compared with a fresh one in layer 54.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

# First the install, then this same script again inside a throwaway cluster.
if [ -z "${ULID_UPGRADE_IN_CLUSTER:-}" ]; then
    build_and_install >build/upgrade-install.log 2>&1 ||
        { cat build/upgrade-install.log; echo "0 passed, 1 failed"; exit 1; }
    export ULID_UPGRADE_IN_CLUSTER=1
    with_cluster bash "$0"
    exit
fi

# A description left by an earlier run must not stand in for one this run failed to write.
rm -f build/upgrade-*.txt
psql_db() { local db=$1; shift; psql -X -q -v ON_ERROR_STOP=1 -d "$db" "$@"; }
# install DB [VERSION [EXTENSION]]: a new database with the extension (ulid unless named), updated
# to the default version when VERSION is given, and its catalog description.
install() {
    local extension=${3:-ulid}
    createdb "$1" && psql_db "$1" -c "CREATE EXTENSION $extension${2:+ VERSION '$2'}" &&
        { [ -z "${2:-}" ] || psql_db "$1" -c "ALTER EXTENSION $extension UPDATE"; } &&
        describe "$1" "$extension"
}
# describe DB [EXTENSION [SCHEMA]]: the extension's members, or with SCHEMA that schema's objects.
describe() {
    psql_db "$1" -At -v extension="${2:-ulid}" ${3:+-v schema="$3"} -f test/upgrade/catalog.sql >"build/upgrade-$1.txt"
}
fresh=build/upgrade-upgrade_fresh.txt

install upgrade_fresh || { echo "0 passed, 1 failed"; exit 1; }
check_that "a fresh install describes its objects ($(wc -l <$fresh) facts)" test -s "$fresh"

# Controls: a second fresh install is identical; a changed property and a dropped comment are seen.
install upgrade_twin
check_that "two fresh installs agree" cmp -s "$fresh" build/upgrade-upgrade_twin.txt
install upgrade_altered &&
    psql_db upgrade_altered -c "ALTER FUNCTION ulid_is_valid(text) STABLE" -c "COMMENT ON FUNCTION gen_ulid() IS NULL" &&
    describe upgrade_altered
check "a changed volatility and a dropped comment are both seen" 2 \
    "$(diff "$fresh" build/upgrade-upgrade_altered.txt | grep -c '^>')"

# check_released EXTENSION FRESH: shipped history stays true. Each released version (its frozen
# install script in sql/released/), updated by the frozen update script to the next released one,
# has exactly the catalog of that one's frozen install script; and each, updated to the default
# version, has the catalog FRESH describes.
check_released() {
    local extension=$1 fresh=$2 default released previous="" version from to db
    default=$(psql_db postgres -At -c "SELECT default_version FROM pg_available_extensions WHERE name = '$extension'")
    released=$(ls sql/released/ 2>/dev/null | sed -nE "s/^$extension--([0-9.]+)\.sql\$/\1/p" | sort -V)
    echo "# $extension: $(wc -w <<<"$released") released version(s) in sql/released/, $(ls sql/ sql/update/ sql/released/ 2>/dev/null | grep "^$extension--.*--" | sort -u | wc -l) update script(s) (frozen, open or built); default $default"
    for version in $released; do
        if [ -n "$previous" ]; then
            from="step_${extension}_${previous//./_}" to="frozen_${extension}_${version//./_}"
            createdb "$from" && psql_db "$from" -c "CREATE EXTENSION $extension VERSION '$previous'" \
                -c "ALTER EXTENSION $extension UPDATE TO '$version'" && describe "$from" "$extension"
            createdb "$to" && psql_db "$to" -c "CREATE EXTENSION $extension VERSION '$version'" && describe "$to" "$extension"
            cmp -s "build/upgrade-$to.txt" "build/upgrade-$from.txt" || diff "build/upgrade-$to.txt" "build/upgrade-$from.txt" | head -20
            check_that "$extension: frozen $previous updated by its frozen script to $version equals a frozen $version ($(wc -l <"build/upgrade-$to.txt") facts)" \
                eval 'test -s "build/upgrade-$to.txt" && cmp -s "build/upgrade-$to.txt" "build/upgrade-$from.txt"'
        fi
        previous=$version
    done
    for version in $released; do
        [ "$version" = "$default" ] && continue
        db="upgrade_from_${extension}_${version//./_}"
        if install "$db" "$version" "$extension"; then
            cmp -s "$fresh" "build/upgrade-$db.txt" || diff "$fresh" "build/upgrade-$db.txt" | head -20
            check_that "$extension $version updated to $default equals a fresh $default" cmp -s "$fresh" "build/upgrade-$db.txt"
        else
            check "$extension $version installs and updates to $default" ok failed
        fi
    done
    [ -z "$released" ] && echo "# no earlier shipped version of $extension in sql/released/ yet: the first release is $default"
}
check_released ulid "$fresh"

# ulid_portable (spec section 7): released versions as for ulid (none yet: 0.4.0 is the first), and
# what can be shown before then. Its plain psql -f file makes no extension, so its catalog is
# described by schema (test/upgrade/catalog.sql -v schema=ulid_portable).
portable_fresh=build/upgrade-portable_fresh.txt
install portable_fresh "" ulid_portable || check "ulid_portable installs" ok failed
check "a fresh ulid_portable describes its functions ($(grep -c '^function ' "$portable_fresh") of them, $(wc -l <"$portable_fresh") facts)" t \
    "$([ "$(grep -c '^function ulid_portable\.' "$portable_fresh")" -ge 9 ] && echo t)"
check_released ulid_portable "$portable_fresh"
psql_db portable_fresh -At -v schema=ulid_portable -f test/upgrade/catalog.sql >build/upgrade-portable_fresh_schema.txt
check_that "the extension's members are every object of the schema ulid_portable (so the schema describes it)" \
    cmp -s "$portable_fresh" build/upgrade-portable_fresh_schema.txt
createdb portable_plain && psql_db portable_plain -f portable/ulid_portable.sql && describe portable_plain "" ulid_portable
diff build/upgrade-portable_fresh_schema.txt build/upgrade-portable_plain.txt | head -10
check_that "the plain psql -f file makes what CREATE EXTENSION makes" \
    cmp -s build/upgrade-portable_fresh_schema.txt build/upgrade-portable_plain.txt
# An older plain install (built from a stand-in for an older source) updated in place by this file.
createdb portable_plain_updated &&
    PGOPTIONS="-c client_min_messages=warning" psql_db portable_plain_updated -f <(sh portable/build.sh plain 0.3.9 test/upgrade/ulid_portable-older.sql) &&
    describe portable_plain_updated "" ulid_portable
check "the older plain install differs from the fresh one (so the comparison can fail)" t \
    "$(cmp -s build/upgrade-portable_fresh_schema.txt build/upgrade-portable_plain_updated.txt || echo t)"
PGOPTIONS="-c client_min_messages=warning" psql_db portable_plain_updated -f portable/ulid_portable.sql && describe portable_plain_updated "" ulid_portable
diff build/upgrade-portable_fresh_schema.txt build/upgrade-portable_plain_updated.txt | head -10
check_that "the plain file over an older plain install equals CREATE EXTENSION's catalog" \
    cmp -s build/upgrade-portable_fresh_schema.txt build/upgrade-portable_plain_updated.txt
# Each released plain file (frozen in sql/released/portable/), updated in place by this one.
for released_plain in sql/released/portable/ulid_portable--*.sql; do
    [ -e "$released_plain" ] || { echo "# no released plain file of ulid_portable yet"; break; }
    version=$(basename "$released_plain" .sql) version=${version#ulid_portable--}
    db="portable_plain_from_${version//./_}"
    createdb "$db" && PGOPTIONS="-c client_min_messages=warning" psql_db "$db" -f "$released_plain" &&
        PGOPTIONS="-c client_min_messages=warning" psql_db "$db" -f portable/ulid_portable.sql && describe "$db" "" ulid_portable
    diff build/upgrade-portable_fresh_schema.txt "build/upgrade-$db.txt" | head -10
    check_that "the released plain file $version updated in place by this one equals CREATE EXTENSION's catalog" \
        cmp -s build/upgrade-portable_fresh_schema.txt "build/upgrade-$db.txt"
done
echo "# the install through pg_tle, and its update, are compared with a fresh install in layer 54"
finish_layer
