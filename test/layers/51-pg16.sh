#!/usr/bin/env bash
# PostgreSQL 16 (issue 34): the major between 15 and 17 that no Debian suite carries, taking 15's
# path for the server-wide generators (no dsm_registry). PostgreSQL 16.2 is built from the
# vendored release source (test/pg16.sh: once per machine, cached), put in Debian's place
# /usr/lib/postgresql/16 for this layer only (removed when it ends, so later layers see the
# machine as it was), and the layers where the major matters run against it unchanged, with
# PG_MAJOR=16, on a copy of the tree (build/pg16/src: the tree's own objects stay built for 15):
#  - 20: pg_regress, every file of the schedule, soft_errors (16 and later) included;
#  - 45: the trusted install; 53: ulid_portable (installcheck-portable and its installs);
#  - 46: the server-wide generators (8 sessions, two databases, parallel workers, a standby, a
#    restart, the frozen clock); 49: the shared-memory room (lock storm, crash restart, the
#    rendezvous file and segment);
#  - 54: ulid_portable through pg_tle (pg_tle built for 16);
#  - 63: pg_upgrade from 15 to 16 on this machine (it needs 16 installed here, as this layer has it;
#    from 16 to 17 runs in layer 63 itself, in a chroot that has 17).
# The install lock is held throughout. Each run's lines come prefixed with its name, then its count.
# Runtime, measured on 2 cores shared with other runs (load 8 to 10), 16 cached: 16 minutes (20
# 2, 45 1, 46 1, 49 1, 53 1, 54 0.5; the rest waiting for the install lock). The cold build of 16
# took 39 minutes there (11 minutes of CPU: user 8, system 3), so about 6 on 2 free cores. The
# pg_upgrade from 15 to 16 adds 35 to 64 s (two builds of the extension, two clusters, the upgrade
# done twice because of pg_attver; measured with "time bash test/layers/51-pg16.sh", load 3 to 5):
# the whole layer took 5.5 to 7 minutes there.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/pg16.sh"
cd "$ROOT"
mkdir -p build/pg16
take_install_lock
export VENDOR_DIR

started=$SECONDS
if ! ensure_pg16_built >build/pg16/build.log 2>&1; then
    tail -n 30 build/pg16/build.log
    check "PostgreSQL 16.2 builds from $PG16_TARBALL_NAME" built failed
    finish_layer
    exit 1
fi
echo "# PostgreSQL 16.2 built or taken from $(pg16_stage_dir): $((SECONDS - started)) s"
trap uninstall_pg16 EXIT
install_pg16
check "the server in /usr/lib/postgresql/16 is PostgreSQL 16.2" "postgres (PostgreSQL) 16.2" "$("$PG16_PREFIX/bin/postgres" -V)"

SRC=$ROOT/build/pg16/src
copy_tree "$SRC"
# run NAME LAYER VAR=VALUE...: LAYER of the copy against 16, its count added to this layer's.
run() {
    local name=$1 layer=$2 log="build/pg16/$2.log" started=$SECONDS
    shift 2
    env PG_MAJOR=16 PG_CONFIG="$PG16_PREFIX/bin/pg_config" ULID_PG_FROM_SOURCE=1 "$@" bash "$SRC/test/layers/$layer" >"$log" 2>&1
    add_run_counts "PostgreSQL 16 $name" "$log" $? "$started"
}
run "pg_regress" 20-regress.sh
run "trusted install" 45-trusted-install.sh
run "server generators" 46-server-generators.sh ULID_PG_MATRIX=" "
run "shared-memory room" 49-shared-memory-room.sh ULID_ROOM_MATRIX=host:16
run "ulid_portable" 53-portable.sh
run "pg_tle" 54-pg-tle.sh ULID_PGTLE_MATRIX=host:16
run "pg_upgrade" 63-pg-upgrade.sh ULID_UPGRADES="host:15:16"

echo "# duration: ${SECONDS}s"
finish_layer
