#!/usr/bin/env bash
# The pg_regress suite, the isolation specs and the TAP tests on the PostgreSQL majors bookworm
# does not carry (15 is layer 20's), each in a chroot of the Debian suite that packages it
# (test/chroot.sh), plus the pg_partman 5 test where Debian packages pg_partman for that major
# (where not, the skip is printed).
#
# One count per (major, regression file or TAP check): a failure names the file and the major at
# once, and a build or install that fails counts one failure for that major. Outside CI a major is
# skipped, with the reason printed, only when its chroot cannot be created (no network, no
# debootstrap); with CI=true that is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

"$ROOT/test/install-deps.sh" debootstrap >/dev/null || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
for entry in $PG_MATRIX; do
    name=${entry%:*}
    major=${entry#*:}
    log="build/matrix-$major.log"
    started=$SECONDS
    if ! ensure_chroot "$name" $(matrix_chroot_packages "$name" "$major") >"$log" 2>&1; then
        chroot_missing "$name" "PostgreSQL $major" "$log" || failed=$((failed + 1))
        continue
    fi
    # pg_partman is packaged for a major some time after the major itself.
    partman=postgresql-$major-partman
    if chroot_has_candidate "$name" "$partman"; then
        ensure_chroot "$name" $(matrix_chroot_packages "$name" "$major") "$partman" >>"$log" 2>&1
    else
        echo "SKIPPED partman on PostgreSQL $major: Debian has no $partman package in the $name chroot's suites"
    fi

    chroot_copy_tree "$name"
    (
        chroot_ulid "$name" build "$major" && chroot_ulid "$name" init "$major" /tmp/ulid-pgdata &&
            chroot_ulid "$name" start "$major" /tmp/ulid-pgdata || exit 1
        status=0
        chroot_ulid "$name" run "$major" make -s installcheck ||
            { status=1; chroot_ulid "$name" run "$major" head -n 150 regression.diffs; }
        chroot_ulid "$name" run "$major" make -s installcheck-sessions ||
            { status=1; chroot_ulid "$name" run "$major" head -n 100 output_iso/regression.diffs; }
        # The TAP tests, as postgres (who owns the tree here); their "ok N" lines count as the
        # regression files' do. Their comments (every query's output) would push the diffs of a
        # failed file out of the log's tail printed below.
        chroot_ulid "$name" run "$major" make -s installcheck-tap PROVE_FLAGS=-v | grep -v '^#' ||
            { status=1; chroot_ulid "$name" run "$major" sh -c 'tail -n 40 tmp_check/log/regress_log_*'; }
        if chroot_healthy "$name" "$partman"; then
            chroot_ulid "$name" run "$major" make -s installcheck REGRESS='$(REGRESS_PARTMAN)' ||
                { status=1; chroot_ulid "$name" run "$major" head -n 150 regression.diffs; }
        fi
        chroot_ulid "$name" stop "$major" /tmp/ulid-pgdata
        exit $status
    ) >>"$log" 2>&1
    status=$?
    read -r ok not_ok < <(pg_regress_counts "$log")
    grep -E '^(not )?ok [0-9]+ ' "$log" | sed "s/^/PostgreSQL $major: /"
    if [ "$status" -ne 0 ] || [ "$not_ok" -ne 0 ]; then
        grep -vE '^(not )?ok [0-9]+ ' "$log" | tail -n 200
        [ "$not_ok" -eq 0 ] && not_ok=1
    fi
    echo "PostgreSQL $major ($name): $ok passed, $not_ok failed in $((SECONDS - started)) s"
    passed=$((passed + ok))
    failed=$((failed + not_ok))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
