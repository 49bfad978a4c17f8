# arm64 under emulation: Debian's arm64 PostgreSQL 15 and the libraries it needs, unpacked into one
# directory (a "root" qemu-aarch64 -L reads them from: no chroot, no binfmt), the arm64 server
# headers and GoogleTest the cross-build needs, and the extension built with Debian's cross
# compiler. For test/layers/55-arm64.sh. Sourced after lib.sh.
# The root lives in /var/cache/ulid-test-arm64/<checksum of the package list>/ and is reused while
# the arm64 candidates' versions are the same (a point release makes a new one).
# Usable on its own: bash test/arm64.sh root (prints the root's path).

ARM64_CACHE=${ARM64_CACHE:-/var/cache/ulid-test-arm64}
ARM64_MAJOR=15
# What the host needs: the emulator and the cross compiler (with its arm64 libc and libstdc++).
# Not for the root alone: test/prefetch.sh sets it empty (see there).
ARM64_HOST_DEPS=${ARM64_HOST_DEPS-"qemu-user g++-aarch64-linux-gnu"}
# What goes into the root: the server (its libraries follow, see arm64_packages), the headers the
# extension compiles against, and GoogleTest's static libraries for the unit tests.
ARM64_WANTED="postgresql-$ARM64_MAJOR postgresql-server-dev-$ARM64_MAJOR libgtest-dev"
# Of the server's dependencies, the libraries a running server may load; not perl, LLVM (JIT stays
# off under emulation) or the tools of a packaged install (dpkg, debconf, adduser...).
ARM64_SKIP='^(libllvm[0-9]+|libz3-[0-9]+|libperl[0-9.]+|perl.*|locales-all|dpkg|cdebconf|debconf|tar|passwd|sysvinit-utils|install-info|libdebian-installer[0-9]+|libnewt[0-9.]+|libslang[0-9]+|libtextwrap[0-9]+|openssl)$'
ARM64_TRIPLET=aarch64-linux-gnu
ARM64_CXX=$ARM64_TRIPLET-g++

# arm64_enable: the host's dpkg and apt know arm64 (the package lists are fetched once).
arm64_enable() {
    # shellcheck disable=SC2086
    "$ROOT/test/install-deps.sh" $ARM64_HOST_DEPS >&2 || return 1
    if ! dpkg --print-foreign-architectures | grep -qx arm64; then
        $SUDO dpkg --add-architecture arm64 || return 1
    fi
    if ! apt-cache policy "postgresql-$ARM64_MAJOR:arm64" 2>/dev/null | grep -q 'Candidate: [^(]'; then
        "$ROOT/test/install-deps.sh" --update-lists >&2 || return 1
    fi
}

# arm64_packages: "name=version" of every arm64 package the root holds, one a line, sorted.
arm64_packages() {
    local names
    names=$(
        for name in $ARM64_WANTED; do echo "$name"; done
        apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
            --no-replaces --no-enhances "postgresql-$ARM64_MAJOR:arm64" 2>/dev/null |
            sed -n 's/^\([a-z0-9][a-z0-9.+-]*\):arm64$/\1/p' | grep -vE "$ARM64_SKIP"
    )
    # One apt-cache call for all of them: "NAME:arm64:" then, indented, "Candidate: VERSION".
    # shellcheck disable=SC2046
    apt-cache policy $(sort -u <<<"$names" | sed 's/$/:arm64/') |
        awk '/^[^ ].*:arm64:$/ { name = $1; sub(/:arm64:$/, "", name) }
             /^  Candidate: / && $2 != "(none)" { print name "=" $2 }' | LC_ALL=C sort -t= -k1,1 -u
}

