#!/usr/bin/env bash
# Behind a real pooler (issue 41, spec 8): Debian's PgBouncer in front of two throwaway clusters of
# the host's PostgreSQL, one without shared_preload_libraries (the server-wide generators in a
# segment of their own) and one with ulid preloaded and a server mask key in its configuration,
# each with ulid and ulid_portable (the plain file), in session and transaction pooling:
#  - gen_monotonic_ulid (both) strictly increasing per server connection across the clients it
#    serves, not per client; the server-wide generators strictly increasing for every client
#    across the pool's connections; no duplicates among 8 clients' values;
#  - server_reset_query (DISCARD ALL) between clients in session pooling;
#  - a client cancel through the pooler, after which the connection goes on generating;
#  - a mask key SET by one client masks the next client's IDs under transaction pooling (so: SET
#    LOCAL in the transaction, or the server key, which every client of both pools uses);
#  - pgbench figures through the pooler beside direct ones (printed, asserted nothing).
# Runtime: about 2 minutes.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
source "$ROOT/test/pooler/lib.sh"
"$ROOT/test/install-deps.sh" pgbouncer python3-psycopg2 >/dev/null || die "install pgbouncer"
PLAIN=27301 PRELOAD=27302 BOUNCER=27310
KEY=000102030405060708090a0b0c0d0e0f
OTHER_KEY=f0e0d0c0b0a090807060504030201000
start_cluster plain $PLAIN || die "start the cluster without preload"
start_cluster preload $PRELOAD "shared_preload_libraries = 'ulid'" "include_if_exists = 'ulid_mask_key.conf'" || die "start the preloading cluster"
(umask 077; echo "ulid.mask_key = '$KEY'" >"$WORK/preload/ulid_mask_key.conf"; chown postgres "$WORK/preload/ulid_mask_key.conf")
q $PRELOAD postgres -c "SELECT pg_reload_conf()" >/dev/null
for port in $PLAIN $PRELOAD; do
    q $port postgres -c "CREATE ROLE app LOGIN" -c "CREATE DATABASE app OWNER app" || die "roles on $port"
    q $port app -c "CREATE EXTENSION ulid" -f portable/ulid_portable.sql \
        -c "CREATE TABLE made (client int, seq bigserial, pid int, started timestamptz, native ulid, portable uuid, server ulid, typeid uuid)" \
        -c "GRANT ALL ON made, made_seq_seq TO app" >/dev/null || die "extensions on $port"
done

# Pools of two server connections (one for *_one) for 8 clients, so that every connection serves many clients.
start_bouncer $BOUNCER "plain_session = host=$WORK port=$PLAIN dbname=app pool_mode=session" \
    "plain_txn = host=$WORK port=$PLAIN dbname=app pool_mode=transaction" \
    "plain_one = host=$WORK port=$PLAIN dbname=app pool_mode=session pool_size=1" \
    "plain_txn_one = host=$WORK port=$PLAIN dbname=app pool_mode=transaction pool_size=1" \
    "preload_session = host=$WORK port=$PRELOAD dbname=app pool_mode=session" \
    "preload_txn = host=$WORK port=$PRELOAD dbname=app pool_mode=transaction" || die "start pgbouncer"
# pooled USER DB SQL...: through PgBouncer.
pooled() {
    local user=$1 db=$2
    shift 2
    "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h 127.0.0.1 -p $BOUNCER -U "$user" -d "$db" "$@"
}
check "PgBouncer $(pgbouncer --version | head -1 | cut -d' ' -f2) answers on port $BOUNCER" 1 "$(pooled app plain_txn -c "SELECT 1")"

# One call of every generator per transaction, 8 clients of a pool of 2 server connections: the row
# records the client, the server connection (pid, start) and the order of calls on the server.
cat >"$WORK/calls.pgbench" <<'EOF'
INSERT INTO made (client, pid, started, native, portable, server, typeid)
SELECT :client_id, pg_backend_pid(), (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()),
       gen_monotonic_ulid(), ulid_portable.gen_monotonic_ulid(), gen_server_monotonic_ulid(),
       ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user'));
