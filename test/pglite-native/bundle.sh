#!/usr/bin/env bash
# Builds the native extension's bundle for PGlite (issue 42, docs/pglite-native.md) into
# build/pglite/: ulid.tar.gz (lib/postgresql/ulid.so, share/postgresql/extension/ulid.control and
# the install script, as PGlite's own extension tarballs are laid out) and the npm package's
# tarball (test/pglite-native/package, npm pack). Needs no install lock: nothing is installed.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
source "$ROOT/test/emscripten.sh"
cd "$ROOT"
out=build/pglite
mkdir -p "$out"
"$ROOT/test/install-deps.sh" debootstrap >/dev/null || exit 1
emscripten_toolchain || { echo "the emscripten toolchain could not be made"; exit 1; }
make -s pglite-sql || exit 1
objects=$(make -s pglite-objects) || exit 1
chroot_copy_tree "$EMSCRIPTEN_CHROOT" || exit 1
# shellcheck disable=SC2086
chroot_run "$EMSCRIPTEN_CHROOT" bash /ulid-src/test/pglite-native/compile.sh "$EMSCRIPTEN_PG/src" $objects || exit 1
dir=$(chroot_path "$EMSCRIPTEN_CHROOT")
cp "$dir/ulid-src/$out/ulid.so" "$dir/ulid-src/$out/exports.txt" "$out/"
echo "PostgreSQL headers: postgresql-18 $(cat "$dir$EMSCRIPTEN_PG/version"); emscripten $(chroot_run "$EMSCRIPTEN_CHROOT" dpkg-query -W -f '${Version}' emscripten)" >"$out/toolchain.txt"

rm -rf "$out/bundle" && mkdir -p "$out/bundle/lib/postgresql" "$out/bundle/share/postgresql/extension"
cp "$out/ulid.so" "$out/bundle/lib/postgresql/"
cp ulid.control "$out/ulid--0.5.0.sql" "$out/bundle/share/postgresql/extension/"
tar -C "$out/bundle" --owner=0 --group=0 --sort=name -czf "$out/ulid.tar.gz" lib share || exit 1

# The npm package: the wrapper and the bundle, packed.
rm -rf "$out/package" && cp -r test/pglite-native/package "$out/package" && cp "$out/ulid.tar.gz" "$out/package/"
(cd "$out/package" && npm pack --silent --pack-destination ..) >"$out/npm-pack.log" 2>&1 || { cat "$out/npm-pack.log"; exit 1; }
echo "bundle: $out/ulid.tar.gz ($(stat -c %s "$out/ulid.tar.gz") bytes), package: $out/$(tail -1 "$out/npm-pack.log")"
cat "$out/toolchain.txt"
