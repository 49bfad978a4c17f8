# Shared by the benchmark commands: build and install (holding the install lock until the caller
# exits), run a measuring script in a throwaway cluster, and end with its "bench: N passed, M
# failed" line. Usage: run_in_cluster LOG SCRIPT ARGS...
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

# The newest C peer, dcbickfo/pg_ulid (MIT; its source in ../shared/vendor/), built beside ours for
# the text input and output rows. Its module, type and function names are ours too, so it is built
# from a scratch copy as the module dcbickfo_ulid (its extension keeps the name pg_ulid, which is
# not ours) and measure.sh installs it into a schema of its own. Nothing of it enters the project.
PEER_TARBALL=${PEER_TARBALL:-$ROOT/../shared/vendor/pg_ulid-dcbickfo-42f8613282d1.tar.gz}
install_peer() {
    local dir=$ROOT/build/peer
    rm -rf "$dir" && mkdir -p "$dir" && tar -xzf "$PEER_TARBALL" -C "$dir" --strip-components=1 || return 1
    mv "$dir/src/ulid.c" "$dir/src/dcbickfo_ulid.c" &&
        sed -i 's/^MODULES = ulid$/MODULES = dcbickfo_ulid/' "$dir/Makefile" &&
        sed -i "s|^module_pathname = .*|module_pathname = '\$libdir/dcbickfo_ulid'|" "$dir/pg_ulid.control" &&
        grep -q '^MODULES = dcbickfo_ulid$' "$dir/Makefile" &&
        make -C "$dir" -s && make -C "$dir" -s install
}

# pgulid (geckoboard/pgulid, Apache-2.0; ../shared/vendor/): the PL/pgSQL generate_ulid() that users
# copy where no ULID extension can be installed, the baseline of the ulid_portable rows. Its one
# file is unpacked into build/ and measure.sh loads it into the cluster (PGULID_SQL).
source "$(dirname "${BASH_SOURCE[0]}")/../vendor.sh"
PGULID_TARBALL_NAME=pgulid-b265253.tar.gz
export PGULID_SQL=$ROOT/build/pgulid/pgulid.sql
unpack_pgulid() {
    local tarball
    tarball=$(vendor_tarball "$VENDOR_DIR" "$PGULID_TARBALL_NAME") || return 1
    rm -rf "$ROOT/build/pgulid" && mkdir -p "$ROOT/build/pgulid" &&
        tar -xzf "$tarball" -C "$ROOT/build/pgulid" --strip-components=1
}

# run_in_cluster LOG SCRIPT ARGS...; with BENCH_PEER=1 the peer is installed too (a failed peer
# build leaves its rows without data, counted as failed), and pgulid is unpacked.
# The charts go to BENCH_CHARTS, the directory named after LOG without its .log (build/bench-quick/),
# drawn with Debian's gnuplot.
run_in_cluster() {
    local log=$1
    shift
    mkdir -p "$ROOT/build"
    export BENCH_CHARTS=${log%.log}
    rm -rf "$BENCH_CHARTS"
    if ! "$ROOT/test/install-deps.sh" gnuplot-nox >"$ROOT/build/bench-install.log" 2>&1; then
        cat "$ROOT/build/bench-install.log"
        echo "bench: 0 passed, 1 failed"
        return 1
    fi
    if ! build_and_install >"$ROOT/build/bench-install.log" 2>&1; then
        cat "$ROOT/build/bench-install.log"
        echo "bench: 0 passed, 1 failed"
        return 1
    fi
    if [ -n "${BENCH_PEER:-}" ] && ! install_peer >"$ROOT/build/bench-peer-install.log" 2>&1; then
        tail -20 "$ROOT/build/bench-peer-install.log"
        echo "bench: peer dcbickfo/pg_ulid did not build; its rows will have no data" >&2
    fi
    if [ -n "${BENCH_PEER:-}" ] && ! unpack_pgulid; then
        echo "bench: no pgulid; the ulid_portable rows will have no data" >&2
    fi
    # pg_virtualenv prints "Dropping cluster ..." after the measurements: the summary is repeated
    # here so that it is the last line; no summary at all (the cluster did not start) is a failure.
    with_cluster "$@" | tee "$log" | grep -v '^bench: '
    local status=${PIPESTATUS[0]}
    local summary
    summary=$(grep '^bench: ' "$log" | tail -1)
    echo "${summary:-bench: 0 passed, 1 failed}"
    [ "$status" -eq 0 ] && [ -n "$summary" ]
}
