# Debian chroots: newer suites for the PostgreSQL majors bookworm does not carry, and other roots kept
# apart from the machine (a bookworm one where the extension is only installed from its package).
# Sourced by test layers after lib.sh. A chroot lives in /var/cache/ulid-test-chroots/<name>,
# is kept between runs, and is rebuilt from scratch when it does not answer its health check.
# A name is a Debian suite (made with debootstrap), or BASE+EXTRA: a copy of the chroot BASE
# with the suite EXTRA added to its apt sources, which is much cheaper than a second debootstrap
# (forky+experimental holds PostgreSQL 18 and 19, forky+trixie 17 and 18, and 16.2, built from
# source, while layer 63 upgrades from it). CHROOT_BASE, when set, makes a chroot of another name a
# plain copy of that base (trixie-emscripten: a toolchain kept out of the trixie every PostgreSQL 17
# layer uses). A package may name the
# suite it comes from, as apt-get install does: postgresql-19/experimental. CHROOT_SUITE, when
# set, names the suite a debootstrapped chroot holds: then one suite can have several chroots
# kept apart (e.g. one where the extension is only ever installed from its Debian package).

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
    chroot_run "$name" true || return 1
    local missing
    missing=$("$ROOT/test/missing-packages.sh" --admindir "$(chroot_path "$name")/var/lib/dpkg" "$@") || return 1
    [ -z "$missing" ]
}

# ensure_chroot NAME PACKAGE...: a chroot NAME (see above) with PACKAGEs installed, reused when
# healthy. Holds a per-chroot lock until the calling script exits, so two runs never share a
# half-built one. A BASE+EXTRA chroot first ensures BASE with the PACKAGEs that name no suite.
ensure_chroot() {
    local name=$1 suite=${CHROOT_SUITE:-$1}
    shift
    local dir
    dir=$(chroot_path "$name")
    chroot_lock "$name"
    if chroot_healthy "$name" "$@"; then return 0; fi
    if [ -f "$dir/.ulid-complete" ]; then
        # Built once: try installing what is missing before throwing it away.
        rm -f "$dir/.ulid-complete"
        if chroot_install "$name" "$@"; then touch "$dir/.ulid-complete"; return 0; fi
    fi
    echo "creating the $name chroot in $dir"
    umount "$dir/proc" 2>/dev/null || true
    rm -rf --one-file-system "$dir"
    if [[ $name == *+* ]]; then
        chroot_copy "${name%%+*}" "${name#*+}" "$dir" "$@" || return 1
    elif [ -n "${CHROOT_BASE:-}" ]; then
        chroot_copy "$CHROOT_BASE" "" "$dir" || return 1
    else
        chroot_debootstrap "$suite" "$dir" || return 1
    fi
    chroot_install "$name" "$@" || return 1
    touch "$dir/.ulid-complete"
}

# The lock file descriptor of each chroot this script holds: ensure_chroot may be called again for
# the same chroot (to add a package), and a second flock on a new descriptor would wait forever.
declare -gA CHROOT_LOCK_FDS=()
# chroot_lock NAME [-n]: holds NAME's lock until the calling (sub)shell exits; with -n, fails at
# once instead of waiting when another process holds it.
chroot_lock() {
    [ -n "${CHROOT_LOCK_FDS[$1]:-}" ] && return 0
    local fd
    mkdir -p "$CHROOT_CACHE"
    open_lock "$CHROOT_CACHE/$1.lock" || return 1
    fd=$LOCK_FD
    flock ${2:+"$2"} "$fd" || { exec {fd}>&-; return 1; }
    CHROOT_LOCK_FDS[$1]=$fd
}

