#!/usr/bin/env bash
# A build for a 32-bit target must stop with our own message, not with an error deep in a helper:
# src/pg/compat.hpp requires an 8-byte Datum and src/core/bits.hpp requires unsigned __int128.
# Compiled with -m32 (g++-multilib), only for syntax. The server headers are the machine's 64-bit
# ones, whose pg_config.h claims an int128 that -m32 lacks: that error comes too, so the glue
# check asks for our message anywhere in the output, the core check (no server headers) for it first.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
"$ROOT/test/install-deps.sh" g++-multilib >/dev/null || { echo "0 passed, 1 failed"; exit 1; }

server_includes=$("$PG_CONFIG" --includedir-server)
# syntax_errors BITS FILE INCLUDE...: the compiler's error lines for FILE built for a BITS-bit target.
syntax_errors() {
    local bits=$1 file=$2
    shift 2
    g++ "-m$bits" -std=c++17 -fsyntax-only "$@" "$file" 2>&1 | grep -F 'error' || true
}

datum_message="ulid needs a server whose Datum is 8 bytes wide"
int128_message="ulid needs a compiler with unsigned __int128"

errors=$(syntax_errors 32 src/pg/module.cpp -isystem "$server_includes")
check "32-bit glue build names the Datum width" yes "$(grep -qF "$datum_message" <<<"$errors" && echo yes || echo no)"
errors=$(syntax_errors 64 src/pg/module.cpp -isystem "$server_includes")
check "64-bit glue build has no errors" "" "$errors"

# A translation unit of the core alone: the first error must be ours.
echo '#include "codec.hpp"' >build/narrow-core.cpp
errors=$(syntax_errors 32 build/narrow-core.cpp -Isrc/core)
check "32-bit core build stops first on unsigned __int128" yes \
    "$(head -n 1 <<<"$errors" | grep -qF "$int128_message" && echo yes || echo no)"
errors=$(syntax_errors 64 build/narrow-core.cpp -Isrc/core)
check "64-bit core build has no errors" "" "$errors"

finish_layer
