#!/usr/bin/env bash
# Checks, as root, that copy_tree (test/lib.sh) and in-chroot.sh init never fill a directory another
# user made (in-chroot.sh init's data directories are /tmp/ulid-upgrade-old and -new on this
# machine in layer 63, where another user could leave files to be overwritten as postgres's). Layer 63
# copies the tree to a fixed name in /tmp (/tmp/ulid-upgrade-src), then root runs its
# test/in-chroot.sh and its Makefile. Between copy_tree's rm -rf and its mkdir another user can make
# a directory of theirs at that name, by trying again and again; with mkdir -p root then extracted
# the tree into it, and that user swapped test/in-chroot.sh for their own before root ran it (shown
# with a loop as the user nobody). Here an rm that makes that directory itself, as nobody, stands
# for the user who won the race. Under a second.
source "$(dirname "$0")/common.sh"
mkdir "$SCRATCH/bin"
cat >"$SCRATCH/bin/rm" <<'RM'
#!/bin/bash
/bin/rm "$@" && runuser -u nobody -- mkdir "${@: -1}"
RM
chmod 755 "$SCRATCH/bin/rm"

check "copy_tree copies the tree to a free name" present \
    "$(copy_tree "$SCRATCH/mine" && [ -f "$SCRATCH/mine/test/in-chroot.sh" ] && echo present)"
status=$(PATH=$SCRATCH/bin:$PATH copy_tree "$SCRATCH/src" 2>/dev/null && echo copied || echo refused)
check "copy_tree refuses a directory another user made at the name after its rm" refused "$status"
check "and puts nothing in it" empty "$([ -z "$(ls -A "$SCRATCH/src")" ] && echo empty)"

status=$(PATH=$SCRATCH/bin:$PATH bash "$ROOT/test/in-chroot.sh" init "${PG_MAJOR:-15}" "$SCRATCH/data" 2>/dev/null && echo made || echo refused)
check "in-chroot.sh init refuses a data directory another user made after its rm" refused "$status"
check "and makes no cluster in it" empty "$([ -z "$(ls -A "$SCRATCH/data")" ] && echo empty)"
finish_layer
