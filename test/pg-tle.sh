# pg_tle (Trusted Language Extensions, github.com/aws/pg_tle, Apache-2.0), built from the tarball in
# ../shared/vendor for the layer that installs ulid_portable through it as a host's users do.
# Sourced after lib.sh. A build lives in /var/cache/ulid-test-pg_tle/<commit>-pg<major>/ as a
# staged install tree (test/vendor.sh); nothing of pg_tle is ever copied into the project.
# Usable on its own: bash test/pg-tle.sh build
source "$(dirname "${BASH_SOURCE[0]}")/vendor.sh"

PGTLE_CACHE=${PGTLE_CACHE:-/var/cache/ulid-test-pg_tle}
PGTLE_TARBALL_NAME=pg_tle-2f4b7b34ac3e.tar.gz
# flex and bison for its guc-file.l; the server headers it includes (libpq-be.h) want gssapi.h.
PGTLE_BUILD_DEPS="flex bison libkrb5-dev"

# pgtle_stage_dir PG_MAJOR: where the build for that major is (or will be) staged.
pgtle_stage_dir() { echo "$PGTLE_CACHE/${PGTLE_TARBALL_NAME%.tar.gz}-pg$1"; }

# build_pg_tle STAGE PG_CONFIG: compile with PGXS and stage, in the unpacked source (seconds).
build_pg_tle() {
    nice make -j2 PG_CONFIG="$2" && make install PG_CONFIG="$2" DESTDIR="$1"
}

# ensure_pg_tle_built PG_CONFIG PG_MAJOR
ensure_pg_tle_built() {
    local tarball
    tarball=$(vendor_tarball "$VENDOR_DIR" "$PGTLE_TARBALL_NAME") || return 1
    ensure_staged_build "$(pgtle_stage_dir "$2")" "$tarball" build_pg_tle "$1"
}

# install_pg_tle PG_MAJOR [ROOT]: call it holding the install lock (it changes the installation).
install_pg_tle() {
    install_staged "$(pgtle_stage_dir "$1")" "${2:-}"
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = build ]; then
    set -euo pipefail
    source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
    # shellcheck disable=SC2086
    "$(dirname "${BASH_SOURCE[0]}")/install-deps.sh" $PGTLE_BUILD_DEPS
    ensure_pg_tle_built "$PG_CONFIG" "$PG_MAJOR"
fi
