#!/usr/bin/env bash
# missing-packages.sh [--admindir DIR] NAME...: prints, one a line, each Debian package NAME that is
# not installed (on this machine, or in the dpkg database DIR, e.g. a chroot's var/lib/dpkg). A name
# counts as installed when a package of that name is, or a package that provides it: forky's
# libselinux-dev provides libselinux1-dev, which is a real package in bookworm, and a check by name
# alone would never see it installed there. A name may carry the suite it comes from
# (postgresql-19/experimental), which does not matter here, and an architecture (libc6:i386), which
# does; without one it means the machine's own architecture (or "all").
set -euo pipefail
admindir=()
if [ "${1:-}" = --admindir ]; then admindir=(--admindir="$2"); shift 2; fi
[ $# -gt 0 ] || exit 0
native=$(dpkg --print-architecture)
# Installed: the status (the second letter of db:Status-Abbrev) is "i", whatever is wanted of it
# ("hi": held). Each installed package answers to NAME:ARCH, and to NAME (and what it provides)
# when it is of the native architecture or "all".
comm -23 <(printf '%s\n' "${@%%/*}" | sort -u) <(
    dpkg-query "${admindir[@]}" -W -f='${db:Status-Abbrev}|${Package}|${Architecture}|${Provides}\n' 2>/dev/null |
        awk -F'|' -v native="$native" 'substr($1, 2, 1) == "i" {
            print $2 ":" $3
            if ($3 != native && $3 != "all") next
            print $2
            n = split($4, provided, /, */)
            for (i = 1; i <= n; i++) { sub(/ .*/, "", provided[i]); print provided[i] }
        }' | sort -u)
