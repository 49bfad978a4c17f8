#!/usr/bin/env bash
# Installs, from Debian's packages, whatever building and testing need and the machine lacks.
# Extra package names may be given as arguments.
set -euo pipefail

PG_MAJOR=${PG_MAJOR:-15}
server=("postgresql-$PG_MAJOR" "postgresql-server-dev-$PG_MAJOR")
# A major built from source has no packages (layer 51's PostgreSQL 16 sets ULID_PG_FROM_SOURCE).
[ -n "${ULID_PG_FROM_SOURCE:-}" ] && server=()
wanted=(build-essential postgresql-common "${server[@]}" libgtest-dev "$@")

mapfile -t missing < <("$(dirname "$0")/missing-packages.sh" "${wanted[@]}")
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "installing: ${missing[*]}"
# Other checkouts may be installing at the same moment: wait for dpkg's lock instead of failing.
wait_for_lock=(-o DPkg::Lock::Timeout=600)
$sudo apt-get "${wait_for_lock[@]}" update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait_for_lock[@]}" install -y -qq "${missing[@]}" >/dev/null
