#!/usr/bin/env bash
# Java: pgjdbc (Debian's libpostgresql-jdbc-java) carries the three types as text through
# setObject(..., Types.OTHER) and PGobject, and in binary through a PGobject subclass implementing
# PGBinaryObject (test/java/UlidJdbcTest.java). The test prints one "ok"/"not ok" line per case and
# its own totals; a compile error or a run that ends without them is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build

JDBC_JAR=/usr/share/java/postgresql.jar
"$ROOT/test/install-deps.sh" default-jdk-headless libpostgresql-jdbc-java \
    >build/client-java-deps.log 2>&1 || { cat build/client-java-deps.log; echo "0 passed, 1 failed"; exit 1; }
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }

rm -rf build/java && mkdir -p build/java
if ! javac -Xlint:all -Werror -d build/java -cp "$JDBC_JAR" test/java/UlidJdbcTest.java >build/client-java.log 2>&1; then
    cat build/client-java.log; echo "0 passed, 1 failed"; exit 1
fi
with_cluster java -cp "build/java:$JDBC_JAR" UlidJdbcTest >build/client-java.log 2>&1
status=$?
cat build/client-java.log
passed=$(grep -c '^ok - ' build/client-java.log)
failed=$(grep -c '^not ok - ' build/client-java.log)
skipped=$(grep -c '^ok - .* # SKIP' build/client-java.log)
passed=$((passed - skipped))
if ! grep -qE '^UlidJdbcTest: [0-9]+ passed, [0-9]+ failed$' build/client-java.log || [ "$passed" -eq 0 ] \
    || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
    failed=$((failed + 1))
fi
read -r doc_passed doc_failed < <(doc_code_counts java build/client-java-docs.log test/java/*.java)
cat build/client-java-docs.log
passed=$((passed + doc_passed)); failed=$((failed + doc_failed))
echo "layer took ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
