# Citus, built from an upstream release tarball for the scale-out layer. Sourced after lib.sh.
# A build lives in /var/cache/ulid-test-citus/<version>-pg<major>/ as a staged install tree, built
# and reused by test/vendor.sh; nothing of Citus is ever copied into the project. Usable on its
# own: bash test/citus.sh build 13.2.2
#
# The tarball is taken from ../shared/vendor when present (checked against its SHA256SUMS);
# elsewhere put citus-<version>.tar.gz, made by
#   git archive --prefix=citus-<version>/ v<version>   (github.com/citusdata/citus)
# in $CITUS_TARBALLS (default: the vendor directory) or export CITUS_TARBALLS to its directory.
source "$(dirname "${BASH_SOURCE[0]}")/vendor.sh"

CITUS_CACHE=${CITUS_CACHE:-/var/cache/ulid-test-citus}
CITUS_TARBALLS=${CITUS_TARBALLS:-$VENDOR_DIR}
# Debian packages Citus's configure looks for (libcurl, lz4, zstd) and the server headers include.
CITUS_BUILD_DEPS="libcurl4-openssl-dev liblz4-dev libzstd-dev libkrb5-dev libssl-dev libselinux1-dev libpam0g-dev libxslt1-dev libxml2-dev libreadline-dev zlib1g-dev libicu-dev"

# The Citus runs of layer 47, as WHERE:PG_MAJOR:CITUS_VERSION; WHERE is "host" (this machine) or
# the chroot (test/chroot.sh) that has that major.
CITUS_MATRIX=${ULID_CITUS_MATRIX:-"host:15:13.2.2 forky:18:14.0.1"}

# citus_chroot_packages CHROOT MAJOR: what a chroot of CITUS_MATRIX needs for building Citus and
# running the checks (after test/chroot.sh).
citus_chroot_packages() {
    echo "$(matrix_chroot_packages "$1" "$2") $CITUS_BUILD_DEPS"
}

# citus_tarball VERSION: prints the verified tarball's path, or explains why there is none.
citus_tarball() {
    vendor_tarball "$CITUS_TARBALLS" "citus-$1.tar.gz" ||
        { echo "fetch Citus $1 from github.com/citusdata/citus (tag v$1, git archive" \
              "--prefix=citus-$1/) and set CITUS_TARBALLS to its directory" >&2; return 1; }
}

# citus_stage_dir VERSION PG_MAJOR: where that build's install tree is (or will be) staged.
citus_stage_dir() { echo "$CITUS_CACHE/$1-pg$2"; }

# build_citus STAGE PG_CONFIG PG_MAJOR: configure, compile and stage, in the unpacked source.
build_citus() {
    local stage=$1 pg_config=$2 major=$3
    # Citus 13.2.2 defines a static have_createdb_privilege() for PostgreSQL 15 that recent 15.x
    # headers now declare extern; its build copy gets the compat function under another name.
    if [ "$major" = 15 ]; then
        grep -rlw have_createdb_privilege src |
            xargs -r sed -i 's/\bhave_createdb_privilege\b/citus_compat_have_createdb_privilege/g'
    fi
    nice ./configure PG_CONFIG="$pg_config" && nice make -j2 && make install DESTDIR="$stage"
}

# ensure_citus_built VERSION PG_CONFIG PG_MAJOR: a staged build (several minutes when not cached).
ensure_citus_built() {
    local tarball
    tarball=$(citus_tarball "$1") || return 1
    ensure_staged_build "$(citus_stage_dir "$1" "$3")" "$tarball" build_citus "$2" "$3"
}

# install_citus VERSION PG_MAJOR [ROOT]: copies the staged build into the PostgreSQL installation
# (under ROOT, e.g. a chroot). Call it holding the install lock: it changes the shared installation.
install_citus() {
    install_staged "$(citus_stage_dir "$1" "$2")" "${3:-}"
}

# Logical replication for shard moves; nodes reach each other over 127.0.0.1 (trusted).
CITUS_NODE_CONF=("shared_preload_libraries = 'citus'" "wal_level = logical" "max_replication_slots = 20"
                 "max_wal_senders = 20" "max_worker_processes = 20" "citus.node_conninfo = 'sslmode=prefer'"
                 "shared_buffers = 64MB" "max_connections = 200" "citus.max_background_task_executors_per_node = 4")

# start_citus_node NAME PORT: a private cluster (reliability/lib.sh's start_cluster) running Citus.
start_citus_node() {
    start_cluster "$1" "$2" "${CITUS_NODE_CONF[@]}" && q "$2" postgres -c "CREATE EXTENSION citus"
}

# start_citus_cluster COORDINATOR_PORT WORKER_PORT...: the coordinator and its workers, registered.
start_citus_cluster() {
    local coordinator=$1 port n=0
    shift
    start_citus_node coordinator "$coordinator" || return 1
    q "$coordinator" postgres -c "SELECT citus_set_coordinator_host('127.0.0.1', $coordinator)" >/dev/null || return 1
    for port in "$@"; do
        n=$((n + 1))
        start_citus_node "worker$n" "$port" &&
            q "$coordinator" postgres -c "SELECT citus_add_node('127.0.0.1', $port)" >/dev/null || return 1
    done
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = build ]; then
    set -euo pipefail
    source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
    # shellcheck disable=SC2086
    "$(dirname "${BASH_SOURCE[0]}")/install-deps.sh" $CITUS_BUILD_DEPS
    ensure_citus_built "${2:-13.2.2}" "$PG_CONFIG" "$PG_MAJOR"
fi
