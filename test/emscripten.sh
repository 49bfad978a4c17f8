# The wasm32 toolchain for the native extension in PGlite (issue 42, layer 73), cached like the
# other toolchains: Debian trixie's emscripten (3.1.69, clang/lld 19) in trixie-emscripten, a copy
# of the trixie chroot (test/chroot.sh), and inside it PostgreSQL 18's source from Debian's
# postgresql-18 (forky's deb-src) configured for wasm32 with its generated headers, which is all a
# side module compiles against (PGlite 0.5.17 is PostgreSQL 18.7; PG_MODULE_MAGIC checks the major
# only). Sourced after lib.sh and chroot.sh; usable on its own: bash test/emscripten.sh toolchain
# (test/prefetch.sh does so in the background). The chroot's lock covers both, held until exit.

EMSCRIPTEN_CHROOT=trixie-emscripten
# emscripten pulls clang, lld, node and python3; the rest is for apt-get source and configure.
EMSCRIPTEN_PACKAGES="emscripten make perl bison flex dpkg-dev xz-utils bzip2"
# The configured PostgreSQL source tree, inside the chroot.
EMSCRIPTEN_PG=/ulid-pg18

# emscripten_toolchain: the chroot with emscripten, and the configured headers (about 10 minutes
# cold: a 274 MB download and a 2-minute configure; seconds when cached).
emscripten_toolchain() {
    local dir
    dir=$(chroot_path "$EMSCRIPTEN_CHROOT")
    CHROOT_BASE=trixie ensure_chroot "$EMSCRIPTEN_CHROOT" $EMSCRIPTEN_PACKAGES || return 1
    [ -f "$dir$EMSCRIPTEN_PG/.ulid-configured" ] && return 0
    echo "configuring PostgreSQL 18 for wasm32 in $dir$EMSCRIPTEN_PG"
    rm -rf "$dir$EMSCRIPTEN_PG"
    mkdir -p "$dir$EMSCRIPTEN_PG"
    echo "deb-src $CHROOT_MIRROR forky main" >"$dir/etc/apt/sources.list.d/forky-src.list"
    chroot_run "$EMSCRIPTEN_CHROOT" apt-get update -qq || return 1
    # The flags the probe of issue 42 found: nothing PGlite's main module would have to provide.
    chroot_run "$EMSCRIPTEN_CHROOT" bash -euc '
        cd "$1"
        apt-get source -qq --only-source postgresql-18/forky >source.log 2>&1 || { tail -20 source.log; exit 1; }
        mv postgresql-18-*/ src
        cd src
        nice -n 10 emconfigure ./configure --host=wasm32-unknown-linux-gnu --without-readline \
            --without-icu --without-zlib --without-openssl --without-zstd --without-lz4 \
            >../configure.log 2>&1 || { tail -40 ../configure.log config.log; exit 1; }
        nice -n 10 make -C src/backend generated-headers >../headers.log 2>&1 || { tail -40 ../headers.log; exit 1; }
        grep -q "define SIZEOF_VOID_P 4" src/include/pg_config.h
        dpkg-parsechangelog -l debian/changelog -S Version >../version' _ "$EMSCRIPTEN_PG" || return 1
    touch "$dir$EMSCRIPTEN_PG/.ulid-configured"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -uo pipefail
    source "$(dirname "$0")/lib.sh"
    source "$ROOT/test/chroot.sh"
    case "${1:-}" in
        toolchain) "$ROOT/test/install-deps.sh" debootstrap && emscripten_toolchain ;;
        *) echo "usage: $0 toolchain" >&2; exit 2 ;;
    esac
fi
