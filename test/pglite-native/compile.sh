#!/usr/bin/env bash
# Compiles the side module of the native extension for PGlite (issue 42), inside the
# trixie-emscripten chroot (test/emscripten.sh), in the tree copy at /ulid-src:
#   compile.sh PG_SOURCE OBJECT...
# PG_SOURCE is the PostgreSQL 18 tree configured for wasm32; the OBJECTs are the Makefile's
# (make pglite-objects), each compiled from its .cpp with ULID_PGLITE. Writes build/pglite/ulid.so
# and build/pglite/exports.txt (the names it exports).
set -euo pipefail
pg=$1
shift
cd /ulid-src
out=build/pglite
mkdir -p "$out/obj"
# Hidden by default: a side module's calls to its own default-visibility functions (inline and
# template ones above all) become imports, resolved at load time, and pglite.wasm has none of them.
# PG_FUNCTION_INFO_V1 marks what it declares PGDLLEXPORT (visibility default) itself.
flags=(-O2 -fPIC -fvisibility=hidden -std=c++17 -fno-exceptions -fno-rtti -DULID_PGLITE=1 -Wall -Wextra -Wno-unused-parameter
    -Wno-missing-field-initializers -Wno-unused-const-variable -isystem "$pg/src/include")
objects=()
for object in "$@"; do
    target=$out/obj/$(echo "${object%.o}" | tr / _).o
    nice -n 10 em++ "${flags[@]}" -c "${object%.o}.cpp" -o "$target"
    objects+=("$target")
done
# Every function PG_FUNCTION_INFO_V1 declares (its pg_finfo_NAME record and NAME itself), read
# from the objects, plus the magic block and the load hook: a side module built with
# SIDE_MODULE=2 exports only what it is told to.
llvm-nm-19 --defined-only "${objects[@]}" | awk '$3 ~ /^pg_finfo_/ { name = substr($3, 10); print "pg_finfo_" name; print name }' |
    sort -u >"$out/exports.txt"
printf '%s\n' Pg_magic_func _PG_init >>"$out/exports.txt"
exports=$(sed 's/^/_/' "$out/exports.txt" | paste -sd,)
# WASM_BIGINT: imports with an int64 in their signature (Int64GetDatum) fail to link without it.
# pglite.wasm exports no C++ runtime: the module carries its own (the PIC, no-exceptions builds),
# and compiler-rt for the 128-bit divisions it lacks (__udivti3, __modti3).
pic=/usr/share/emscripten/cache/sysroot/lib/wasm32-emscripten/pic
nice -n 10 em++ -O2 -fPIC -sSIDE_MODULE=2 -sWASM_BIGINT=1 -sEXPORTED_FUNCTIONS="$exports" "${objects[@]}" \
    "$pic/libc++-noexcept.a" "$pic/libc++abi-noexcept.a" "$pic/libcompiler_rt.a" -o "$out/ulid.so"
echo "built $out/ulid.so: $(wc -l <"$out/exports.txt") exports, emscripten $(em++ --version | head -1)"
