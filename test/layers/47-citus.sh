#!/usr/bin/env bash
# Scale-out layer: the ID types on Citus (test/scale-out/citus-checks.sh), on PostgreSQL 15 with
# Citus 13.2.2 on this machine and on PostgreSQL 18 with Citus 14.0.1 in the forky chroot that
# layer 50 uses (its lock is held meanwhile; Citus is only installed there, never preloaded: the
# clusters are private ones with their own configuration). Each Citus build is cached.
# ULID_CITUS_MATRIX (test/citus.sh's CITUS_MATRIX) selects the runs, e.g. "host:15:13.2.2" alone.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/citus.sh"
cd "$ROOT"
mkdir -p build

for entry in $CITUS_MATRIX; do
    IFS=: read -r suite major version <<<"$entry"
    log="build/citus-$major.log"
    started=$SECONDS
    if [ "$suite" = host ]; then
        env -u PG_CONFIG PG_MAJOR=$major CITUS_VERSION=$version bash "$ROOT/test/scale-out/citus-checks.sh" >"$log" 2>&1
    else
        tarball=$(citus_tarball "$version") || { echo "SKIPPED PostgreSQL $major: no Citus $version"; continue; }
        # shellcheck disable=SC2086
        if ! ensure_chroot "$suite" $(citus_chroot_packages "$suite" "$major") >"$log" 2>&1; then
            chroot_missing "$suite" "PostgreSQL $major" "$log" || FAILED=$((FAILED + 1))
            continue
        fi
        chroot_vendor "$suite" "$tarball"
        # Ports apart from the host run's (and layer 46's): the chroot shares the host's network, and
        # it does not take the host's install lock, so a host run from another checkout may be going on.
        chroot_checks "$suite" test/scale-out/citus-checks.sh PG_MAJOR="$major" CITUS_VERSION="$version" \
            CITUS_TARBALLS=/ulid-vendor CITUS_PORTS="25473 25474 25475 25476" >"$log" 2>&1
    fi
    add_run_counts "PostgreSQL $major with Citus $version" "$log" $? "$started"
done

echo "# duration: ${SECONDS}s"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
