#!/usr/bin/env bash
# Fills the caches that later layers would otherwise stop and wait for, while the first layers run
# (unit tests, fuzz, sanitizers, valgrind: minutes that need neither the network nor, mostly, the
# second core): test/run.sh starts it in the background at the lowest CPU and I/O priority (the
# I/O class counts only under the BFQ scheduler).
# Three lanes, each in order, side by side:
#  - chroots: every Debian chroot a layer uses (test/chroot.sh), each with every package any layer
#    asks of it, and Citus built inside its chroot, in the order the layers come to them, then the
#    emscripten toolchain of layer 73 (test/emscripten.sh: a copy of the trixie chroot);
#  - downloads: arm64's packages (test/arm64.sh), npm's cache for the three JavaScript projects;
#  - builds: Citus and pg_tle for this machine's PostgreSQL 15, and PostgreSQL 16.2 (test/pg16.sh).
# Each fill is the one its layer makes, under the same lock, so a layer that comes to it first
# waits for it or finds it done; it never takes the install lock, and never waits for a chroot's
# lock while it holds another's (prefetch_chroot). Nothing here is a check: a fill that fails is
# made again by its layer, which reports it.
# Each fill logs to build/prefetch-<fill>.log; this prints one line per fill with its time.
# Package lists are words: unquoted on purpose.
# shellcheck disable=SC2046,SC2086
set -uo pipefail
source "$(dirname "$0")/lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/citus.sh"
source "$ROOT/test/emscripten.sh"
source "$ROOT/test/node.sh"
cd "$ROOT"
mkdir -p build

# fill NAME COMMAND...: COMMAND in a subshell of its own (a chroot lock it takes goes with it).
fill() {
    local name=$1 started=$SECONDS
    shift
    if ("$@") >"build/prefetch-$name.log" 2>&1; then
        echo "prefetch $name: filled in $((SECONDS - started)) s"
    else
        echo "prefetch $name: failed after $((SECONDS - started)) s, left to its layer (build/prefetch-$name.log)"
    fi
}

# prefetch_chroot NAME PACKAGE...: ensure_chroot, never waiting for one chroot's lock while holding
# another's. Layers take the two locks of a BASE+EXTRA chroot in either order: 46 and 50 hold BASE
# when they come to BASE+EXTRA, while ensure_chroot, copying BASE for a BASE+EXTRA it holds (60,
# 63), takes BASE second; waiting for the second lock would deadlock with one or the other. So BASE
# is waited for holding nothing, BASE+EXTRA only tried: a layer holding it makes that fill.
prefetch_chroot() {
    if [[ $1 == *+* ]]; then
        chroot_lock "${1%%+*}"
        chroot_lock "$1" -n || { echo "the $1 chroot is locked (a layer's, another run's): left to it"; return 1; }
    fi
    ensure_chroot "$@"
}

# citus_in_chroot CHROOT MAJOR VERSION: the Citus build layer 47 makes inside CHROOT (cached there).
citus_in_chroot() {
    local tarball
    tarball=$(citus_tarball "$3") || return 1
    ensure_chroot "$1" $(citus_chroot_packages "$1" "$2") || return 1
    chroot_vendor "$1" "$tarball" && chroot_copy_tree "$1" &&
        chroot_run "$1" env PG_MAJOR="$2" CITUS_TARBALLS=/ulid-vendor bash /ulid-src/test/citus.sh build "$3"
}

chroots_lane() {
    local -A wanted=()
    local order=() entry name suite major box old new old_suite new_suite where version
    # want NAME PACKAGE...: NAME's packages, gathered; NAME listed the first time it is named.
    want() {
        [ -n "${wanted[$1]+set}" ] || order+=("$1")
        wanted[$1]="${wanted[$1]:-} ${*:2}"
    }
    for entry in $PG_MATRIX; do
        want "${entry%:*}" $(matrix_chroot_packages "${entry%:*}" "${entry#*:}")
    done
    local matrix_chroots=${#order[@]}
    for entry in $CITUS_MATRIX; do
        IFS=: read -r where major version <<<"$entry"
        [ "$where" = host ] || want "$where" $(citus_chroot_packages "$where" "$major")
    done
    for entry in $PG_UPGRADE_PAIRS; do
        IFS=: read -r box old new old_suite new_suite <<<"$entry"
        [ "$box" = host ] || want "$box" $(box_packages "$old" "$old_suite") $(box_packages "$new" "$new_suite")
    done
    want "$PACKAGING_CHROOT" $PACKAGING_PACKAGES

    # fill_chroots NAME...: the chroot fills, in that order.
    fill_chroots() {
        for name in "$@"; do
            suite=""
            [ "$name" = "$PACKAGING_CHROOT" ] && suite=$PACKAGING_SUITE
            CHROOT_SUITE=$suite fill "chroot-$name" prefetch_chroot "$name" ${wanted[$name]}
        done
    }

    fill debootstrap "$ROOT/test/install-deps.sh" debootstrap
    # In the order the layers come to them: layer 46's chroots, layer 47's Citus builds, then the
    # chroots of layers 63 and 64.
    fill_chroots "${order[@]:0:matrix_chroots}"
    for entry in $CITUS_MATRIX; do
        IFS=: read -r where major version <<<"$entry"
        [ "$where" = host ] || fill "citus-$version-$where" citus_in_chroot "$where" "$major" "$version"
    done
    fill_chroots "${order[@]:matrix_chroots}"
    fill emscripten prefetch_emscripten
}

# prefetch_emscripten: layer 73's toolchain, skipped while a layer holds its chroot's lock (that
# layer makes it). Copying trixie for it waits for trixie's lock holding this one, which no one else
# waits for while holding trixie's.
prefetch_emscripten() {
    chroot_lock "$EMSCRIPTEN_CHROOT" -n || { echo "the $EMSCRIPTEN_CHROOT chroot is locked (a layer's, another run's): left to it"; return 1; }
    emscripten_toolchain
}

downloads_lane() {
    local project
    # The root only: Debian's cross compiler conflicts with layer 12's g++-multilib, and installing
    # it here, beside the first layers, could remove g++-multilib under layer 12 (layer 55
    # installs it, and layer 12 takes it away again on the next run).
    fill arm64-root env ARM64_HOST_DEPS= bash test/arm64.sh root
    for project in test/client test/pgxn test/pglite; do
        fill "npm-${project#test/}" npm_fill_cache "$project"
    done
}

builds_lane() {
    local entry where major version
    for entry in $CITUS_MATRIX; do
        IFS=: read -r where major version <<<"$entry"
        [ "$where" = host ] && fill "citus-$version-pg$major" env -u PG_CONFIG PG_MAJOR="$major" bash test/citus.sh build "$version"
    done
    fill pg16 bash test/pg16.sh build
    fill pg_tle bash test/pg-tle.sh build
}

chroots_lane &
downloads_lane &
builds_lane &
wait
echo "prefetch: done in ${SECONDS} s"
