#!/usr/bin/env bash
# missing-packages.sh [--admindir DIR] NAME...: prints, one a line, each Debian package NAME that is
# not installed (on this machine, or in the dpkg database DIR, e.g. a chroot's var/lib/dpkg). A name
# counts as installed when a package of that name is, or a package that provides it: forky's
# libselinux-dev provides libselinux1-dev, which is a real package in bookworm, and a check by name
# alone would never see it installed there.
set -euo pipefail
admindir=()
if [ "${1:-}" = --admindir ]; then admindir=(--admindir="$2"); shift 2; fi
[ $# -gt 0 ] || exit 0
# A name may carry the suite it comes from (postgresql-19/experimental) or an architecture.
comm -23 <(printf '%s\n' "${@%%/*}" | sed 's/:.*//' | sort -u) <(
    dpkg-query "${admindir[@]}" -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n' 2>/dev/null |
        awk -F'|' '$1 ~ /^ii/ {
            print $2
            n = split($3, provided, /, */)
            for (i = 1; i <= n; i++) { sub(/ .*/, "", provided[i]); print provided[i] }
        }' | sort -u)
