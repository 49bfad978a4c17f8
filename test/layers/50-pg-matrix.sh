#!/usr/bin/env bash
# The pg_regress suite on the PostgreSQL majors bookworm does not carry (15 is layer 20's), each in
# a debootstrap chroot of the Debian suite that packages it, plus the pg_partman 5 test there.
#
# One count per (major, regression file): a failure names the file and the major at once, and a
# build or install that fails counts one failure for that major. Outside CI a major is skipped,
# with the reason printed, only when its chroot cannot be created (no network, no debootstrap);
# with CI=true that is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

# suite:major pairs; PostgreSQL 18 is in forky (testing) and not in trixie or its backports.
MATRIX=${ULID_PG_MATRIX:-"trixie:17 forky:18"}

"$ROOT/test/install-deps.sh" debootstrap >/dev/null || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
for entry in $MATRIX; do
    suite=${entry%:*}
    major=${entry#*:}
    log="build/matrix-$major.log"
    started=$SECONDS
    if ! ensure_chroot "$suite" "postgresql-$major" "postgresql-server-dev-$major" "postgresql-$major-partman" \
        g++ make >"$log" 2>&1; then
        tail -n 20 "$log"
        if [ "${CI:-}" = true ]; then
            echo "FAILED PostgreSQL $major: the $suite chroot could not be created"
            failed=$((failed + 1))
        else
            echo "SKIPPED PostgreSQL $major: the $suite chroot could not be created on this machine (see above)"
        fi
        continue
    fi
    dir=$(chroot_path "$suite")

    # A fresh copy of the working tree, owned by the user the server and pg_regress run as.
    rm -rf "$dir/ulid-src"
    mkdir -p "$dir/ulid-src"
    tar -C "$ROOT" --exclude=./.git --exclude=./build --exclude=./results --exclude='*.o' --exclude='*.so' \
        --exclude=./regression.diffs --exclude=./regression.out -cf - . | tar -C "$dir/ulid-src" -xf -
    cat >"$dir/ulid-src/matrix-run.sh" <<EOF
set -u
export PG_CONFIG=/usr/lib/postgresql/$major/bin/pg_config PATH=/usr/lib/postgresql/$major/bin:\$PATH
cd /ulid-src
{ nice -n 10 make -s -j2 && make -s install; } >build-install.log 2>&1 || { cat build-install.log; echo "BUILD FAILED"; exit 1; }
chown -R postgres: /ulid-src
rm -rf /tmp/ulid-pgdata /tmp/ulid-pgsock
mkdir -p /tmp/ulid-pgsock && chown postgres: /tmp/ulid-pgsock
as_postgres() { runuser -u postgres -- env PGHOST=/tmp/ulid-pgsock PGUSER=postgres "\$@"; }
as_postgres initdb -D /tmp/ulid-pgdata -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null || exit 1
# Socket only: the chroot shares the host's network, and nothing may listen beyond it.
as_postgres pg_ctl -D /tmp/ulid-pgdata -l /tmp/ulid-pgdata/server.log -w \\
    -o "-c listen_addresses='' -k /tmp/ulid-pgsock -c fsync=off" start >/dev/null || { cat /tmp/ulid-pgdata/server.log; exit 1; }
status=0
as_postgres make -s installcheck || { status=1; head -n 150 regression.diffs 2>/dev/null; }
as_postgres make -s installcheck REGRESS='\$(REGRESS_PARTMAN)' || { status=1; head -n 150 regression.diffs 2>/dev/null; }
as_postgres pg_ctl -D /tmp/ulid-pgdata -m fast -w stop >/dev/null
exit \$status
EOF
    chroot_run "$suite" bash /ulid-src/matrix-run.sh >>"$log" 2>&1
    status=$?
    read -r ok not_ok < <(pg_regress_counts "$log")
    grep -E '^(not )?ok [0-9]+ ' "$log" | sed "s/^/PostgreSQL $major: /"
    if [ "$status" -ne 0 ] || [ "$not_ok" -ne 0 ]; then
        grep -vE '^(not )?ok [0-9]+ ' "$log" | tail -n 200
        [ "$not_ok" -eq 0 ] && not_ok=1
    fi
    echo "PostgreSQL $major ($suite): $ok passed, $not_ok failed in $((SECONDS - started)) s"
    passed=$((passed + ok))
    failed=$((failed + not_ok))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
