#!/usr/bin/env bash
# Scale-out layer: the ID types on Citus (test/scale-out/citus-checks.sh), on PostgreSQL 15 with
# Citus 13.2.2 on this machine and on PostgreSQL 18 with Citus 14.0.1 in the forky chroot that
# layer 50 uses (its lock is held meanwhile; Citus is only installed there, never preloaded: the
# clusters are private ones with their own configuration). Each Citus build is cached.
# ULID_CITUS_MATRIX selects the runs, e.g. "host:15:13.2.2" alone.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/citus.sh"
cd "$ROOT"
mkdir -p build

MATRIX=${ULID_CITUS_MATRIX:-"host:15:13.2.2 forky:18:14.0.1"}
passed=0
failed=0
for entry in $MATRIX; do
    IFS=: read -r suite major version <<<"$entry"
    log="build/citus-$major.log"
    started=$SECONDS
    if [ "$suite" = host ]; then
        PG_MAJOR=$major CITUS_VERSION=$version bash "$ROOT/test/scale-out/citus-checks.sh" >"$log" 2>&1
    else
        tarball=$(citus_tarball "$version") || { echo "SKIPPED PostgreSQL $major: no Citus $version"; continue; }
        # shellcheck disable=SC2086
        if ! ensure_chroot "$suite" "postgresql-$major" "postgresql-server-dev-$major" g++ make build-essential \
            postgresql-common libgtest-dev $CITUS_BUILD_DEPS >"$log" 2>&1; then
            tail -n 20 "$log"
            echo "SKIPPED PostgreSQL $major: the $suite chroot could not be created on this machine (see above)"
            continue
        fi
        dir=$(chroot_path "$suite")
        # A copy of the working tree and of the release tarball (with its checksum) inside.
        rm -rf "$dir/ulid-citus-src" "$dir/ulid-citus-vendor"
        mkdir -p "$dir/ulid-citus-src" "$dir/ulid-citus-vendor"
        tar -C "$ROOT" --exclude=./.git --exclude=./build --exclude=./results --exclude='*.o' --exclude='*.so' \
            -cf - . | tar -C "$dir/ulid-citus-src" -xf -
        cp "$tarball" "$dir/ulid-citus-vendor/"
        [ -f "$CITUS_TARBALLS/SHA256SUMS" ] && cp "$CITUS_TARBALLS/SHA256SUMS" "$dir/ulid-citus-vendor/"
        chroot_run "$suite" env PG_MAJOR="$major" CITUS_VERSION="$version" CITUS_TARBALLS=/ulid-citus-vendor \
            bash /ulid-citus-src/test/scale-out/citus-checks.sh >"$log" 2>&1
    fi
    status=$?
    grep -vE '^[0-9]+ passed, [0-9]+ failed$' "$log" | sed "s/^/PostgreSQL $major: /"
    read -r ok not_ok < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log" | tail -1)
    ok=${ok:-0} not_ok=${not_ok:-0}
    [ "$status" -ne 0 ] && [ "$not_ok" -eq 0 ] && not_ok=1
    echo "PostgreSQL $major with Citus $version: $ok passed, $not_ok failed in $((SECONDS - started)) s"
    passed=$((passed + ok))
    failed=$((failed + not_ok))
done

echo "# duration: ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
