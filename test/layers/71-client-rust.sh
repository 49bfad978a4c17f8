#!/usr/bin/env bash
# Rust: rust-postgres (tokio-postgres 0.7, postgres-types 0.2) with the ulid type's ToSql/FromSql
# of test/rust/src/lib.rs, accepted by the type's name, binary and text, arrays. Debian's rustc and
# librust-*-dev crates build it offline (cargo's crates.io source replaced by Debian's registry
# directory), twice: bookworm's on this machine, and forky's, the newest Debian carries, in the
# forky chroot of test/chroot.sh, which reaches this machine's throwaway cluster over TCP. Each
# test cargo reports is one case; a run that fails or passes nothing without a failing test counts
# one failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build
CHROOT=forky
CRATES=(rustc cargo librust-tokio-postgres-dev librust-postgres-types-dev librust-bytes-dev librust-tokio-dev
    'librust-tokio+macros-dev' 'librust-tokio+rt-dev')

# cargo_home DIR: DIR becomes a CARGO_HOME whose crates.io is Debian's registry directory, offline.
cargo_home() {
    mkdir -p "$1"
    printf '%s\n' '[source.crates-io]' 'replace-with = "debian"' '[source.debian]' \
        'directory = "/usr/share/cargo/registry"' '[net]' 'offline = true' >"$1/config.toml"
}

# count_tests LABEL LOG STATUS
count_tests() {
    local label=$1 log=$2 status=$3 passed failed
    sed "s/^/$label: /" "$log"
    passed=$(grep -cE '^test .* \.\.\. ok$' "$log")
    failed=$(grep -cE '^test .* \.\.\. FAILED$' "$log")
    if [ "$passed" -eq 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then failed=$((failed + 1)); fi
    echo "$label: $passed passed, $failed failed after $SECONDS s"
    PASSED=$((PASSED + passed)) FAILED=$((FAILED + failed))
}

# check_readme_versions LOCKFILE RUSTC: README.md names the crates cargo resolved and the rustc.
check_readme_versions() {
    local crate
    for crate in tokio-postgres postgres-types; do
        check_readme_version Rust "$crate" "$(sed -n "/^name = \"$crate\"\$/{n;s/^version = \"\(.*\)\"\$/\1/p}" "$1")"
    done
    check_readme_version Rust rustc "$(cut -d' ' -f2 <<<"$2")"
}

"$ROOT/test/install-deps.sh" "${CRATES[@]}" >build/client-rust-deps.log 2>&1 ||
    { cat build/client-rust-deps.log; echo "0 passed, 1 failed"; exit 1; }
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }

# bookworm, on this machine: Debian's toolchain, not a rustup one earlier on PATH. Cargo.lock is
# resolved anew against the crates installed now (a lock naming others fails offline).
cargo_home build/cargo-home
rm -f test/rust/Cargo.lock
cargo_test=(env CARGO_HOME="$ROOT/build/cargo-home" CARGO_TARGET_DIR="$ROOT/build/rust-target" RUSTC=/usr/bin/rustc
    RUSTDOC=/usr/bin/rustdoc /usr/bin/cargo test --manifest-path test/rust/Cargo.toml)
"${cargo_test[@]}" --no-run >build/client-rust-bookworm.log 2>&1 &&
    with_cluster "${cargo_test[@]}" -- --test-threads=1 >>build/client-rust-bookworm.log 2>&1
count_tests bookworm build/client-rust-bookworm.log $?
check_readme_versions test/rust/Cargo.lock "$(/usr/bin/rustc --version)"

# forky, in the chroot: cargo's home and target outside /ulid-src, which each layer copies anew.
chroot_client_ready "$CHROOT" "the Rust clients of forky" "${CRATES[@]}"
case $? in
0)
    cargo_home "$(chroot_path "$CHROOT")/var/cache/ulid-cargo-home"
    rm -f "$(chroot_path "$CHROOT")/ulid-src/test/rust/Cargo.lock"
    cargo_test=(env CARGO_HOME=/var/cache/ulid-cargo-home CARGO_TARGET_DIR=/var/cache/ulid-rust-target
        cargo test --manifest-path /ulid-src/test/rust/Cargo.toml)
    # shellcheck disable=SC2016 # "$@" is the inner shell's
    chroot_run "$CHROOT" "${cargo_test[@]}" --no-run >build/client-rust-forky.log 2>&1 &&
        with_cluster bash -c 'source test/lib.sh && source test/chroot.sh && chroot_client "$@"' chroot_client \
            "$CHROOT" "${cargo_test[@]}" -- --test-threads=1 >>build/client-rust-forky.log 2>&1
    count_tests forky build/client-rust-forky.log $?
    check_readme_versions "$(chroot_path "$CHROOT")/ulid-src/test/rust/Cargo.lock" "$(chroot_run "$CHROOT" rustc --version)"
    ;;
2) ;;
*) FAILED=$((FAILED + 1)) ;;
esac

read -r doc_passed doc_failed < <(doc_code_counts rust build/client-rust-docs.log test/rust/src/*.rs test/rust/tests/*.rs)
cat build/client-rust-docs.log
PASSED=$((PASSED + doc_passed)) FAILED=$((FAILED + doc_failed))
echo "layer took $SECONDS s"
finish_layer
