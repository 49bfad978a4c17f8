# Debian chroots: newer suites for the PostgreSQL majors bookworm does not carry, and other roots kept
# apart from the machine (a bookworm one where the extension is only installed from its package).
# Sourced by test layers after lib.sh. A chroot lives in /var/cache/ulid-test-chroots/<name>,
# is kept between runs, and is rebuilt from scratch when it does not answer its health check.
# Its name is the Debian suite it holds, unless CHROOT_SUITE names the suite for ensure_chroot:
# then one suite can have several chroots kept apart (e.g. one where the extension is only ever
# installed from its Debian package).

CHROOT_CACHE=${CHROOT_CACHE:-/var/cache/ulid-test-chroots}
CHROOT_MIRROR=${CHROOT_MIRROR:-http://deb.debian.org/debian}

# chroot_path NAME
chroot_path() { echo "$CHROOT_CACHE/$1"; }

# chroot_run NAME COMMAND...: runs COMMAND inside with /proc mounted for that call only.
chroot_run() {
    local dir
    dir=$(chroot_path "$1")
    shift
    mountpoint -q "$dir/proc" || mount -t proc proc "$dir/proc" || return 1
    local status=0
    env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 HOME=/root chroot "$dir" "$@" || status=$?
    umount "$dir/proc" 2>/dev/null || true
    return $status
}

# chroot_healthy NAME PACKAGE...: the chroot exists, runs commands, and has every package.
chroot_healthy() {
    local name=$1
    shift
    [ -f "$(chroot_path "$name")/.ulid-complete" ] || return 1
    # One "install ok installed" line per package: a package never installed prints no line at all.
    local installed
    installed=$(chroot_run "$name" dpkg-query -W -f='${Status}\n' "$@" 2>/dev/null | grep -c "install ok installed")
    [ "$installed" -eq $# ]
}

# ensure_chroot NAME PACKAGE...: a chroot of the suite NAME (or CHROOT_SUITE) with PACKAGEs
# installed, reused when healthy. Holds a per-chroot lock until the calling script exits, so two
# runs never share a half-built one.
ensure_chroot() {
    local name=$1 suite=${CHROOT_SUITE:-$1}
    shift
    local dir
    dir=$(chroot_path "$name")
    mkdir -p "$CHROOT_CACHE"
    exec 8>>"$CHROOT_CACHE/$name.lock"
    flock 8
    if chroot_healthy "$name" "$@"; then return 0; fi
    if [ -f "$dir/.ulid-complete" ]; then
        # Built once: try installing what is missing before throwing it away.
        rm -f "$dir/.ulid-complete"
        if chroot_install "$name" "$@"; then touch "$dir/.ulid-complete"; return 0; fi
    fi
    echo "creating the $name chroot ($suite) in $dir"
    umount "$dir/proc" 2>/dev/null || true
    rm -rf --one-file-system "$dir"
    # bookworm's debootstrap has no script for suites newer than trixie: they build like sid.
    local script=sid
    [ -f "/usr/share/debootstrap/scripts/$suite" ] && script=$suite
    nice -n 10 debootstrap --variant=minbase "$suite" "$dir" "$CHROOT_MIRROR" \
        "/usr/share/debootstrap/scripts/$script" >"$dir.debootstrap.log" 2>&1 ||
        { tail -20 "$dir.debootstrap.log"; return 1; }
    # No service may start inside, and installing a server must not create a cluster.
    printf '#!/bin/sh\nexit 101\n' >"$dir/usr/sbin/policy-rc.d"
    chmod +x "$dir/usr/sbin/policy-rc.d"
    # The mirror may serve a frozen copy of a rolling suite whose Release file's Valid-Until has
    # passed; its signature is still checked.
    echo 'Acquire::Check-Valid-Until "false";' >"$dir/etc/apt/apt.conf.d/99ulid-test"
    mkdir -p "$dir/etc/postgresql-common"
    echo "create_main_cluster = false" >"$dir/etc/postgresql-common/createcluster.conf"
    chroot_install "$name" "$@" || return 1
    touch "$dir/.ulid-complete"
}

chroot_install() {
    local name=$1
    shift
    chroot_run "$name" apt-get update -qq &&
        chroot_run "$name" env DEBIAN_FRONTEND=noninteractive nice -n 10 \
            apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