# chroot_copy BASE EXTRA DIR PACKAGE...: DIR becomes a copy of the chroot BASE (ensured with the
# PACKAGEs that name no suite) whose apt also reads the suite EXTRA (none when EXTRA is empty). BASE's lock is taken in a
# subshell, so it is held only while copying (unless this script held it already).
chroot_copy() {
    local base=$1 extra=$2 dir=$3
    shift 3
    local own=()
    local package
    for package in "$@"; do [[ $package == */* ]] || own+=("$package"); done
    (CHROOT_SUITE="" CHROOT_BASE="" ensure_chroot "$base" "${own[@]}" && umount "$(chroot_path "$base")/proc" 2>/dev/null
        nice -n 10 cp -a --one-file-system "$(chroot_path "$base")" "$dir") || return 1
    rm -rf "$dir/ulid-src" "$dir/.ulid-complete"
    [ -z "$extra" ] || echo "deb $CHROOT_MIRROR $extra main" >"$dir/etc/apt/sources.list.d/$extra.list"
}

# chroot_debootstrap SUITE DIR: a minimal Debian SUITE in DIR, ready for chroot_install.
chroot_debootstrap() {
    local suite=$1 dir=$2
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
}

chroot_install() {
    local name=$1
    shift
    # No fsync per unpacked file: ensure_chroot rebuilds a chroot whose install was cut short, and
    # dpkg's syncs slow the clusters of the layers running meanwhile (test/prefetch.sh).
    echo force-unsafe-io >"$(chroot_path "$name")/etc/dpkg/dpkg.cfg.d/99ulid-test"
    chroot_run "$name" apt-get update -qq &&
        chroot_run "$name" env DEBIAN_FRONTEND=noninteractive nice -n 10 \
            apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# pg_packages MAJOR [SUITE]: what building and testing the extension for PostgreSQL MAJOR needs,
# its PostgreSQL packages taken from SUITE when given (a chroot's added suite).
pg_packages() {
    local from=${2:+/$2}
    echo "postgresql-$1$from postgresql-server-dev-$1$from g++ make"
}

# The PostgreSQL majors bookworm does not carry, as CHROOT:MAJOR pairs: PostgreSQL 18 is in forky
# (testing), not in trixie or its backports; 19 is in experimental, on top of forky.
PG_MATRIX=${ULID_PG_MATRIX:-"trixie:17 forky:18 forky+experimental:19"}

# matrix_packages CHROOT MAJOR: pg_packages for a PG_MATRIX entry; in a BASE+EXTRA chroot the major
# comes from the added suite.
matrix_packages() {
    local from=""
    [[ $1 == *+* ]] && from=${1#*+}
    pg_packages "$2" "$from"
}

# matrix_chroot_packages CHROOT MAJOR: what every layer running in a PG_MATRIX chroot asks of it
# (one set, so that the chroot one layer made is healthy for the next): matrix_packages, what a
# checks script builds and runs with (matrix_checks), libfaketime for the frozen-clock checks, and
# libipc-run-perl for the TAP tests (layer 50's make installcheck-tap).
matrix_chroot_packages() {
    echo "$(matrix_packages "$1" "$2") build-essential postgresql-common libgtest-dev libfaketime libipc-run-perl"
}

# The pairs of majors layer 63 upgrades, as BOX:OLD:NEW:OLD_SUITE:NEW_SUITE (see there); the box
# "host" is this machine.
PG_UPGRADE_PAIRS=${ULID_UPGRADES:-"forky+trixie:16:17::trixie forky+trixie:17:18:trixie: forky+experimental:18:19::experimental"}

# box_packages MAJOR SUITE: pg_packages for one major of a PG_UPGRADE_PAIRS box, except for 16,
# which no Debian suite carries: a chroot gets the build of test/pg16.sh (layer 63's stage_pg16)
# and needs only the compilers for it.
box_packages() {
    if [ "$1" = 16 ]; then echo "g++ make"; else pg_packages "$@"; fi
}

# Layer 64's chroot, where the extension is only ever installed from its Debian package, of
# bookworm; and what debian/control's Build-Depends (with the build-time tests) and its checks need.
PACKAGING_CHROOT=bookworm-packaging
PACKAGING_SUITE=bookworm
PACKAGING_PACKAGES="build-essential debhelper postgresql-server-dev-all postgresql-all architecture-properties lintian"

# chroot_has_candidate NAME PACKAGE: apt in the chroot knows a version of PACKAGE it could install.
chroot_has_candidate() {
    # Read all of it first: grep -q would stop reading early, and under pipefail apt-cache's
    # broken pipe would make the answer "no".
    local policy
    policy=$(chroot_run "$1" apt-cache policy "$2" 2>/dev/null)
    grep -q 'Candidate: [^(]' <<<"$policy"
}

# chroot_copy_tree NAME: a fresh copy of the working tree (without build products) in /ulid-src,
# where test/in-chroot.sh builds, installs and runs the extension.
chroot_copy_tree() {
    local dir
    dir=$(chroot_path "$1")
    copy_tree "$dir/ulid-src"
}

# chroot_checks NAME SCRIPT VAR=VALUE...: runs the checks script SCRIPT (a path in the tree) inside
# the chroot NAME on a fresh copy of the working tree, with the VARs in its environment (PG_MAJOR
# at least). Such a script builds and installs the extension there itself (test/reliability/lib.sh).
chroot_checks() {
    local name=$1 script=$2
    shift 2
    chroot_copy_tree "$name"
    chroot_run "$name" env "$@" bash "/ulid-src/$script"
}

# chroot_client NAME COMMAND...: runs COMMAND in the chroot NAME as a client of the cluster that
# with_cluster runs on this machine (its libpq variables set), over TCP: a chroot shares the
# network but neither the socket directory nor /etc/hosts.
chroot_client() {
    local name=$1
    shift
    chroot_run "$name" env PGHOST=127.0.0.1 PGPORT="$PGPORT" PGUSER="$PGUSER" PGPASSWORD="$PGPASSWORD" \
        PGDATABASE="${PGDATABASE:-postgres}" "$@"
}

# chroot_client_ready NAME WHAT PACKAGE...: readies a layer whose client (WHAT, for messages) runs
# in the chroot NAME with PACKAGEs (their versions printed): the chroot, the extension built and
# installed on this machine, a copy of the tree in the chroot. Returns 2 when the chroot cannot be
# made and the layer may skip (see chroot_missing), 1 on any other failure.
chroot_client_ready() {
    local name=$1 what=$2
    shift 2
    mkdir -p build
    # On a fresh machine: the build's packages, and debootstrap, without which the chroot could not
    # be made (a skip outside CI).
    "$ROOT/test/install-deps.sh" debootstrap >"build/chroot-$name.log" 2>&1 || { cat "build/chroot-$name.log"; return 1; }
    # The install lock first, then the chroot's, as every layer takes them: the other order deadlocks.
    build_and_install >build/install.log 2>&1 || { cat build/install.log; return 1; }
    if ! ensure_chroot "$name" "$@" >>"build/chroot-$name.log" 2>&1; then
        chroot_missing "$name" "$what" "build/chroot-$name.log" && return 2
        return 1
    fi
    chroot_run "$name" dpkg-query -W "$@"
    chroot_copy_tree "$name"
}

# chroot_missing NAME WHAT LOG: says that the chroot NAME, needed for WHAT, could not be created
# (with the end of LOG). Under CI=true that is a failure (returns 1); elsewhere it is a printed
# skip, for machines without network or debootstrap.
chroot_missing() {
    tail -n 20 "$3"
    if [ "${CI:-}" = true ]; then
        echo "FAILED $2: the $1 chroot could not be created"
        return 1
    fi
    echo "SKIPPED $2: the $1 chroot could not be created on this machine (see above)"
}

# chroot_ulid NAME ACTION MAJOR ARG...: test/in-chroot.sh ACTION on the chroot's copy of the tree.
chroot_ulid() {
    local name=$1
    shift
    chroot_run "$name" bash /ulid-src/test/in-chroot.sh "$@"
}

# chroot_vendor NAME TARBALL: a copy of the third-party TARBALL (with its directory's SHA256SUMS) in
# /ulid-vendor of the chroot NAME, where checks scripts find it (test/vendor.sh's VENDOR_DIR).
chroot_vendor() {
    local dir
    dir=$(chroot_path "$1")/ulid-vendor
    mkdir -p "$dir"
    cp "$2" "$dir/" || return 1
    [ ! -f "$(dirname "$2")/SHA256SUMS" ] || cp "$(dirname "$2")/SHA256SUMS" "$dir/"
}

# matrix_checks MATRIX CHECKS LOG_NAME VAR=VALUE...: runs the checks script CHECKS (a path in the
# tree) once per MATRIX entry, "host:MAJOR" on this machine or "CHROOT:MAJOR" in that chroot with
# the VARs in its environment (ports apart from the host run's: a chroot shares the host's network
# but not its install lock, so a host run from another checkout may be going on). Each run's output
# goes to build/LOG_NAME-MAJOR.log and is counted by add_run_counts. The tarballs MATRIX_VENDOR
# lists, if any, are copied into each chroot first (chroot_vendor).
matrix_checks() {
    local matrix=$1 checks=$2 log_name=$3 entry name major log started tarball
    shift 3
    for entry in $matrix; do
        IFS=: read -r name major <<<"$entry"
        log="build/$log_name-$major.log"
        started=$SECONDS
        if [ "$name" = host ]; then
            PG_MAJOR=$major bash "$checks" >"$log" 2>&1
        else
            # shellcheck disable=SC2046
            if ! ensure_chroot "$name" $(matrix_chroot_packages "$name" "$major") >"$log" 2>&1; then
                chroot_missing "$name" "PostgreSQL $major" "$log" || FAILED=$((FAILED + 1))
                continue
            fi
            for tarball in ${MATRIX_VENDOR:-}; do chroot_vendor "$name" "$tarball"; done
            chroot_checks "$name" "$checks" PG_MAJOR="$major" "$@" >"$log" 2>&1
        fi
        add_run_counts "PostgreSQL $major" "$log" $? "$started"
    done
}