# ensure_arm64_root: prints the root's directory, made (downloaded and unpacked) when missing.
ensure_arm64_root() {
    local list key dir
    arm64_enable || return 1
    list=$(arm64_packages) || return 1
    key=$(sha256sum <<<"$list" | cut -c1-12)
    dir=$ARM64_CACHE/$key
    mkdir -p "$ARM64_CACHE"
    (
        open_lock "$dir.lock" && flock "$LOCK_FD" || exit 1
        [ -f "$dir/.ulid-complete" ] && exit 0
        echo "downloading and unpacking $(wc -l <<<"$list") arm64 packages into $dir" >&2
        rm -rf "$dir"
        mkdir -p "$dir/debs" "$dir/root"
        # shellcheck disable=SC2046
        (cd "$dir/debs" && apt-get download -q $(sed 's/=/:arm64=/' <<<"$list")) >"$dir/download.log" 2>&1 ||
            { tail -20 "$dir/download.log" >&2; exit 1; }
        for deb in "$dir"/debs/*.deb; do dpkg-deb -x "$deb" "$dir/root" || exit 1; done
        rm -rf "$dir/debs"
        echo "$list" >"$dir/packages"
        touch "$dir/.ulid-complete"
    ) || return 1
    echo "$dir/root"
}

# arm64_run ROOT PROGRAM ARG...: an aarch64 PROGRAM (a path under ROOT, or a cross-built binary)
# under the emulator, its libraries taken from ROOT.
arm64_run() {
    local root=$1
    shift
    qemu-aarch64 -L "$root" "$@"
}

# arm64_bin_dir ROOT DIR: DIR becomes a directory of PostgreSQL programs for test/reliability/
# clusters.sh's PG_BIN whose server is ROOT's aarch64 postgres under the emulator: "postgres" runs
# it, and pg_ctl is a copy of this machine's (a copy, not a link: pg_ctl starts the "postgres" of
# its own directory). pg_ctl asks "postgres -V" for exactly its own version, and Debian's archive
# may already carry a newer point release of the major for arm64 than this machine has installed:
# the wrapper lets this machine's server answer -V, and runs the aarch64 one for everything else
# (the server reports its own version to clients). initdb and the clients are this machine's: a data directory is the same
# on both 64-bit little-endian CPUs, and the protocol does not care. DIR's name must not end in
# "bin": the server would then look for its modules in DIR/../lib, not in /usr/lib/postgresql/...,
# which the emulator finds under ROOT.
arm64_bin_dir() {
    local root=$1 dir=$2 host=/usr/lib/postgresql/$ARM64_MAJOR/bin program
    rm -rf "$dir"
    mkdir -p "$dir"
    # -0: the server's argv[0] is this script, which it writes into postmaster.opts, where
    # "pg_ctl restart" takes the program to start (the aarch64 binary itself cannot be executed).
    printf '#!/bin/sh\ncase "$1" in -V|--version) exec %s/postgres "$@" ;; esac\nexec qemu-aarch64 -0 "$0" -L %s %s/usr/lib/postgresql/%s/bin/postgres "$@"\n' \
        "$host" "$root" "$root" "$ARM64_MAJOR" >"$dir/postgres"
    chmod 755 "$dir/postgres"
    cp "$host/pg_ctl" "$dir/pg_ctl"
    for program in initdb psql pgbench pg_basebackup pg_isready pg_controldata; do
        ln -s "$host/$program" "$dir/$program"
    done
}

# arm64_cross_make TREE ROOT TARGET...: make in TREE (a copy of the working tree) for aarch64:
# Debian's cross compiler, the arm64 server headers of ROOT; PGXS's other settings are this
# machine's PostgreSQL 15's, the same release.
arm64_cross_make() {
    local tree=$1 root=$2
    shift 2
    make -C "$tree" -s CC="$ARM64_TRIPLET-gcc" CXX="$ARM64_CXX" \
        includedir_server="$root/usr/include/postgresql/$ARM64_MAJOR/server" \
        includedir_internal="$root/usr/include/postgresql/internal" \
        UNIT_CXXFLAGS="-O1 -g -isystem $root/usr/include -L$root/usr/lib/$ARM64_TRIPLET" "$@"
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = root ]; then
    set -euo pipefail
    source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
    ensure_arm64_root
fi
