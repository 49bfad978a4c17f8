# The explorer's cluster and pooler (sourced by test/explorer/run.sh and layer 58, after
# test/reliability/lib.sh, which holds the install lock): a cluster of the host's PostgreSQL with
# ulid, PgBouncer in front of it in transaction and session pooling, and the roles the histories
# use. explore ARGS... runs test/explorer/explore.py on the three targets (direct, transaction and
# session pooling) unless ARGS name --target.
source "$ROOT/test/pooler/lib.sh"
EXPLORER_PORT=${EXPLORER_PORT:-27321}
EXPLORER_BOUNCER=${EXPLORER_BOUNCER:-27322}
start_cluster explorer "$EXPLORER_PORT" || die "start the explorer's cluster"
# app: the client role, whose statement_timeout every server connection of the pools gets;
# app_other: a role app may SET ROLE to; intruder: LOGIN only; writer: a pg_write_all_data member.
q "$EXPLORER_PORT" postgres -c "CREATE ROLE app LOGIN" -c "CREATE ROLE app_other" -c "GRANT app_other TO app" \
    -c "CREATE ROLE intruder LOGIN" -c "CREATE ROLE writer LOGIN IN ROLE pg_write_all_data" \
    -c "GRANT pg_read_all_stats TO app, app_other" -c "ALTER ROLE app SET statement_timeout = '1s'" \
    -c "ALTER ROLE writer SET statement_timeout = '1s'" \
    -c "CREATE DATABASE app" >/dev/null || die "the explorer's roles"
q "$EXPLORER_PORT" app -c "CREATE EXTENSION ulid" >/dev/null || die "ulid in the explorer's database"
start_bouncer "$EXPLORER_BOUNCER" "app_txn = host=$WORK port=$EXPLORER_PORT dbname=app pool_mode=transaction" \
    "app_session = host=$WORK port=$EXPLORER_PORT dbname=app pool_mode=session" || die "start pgbouncer"
EXPLORER_TARGETS=(--target "direct=host=$WORK port=$EXPLORER_PORT dbname=app user=app@direct"
                  --target "transaction=host=127.0.0.1 port=$EXPLORER_BOUNCER dbname=app_txn user=app@transaction"
                  --target "session=host=127.0.0.1 port=$EXPLORER_BOUNCER dbname=app_session user=app@session")
explore() {
    local targets=("${EXPLORER_TARGETS[@]}")
    [[ " $* " == *" --target "* ]] && targets=()
    PATH=$PG_BIN:$PATH PYTHONUNBUFFERED=1 /usr/bin/python3 "$ROOT/test/explorer/explore.py" "${targets[@]}" \
        --admin "host=$WORK port=$EXPLORER_PORT dbname=app user=postgres" \
        --intruder "host=$WORK port=$EXPLORER_PORT dbname=app user=intruder" \
        --writer "host=$WORK port=$EXPLORER_PORT dbname=app user=writer" \
        --bouncer-admin "host=127.0.0.1 port=$EXPLORER_BOUNCER dbname=pgbouncer user=postgres" \
        --install "${EXPLORER_INSTALL:-$ROOT/portable/ulid_portable.sql}" "$@"
}
