#!/usr/bin/env bash
# ulid_portable through pg_tle (issue 27), as on RDS and Aurora: test/managed/pg-tle-checks.sh builds
# pg_tle from ../shared/vendor once per major (cached), preloads it in a private cluster, installs
# with psql -f as a member of pgtle_admin who is not a superuser, creates the extension as the
# database's owner and compares its functions with the native ones; runs the installer again and
# over an older version, and compares the updated catalog with a fresh one. On PostgreSQL 15 on this
# machine and on 17, 18 and 19 in the chroots layer 50 uses (their locks are held meanwhile).
# Outside CI a chroot that cannot be created is a printed skip; with CI=true a failure.
# ULID_PGTLE_MATRIX selects the runs, e.g. "host:15" alone. Runtime: about 20 s with pg_tle built,
# about a minute without (pg_tle compiles in seconds per major; flex, bison, libkrb5-dev installed).
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/pg-tle.sh"
cd "$ROOT"
mkdir -p build

MATRIX=${ULID_PGTLE_MATRIX:-"host:15 $PG_MATRIX"}
tarball=$(vendor_tarball "$VENDOR_DIR" "$PGTLE_TARBALL_NAME") || { echo "0 passed, 1 failed"; exit 1; }
MATRIX_VENDOR=$tarball matrix_checks "$MATRIX" test/managed/pg-tle-checks.sh pg-tle VENDOR_DIR=/ulid-vendor PGTLE_PORT=25487

echo "# duration: ${SECONDS}s"
finish_layer
