# Sourced by test/lib.sh and test/install-deps.sh: opening the tests' machine-wide lock files.

# open_lock PATH: opens PATH for appending on a new descriptor, whose number goes to LOCK_FD, for
# flock. The install and apt locks live in /tmp (ULID_LOCK_DIR elsewhere), where every user can
# write and their names are known, so another user could make the file first, plant a symbolic
# link there (whose target this open would create, as root) or open a readable file to hold its
# flock for ever (the caches' locks under /var/cache, too): the file must be the caller's own, not
# reached through a link, and is left readable by the caller alone (mode 0600, which also mends a
# file made 0644 by older versions). Returns 1,
# saying why, otherwise. (A link planted between the check and the open is found by comparing
# what was opened with what the name holds: the open has then created the link's target, empty,
# if it did not exist.)
open_lock() {
    local path=$1 old_umask status opened
    old_umask=$(umask)
    if [ -L "$path" ]; then
        echo "lock file $path is a symbolic link: remove it (another user may have planted it)" >&2
        return 1
    fi
    umask 077
    exec {LOCK_FD}>>"$path"
    status=$?
    umask "$old_umask"
    [ "$status" -eq 0 ] || return 1
    opened=/proc/$BASHPID/fd/$LOCK_FD
    if [ "$(stat -c %d:%i "$path" 2>/dev/null)" != "$(stat -L -c %d:%i "$opened")" ] ||
        [ "$(stat -L -c %u "$opened")" != "$(id -u)" ]; then
        echo "lock file $path is not a file of user $(id -un) (another user may have made it to hold the tests' lock): remove it" >&2
        exec {LOCK_FD}>&-
        return 1
    fi
    chmod 600 "$opened"
}
