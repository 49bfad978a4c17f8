# PostgreSQL 16.2, built from the release source in ../shared/vendor (no Debian suite carries 16),
# for the layer that runs on 16 what runs on 15 (test/layers/51-pg16.sh). Sourced after lib.sh.
# The build is configured into Debian's layout, /usr/lib/postgresql/16 (bin, lib, share, include:
# one directory, so that postgresql-common's pg_createcluster and pg_virtualenv take it for a
# major like any other and removing it is one rm), and staged once per machine in
# /var/cache/ulid-test-pg16/<version>-<flags' checksum>/ by test/vendor.sh, reused while the
# tarball's sha256 is the same. Nothing of PostgreSQL is ever copied into the project.
# Usable on its own: bash test/pg16.sh build
# Cold cost on 2 cores: about 6 minutes (server, the contrib modules below); cached: nothing.
source "$(dirname "${BASH_SOURCE[0]}")/vendor.sh"

PG16_CACHE=${PG16_CACHE:-/var/cache/ulid-test-pg16}
PG16_TARBALL_NAME=postgresql-16.2.tar.gz
PG16_PREFIX=/usr/lib/postgresql/16
# It is a git tree, not a release tarball: bison and flex make the parsers. ICU so that pg_regress
# files creating ICU collations run as on Debian's builds; OpenSSL because pg_createcluster turns
# ssl on where the machine has a snakeoil certificate (and pgcrypto wants it).
# TAP tests (layer 20's t/*.pl run on 16 too) need IPC::Run at configure time.
PG16_BUILD_DEPS="bison flex libicu-dev libssl-dev zlib1g-dev pkg-config libipc-run-perl"
PG16_CONFIGURE_FLAGS="--prefix=$PG16_PREFIX --with-icu --with-openssl --without-readline --enable-tap-tests"
# The contrib modules tests use: dblink (pg_regress), amcheck, pgcrypto, postgres_fdw.
PG16_CONTRIB="dblink amcheck pgcrypto postgres_fdw"

# pg16_stage_dir: where the build is (or will be) staged; its name changes with the flags.
pg16_stage_dir() {
    echo "$PG16_CACHE/16.2-$(echo "$PG16_CONFIGURE_FLAGS $PG16_CONTRIB" | sha256sum | cut -c1-12)"
}

# build_pg16 STAGE: configure, compile and stage, in the unpacked source.
build_pg16() {
    local stage=$1 module
    # shellcheck disable=SC2086
    nice ./configure $PG16_CONFIGURE_FLAGS && nice make -j2 && make install DESTDIR="$stage" || return 1
    for module in $PG16_CONTRIB; do
        nice make -C "contrib/$module" -j2 && make -C "contrib/$module" install DESTDIR="$stage" || return 1
    done
}

# ensure_pg16_built: the staged build (minutes when not cached), with the packages it needs.
ensure_pg16_built() {
    local tarball
    # shellcheck disable=SC2086
    "$ROOT/test/install-deps.sh" $PG16_BUILD_DEPS >&2 || return 1
    tarball=$(vendor_tarball "$VENDOR_DIR" "$PG16_TARBALL_NAME") || return 1
    PG_CONFIG=$PG16_PREFIX/bin/pg_config ensure_staged_build "$(pg16_stage_dir)" "$tarball" build_pg16
}

# install_pg16 [ROOT]: copies the build to /usr/lib/postgresql/16 (under ROOT, e.g. a chroot).
# Call it holding the install lock: it changes the shared installation.
install_pg16() {
    install_staged "$(pg16_stage_dir)" "${1:-}"
}

# uninstall_pg16 [ROOT]: removes it again, so that no later layer sees a major it did not ask for
# (pg_wrapper's psql is the newest major's, for one).
uninstall_pg16() {
    rm -rf "${1:-}$PG16_PREFIX"
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = build ]; then
    set -euo pipefail
    source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
    ensure_pg16_built
fi
