#!/usr/bin/env bash
# Faults (issue 6, item 6): a backend killed with SIGKILL in the middle of a bulk insert makes the
# postmaster restart every backend and run crash recovery. Meanwhile a client commits small
# batches and records each batch whose COMMIT it saw acknowledged. After recovery: every
# acknowledged batch is complete, nothing of the killed insert remains, amcheck passes on every
# index, and generation goes on without duplicates under the unique keys. Runtime: about 30 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25443
BATCH=200
start_cluster crash $PORT "restart_after_crash = on" || die "start cluster"
q $PORT postgres >/dev/null <<'SQL' || die "setup"
CREATE EXTENSION ulid;
CREATE TABLE crash_ids (
    batch int NOT NULL,
    u ulid PRIMARY KEY DEFAULT gen_ulid(),
    m ulid UNIQUE DEFAULT gen_monotonic_ulid(),
    f ulid_flake UNIQUE DEFAULT gen_ulid_flake(1),
    b baseuid UNIQUE DEFAULT gen_baseuid(),
    mb baseuid UNIQUE DEFAULT gen_monotonic_baseuid()
);
CREATE INDEX ON crash_ids (batch);
SQL

# The committing client: one autocommit INSERT per batch; psql exits 0 only after the COMMIT.
stream() {
    local b=0
    while [ ! -e "$WORK/stop" ]; do
        b=$((b + 1))
        q $PORT postgres -c "INSERT INTO crash_ids (batch) SELECT $b FROM generate_series(1, $BATCH)" 2>/dev/null \
            && echo $b >>"$WORK/committed"
    done
}
stream &
STREAMER=$!
# The bulk insert to kill (its flakes use another sid than the streamer's default).
PGAPPNAME=bulk q $PORT postgres -c "INSERT INTO crash_ids (batch, f) SELECT -1, gen_ulid_flake(2) FROM generate_series(1, 5000000)" \
    >/dev/null 2>&1 &
BULK=$!

for _ in $(seq 100); do
    pid=$(q $PORT postgres -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'bulk' AND state = 'active'")
    [ -n "$pid" ] && [ "$(wc -l <"$WORK/committed" 2>/dev/null || echo 0)" -ge 5 ] && break
    sleep 0.1
done
[ -n "$pid" ] || die "the bulk insert never started"
sleep 2
before=$(wc -l <"$WORK/committed")
kill -KILL "$pid"
wait $BULK
check "the killed bulk insert failed for its client" 1 "$([ $? -ne 0 ] && echo 1)"

for _ in $(seq 120); do q $PORT postgres -c "SELECT 1" >/dev/null 2>&1 && break; sleep 0.5; done
check "the server answers again after the crash" 1 "$(q $PORT postgres -c "SELECT 1")"
check "the postmaster reinitialized after the killed backend" 1 \
    "$(grep -c 'all server processes terminated; reinitializing' "$WORK/crash.log")"
check "crash recovery ran" 1 "$(grep -c 'database system was not properly shut down; automatic recovery in progress' "$WORK/crash.log")"

# let the client commit some batches after the recovery too
for _ in $(seq 100); do [ "$(wc -l <"$WORK/committed")" -ge $((before + 10)) ] && break; sleep 0.2; done
touch "$WORK/stop"
wait $STREAMER
committed=$(paste -sd, "$WORK/committed")
check "batches were committed before the kill" t "$([ "$before" -ge 5 ] && echo t)"
check "batches were committed after the recovery" t "$([ "$(wc -l <"$WORK/committed")" -ge $((before + 10)) ] && echo t)"
check "every acknowledged batch has all its $BATCH rows" 0 "$(q $PORT postgres -c "
    SELECT count(*) FROM unnest('{$committed}'::int[]) c(batch)
    WHERE (SELECT count(*) FROM crash_ids i WHERE i.batch = c.batch) <> $BATCH")"
check "at most the batch in flight at the kill is there unacknowledged, and then whole" t "$(q $PORT postgres -c "
    SELECT count(*) <= 1 AND bool_and(n = $BATCH) IS NOT false FROM (SELECT batch, count(*) n FROM crash_ids
    WHERE batch > 0 AND batch <> ALL ('{$committed}'::int[]) GROUP BY batch) s")"
check "nothing of the killed bulk insert is visible" 0 "$(q $PORT postgres -c "SELECT count(*) FROM crash_ids WHERE batch = -1")"
check_indexes $PORT postgres 'crash\_%'

# generation continues: more rows through every generator, all unique
check "20000 more rows insert after the recovery" "INSERT 0 20000" "$("$PG_BIN/psql" -X -h "$WORK" -p $PORT -U postgres -d postgres \
    -c "INSERT INTO crash_ids (batch) SELECT 0 FROM generate_series(1, 20000)" 2>&1)"
for column in u m f b mb; do
    check "crash_ids.$column: unique across the crash" 0 "$(q $PORT postgres -c "SELECT count(*) - count(DISTINCT $column) FROM crash_ids")"
done
check_indexes $PORT postgres 'crash\_%'
finish_layer
