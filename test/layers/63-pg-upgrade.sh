#!/usr/bin/env bash
# Major upgrades keep every row: pg_upgrade from 16 to 17, from 17 to 18 and from 18 to 19, each in
# a chroot that holds both majors (test/chroot.sh: forky+trixie has 17 from trixie beside forky's
# 18, forky+experimental has 19 beside 18), with the extension built and installed for both. No
# Debian suite carries 16: for its pair, forky+trixie gets the 16.2 build of test/pg16.sh (made by
# layer 51, or here when not cached) and loses it after (stage_pg16). That pair is here, not in
# layer 51, because it needs a chroot (with its lock, and its printed skip) and not the machine's
# install lock, which layer 51 holds throughout; 15 to 16 needs 16 on this machine, so it is there.
# ULID_UPGRADES selects the pairs (test/chroot.sh's PG_UPGRADE_PAIRS) as
# BOX:OLD:NEW:OLD_SUITE:NEW_SUITE; the box "host" is this machine, where layer 51 runs "host:15:16"
# with PostgreSQL 16 built from source beside 15.
#
# The old cluster holds the tables of test/upgrade/major-data.sql, created by a database owner who
# is not a superuser. After the upgrade: every table's md5 equals its md5 before, amcheck finds
# every btree index intact, the hash and BRIN indexes find what they must, every row satisfies its
# hash partition, generators and casts work; and the extension's catalog equals a fresh install's
# on the new major, after (from 17 to 18) the owner's one statement that adds skip support.
# Outside CI, a chroot that cannot be created is a printed skip; with CI=true it is a failure.
# One failure of pg_upgrade is PostgreSQL's own and is worked around, with a printed NOTE naming
# both versions: a newer minor of the old major writing a column option that the new major's
# minor does not know yet (unknown_column_options). Any other failure stays a failure.
# Runtime, caches warm, on 2 cores shared with other runs (load 3 to 4), "time bash
# test/layers/63-pg-upgrade.sh": 3.7 to 4.1 minutes, of which 16 to 17 takes 67 to 93 s (without
# that pair the layer took 2.3 minutes there; the 17 build it adds is shared with 17 to 18). The
# half million rows are not the cost (loading them takes 1.6 s on 16): the builds, the clusters and
# pg_upgrade are, so every pair carries all of them. From empty caches it adds nothing: 16 is built
# by layer 51 before this layer runs, and forky+trixie is the chroot 17 to 18 needs anyway.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/pg16.sh"
cd "$ROOT"
export VENDOR_DIR
mkdir -p build

OWNER=ulid_upgrade_owner
OLD_DATA=/tmp/ulid-upgrade-old
NEW_DATA=/tmp/ulid-upgrade-new

