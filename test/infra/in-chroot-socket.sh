#!/usr/bin/env bash
# Checks, as root on this machine with PostgreSQL 15 installed, that the clusters of
# test/in-chroot.sh are out of reach of other local users. Those clusters trust every local
# connection (initdb -A trust), and their socket directory, /tmp/ulid-pgsock, sits in a /tmp that
# every user can write: of this machine for layer 63's pairs on "host", and of each chroot, whose
# /tmp any user reaches under /var/cache/ulid-test-chroots. A user who reaches the socket is the
# superuser postgres and, through COPY ... TO PROGRAM, the operating system user postgres, who owns
# the tree whose test/in-chroot.sh and Makefile root runs next. So:
#  - the socket is for its owner only (unix_socket_permissions 0700; root passes anyway): a user
#    other than postgres and root cannot connect;
#  - a socket directory planted as a symbolic link is not followed by root's chown (which would
#    hand the link's target, /etc say, to postgres), and one another user made is not used.
# Runs in a scratch directory (ULID_SOCKET_DIR points in-chroot.sh there); one cluster, about 3 s.
source "$(dirname "$0")/common.sh"
MAJOR=${PG_MAJOR:-15}
data=$SCRATCH/data
ulid() { ULID_SOCKET_DIR=$socket bash "$ROOT/test/in-chroot.sh" "$@"; }
cleanup() { socket=$SCRATCH/sock ulid stop "$MAJOR" "$data" 2>/dev/null; rm -rf "$SCRATCH"; }
trap cleanup EXIT

# A socket directory that another user made a symbolic link to a directory of root's.
mkdir "$SCRATCH/victim"
runuser -u nobody -- ln -s victim "$SCRATCH/planted"
socket=$SCRATCH/planted
ulid init "$MAJOR" "$data" || { echo "initdb failed"; exit 1; }
ulid start "$MAJOR" "$data" >/dev/null 2>&1
socket=$SCRATCH/planted ulid stop "$MAJOR" "$data" >/dev/null 2>&1
check "root's chown does not follow a socket directory planted as a symbolic link" root:root \
    "$(stat -c %U:%G "$SCRATCH/victim")"

# A socket directory that another user made first, writable by all: they could replace the socket
# with theirs and answer the tests' queries as they like.
runuser -u nobody -- mkdir -m 0777 "$SCRATCH/made"
runuser -u nobody -- touch "$SCRATCH/made/.s.PGSQL.5432.lock"
socket=$SCRATCH/made
ulid start "$MAJOR" "$data" >/dev/null 2>&1
ulid stop "$MAJOR" "$data" >/dev/null 2>&1
check "a socket directory another user made is replaced by one only postgres writes" "postgres 755, empty" \
    "$(stat -c '%U %a' "$SCRATCH/made" 2>&1), $([ -z "$(ls -A "$SCRATCH/made")" ] && echo empty)"

# One that older versions handed to postgres as another user had made it, writable by all.
mkdir -m 0777 "$SCRATCH/handed"
chown postgres: "$SCRATCH/handed"
socket=$SCRATCH/handed
ulid start "$MAJOR" "$data" >/dev/null 2>&1
ulid stop "$MAJOR" "$data" >/dev/null 2>&1
check "postgres's socket directory is writable by postgres alone" 755 "$(stat -c %a "$SCRATCH/handed")"

# The socket: postgres connects, another user does not.
socket=$SCRATCH/sock
ulid start "$MAJOR" "$data" || { echo "start failed"; exit 1; }
psql=/usr/lib/postgresql/$MAJOR/bin/psql
check "postgres connects to the cluster" 1 \
    "$(runuser -u postgres -- "$psql" -X -At -h "$socket" -U postgres -d postgres -c 'SELECT 1' 2>&1)"
check "another local user cannot connect to the cluster (it trusts local connections)" refused \
    "$(runuser -u nobody -- "$psql" -X -At -h "$socket" -U postgres -d postgres -c 'SELECT 1' >/dev/null 2>&1 && echo connected || echo refused)"
finish_layer
