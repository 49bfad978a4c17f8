#!/usr/bin/env bash
# Major upgrades keep every row: pg_upgrade from 17 to 18 and from 18 to 19, each in a chroot that
# holds both majors (test/chroot.sh: forky+trixie has 17 from trixie beside forky's 18,
# forky+experimental has 19 beside 18), with the extension built and installed for both.
#
# The old cluster holds the tables of test/upgrade/major-data.sql, created by a database owner who
# is not a superuser. After the upgrade: every table's md5 equals its md5 before, amcheck finds
# every btree index intact, the hash and BRIN indexes find what they must, every row satisfies its
# hash partition, generators and casts work; and the extension's catalog equals a fresh install's
# on the new major, after (from 17 to 18) the owner's one statement that adds skip support.
# Outside CI, a chroot that cannot be created is a printed skip; with CI=true it is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

OWNER=ulid_upgrade_owner
OLD_DATA=/tmp/ulid-upgrade-old
NEW_DATA=/tmp/ulid-upgrade-new

# upgrade_test CHROOT OLD NEW OLD_SUITE NEW_SUITE: the whole test for one pair of majors; a SUITE
# is where that major's packages come from ("" for the chroot's base suite). (The chroot's name is
# in $box: check_that's own locals would hide a $name from the commands it evaluates.)
upgrade_test() {
    local box=$1 old=$2 new=$3 log="build/pg-upgrade-$2-$3.log"
    echo "# pg_upgrade from PostgreSQL $old to $new ($box chroot)"
    if ! ensure_chroot "$box" $(pg_packages "$old" "$4") $(pg_packages "$new" "$5") >"$log" 2>&1; then
        chroot_missing "$box" "pg_upgrade from $old to $new" "$log" || check "the $box chroot exists" yes no
        return
    fi
    chroot_copy_tree "$box"
    run() { local major=$1; shift; chroot_ulid "$box" run "$major" "$@" 2>>"$log"; }
    sql() { local major=$1; shift; run "$major" psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

    CHECK_LOG=$log
    check_that "the extension builds and installs for $old and for $new" \
        eval 'chroot_ulid "$box" build "$old" && chroot_ulid "$box" build "$new"'
    check_that "an old cluster on $old holds the rows (created by a non-superuser owner)" eval '
        chroot_ulid "$box" init "$old" "$OLD_DATA" --data-checksums &&
        chroot_ulid "$box" start "$old" "$OLD_DATA" &&
        sql "$old" -c "CREATE ROLE $OWNER LOGIN" -c "CREATE DATABASE upgraded OWNER $OWNER" &&
        sql "$old" -U "$OWNER" -d upgraded -f test/upgrade/major-data.sql'
    local before after
    before=$(sql "$old" -d upgraded -f test/upgrade/major-fingerprint.sql)
    chroot_ulid "$box" stop "$old" "$OLD_DATA" >>"$log" 2>&1

    # pg_upgrade writes its logs into the directory it runs in; the clusters listen there too.
    check_that "pg_upgrade from $old to $new succeeds" eval '
        chroot_ulid "$box" init "$new" "$NEW_DATA" --data-checksums &&
        run "$new" bash -c "rm -rf /tmp/ulid-upgrade-work && mkdir /tmp/ulid-upgrade-work && cd /tmp/ulid-upgrade-work &&
            pg_upgrade -b /usr/lib/postgresql/$old/bin -B /usr/lib/postgresql/$new/bin -d $OLD_DATA -D $NEW_DATA" &&
        chroot_ulid "$box" start "$new" "$NEW_DATA"'
    unset CHECK_LOG

    after=$(sql "$new" -d upgraded -f test/upgrade/major-fingerprint.sql)
    local table fingerprint
    for table in ulid_rows flake_rows baseuid_rows routed_rows; do
        fingerprint=$(grep "^$table|" <<<"$before" | cut -d'|' -f2-)
        check "$table: every row identical after the upgrade (count|md5)" \
            "${fingerprint:-the fingerprint before the upgrade}" "$(grep "^$table|" <<<"$after" | cut -d'|' -f2-)"
    done

    local what got expected
    while IFS='|' read -r what got expected; do
        check "on $new: $what" "$expected" "$got"
    done < <(sql "$new" -d upgraded -f test/upgrade/major-checks.sql || echo "major-checks.sql|failed|ran")
    local tab kind
    while IFS='|' read -r tab kind got expected; do
        check "on $new: $tab rows found through its $kind index" "$expected" "$got"
    done < <(sql "$new" -d upgraded -f test/upgrade/major-indexes.sql || echo "major-indexes.sql|ran|failed|ran")

    # The catalog against a fresh install on the new major, by the same owner.
    sql "$new" -c "CREATE DATABASE fresh OWNER $OWNER" && sql "$new" -U "$OWNER" -d fresh -c "CREATE EXTENSION ulid"
    local describe_fresh="sql $new -d fresh -f test/upgrade/catalog.sql"
    local describe_upgraded="sql $new -d upgraded -f test/upgrade/catalog.sql"
    $describe_fresh >"build/pg-upgrade-$new-fresh.txt"
    $describe_upgraded >"build/pg-upgrade-$old-$new.txt"
    if [ "$old" -lt 18 ] && [ "$new" -ge 18 ]; then
        # pg_upgrade carries the operator families over as they were on 17: without skip support.
        local difference
        difference=$(diff "build/pg-upgrade-$new-fresh.txt" "build/pg-upgrade-$old-$new.txt")
        check "after pg_upgrade to $new, the catalog lacks exactly the 3 skip support functions of a fresh install" \
            "3 facts differ, 3 are skip support" "$(grep -c '^[<>]' <<<"$difference") facts differ, $(
                grep -c '^< amproc btree [a-z_]*_ops 6 [a-z_]*_skipsupport(internal)$' <<<"$difference") are skip support"
        check "the owner (not a superuser) gives the 3 btree classes skip support with one statement" 3 \
            "$(sql "$new" -U "$OWNER" -d upgraded -c "SELECT ulid_enable_skip_support()")"
        $describe_upgraded >"build/pg-upgrade-$old-$new.txt"
    fi
    diff "build/pg-upgrade-$new-fresh.txt" "build/pg-upgrade-$old-$new.txt" | head -20
    check_that "a fresh install on $new describes its objects" test -s "build/pg-upgrade-$new-fresh.txt"
    check_that "the upgraded catalog equals a fresh install on $new ($(wc -l <"build/pg-upgrade-$new-fresh.txt") facts)" \
        cmp -s "build/pg-upgrade-$new-fresh.txt" "build/pg-upgrade-$old-$new.txt"
    chroot_ulid "$box" stop "$new" "$NEW_DATA" >>"$log" 2>&1
}

"$ROOT/test/install-deps.sh" debootstrap >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
upgrade_test forky+trixie 17 18 trixie ""
upgrade_test forky+experimental 18 19 "" experimental
finish_layer
