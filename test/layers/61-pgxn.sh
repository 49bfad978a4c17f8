#!/usr/bin/env bash
# PGXN: META.json against the Meta Spec v1 schema and the build files (test/pgxn/, node's test
# runner), then the release archive `make dist` makes: unpacked in a temporary directory, it
# builds, installs and creates the extension. Installing replaces the machine's shared
# installation, so that part runs under the install lock.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

source "$ROOT/test/node.sh"
npm_ci test/pgxn build/pgxn-npm.log || { echo "0 passed, 1 failed"; exit 1; }
"$ROOT/test/install-deps.sh" unzip || { echo "0 passed, 1 failed"; exit 1; }

(cd test/pgxn && node --test --test-reporter=tap meta.test.js) >build/pgxn-meta.log 2>&1
meta_status=$?
cat build/pgxn-meta.log
meta_count=$(count_node_tests build/pgxn-meta.log "$meta_status")
PASSED=${meta_count%% passed*}
FAILED=$(echo "$meta_count" | sed 's/.* \([0-9]*\) failed/\1/')
CHECK_LOG=build/pgxn-dist.log

version=$(sed -n 's/^EXTVERSION *= *//p' Makefile)
dist="ulid-$version"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: >build/pgxn-dist.log

check_that "make dist writes $dist.zip" bash -c "rm -f $dist.zip && make -s dist && test -s $dist.zip"
check_that "every entry of $dist.zip lies under $dist/" \
    bash -c "unzip -Z1 $dist.zip | grep -qv '^$dist/' && exit 1 || unzip -Z1 $dist.zip | grep -qx '$dist/'"
for file in META.json LICENSE Makefile ulid.control README.md; do
    check_that "$dist.zip holds $file" bash -c "unzip -Z1 $dist.zip | grep -qxF '$dist/$file'"
done
# The files META.json's provides names, read from the META.json inside the archive.
for key in file docfile; do
    named=$(unzip -p "$dist.zip" "$dist/META.json" | node -e \
        "let s = ''; process.stdin.on('data', (d) => { s += d; }).on('end', () => console.log(JSON.parse(s).provides.ulid.$key))")
    check_that "$dist.zip holds provides.ulid.$key ($named)" bash -c "unzip -Z1 $dist.zip | grep -qxF '$dist/$named'"
done
check_that "the archive unpacks" unzip -q "$dist.zip" -d "$work"
# Installing replaces the machine's shared installation: from here on under the install lock.
take_install_lock
check_that "the unpacked archive builds with make" make -C "$work/$dist" -s -j2
check_that "the unpacked archive installs with make install" $SUDO make -C "$work/$dist" -s install
check_that "the installed library is the one built from the archive" \
    cmp "$work/$dist/ulid.so" "$("$PG_CONFIG" --pkglibdir)/ulid.so"
check_that "the installed extension creates and works (version $version)" with_cluster bash -c "
    psql -v ON_ERROR_STOP=1 -qAt -c 'CREATE EXTENSION ulid' \
         -c \"SELECT extversion = '$version' FROM pg_extension WHERE extname = 'ulid'\" \
         -c 'SELECT gen_ulid()::text::ulid IS NOT NULL AND gen_ulid_flake() IS NOT NULL AND gen_baseuid() IS NOT NULL' |
    tee /dev/stderr | grep -c '^t$' | grep -qx 2"

finish_layer
