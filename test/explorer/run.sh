#!/usr/bin/env bash
# The explorer of session histories (test/explorer/explore.py) on a throwaway cluster and PgBouncer:
#   test/explorer/run.sh --seeds 200            more seeds than the suite's layer 58 runs
#   test/explorer/run.sh --first-seed 7 --seeds 1 --steps 80
#   test/explorer/run.sh --target 'transaction=...@transaction' --replay '[...]'   (as a failure prints it)
# EXPLORER_INSTALL names another plain file of ulid_portable to hold to the native generators.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
"$ROOT/test/install-deps.sh" pgbouncer python3-psycopg2 >/dev/null || die "install pgbouncer"
source "$ROOT/test/explorer/setup.sh"
explore "$@"
