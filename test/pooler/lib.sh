# PgBouncer in front of the clusters of test/reliability/clusters.sh (layers 57 and 58), sourced
# after it: start_bouncer PORT DATABASE_LINES... writes $WORK/pgbouncer.ini (the lines are its
# [databases] section), trusts the roles app and postgres, and starts it; it is stopped on exit.
# PgBouncer refuses to run as root: it runs as postgres, with everything in $WORK. Pools have two
# server connections unless a line says otherwise; the reset between clients is DISCARD ALL.
start_bouncer() {
    local port=$1
    shift
    printf '"app" ""\n"postgres" ""\n' >"$WORK/userlist.txt"
    {
        echo "[databases]"
        printf '%s\n' "$@"
        cat <<EOF2
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir = $WORK
auth_type = trust
auth_file = $WORK/userlist.txt
admin_users = postgres
default_pool_size = 2
max_client_conn = 200
server_reset_query = DISCARD ALL
logfile = $WORK/pgbouncer.log
pidfile = $WORK/pgbouncer.pid
EOF2
    } >"$WORK/pgbouncer.ini"
    chown postgres "$WORK/pgbouncer.ini" "$WORK/userlist.txt"
    trap stop_bouncer EXIT
    runuser -u postgres -- pgbouncer -d "$WORK/pgbouncer.ini" >"$WORK/pgbouncer.out" 2>&1 || { cat "$WORK/pgbouncer.out"; return 1; }
    for _ in $(seq 50); do
        "$PG_BIN/psql" -X -q -At -h 127.0.0.1 -p "$port" -U postgres -d pgbouncer -c "SHOW VERSION" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    tail "$WORK/pgbouncer.log"
    return 1
}

stop_bouncer() {
    [ -s "$WORK/pgbouncer.pid" ] && kill "$(cat "$WORK/pgbouncer.pid")" 2>/dev/null
    stop_clusters
}