EOF
# pool_checks PORT DB LABEL [pgbench options]: 8 clients x 150 transactions through pool DB.
pool_checks() {
    local port=$1 db=$2 label=$3
    shift 3
    q $port app -c "TRUNCATE made" || die "truncate"
    "$PG_BIN/pgbench" -n -h 127.0.0.1 -p $BOUNCER -U app -c 8 -j 2 -t 150 -f "$WORK/calls.pgbench" "$@" "$db" >"$WORK/pgbench-$db.out" 2>&1
    check "$label: pgbench's 8 clients ran 1200 transactions through PgBouncer" "0 1200/1200" \
        "$? $(sed -n 's/^number of transactions actually processed: \([0-9/]*\).*/\1/p' "$WORK/pgbench-$db.out")"
    check "$label: no value of any generator repeats among the 1200 rows" "1200 1200 1200 1200" \
        "$(q $port app -F ' ' -c "SELECT count(DISTINCT native), count(DISTINCT portable), count(DISTINCT server), count(DISTINCT typeid) FROM made")"
    check "$label: at most 2 server connections served the 8 clients" t \
        "$(q $port app -c "SELECT count(DISTINCT (pid, started)) BETWEEN 1 AND 2 FROM made")"
    # per server connection, in the order of the calls on it (seq)
    check "$label: gen_monotonic_ulid (ulid, ulid_portable) and gen_typeid strictly increase per server connection, across its clients" "0 0 0 t" \
        "$(q $port app -F ' ' -c "SELECT count(*) FILTER (WHERE native <= pn), count(*) FILTER (WHERE portable <= pp), count(*) FILTER (WHERE typeid <= pt),
                                        count(DISTINCT client) > 2
                                   FROM (SELECT *, lag(native) OVER w pn, lag(portable) OVER w pp, lag(typeid) OVER w pt
                                           FROM made WINDOW w AS (PARTITION BY pid, started ORDER BY seq)) s")"
    # per client, in the order of its transactions
    check "$label: the server-wide generator strictly increases for every client, on whichever connection" 0 \
        "$(q $port app -c "SELECT count(*) FILTER (WHERE server <= ps)
                             FROM (SELECT server, lag(server) OVER (PARTITION BY client ORDER BY seq) ps FROM made) s")"
}
pool_checks $PLAIN plain_txn "transaction pooling, 15 without preload"
clients_moving=$(q $PLAIN app -c "SELECT count(*) FROM (SELECT client FROM made GROUP BY client HAVING count(DISTINCT pid) > 1) s")
went_down=$(q $PLAIN app -c "SELECT count(*) FILTER (WHERE portable <= pp) || ' of ' || count(pp) FROM (SELECT portable, lag(portable) OVER (PARTITION BY client ORDER BY seq) pp FROM made) s")
# Per client, gen_monotonic_ulid is ordered only as far as the clock orders the two connections'
# values (rarely not, at this rate): no promise, so no check.
echo "# transaction pooling: $clients_moving of 8 clients ran on both server connections; per client, $went_down gen_monotonic_ulid values were below the client's previous"
check "transaction pooling: clients' transactions ran on more than one server connection" t "$([ "$clients_moving" -gt 0 ] && echo t)"
pool_checks $PRELOAD preload_txn "transaction pooling, ulid preloaded"
# Session pooling, a new client connection per transaction (-C): every client is a new session
# that PgBouncer gives one of its two server connections after DISCARD ALL.
pool_checks $PLAIN plain_session "session pooling, a connection per transaction" -C
pool_checks $PRELOAD preload_session "session pooling, ulid preloaded, a connection per transaction" -C

# server_reset_query between clients of one server connection (session pooling): what one client
# made of its session (a setting, a temporary table, a prepared statement) is gone for the next.
first=$(pooled app plain_one -c "SET search_path = client_one" -c "CREATE TEMP TABLE mine ()" -c "PREPARE p AS SELECT 1" \
    -c "SELECT pg_backend_pid()")
