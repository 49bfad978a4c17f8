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
matrix_checks "$MATRIX" "$CHECKS" postgres-fdw FDW_PORTS="25470 25471 25472"

echo "# duration: ${SECONDS}s"
finish_layer
