# Private clusters for test scripts, on the host or inside a test chroot (test/chroot.sh): the
# clusters of PostgreSQL $PG_MAJOR live in a fresh $WORK and are all stopped when the sourcing
# script exits. Needs test/lib.sh (check, finish_layer) sourced first; installs nothing.

# PG_BIN may name another directory of the same major's programs (the arm64 layer's, whose
# postgres runs under qemu-aarch64).
PG_BIN=${PG_BIN:-/usr/lib/postgresql/$PG_MAJOR/bin}
# Aborts the layer with one counted failure.
die() {
    echo "not ok - $*"
    FAILED=$((FAILED + 1))
    finish_layer
    exit 1
}

WORK=$(mktemp -d /tmp/ulid-reliability.XXXXXX)
chown postgres "$WORK"
CLUSTERS=()

stop_clusters() {
    for dir in "${CLUSTERS[@]}"; do
        runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1
    done
    rm -rf "$WORK"
}
trap stop_clusters EXIT

# start_cluster NAME PORT [postgresql.conf lines...]: a private cluster listening on 127.0.0.1
# and a socket in $WORK, trusting local connections; its data directory is $WORK/NAME.
# PORT must lie below the kernel's ephemeral range: a port inside it can be, for seconds, the local
# end of some other test's outgoing connection, and the server then cannot bind (CI saw it twice).
start_cluster() {
    local name=$1 port=$2 ephemeral_low
    shift 2
    read -r ephemeral_low _ </proc/sys/net/ipv4/ip_local_port_range
    if [ "$port" -ge "$ephemeral_low" ]; then
        echo "start_cluster $name: port $port is in the ephemeral range (from $ephemeral_low)"
        return 1
    fi
    local dir=$WORK/$name
    runuser -u postgres -- "$PG_BIN/initdb" -D "$dir" -A trust -U postgres --encoding=UTF8 --locale=C >"$WORK/$name-initdb.log" 2>&1 \
        || { cat "$WORK/$name-initdb.log"; return 1; }
    {
        echo "port = $port"
        echo "listen_addresses = '127.0.0.1'"
        echo "unix_socket_directories = '$WORK'"
        echo "fsync = off"
        for line in "$@"; do echo "$line"; done
    } >>"$dir/postgresql.conf"
    CLUSTERS+=("$dir")
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir" -l "$WORK/$name.log" -w -t 60 start >/dev/null \
        || { tail -20 "$WORK/$name.log"; return 1; }
}

# q PORT DB SQL...: the unaligned, tuples-only result of SQL (errors go to stderr).
q() {
    local port=$1 db=$2
    shift 2
    "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$WORK" -p "$port" -U postgres -d "$db" "$@"
}

# active_backend PORT APPLICATION_NAME: the pid of the session of that name running a statement,
# waited for up to 5 seconds (empty if none came).
active_backend() {
    local pid=
    for _ in $(seq 50); do
        pid=$(q "$1" postgres -c "SELECT pid FROM pg_stat_activity WHERE application_name = '$2' AND state = 'active'")
        [ -n "$pid" ] && break
        sleep 0.1
    done
    echo "$pid"
}

# start_standby PRIMARY_PORT PORT: a streaming hot standby of the cluster on PRIMARY_PORT (with its
# configuration, listening on PORT), started; its data directory is $WORK/standby.
start_standby() {
    runuser -u postgres -- "$PG_BIN/pg_basebackup" -h "$WORK" -p "$1" -U postgres -D "$WORK/standby" -R -X stream -c fast \
        >"$WORK/basebackup.log" 2>&1 || { cat "$WORK/basebackup.log"; return 1; }
    echo "port = $2" >>"$WORK/standby/postgresql.conf"
    CLUSTERS+=("$WORK/standby")
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/standby" -l "$WORK/standby.log" -w -t 60 start >/dev/null \
        || { tail -20 "$WORK/standby.log"; return 1; }
}
