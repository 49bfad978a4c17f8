# Shared by the reliability layers (test/layers/4N-*.sh): private clusters (clusters.sh) and their checks
# (the counting itself is test/lib.sh's check and finish_layer).
# Source it from a layer; it sources test/lib.sh, builds and installs the extension under the
# machine-wide lock (held until the layer exits), and stops every cluster it started on exit.

source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/clusters.sh"

cd "$ROOT"
mkdir -p build
"$ROOT/test/install-deps.sh" >/dev/null || die "install-deps"
build_and_install >build/reliability-install.log 2>&1 || { cat build/reliability-install.log; die "build and install"; }
echo "# waited for the install lock, built and installed: ${SECONDS}s"

LOAD_TABLES="load_ulid load_monotonic_ulid load_flake load_flake_sid load_baseuid load_monotonic_baseuid"
LOAD_MONOTONIC="load_monotonic_ulid load_flake load_flake_sid load_monotonic_baseuid"

# run_load PORT DB CLIENTS TRANSACTIONS ROWS [pgbench options...]: the load of test/reliability/
# load.pgbench from CLIENTS concurrent sessions, then checks that every transaction committed,
# that row counts are exact and that the sessions really ran at the same time.
run_load() {
    local port=$1 db=$2 clients=$3 transactions=$4 rows=$5
    shift 5
    q "$port" "$db" -f "$ROOT/test/reliability/load.sql" >/dev/null || die "create load tables"
    "$PG_BIN/pgbench" -n -h "$WORK" -p "$port" -U postgres -c "$clients" -j 2 -t "$transactions" -D rows="$rows" \
        -f "$ROOT/test/reliability/load.pgbench" "$@" "$db" >"$WORK/pgbench.out" 2>&1
    check "pgbench: every client finished without error" 0 $?
    check "pgbench: all $((clients * transactions)) transactions processed" "$((clients * transactions))/$((clients * transactions))" \
        "$(sed -n 's/^number of transactions actually processed: \([0-9/]*\).*/\1/p' "$WORK/pgbench.out")"
    local table expected
    for table in $LOAD_TABLES; do
        expected=$((clients * transactions * rows))
        [ "$table" = load_flake ] && expected=$((clients * transactions))
        check "$table: exactly $expected rows" "$expected" "$(q "$port" "$db" -c "SELECT count(*) FROM $table")"
        check "$table: as many distinct ids as rows" "$expected" "$(q "$port" "$db" -c "SELECT count(DISTINCT id) FROM $table")"
    done
    check "sessions ran at the same time (some two sessions' time spans overlap)" t "$(q "$port" "$db" -c "
        WITH span AS (SELECT pid, min(ts) first, max(ts) last FROM load_ulid GROUP BY pid)
        SELECT EXISTS (SELECT FROM span a JOIN span b ON a.pid <> b.pid AND a.first < b.last AND b.first < a.last)")"
}

# check_monotonic PORT DB: within every session, each monotonic generator's ids increase strictly.
check_monotonic() {
    local table
    for table in $LOAD_MONOTONIC; do
        check "$table: strictly increasing within every session" 0 "$(q "$1" "$2" -c "
            SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY pid ORDER BY seq) AS previous FROM $table) s
            WHERE previous >= id")"
    done
}

# check_indexes PORT DB [TABLE-LIKE-PATTERN]: amcheck's bt_index_check and bt_index_parent_check
# (with heapallindexed) on every btree index of the tables the pattern matches (the load tables).
check_indexes() {
    local index pattern=${3:-load\\_%}
    q "$1" "$2" -c "CREATE EXTENSION IF NOT EXISTS amcheck" || die "create amcheck"
    local indexes
    indexes=$(q "$1" "$2" -c "SELECT c.oid::regclass FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                                    JOIN pg_am a ON a.oid = c.relam
                                    WHERE i.indrelid::regclass::text LIKE '$pattern' AND a.amname = 'btree' ORDER BY 1")
    check "amcheck has indexes to check" t "$([ -n "$indexes" ] && echo t)"
    for index in $indexes; do
        check "bt_index_check($index)" ok "$(q "$1" "$2" -c "SELECT 'ok' FROM (SELECT bt_index_check('$index', true)) s" 2>&1)"
        check "bt_index_parent_check($index)" ok "$(q "$1" "$2" -c "SELECT 'ok' FROM (SELECT bt_index_parent_check('$index', true)) s" 2>&1)"
    done
}

# shadow_names PORT SCRIPT: sets names, types and functions (comma-separated) to what the install
# script SCRIPT names in pg_catalog, split into types and functions by the catalog itself, for
# test/reliability/shadows.sql (layers 45 and 53).
shadow_names() {
    names=$(grep -oE 'pg_catalog\.[a-z_0-9]+' "$2" | sed 's/^pg_catalog\.//' | sort -u | paste -sd,)
    types=$(q "$1" postgres -c "SELECT string_agg(n, ',' ORDER BY n) FROM unnest('{$names}'::text[]) n
                                WHERE EXISTS (SELECT FROM pg_type WHERE typname = n AND typnamespace = 'pg_catalog'::regnamespace)")
    functions=$(q "$1" postgres -c "SELECT string_agg(n, ',' ORDER BY n) FROM unnest('{$names}'::text[]) n
                                    WHERE EXISTS (SELECT FROM pg_proc WHERE proname = n AND pronamespace = 'pg_catalog'::regnamespace)")
}
