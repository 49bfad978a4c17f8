#!/usr/bin/env bash
# Scale-out layer, core PostgreSQL only: the postgres_fdw checks (test/scale-out/postgres-fdw-checks.sh:
# a table range-partitioned by ulid over foreign tables on two other servers) on PostgreSQL 15 on
# this machine and on PostgreSQL 18 in the forky chroot that layer 50 uses (its lock is held
# meanwhile). Outside CI a chroot that cannot be created is a printed skip; with CI=true a failure.
# ULID_FDW_MATRIX selects the runs, e.g. "host:15" alone.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

MATRIX=${ULID_FDW_MATRIX:-"host:15 forky:18"}
CHECKS=test/scale-out/postgres-fdw-checks.sh
for entry in $MATRIX; do
    IFS=: read -r name major <<<"$entry"
    log="build/postgres-fdw-$major.log"
    started=$SECONDS
    if [ "$name" = host ]; then
        PG_MAJOR=$major bash "$CHECKS" >"$log" 2>&1
    else
        # shellcheck disable=SC2046
        if ! ensure_chroot "$name" $(pg_packages "$major") build-essential postgresql-common libgtest-dev >"$log" 2>&1; then
            chroot_missing "$name" "PostgreSQL $major" "$log" || FAILED=$((FAILED + 1))
            continue
        fi
        # Ports apart from the host run's: the chroot shares the host's network, and it does not
        # take the host's install lock, so a host run from another checkout may be going on.
        chroot_checks "$name" "$CHECKS" PG_MAJOR="$major" FDW_PORTS="25470 25471 25472" >"$log" 2>&1
    fi
    add_run_counts "PostgreSQL $major" "$log" $? "$started"
done

echo "# duration: ${SECONDS}s"
finish_layer
