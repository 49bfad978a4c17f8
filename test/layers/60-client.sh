#!/usr/bin/env bash
# Real Node clients (test/client/): node-postgres stores and reads the three types in text and
# binary format, the npm `ulid` package cross-checks ulid, and postgres.js (its `types` option),
# Kysely (schema and query builder) and TypeORM (an EntitySchema) carry them as text. node's test runner reports in TAP;
# its "# pass" and "# fail" totals become this layer's count.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

source "$ROOT/test/node.sh"
npm_ci test/client build/client-npm.log || { echo "0 passed, 1 failed"; exit 1; }

build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
with_cluster bash -c 'cd test/client && node --test --test-reporter=tap *.test.js' >build/client.log 2>&1
status=$?
cat build/client.log
read -r doc_passed doc_failed < <(doc_code_counts js build/client-docs.log test/client/*.js)
cat build/client-docs.log
echo "layer took ${SECONDS}s"
count_node_tests build/client.log "$status" "$doc_passed" "$doc_failed"
