# Shared by the test scripts: build and install the extension, run things in a throwaway cluster.

PG_MAJOR=${PG_MAJOR:-15}
export PG_CONFIG=${PG_CONFIG:-/usr/lib/postgresql/$PG_MAJOR/bin/pg_config}
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The installed extension is shared by the machine, so an install and the runs that use it take
# one lock: two checkouts tested at once cannot swap the library under each other.
build_and_install() {
    take_install_lock
    make -C "$ROOT" -s -j2 && $SUDO make -C "$ROOT" -s install
}

# Runs "$@" in a throwaway cluster (pg_virtualenv sets PGHOST, PGPORT, PGUSER, PGPASSWORD...).
# As root, pg_virtualenv always names its cluster "regress", so clusters take the lock too.
with_cluster() {
    take_install_lock
    pg_virtualenv -v "$PG_MAJOR" "$@"
}

# Held until the calling script exits; taking it again is a no-op.
take_install_lock() {
    [ -n "${ULID_INSTALL_LOCK_HELD:-}" ] && return 0
    exec 9>>"/tmp/ulid-extension-install-$(id -u).lock"
    flock 9
    ULID_INSTALL_LOCK_HELD=1
}
