#!/usr/bin/env bash
# A real client: node-postgres stores and reads the three types in text and binary format, and
# the npm `ulid` package cross-checks ulid (test/client/). node's test runner reports in TAP;
# its "# pass" and "# fail" totals become this layer's count.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

# Use the machine's node and npm when it has both; otherwise Debian's.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    "$ROOT/test/install-deps.sh" nodejs npm || { echo "0 passed, 1 failed"; exit 1; }
fi
(cd test/client && npm ci --no-audit --no-fund --loglevel=error) >build/client-npm.log 2>&1 ||
    { cat build/client-npm.log; echo "0 passed, 1 failed"; exit 1; }

build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
with_cluster bash -c 'cd test/client && node --test --test-reporter=tap *.test.js' >build/client.log 2>&1
status=$?
cat build/client.log
source "$ROOT/test/node-test-count.sh"
count_node_tests build/client.log "$status"
