#!/usr/bin/env bash
# Runs inside a test chroot (test/chroot.sh), on the copy of the working tree in /ulid-src:
#   in-chroot.sh build MAJOR            build the extension for PostgreSQL MAJOR and install it
#   in-chroot.sh init MAJOR DATADIR [INITDB OPTION...]
#                                       create a new cluster in DATADIR (removing what was there)
#   in-chroot.sh start MAJOR DATADIR    start the cluster in DATADIR
#   in-chroot.sh stop MAJOR DATADIR     stop it
#   in-chroot.sh run MAJOR COMMAND...   run COMMAND in /ulid-src as postgres, with MAJOR's
#                                       programs first in PATH and PGHOST set to the socket
# Servers listen on the socket directory /tmp/ulid-pgsock only (the chroot shares the host's
# network); from the host that directory is <chroot>/tmp/ulid-pgsock. ULID_SRC names the tree when
# it is not /ulid-src (layer 63 runs this script on the machine itself too), ULID_SOCKET_DIR another
# socket directory (test/infra/in-chroot-socket.sh, which runs beside the suite's clusters).
set -uo pipefail

SOCKET_DIR=${ULID_SOCKET_DIR:-/tmp/ulid-pgsock}
SRC=${ULID_SRC:-/ulid-src}
action=$1
major=$2
shift 2
bin=/usr/lib/postgresql/$major/bin

as_postgres() {
    runuser -u postgres -- env PATH="$bin:/usr/bin:/bin" PG_CONFIG="$bin/pg_config" \
        PGHOST="$SOCKET_DIR" PGUSER=postgres "$@"
}

case $action in
build)
    cd "$SRC" || exit 1
    # make clean: objects built for another major in this tree must not be reused.
    { make -s clean && nice -n 10 make -s -j2 PG_CONFIG="$bin/pg_config" &&
        make -s install PG_CONFIG="$bin/pg_config"; } >"build-install-$major.log" 2>&1 ||
        { cat "build-install-$major.log"; echo "BUILD FAILED for PostgreSQL $major"; exit 1; }
    chown -R postgres: "$SRC"
    ;;
init)
    datadir=$1
    shift
    # mkdir without -p for the directory itself: in /tmp another user can make it (or a symbolic
    # link) between rm and mkdir, and put files in it for initdb to fill as postgres's; then fail.
    rm -rf "$datadir" && mkdir -p "$(dirname "$datadir")" && mkdir "$datadir" && chown postgres: "$datadir" &&
        as_postgres initdb -D "$datadir" -A trust -E UTF8 --locale=C.UTF-8 --no-sync "$@" >/dev/null
    ;;
start)
    datadir=$1
    # The socket directory is in a /tmp every local user can write (the chroot's is reachable under
    # /var/cache too), and the cluster trusts every local connection: the socket is for postgres
    # alone (root, connecting from the host, passes), else any user would be the superuser and,
    # through COPY ... TO PROGRAM, the user postgres, who owns the tree whose scripts root runs.
    # A socket directory another user made (a link, or a directory not postgres's, which they could
    # have left writable to swap the socket for theirs) is made afresh; mkdir without -p fails if
    # they make it again in between. Postgres's own is kept: other clusters may listen there.
    owner=$(stat -c %U "$SOCKET_DIR" 2>/dev/null) && [ "$owner" != postgres ] && rm -rf "$SOCKET_DIR"
    { [ -d "$SOCKET_DIR" ] || mkdir "$SOCKET_DIR"; } && chown -h postgres: "$SOCKET_DIR" && chmod 0755 "$SOCKET_DIR" ||
        { echo "could not make the socket directory $SOCKET_DIR (did another user make it?)"; exit 1; }
    as_postgres pg_ctl -D "$datadir" -l "$datadir/server.log" -w \
        -o "-c listen_addresses='' -k $SOCKET_DIR -c unix_socket_permissions=0700 -c fsync=off" start >/dev/null ||
        { cat "$datadir/server.log"; exit 1; }
    ;;
stop)
    as_postgres pg_ctl -D "$1" -m fast -w stop >/dev/null
    ;;
run)
    cd "$SRC" && as_postgres "$@"
    ;;
*)
    echo "unknown action $action" >&2
    exit 2
    ;;
esac
