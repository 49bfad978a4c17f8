#!/usr/bin/env bash
# The README is exactly true (issue 14, item 4): every SQL statement of README.md and docs/*.md
# runs, in document order (the pages in the order of docs/README.md), in one fresh database, as a
# role that owns the database and is not a superuser (as a new user would run them), and prints
# what the text quotes; and every link between them resolves (issue 43). test/readme-sql.py
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

# The pages run after the README in the order docs/README.md lists them (a page may use what an
# earlier one made); a page the index does not list runs last, and the link check counts it.
mapfile -t listed < <(grep -o '](\([a-z_-]*\.md\))' docs/README.md | sed 's/^](\(.*\))$/docs\/\1/' | awk '!seen[$0]++')
docs=(README.md docs/README.md)
for page in "${listed[@]}" docs/*.md; do
    [[ " ${docs[*]} " == *" $page "* ]] || [ ! -f "$page" ] || docs+=("$page")
done
PGTZ=UTC python3 "$ROOT/test/readme-sql.py" "${docs[@]}" -- \
    "$PG_BIN/psql" -X -h "$WORK" -p $PORT -U app -d app >"$WORK/readme-checks.log" 2>&1
status=$?
cat "$WORK/readme-checks.log"
passed=$(grep -c '^ok - ' "$WORK/readme-checks.log")
failed=$(grep -c '^not ok - ' "$WORK/readme-checks.log")
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
PASSED=$((PASSED + passed))
FAILED=$((FAILED + failed))

# Every relative link and #anchor between the README and the pages resolves, and the index lists
# every page (test/doc-links.py: one line per link and page).
python3 "$ROOT/test/doc-links.py" docs/README.md README.md docs/*.md >"$WORK/links.log" 2>&1
status=$?
grep -v '^ok - ' "$WORK/links.log"
passed=$(grep -c '^ok - ' "$WORK/links.log")
failed=$(grep -c '^not ok - ' "$WORK/links.log")
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
echo "links: $passed resolve, $failed do not"
PASSED=$((PASSED + passed))
FAILED=$((FAILED + failed))
finish_layer
