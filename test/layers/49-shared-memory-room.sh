#!/usr/bin/env bash
# Server-wide generators whose shared memory no lock storm can take (issues 20 and 26, spec 5.1).
# On a fresh server, a role with nothing but CONNECT overflows the lock table before any generator
# call (test/reliability/shared-memory-room.sh), so that less of the main segment's spare room is
# left than their struct needs:
#  - without preload (15 and 16: a pinned dynamic segment named by pg_dynshmem/ulid_server_generators;
#    17 and later: a named DSM segment): loading the library succeeds (with exit_on_error too), the
#    session stays interruptible, and the four generators work after the storm, from the storm's
#    role and in another database; nothing is put in the main segment, before or after a load;
#    8 sessions over 3 databases insert 20000 values of each generator: all distinct, strictly
#    increasing within each session;
#  - 15 and 16 without preload, what the file and the segment show: the file names a live segment
#    whose header repeats its nonce; 16 sessions' first calls at once after a restart create exactly
#    one segment; after a crash restart (kill -9 of a backend) the file's handle is gone, is never
#    attached, and one fresh segment (new handle, new nonce) serves values above those before the
#    crash; the file emptied (COPY ... TO it), truncated to half, garbled (random bytes; a zeroed
#    nonce, so that it names a live segment whose header lacks it) or removed while a session uses
#    the segment: that session and one that comes after insert 150,000 gen_ulid_flake() values at
#    once, no value twice, the new session refused with an error naming the damage (in the server
#    log too); after a restart a truncated or unreadable file is replaced; an unwritable pg_dynshmem gives the file's error and leaves no
#    segment behind; a hot standby made by pg_basebackup gets no file, and a copy of the primary's
#    file is not attached there (the standby, stormed first, makes its own segment); with
#    dynamic_shared_memory_type = mmap the same holds; single-user mode generates without the file;
#  - both with shared_preload_libraries = 'ulid': the struct is in the main segment from the start
#    (no file), and after the storm (and again after a backend crash made the postmaster
#    reinitialise shared memory) the four generators work with 8 sessions (pgbench) inserting
#    through primary keys; a hot standby of that server has the struct from its start and
#    generates after a storm.
# PostgreSQL 18 runs in the forky chroot that layers 48 and 50 use. Outside CI a chroot that
# cannot be created is a printed skip; with CI=true a failure. ULID_ROOM_MATRIX selects the runs.
# Runtime: about two minutes on 15 and one on 18, plus the build in the chroot.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

MATRIX=${ULID_ROOM_MATRIX:-"host:15 forky:18"}
CHECKS=test/reliability/shared-memory-room.sh
matrix_checks "$MATRIX" "$CHECKS" shared-memory-room ROOM_PORTS="25492 25493 25495"

echo "# duration: ${SECONDS}s"
finish_layer
