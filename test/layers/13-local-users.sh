#!/usr/bin/env bash
# Other local users against the tests themselves (test/infra): the names the suite keeps in /tmp,
# which every user can write and predict, must not let one hang the suite, redirect root's writes,
# or get root's or postgres's rights: the lock files (test/lock.sh), copy_tree's fresh copies, and
# the clusters test/in-chroot.sh starts, which trust local connections. Each check runs as root in
# a scratch directory of its own, as the users nobody and postgres; a few seconds.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

for checks in test/infra/*.sh; do
    [ "$checks" = test/infra/common.sh ] && continue
    name=$(basename "$checks" .sh)
    bash "$checks" >"build/infra-$name.log" 2>&1
    add_run_counts "$name" "build/infra-$name.log" $?
done
finish_layer
