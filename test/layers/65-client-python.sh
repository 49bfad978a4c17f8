#!/usr/bin/env bash
# Python clients: psycopg 3 and asyncpg (text and binary), SQLAlchemy 1.4 and Django 3.2 (through
# psycopg2) store and read the three types with the recipes of docs/clients.md (test/python/).
# pytest's closing summary becomes this layer's count.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
cd "$ROOT"
mkdir -p build
started=$SECONDS

# Debian's python3 and libraries: a python3 earlier on PATH (pyenv, a venv) would not see them.
PYTHON=/usr/bin/python3
"$ROOT/test/install-deps.sh" python3-pytest python3-psycopg python3-asyncpg python3-psycopg2 \
    python3-sqlalchemy python3-django >build/client-python-deps.log 2>&1 \
    || { cat build/client-python-deps.log; echo "0 passed, 1 failed"; exit 1; }

build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
# Compiled bytecode stays out of the source tree.
with_cluster env PYTHONDONTWRITEBYTECODE=1 bash -c "cd test/python && $PYTHON -m pytest -rs" >build/client-python.log 2>&1
status=$?
cat build/client-python.log
echo "python client tests took $((SECONDS - started)) s"

# pytest ends with e.g. "== 3 failed, 60 passed, 2 skipped, 1 error in 4.2s ==". Errors count as
# failures; a run without that line, without any passed test, or failing with nothing counted
# failed, counts as one failure.
summary=$(grep -E '^=+ .* in [0-9.]+s' build/client-python.log | tail -1)
count() { echo "$summary" | grep -oE "[0-9]+ $1" | grep -oE '^[0-9]+' || echo 0; }
passed=$(count passed)
failed=$(( $(count failed) + $(count errors?) ))
if [ "$passed" -eq 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
    failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
