#!/usr/bin/env bash
# Checks, as root, that another local user cannot take or misdirect the tests' machine-wide lock
# files, which live in /tmp (a directory every user can write) under names anyone can predict:
#  - a lock file made by root is readable by root alone (mode 0600): with 0644 any user could open
#    it and hold its flock forever, and take_install_lock, which waits without a limit, would hang
#    the suite;
#  - a lock file another user made (or a symbolic link planted at its name, whose target root's
#    open would create) is refused with an error rather than used.
# In a scratch directory (ULID_LOCK_DIR), as the user nobody; under a second.
source "$(dirname "$0")/common.sh"
export ULID_LOCK_DIR=$SCRATCH
lock=$SCRATCH/ulid-extension-install-$(id -u).lock
# take: take_install_lock in a child shell; prints "taken" or "refused".
take() { (unset ULID_INSTALL_LOCK_HELD; take_install_lock 2>/dev/null && echo taken) || echo refused; }

check "the install lock is taken" taken "$(take)"
check "its file is root's alone" 600 "$(stat -c %a "$lock")"
check "another user cannot open it to hold it" refused \
    "$(runuser -u nobody -- flock -n "$lock" true 2>/dev/null && echo held || echo refused)"

chmod 644 "$lock"  # as older versions made it
check "a lock file made readable by others is taken" taken "$(take)"
check "and is root's alone afterwards" 600 "$(stat -c %a "$lock")"

rm "$lock"
runuser -u nobody -- touch "$lock"
check "a lock file another user made is refused" refused "$(take)"

rm "$lock"
mkdir "$SCRATCH/etc"
runuser -u nobody -- ln -s "$SCRATCH/etc/nologin" "$lock"
check "a symbolic link planted at the lock file's name is refused" refused "$(take)"
check "and its target is not created" absent "$([ -e "$SCRATCH/etc/nologin" ] && echo created || echo absent)"

# The caches' locks (a chroot's, a vendored build's) sit in root's directories under /var/cache,
# which others cannot write, but their files were 0644 too: any user could hold one and a layer
# waiting for it (without a limit) would hang.
source "$ROOT/test/chroot.sh"
source "$ROOT/test/vendor.sh"
CHROOT_CACHE=$SCRATCH/chroots
check "a chroot's lock is taken" taken "$( (chroot_lock forky && echo taken) 2>&1)"
check "and its file is root's alone" 600 "$(stat -c %a "$CHROOT_CACHE/forky.lock")"
mkdir "$SCRATCH/vendor"
tar -czf "$SCRATCH/vendor/v.tar.gz" -C "$SCRATCH" etc
noop() { :; }
check "a vendored build's lock is taken" built "$(ensure_staged_build "$SCRATCH/builds/v" "$SCRATCH/vendor/v.tar.gz" noop && echo built)"
check "and its file is root's alone" 600 "$(stat -c %a "$SCRATCH/builds/v.lock")"
finish_layer
