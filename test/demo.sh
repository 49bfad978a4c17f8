#!/usr/bin/env bash
# Builds and installs the extension, then shows it working in a throwaway PostgreSQL cluster.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
"$ROOT/test/install-deps.sh"
build_and_install
with_cluster psql -X -q -v ON_ERROR_STOP=1 -f "$ROOT/test/demo.sql"