# upgrade_test CHROOT OLD NEW OLD_SUITE NEW_SUITE: the whole test for one pair of majors; a SUITE
# is where that major's packages come from ("" for the chroot's base suite). (The chroot's name is
# in $box: check_that's own locals would hide a $name from the commands it evaluates.)
upgrade_test() {
    local box=$1 old=$2 new=$3 log="build/pg-upgrade-$2-$3.log" failed_before=$FAILED
    echo "# pg_upgrade from PostgreSQL $old to $new ($box)"
    if [ "$box" = host ]; then
        stop_leftover_servers ""
        copy_tree "$HOST_SRC" && chown -R postgres: "$HOST_SRC"
    elif ensure_chroot "$box" $(box_packages "$old" "$4") $(box_packages "$new" "$5") >"$log" 2>&1; then
        stop_leftover_servers "$(chroot_path "$box")"
        chroot_copy_tree "$box"
        if [ "$old" = 16 ] || [ "$new" = 16 ]; then
            stage_pg16 "$box" >>"$log" 2>&1
            local version
            version=$(chroot_run "$box" "$PG16_PREFIX/bin/postgres" -V 2>&1)
            check "PostgreSQL 16.2, built from source, runs in the $box chroot" "postgres (PostgreSQL) 16.2" "$version"
            [ "$version" = "postgres (PostgreSQL) 16.2" ] || return
        fi
    else
        chroot_missing "$box" "pg_upgrade from $old to $new" "$log" || check "the $box chroot exists" yes no
        return
    fi
    run() { local major=$1; shift; box_ulid "$box" run "$major" "$@" 2>>"$log"; }
    sql() { local major=$1; shift; run "$major" psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

    CHECK_LOG=$log
    check_that "the extension builds and installs for $old and for $new" eval 'build_once "$box" "$old" && build_once "$box" "$new"'
    check_that "an old cluster on $old holds the rows (created by a non-superuser owner)" eval '
        box_ulid "$box" init "$old" "$OLD_DATA" --data-checksums &&
        box_ulid "$box" start "$old" "$OLD_DATA" &&
        sql "$old" -c "CREATE ROLE $OWNER LOGIN" -c "CREATE DATABASE upgraded OWNER $OWNER" &&
        sql "$old" -U "$OWNER" -d upgraded -f test/upgrade/major-data.sql'
    local before after
    before=$(sql "$old" -d upgraded -f test/upgrade/major-fingerprint.sql)
    box_ulid "$box" stop "$old" "$OLD_DATA" >>"$log" 2>&1

    local upgraded=no options
    if pg_upgrade_once "$box" "$old" "$new" >>"$log" 2>&1; then
        upgraded=yes
    else
        # The one failure that is PostgreSQL's own, not ours (see unknown_column_options).
        options=$(unknown_column_options "$box" "$old" 2>>"$log")
        if [ -n "$options" ]; then
            echo "NOTE: pg_upgrade from PostgreSQL $(server_version "$box" "$old") to $(server_version "$box" "$new") fails in PostgreSQL itself: the old minor writes the column option $options, which the new one rejects as an unrecognized parameter; the layer removes it from the old cluster's user columns and upgrades again"
            remove_column_options "$box" "$old" "$options" >>"$log" 2>&1 &&
                pg_upgrade_once "$box" "$old" "$new" >>"$log" 2>&1 && upgraded=yes
        fi
    fi
    check_that "pg_upgrade from $old to $new succeeds" eval '[ $upgraded = yes ] && box_ulid "$box" start "$new" "$NEW_DATA"'
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
        eval 'test -s "build/pg-upgrade-$new-fresh.txt" && cmp -s "build/pg-upgrade-$new-fresh.txt" "build/pg-upgrade-$old-$new.txt"'
    box_ulid "$box" stop "$new" "$NEW_DATA" >>"$log" 2>&1
    # The clusters (some 300 MB) stay for a look only when something failed.
    [ "$FAILED" -eq "$failed_before" ] && rm -rf "$(box_path "$box")"{$OLD_DATA,$NEW_DATA}
}

# build_once BOX MAJOR: builds and installs the extension for MAJOR in BOX, once per run of the
# layer: the pairs 16:17 and 17:18 share a chroot, which the layer holds locked to its end, so 17's
# install from the first pair is still the one of this tree in the second (a build costs about a
# minute on 2 busy cores).
declare -A BUILT=()
build_once() {
    [ -n "${BUILT[$1:$2]:-}" ] && return 0
    box_ulid "$1" build "$2" && BUILT[$1:$2]=1
}

# stage_pg16 CHROOT: PostgreSQL 16.2 built from the vendored source (cached: the build of layer
# 51) put in /usr/lib/postgresql/16 of CHROOT, which this layer holds locked (ensure_chroot), so
# no other layer sees it there; unstage_pg16 removes it when the pair is done, or when the layer
# exits. It was built against this machine's ICU, which the chroot's suite does not carry: those
# libraries go into the chroot's system library directory (16's RUNPATH would find the two it
# links, but not libicudata, which they link in turn), only where no file of that name is, and
# leave with it.
PG16_STAGED_IN=""
stage_pg16() {
    local dir lib
    dir=$(chroot_path "$1")
    ensure_pg16_built >>"build/pg16-build.log" 2>&1 || { tail -n 20 build/pg16-build.log; return 1; }
    PG16_STAGED_IN=$dir
    trap unstage_pg16 EXIT
    install_pg16 "$dir" || return 1
    # Each library is listed in the chroot before it is copied, so that a copy cut short by a
    # signal (or a run killed outright) is removed: here by the trap, or by the next run.
    remove_staged_libs "$dir"
    for lib in $(ldd "$dir$PG16_PREFIX/bin/postgres" | awk '/^\tlibicu/ { print $3 }'); do
        [ -e "$dir$lib" ] && continue
        echo "$lib" >>"$dir/$PG16_STAGED_LIST" && cp -L "$lib" "$dir$lib" || return 1
    done
}
PG16_STAGED_LIST=.ulid-pg16-libraries
remove_staged_libs() {
    local dir=$1 lib
    [ -f "$dir/$PG16_STAGED_LIST" ] || return 0
    while read -r lib; do rm -f "$dir$lib"; done <"$dir/$PG16_STAGED_LIST"
    rm -f "$dir/$PG16_STAGED_LIST"
}
unstage_pg16() {
    if [ -n "$PG16_STAGED_IN" ]; then
        stop_leftover_servers "$PG16_STAGED_IN"  # its binaries are about to go
        uninstall_pg16 "$PG16_STAGED_IN"
        remove_staged_libs "$PG16_STAGED_IN"
    fi
    PG16_STAGED_IN=""
    local key
    for key in "${!BUILT[@]}"; do [[ $key == *:16 ]] && unset "BUILT[$key]"; done
}

# stop_leftover_servers ROOT: an immediate stop of the clusters of a run that was interrupted
# (pg_ctl detaches them, so they outlive it), in the data directories under ROOT ("" on the host).
# A postmaster.pid that a crash left behind may name a process that is no server of ours now: only
# a postgres started on that data directory is stopped.
stop_leftover_servers() {
    local root=$1 data pid
    for data in "$OLD_DATA" "$NEW_DATA"; do
        pid=$(head -n 1 "$root$data/postmaster.pid" 2>/dev/null) || continue
        [ -n "$pid" ] && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "postgres -D $data " || continue
        kill -QUIT "$pid" 2>/dev/null || continue
        echo "stopped a server left running in $root$data"
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    done
    return 0
}

# On the box "host", test/in-chroot.sh runs on this machine, on a copy of the tree the postgres
# user can read; box_ulid, box_run and box_path are chroot_ulid, chroot_run and chroot_path there.
HOST_SRC=/tmp/ulid-upgrade-src
box_ulid() {
    if [ "$1" = host ]; then
        shift
        ULID_SRC=$HOST_SRC bash "$HOST_SRC/test/in-chroot.sh" "$@"
    else
        chroot_ulid "$@"
    fi
}
box_run() {
    if [ "$1" = host ]; then shift; "$@"; else chroot_run "$@"; fi
}
box_path() { [ "$1" = host ] || chroot_path "$1"; }

# pg_upgrade_once CHROOT OLD NEW: a new cluster on NEW, and pg_upgrade of the stopped old cluster
# into it, leaving both stopped. pg_upgrade keeps its logs under the new data directory
# (pg_upgrade_output.d) when it fails; the clusters listen in the directory it runs in, made by
# mktemp (postgres's alone: any user can write /tmp, and a chroot's is reachable from the machine).
# Nothing is synced to disk, as with initdb and the servers here (--no-sync, fsync=off): the
# clusters are thrown away, and no check is about a crash.
pg_upgrade_once() {
    local box=$1 old=$2 new=$3
    box_ulid "$box" init "$new" "$NEW_DATA" --data-checksums &&
        box_ulid "$box" run "$new" bash -c 'work=$(mktemp -d /tmp/ulid-upgrade-work.XXXXXX) && cd "$work" || exit 1
            pg_upgrade --no-sync -b "/usr/lib/postgresql/$0/bin" -B "/usr/lib/postgresql/$1/bin" -d "$2" -D "$3"
            status=$?; cd / && rm -rf "$work"; exit $status' "$old" "$new" "$OLD_DATA" "$NEW_DATA"
}

# server_version CHROOT MAJOR: the full version of MAJOR's server in CHROOT (17.12, say).
server_version() {
    box_run "$1" "/usr/lib/postgresql/$2/bin/postgres" -V | sed -n 's/^postgres (PostgreSQL) \([^ ]*\).*/\1/p'
}

# unknown_column_options CHROOT OLD: after a failed pg_upgrade, the per-column options
# (pg_attribute.attoptions) that made the schema restore fail, when that alone made it fail: the
# restore's only error is 'unrecognized parameter "X"', pg_dump wrote X as a column option
# ("ALTER TABLE ... ALTER COLUMN ... SET (X=...)"), and X is set on a user column of the old
# cluster. A minor release of the old major can add such an option before the new major knows it
# (PostgreSQL 17.12 writes pg_attver on every column; 18.6 rejects it). Prints nothing otherwise.
unknown_column_options() {
    local box=$1 old=$2 dumps errors names name
    dumps=$(cat "$(box_path "$box")$NEW_DATA"/pg_upgrade_output.d/*/log/pg_upgrade_dump_*.log 2>/dev/null)
    errors=$(grep -E '^pg_restore: error:' <<<"$dumps")
    [ -n "$errors" ] || return 0
    # The failed restore's error stays in the layer's log: the pg_upgrade that follows replaces it.
    echo "$errors" >&2
    grep -vqE '^pg_restore: error: could not execute query: ERROR:  unrecognized parameter "[a-z0-9_]+"$' <<<"$errors" &&
        return 0
    names=$(sed -E 's/.*unrecognized parameter "([a-z0-9_]+)"$/\1/' <<<"$errors" | sort -u)
    for name in $names; do
        # pg_dump writes all of a column's options in one list: the name may stand anywhere in it.
        grep -qE "^ALTER TABLE ONLY .* ALTER COLUMN .* SET \((.*, )?$name=" <<<"$dumps" || return 0
    done
    box_ulid "$box" start "$old" "$OLD_DATA" || return 0
    for name in $names; do
        if [ "$(box_ulid "$box" run "$old" psql -X -At -d upgraded -c "SELECT EXISTS (SELECT FROM pg_attribute
                WHERE attrelid >= 16384 AND EXISTS (SELECT FROM unnest(attoptions) o WHERE split_part(o, '=', 1) = '$name'))")" != t ]; then
            box_ulid "$box" stop "$old" "$OLD_DATA"
            return 0
        fi
    done
    box_ulid "$box" stop "$old" "$OLD_DATA"
    echo $names
}

# remove_column_options CHROOT OLD "NAME...": removes the named options from the user columns of
# every database of the stopped old cluster. ALTER TABLE ... RESET cannot: 17.12 keeps pg_attver
# whatever the statement says, so a superuser edits pg_attribute. attoptions holds per-column
# planner settings (n_distinct), never data: the rows' fingerprint is taken before this and
# compared after the upgrade as always.
remove_column_options() {
    local box=$1 old=$2 names=$3 db name
    box_ulid "$box" start "$old" "$OLD_DATA" || return 1
    for db in $(box_ulid "$box" run "$old" psql -X -At -c "SELECT datname FROM pg_database WHERE datallowconn"); do
        for name in $names; do
            box_ulid "$box" run "$old" psql -X -q -v ON_ERROR_STOP=1 -d "$db" -c "UPDATE pg_catalog.pg_attribute
                SET attoptions = NULLIF(ARRAY(SELECT o FROM unnest(attoptions) o WHERE split_part(o, '=', 1) <> '$name'), '{}')
                WHERE attrelid >= 16384 AND EXISTS (SELECT FROM unnest(attoptions) o WHERE split_part(o, '=', 1) = '$name')" ||
                { box_ulid "$box" stop "$old" "$OLD_DATA"; return 1; }
        done
    done
    box_ulid "$box" stop "$old" "$OLD_DATA"
}

"$ROOT/test/install-deps.sh" debootstrap >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
for pair in $PG_UPGRADE_PAIRS; do
    IFS=: read -r box old new old_suite new_suite <<<"$pair"
    [ "$box" = host ] && take_install_lock  # it installs the extension for both majors here
    started=$SECONDS
    upgrade_test "$box" "$old" "$new" "$old_suite" "$new_suite"
    unstage_pg16
    echo "# pg_upgrade from $old to $new: $((SECONDS - started)) s"
done
finish_layer
