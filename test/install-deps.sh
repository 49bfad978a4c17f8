#!/usr/bin/env bash
# Installs, from Debian's packages, whatever building and testing need and the machine lacks.
# Extra package names may be given as arguments. With --update-lists alone it only refreshes apt's
# package lists (test/arm64.sh, after adding an architecture), under the same turn-taking as below.
set -euo pipefail
source "$(dirname "$0")/lock.sh"

# apt_turn: waits for the other apt-get runs of the tests (the suite's layers, the prefetch of
# test/prefetch.sh beside them, other checkouts): DPkg::Lock::Timeout makes apt-get wait for dpkg's
# lock, but apt-get update does not wait for the lock of apt's lists, it fails at once (exit 100,
# "Could not get lock /var/lib/apt/lists/lock"), which would fail a layer. Held until exit.
apt_turn() {
    open_lock "${ULID_LOCK_DIR:-/tmp}/ulid-apt-$(id -u).lock" && flock -w 600 "$LOCK_FD"
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
# Other checkouts may be installing at the same moment: wait for dpkg's lock instead of failing.
wait_for_lock=(-o DPkg::Lock::Timeout=600)

if [ "${1:-}" = --update-lists ]; then
    apt_turn
    $sudo apt-get "${wait_for_lock[@]}" update -qq
    exit 0
fi

PG_MAJOR=${PG_MAJOR:-15}
server=("postgresql-$PG_MAJOR" "postgresql-server-dev-$PG_MAJOR")
# A major built from source has no packages (layer 51's PostgreSQL 16 sets ULID_PG_FROM_SOURCE).
[ -n "${ULID_PG_FROM_SOURCE:-}" ] && server=()
# libipc-run-perl: PostgreSQL's TAP modules (PostgreSQL::Test::Cluster) run their programs with it
# (layer 20's t/*.pl).
wanted=(build-essential postgresql-common "${server[@]}" libgtest-dev libipc-run-perl "$@")

# Not read from a process substitution, whose failure set -e would not see (nothing "missing").
missing_list=$("$(dirname "$0")/missing-packages.sh" "${wanted[@]}")
[ -z "$missing_list" ] && exit 0
mapfile -t missing <<<"$missing_list"

echo "installing: ${missing[*]}"
apt_turn
$sudo apt-get "${wait_for_lock[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait_for_lock[@]}" install -y -qq "${missing[@]}" >/dev/null
