#!/usr/bin/env bash
# The README is exactly true (issue 14, item 4): every SQL statement of README.md and docs/*.md
# runs, in document order, in one fresh database, as a role that owns the database and is not a
# superuser (as a new user would run them), and prints what the text quotes. test/readme-sql.py
# extracts and compares (its docstring is the convention: exact "-- → value", illustrative
# "-- e.g. value", quoted psql output and errors, and <!-- not run: why --> before a ```sql block
# that needs other servers or extensions, each tested by the layer the marker names).
# Quoted times are in UTC: the session runs with PGTZ=UTC. Runtime: about 10 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25470
start_cluster readme $PORT || die "start cluster"
q $PORT postgres -c "CREATE ROLE app LOGIN" -c "CREATE DATABASE app OWNER app" || die "create the owner and the database"
check "the database owner is not a superuser" f "$(q $PORT postgres -c "SELECT rolsuper FROM pg_roles WHERE rolname = 'app'")"

docs=(README.md docs/*.md)
PGTZ=UTC python3 "$ROOT/test/readme-sql.py" "${docs[@]}" -- \
    "$PG_BIN/psql" -X -h "$WORK" -p $PORT -U app -d app >"$WORK/readme.log" 2>&1
status=$?
cat "$WORK/readme.log"
passed=$(grep -c '^ok - ' "$WORK/readme.log")
failed=$(grep -c '^not ok - ' "$WORK/readme.log")
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
PASSED=$((PASSED + passed))
FAILED=$((FAILED + failed))
finish_layer
