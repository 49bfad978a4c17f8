# Third-party sources the tests build and run against (Citus, pg_tle): upstream tarballs from
# ../shared/vendor (its README says what each is), built once into a staged install tree
# (make install DESTDIR=...) in a cache directory, keyed on the tarball's sha256 and reused between
# runs; nothing of them is ever copied into the project. Sourced after lib.sh (by test/citus.sh and
# test/pg-tle.sh, which hold what is particular to each).

VENDOR_DIR=${VENDOR_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/shared/vendor}

# vendor_tarball DIR FILE: prints DIR/FILE when it is there and matches DIR/SHA256SUMS (when that
# exists); otherwise says what is wrong and fails.
vendor_tarball() {
    local dir=$1 file=$2
    if [ ! -f "$dir/$file" ]; then
        echo "no $dir/$file" >&2
        return 1
    fi
    if [ -f "$dir/SHA256SUMS" ]; then
        (cd "$dir" && grep " $file\$" SHA256SUMS | sha256sum -c --quiet -) >&2 ||
            { echo "$dir/$file does not match $dir/SHA256SUMS" >&2; return 1; }
    fi
    echo "$dir/$file"
}

# ensure_staged_build DIR TARBALL BUILD ARG...: DIR/stage holds TARBALL's build, reused when
# DIR/.ulid-complete names the tarball's sha256; built otherwise by "BUILD DIR/stage ARG..." run in
# the unpacked source (its output in DIR/build.log), under a lock of its own (DIR.lock), not the
# install lock, so that a long compile does not hold up other checkouts' runs.
ensure_staged_build() {
    local dir=$1 tarball=$2 sum
    shift 2
    sum=$(sha256sum "$tarball" | cut -d' ' -f1)
    mkdir -p "$(dirname "$dir")"
    (
        open_lock "$dir.lock" && flock "$LOCK_FD" || exit 1
        [ "$(cat "$dir/.ulid-complete" 2>/dev/null)" = "$sum" ] && exit 0
        echo "building $(basename "$tarball") for $PG_CONFIG in $dir" >&2
        rm -rf "$dir"
        mkdir -p "$dir/src"
        tar xzf "$tarball" -C "$dir/src" --strip-components=1 || exit 1
        (cd "$dir/src" && "$1" "$dir/stage" "${@:2}") >"$dir/build.log" 2>&1 ||
            { tail -30 "$dir/build.log" >&2; exit 1; }
        rm -rf "$dir/src"
        echo "$sum" >"$dir/.ulid-complete"
    )
}

# install_staged DIR [ROOT]: copies the staged build into the PostgreSQL installation (under ROOT,
# e.g. a chroot). Call it holding the install lock: it changes the shared installation.
install_staged() {
    cp -a "$1/stage/." "${2:-/}"
}
