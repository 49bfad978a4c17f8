#!/usr/bin/env bash
# Upgrades: every earlier shipped version (its frozen install script in sql/released/) is
# installed, updated with ALTER EXTENSION ulid UPDATE, and must then describe exactly the objects
# of a fresh install (test/upgrade/catalog.sql). Two controls show the comparison can fail.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
build_and_install >build/upgrade-install.log 2>&1 || { cat build/upgrade-install.log; echo "0 passed, 1 failed"; exit 1; }

released=$(ls sql/released/ulid--*.sql 2>/dev/null | sed -E 's/.*ulid--([0-9.]+)\.sql$/\1/' | sort -V)

check_upgrades() {
    local passed=0 failed=0
    pass() { passed=$((passed + 1)); echo "ok: $*"; }
    fail() { failed=$((failed + 1)); echo "FAILED: $*"; }
    psql_db() { local db=$1; shift; psql -X -q -v ON_ERROR_STOP=1 -d "$db" "$@"; }
    describe() { psql_db "$1" -At -f test/upgrade/catalog.sql >"build/upgrade-$1.txt"; }
    fresh_db() { createdb "$1" && psql_db "$1" -c "CREATE EXTENSION ulid$2"; }

    fresh_db upgrade_fresh "" && describe upgrade_fresh || { echo "0 passed, 1 failed"; return 1; }
    [ -s build/upgrade-upgrade_fresh.txt ] && pass "a fresh install describes $(wc -l <build/upgrade-upgrade_fresh.txt) facts" \
        || fail "a fresh install describes nothing"

    # Controls: a second fresh install is identical; a changed property and a dropped comment are seen.
    fresh_db upgrade_twin "" && describe upgrade_twin
    cmp -s build/upgrade-upgrade_fresh.txt build/upgrade-upgrade_twin.txt && pass "two fresh installs agree" \
        || fail "two fresh installs differ"
    fresh_db upgrade_altered "" &&
        psql_db upgrade_altered -c "ALTER FUNCTION ulid_is_valid(text) STABLE" \
                                -c "COMMENT ON FUNCTION gen_ulid() IS NULL" && describe upgrade_altered
    [ "$(diff build/upgrade-upgrade_fresh.txt build/upgrade-upgrade_altered.txt | grep -c '^>')" -eq 2 ] \
        && pass "a changed volatility and a dropped comment are both seen" \
        || fail "the comparison missed a changed volatility or a dropped comment"

    local default
    default=$(psql_db upgrade_fresh -At -c "SELECT default_version FROM pg_available_extensions WHERE name = 'ulid'")
    for version in $released; do
        if [ "$version" = "$default" ]; then continue; fi
        local db="upgrade_from_${version//./_}"
        if fresh_db "$db" " VERSION '$version'" && psql_db "$db" -c "ALTER EXTENSION ulid UPDATE" && describe "$db"; then
            if cmp -s build/upgrade-upgrade_fresh.txt "build/upgrade-$db.txt"; then
                pass "$version updated to $default equals a fresh $default"
            else
                diff build/upgrade-upgrade_fresh.txt "build/upgrade-$db.txt" | head -20
                fail "$version updated to $default differs from a fresh $default"
            fi
        else
            fail "$version could not be installed and updated to $default"
        fi
    done
    [ -z "$released" ] && echo "no earlier shipped version in sql/released/ yet: the first release is $default"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

released="$released" with_cluster bash -c "$(declare -f check_upgrades); check_upgrades"
