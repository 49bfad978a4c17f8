#!/usr/bin/env bash
# Go: pgx v4 with the three types registered on the connection's type map (test/go/ulidpgx.go),
# text and binary, cross-checked with oklog/ulid. Debian packages the Go libraries as sources under
# /usr/share/gocode, so the tests build offline in GOPATH mode. Each test and subtest go test -v
# reports is one case; a build failure or a run without any passing case is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

"$ROOT/test/install-deps.sh" golang-go golang-github-jackc-pgx-v4-dev golang-github-oklog-ulid-dev \
    >build/client-go-deps.log 2>&1 || { cat build/client-go-deps.log; echo "0 passed, 1 failed"; exit 1; }
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }

with_cluster env GO111MODULE=off GOFLAGS= GOPATH=/usr/share/gocode GOCACHE="$ROOT/build/go-cache" \
    go test -v -count=1 ./test/go/ >build/client-go.log 2>&1
status=$?
cat build/client-go.log
passed=$(grep -cE '^ *--- PASS: ' build/client-go.log)
failed=$(grep -cE '^ *--- FAIL: ' build/client-go.log)
skipped=$(grep -cE '^ *--- SKIP: ' build/client-go.log)
read -r doc_passed doc_failed < <(doc_code_counts go build/client-go-docs.log test/go/*.go)
cat build/client-go-docs.log
if [ "$passed" -eq 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then failed=$((failed + 1)); fi
echo "$skipped skipped; layer took ${SECONDS}s"
passed=$((passed + doc_passed)); failed=$((failed + doc_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
