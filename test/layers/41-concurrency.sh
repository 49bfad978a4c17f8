#!/usr/bin/env bash
# Concurrency (issue 6, item 4): 4 sessions (pgbench -c 4 -j 2, a fixed number of transactions)
# insert with DEFAULT gen_ulid(), gen_monotonic_ulid(), gen_ulid_flake(), gen_ulid_flake(sid),
# gen_baseuid() and gen_monotonic_baseuid() into tables with unique primary keys: every
# transaction commits, row counts are exact, every monotonic generator increases strictly within
# each session, and amcheck finds nothing wrong in any index. Runtime: about 20 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25441
start_cluster concurrency $PORT || die "start cluster"
run_load $PORT postgres 4 150 20
check_monotonic $PORT postgres
check_indexes $PORT postgres
finish_layer
