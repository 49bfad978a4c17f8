#!/usr/bin/env bash
# Upgrades: every earlier shipped version (its frozen install script in sql/released/) is
# installed, updated with ALTER EXTENSION ulid UPDATE, and must then describe exactly the objects
# of a fresh install (test/upgrade/catalog.sql). Two controls show the comparison can fail.
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
# install DB [VERSION]: a new database with the extension, and its catalog description.
install() {
    createdb "$1" && psql_db "$1" -c "CREATE EXTENSION ulid${2:+ VERSION '$2'}" &&
        { [ -z "${2:-}" ] || psql_db "$1" -c "ALTER EXTENSION ulid UPDATE"; } &&
        describe "$1"
}
describe() { psql_db "$1" -At -f test/upgrade/catalog.sql >"build/upgrade-$1.txt"; }
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

default=$(psql_db upgrade_fresh -At -c "SELECT default_version FROM pg_available_extensions WHERE name = 'ulid'")
released=$(ls sql/released/ 2>/dev/null | sed -nE 's/^ulid--([0-9.]+)\.sql$/\1/p' | sort -V)

# Shipped history stays true: each released version, updated by the frozen update script to the
# next released one, has exactly the catalog of that one's frozen install script.
previous=""
for version in $released; do
    if [ -n "$previous" ]; then
        from="step_${previous//./_}" to="frozen_${version//./_}"
        createdb "$from" && psql_db "$from" -c "CREATE EXTENSION ulid VERSION '$previous'" \
            -c "ALTER EXTENSION ulid UPDATE TO '$version'" && describe "$from"
        createdb "$to" && psql_db "$to" -c "CREATE EXTENSION ulid VERSION '$version'" && describe "$to"
        cmp -s "build/upgrade-$to.txt" "build/upgrade-$from.txt" || diff "build/upgrade-$to.txt" "build/upgrade-$from.txt" | head -20
        check_that "frozen $previous updated by its frozen script to $version equals a frozen $version ($(wc -l <"build/upgrade-$to.txt") facts)" \
            eval 'test -s "build/upgrade-$to.txt" && cmp -s "build/upgrade-$to.txt" "build/upgrade-$from.txt"'
    fi
    previous=$version
done
for version in $released; do
    [ "$version" = "$default" ] && continue
    db="upgrade_from_${version//./_}"
    if install "$db" "$version"; then
        cmp -s "$fresh" "build/upgrade-$db.txt" || diff "$fresh" "build/upgrade-$db.txt" | head -20
        check_that "$version updated to $default equals a fresh $default" cmp -s "$fresh" "build/upgrade-$db.txt"
    else
        check "$version installs and updates to $default" ok failed
    fi
done
[ -z "$released" ] && echo "no earlier shipped version in sql/released/ yet: the first release is $default"
finish_layer
