#!/usr/bin/env bash
# Rust: rust-postgres (tokio-postgres 0.7, postgres-types 0.2) with the ulid type's ToSql/FromSql
# of test/rust/src/lib.rs, accepted by the type's name, binary and text, arrays. Debian's rustc and
# librust-*-dev crates build it offline: cargo's crates.io source is replaced by Debian's registry
# directory. Each test cargo reports is one case; a build failure or no passing test is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
started=$SECONDS

"$ROOT/test/install-deps.sh" rustc cargo librust-tokio-postgres-dev librust-postgres-types-dev \
    librust-bytes-dev librust-tokio-dev 'librust-tokio+macros-dev' 'librust-tokio+rt-dev' \
    >build/client-rust-deps.log 2>&1 || { cat build/client-rust-deps.log; echo "0 passed, 1 failed"; exit 1; }
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }

# Debian's toolchain, not one a rustup on PATH would bring; crates only from Debian's registry.
export CARGO_HOME="$ROOT/build/cargo-home" CARGO_TARGET_DIR="$ROOT/build/rust-target" RUSTC=/usr/bin/rustc \
    RUSTDOC=/usr/bin/rustdoc
mkdir -p "$CARGO_HOME"
cat >"$CARGO_HOME/config.toml" <<'TOML'
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "/usr/share/cargo/registry"

[net]
offline = true
TOML
cargo_test=(/usr/bin/cargo test --manifest-path test/rust/Cargo.toml)
if ! "${cargo_test[@]}" --no-run >build/client-rust.log 2>&1; then
    cat build/client-rust.log; echo "0 passed, 1 failed"; exit 1
fi
echo "installed, extension built and tests compiled in $((SECONDS - started)) s"
with_cluster "${cargo_test[@]}" -- --test-threads=1 >build/client-rust.log 2>&1
status=$?
cat build/client-rust.log
# One "test NAME ... ok" / "... FAILED" line per test.
passed=$(grep -cE '^test .* \.\.\. ok$' build/client-rust.log)
failed=$(grep -cE '^test .* \.\.\. FAILED$' build/client-rust.log)
read -r doc_passed doc_failed < <(doc_code_counts rust build/client-rust-docs.log test/rust/src/*.rs test/rust/tests/*.rs)
cat build/client-rust-docs.log
if [ "$passed" -eq 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then failed=$((failed + 1)); fi
echo "layer took $((SECONDS - started)) s"
passed=$((passed + doc_passed)); failed=$((failed + doc_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
