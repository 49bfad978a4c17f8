#!/usr/bin/env bash
# Server-wide generators whose shared memory no lock storm can take (issue 20, spec 5.1). On a
# fresh server, a role with nothing but CONNECT overflows the lock table before any generator
# call (test/reliability/shared-memory-room.sh), so that less of the main segment's spare room is
# left than their struct needs:
#  - 15 without preload: loading the library still succeeds (with exit_on_error too) and the
#    session stays interruptible, also after 20000 failed calls in one session, whose memory does
#    not grow;
#    each of the four generators fails with 53200, PostgreSQL's "not enough shared memory" message
#    and a HINT naming shared_preload_libraries, from any role and database; no crash; after a
#    restart they work; a library loaded by any session before the storm has created the struct;
#  - 18 without preload (named DSM segments, for contrast): the generators keep working;
#  - both with shared_preload_libraries = 'ulid': the struct is in the segment from the start, and
#    after the storm (and again after a backend crash made the postmaster reinitialise shared
#    memory) the four generators work with 8 sessions (pgbench) inserting through primary keys;
#    a hot standby of that server has the struct from its start and generates after a storm.
# PostgreSQL 18 runs in the forky chroot that layers 48 and 50 use. Outside CI a chroot that
# cannot be created is a printed skip; with CI=true a failure. ULID_ROOM_MATRIX selects the runs.
# Runtime: under a minute per major, plus the build in the chroot.
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