second=$(pooled app plain_one -c "SELECT pg_backend_pid(), current_setting('search_path'), to_regclass('pg_temp.mine') IS NULL,
                                          (SELECT count(*) FROM pg_prepared_statements)")
check "session pooling: the next client of the same server connection finds DISCARD ALL done (search_path, temp table, prepared statement)" \
    "$first|\"\$user\", public|t|0" "$second"

# A client cancel through the pooler: a transaction that called both generators is cancelled in a
# sleep; the pooler forwards the cancel, and the client's next transaction generates.
cancelled=$(/usr/bin/python3 test/pooler/cancel.py "host=127.0.0.1 port=$BOUNCER dbname=plain_txn user=app" 0.5 \
    "SELECT gen_monotonic_ulid(), ulid_portable.gen_monotonic_ulid(), pg_sleep(20)" \
    "SELECT gen_monotonic_ulid() < gen_monotonic_ulid() AND ulid_portable.gen_monotonic_ulid() < ulid_portable.gen_monotonic_ulid()" 2>&1)
check "a client cancel through PgBouncer ends the statement at once with 57014, and the next transaction generates" "57014 True" \
    "$(awk '{ print $1, ($2 < 5 ? $3 : "took " $2 " s") }' <<<"$cancelled")"

# Mask keys. SET without LOCAL under transaction pooling stays on the server connection: the next
# client (the same role, the only one of the pool of one) masks with the key another client set.
ID=01JGFJJZ00XHF7E02JJ03AE4T7
pooled postgres plain_txn_one -c "LOAD 'ulid'" -c "SET ulid.mask_key = '$KEY'" || die "set a session key"
check "transaction pooling: a key SET (not LOCAL) by one client masks the next client's IDs (do not do this)" t \
    "$(pooled postgres plain_txn_one -c "SELECT ulid_mask('$ID') = ulid_mask('$ID', '\\x$KEY')")"
pooled postgres plain_txn_one -c "RESET ulid.mask_key" || die "reset"
check "transaction pooling: SET LOCAL in the transaction masks that transaction's IDs with its key" t \
    "$(pooled postgres plain_txn_one -c "BEGIN" -c "SET LOCAL ulid.mask_key = '$OTHER_KEY'" -c "SELECT ulid_mask('$ID') = ulid_mask('$ID', '\\x$OTHER_KEY')" -c "COMMIT")"
check "... and the next client of the same server connection has no key from it (22023)" "22023" \
    "$(pooled postgres plain_txn_one -v VERBOSITY=verbose -c "SELECT ulid_mask('$ID')" 2>&1 | sed -n 's/^ERROR:  \([0-9A-Z]\{5\}\): .*/\1/p')"
pooled postgres plain_one -c "LOAD 'ulid'" -c "SET ulid.mask_key = '$KEY'" || die "set a session key"
check "session pooling: a key SET by one client is gone for the next (DISCARD ALL)" "22023" \
    "$(pooled postgres plain_one -v VERBOSITY=verbose -c "SELECT ulid_mask('$ID')" 2>&1 | sed -n 's/^ERROR:  \([0-9A-Z]\{5\}\): .*/\1/p')"
for db in preload_txn preload_session; do
    check "$db: every client (app, not a superuser) masks with the server key" "t t" \
        "$(pooled app $db -F ' ' -c "SELECT ulid_mask('$ID') = ulid_mask('$ID', '\\x$KEY'), ulid_unmask(ulid_mask('$ID')) = '$ID'")"
done
check "preload_txn: a superuser's SET LOCAL overrides the server key for its transaction only" "t t" \
    "$(pooled postgres preload_txn -F ' ' -c "BEGIN" -c "SET LOCAL ulid.mask_key = '$OTHER_KEY'" \
        -c "SELECT ulid_mask('$ID') = ulid_mask('$ID', '\\x$OTHER_KEY')" -c "COMMIT" | tr '\n' ' ')$(pooled postgres preload_txn -c "SELECT ulid_mask('$ID') = ulid_mask('$ID', '\\x$KEY')")"

# Figures: pgbench -T 3 with 4 clients, directly and through transaction pooling; and with a reset
# per transaction (DISCARD ALL in the script, as server_reset_query_always does). Printed only.
bench() {
    local target=$1 sql=$2 out
    echo "$sql" >"$WORK/bench.pgbench"
    if [ "$target" = direct ]; then
        out=$("$PG_BIN/pgbench" -n -h "$WORK" -p $PLAIN -U app -c 4 -j 2 -T 3 -f "$WORK/bench.pgbench" app 2>&1)
    else
        out=$("$PG_BIN/pgbench" -n -h 127.0.0.1 -p $BOUNCER -U app -c 4 -j 2 -T 3 -f "$WORK/bench.pgbench" plain_txn 2>&1)
    fi
    sed -n 's/^tps = \([0-9]*\).*/\1/p' <<<"$out" | head -1
}
for sql in "SELECT gen_monotonic_ulid();" "SELECT ulid_portable.gen_ulid();" "SELECT ulid_portable.gen_monotonic_ulid();" \
           "DISCARD ALL; SELECT ulid_portable.gen_ulid();" "DISCARD ALL; SELECT ulid_portable.gen_monotonic_ulid();"; do
    direct=$(bench direct "$sql") pooled_tps=$(bench pooled "$sql")
    echo "# bench (tps, 4 clients, 3 s): direct ${direct:-?}, through PgBouncer (transaction pooling) ${pooled_tps:-?}: $sql"
    check "pgbench gave figures for: $sql" t "$([ -n "$direct" ] && [ -n "$pooled_tps" ] && echo t)"
done

finish_layer
