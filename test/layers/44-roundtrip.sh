#!/usr/bin/env bash
# Round trips (issue 6, item 7), for tables keyed by ulid, ulid_flake and baseuid:
# - pg_dump/pg_restore in custom format and pg_dump/psql in plain format into fresh databases;
# - logical replication (wal_level = logical) to a second cluster over 127.0.0.1, in text and in
#   binary mode (send/recv), through the initial copy and then inserts, updates of non-key and
#   key columns, and deletes (which the subscriber finds by the type's btree primary key).
# Each copy must reproduce every row exactly: the same md5 of the ordered text of all rows, and
# byte-identical binary COPY output. Runtime: about 40 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PUB=25444
SUB=25445
TABLES="rt_ulid rt_ulid_flake rt_baseuid"
start_cluster publisher $PUB "wal_level = logical" || die "start publisher"
start_cluster subscriber $SUB "wal_level = logical" || die "start subscriber"
q $PUB postgres -c "CREATE DATABASE src" || die "create src"
q $PUB src -f test/reliability/roundtrip.sql >/dev/null || die "fill src"

# fingerprint PORT DB TABLE: the row count and the md5 of the table's rows as text in key order
fingerprint() {
    q "$1" "$2" -c "SELECT count(*) || ' ' || md5(string_agg(t::text, E'\n' ORDER BY id)) FROM $3 t"
}
# (the arrays are left out: binary array data carries the element type's OID, which differs
# between databases; the text fingerprint covers them)
binary_md5() {
    q "$1" "$2" -c "COPY (SELECT id, other, note FROM $3 ORDER BY id) TO STDOUT WITH (FORMAT binary)" | md5sum
}
# compare PORT DB WHAT: every table of DB on PORT equals the source, as text and as binary.
compare() {
    local table
    for table in $TABLES; do
        check "$3: $table has the same rows (count and md5 of ordered text)" "$(fingerprint $PUB src $table)" "$(fingerprint "$1" "$2" $table)"
        check "$3: $table has byte-identical binary COPY output" "$(binary_md5 $PUB src $table)" "$(binary_md5 "$1" "$2" $table)"
    done
}

"$PG_BIN/pg_dump" -h "$WORK" -p $PUB -U postgres -Fc -f "$WORK/src.dump" src
check "pg_dump -Fc succeeds" 0 $?
q $PUB postgres -c "CREATE DATABASE restored_custom" -c "CREATE DATABASE restored_plain" || die "create targets"
"$PG_BIN/pg_restore" -h "$WORK" -p $PUB -U postgres --exit-on-error -d restored_custom "$WORK/src.dump"
check "pg_restore of the custom dump succeeds" 0 $?
compare $PUB restored_custom "pg_dump -Fc / pg_restore"
"$PG_BIN/pg_dump" -h "$WORK" -p $PUB -U postgres -Fp src | q $PUB restored_plain >/dev/null
check "pg_dump -Fp | psql succeeds" 0 $?
compare $PUB restored_plain "pg_dump -Fp / psql"

# Logical replication: the subscriber gets the schema, then the data through the subscriptions.
q $PUB src -c "CREATE PUBLICATION rt FOR TABLE $(echo $TABLES | tr ' ' ,)" || die "publication"
for mode in text binary; do
    q $SUB postgres -c "CREATE DATABASE sub_$mode" || die "subscriber database"
    "$PG_BIN/pg_dump" -h "$WORK" -p $PUB -U postgres --schema-only src | q $SUB "sub_$mode" >/dev/null || die "subscriber schema"
    q $SUB "sub_$mode" -c "CREATE SUBSCRIPTION rt_$mode CONNECTION 'host=127.0.0.1 port=$PUB dbname=src user=postgres'
                           PUBLICATION rt WITH (binary = $([ $mode = binary ] && echo true || echo false))" \
        || die "subscription $mode"
done

# wait_for_sync WHAT: until both subscribers match the source (or 90 s), then compare.
wait_for_sync() {
    local mode table done
    for _ in $(seq 180); do
        done=yes
        for mode in text binary; do
            for table in $TABLES; do
                [ "$(fingerprint $SUB sub_$mode $table 2>/dev/null)" = "$(fingerprint $PUB src $table)" ] || done=no
            done
        done
        [ $done = yes ] && break
        sleep 0.5
    done
    for mode in text binary; do compare $SUB sub_$mode "$1, $mode mode"; done
}
wait_for_sync "logical replication, initial copy"

q $PUB src >/dev/null <<'SQL' || die "changes on the publisher"
INSERT INTO rt_ulid SELECT gen_ulid(), gen_ulid(), NULL, 'new' FROM generate_series(1, 500);
INSERT INTO rt_ulid_flake SELECT gen_ulid_flake(9), NULL, ARRAY[gen_ulid_flake(9)], 'new' FROM generate_series(1, 500);
INSERT INTO rt_baseuid SELECT gen_baseuid(), gen_baseuid(), NULL, 'new' FROM generate_series(1, 500);
UPDATE rt_ulid SET note = 'updated', other = gen_ulid() WHERE id IN (SELECT id FROM rt_ulid ORDER BY id LIMIT 100 OFFSET 100);
UPDATE rt_ulid_flake SET note = 'updated', other = gen_ulid_flake() WHERE id IN (SELECT id FROM rt_ulid_flake ORDER BY id LIMIT 100 OFFSET 100);
UPDATE rt_baseuid SET note = 'updated', other = gen_baseuid() WHERE id IN (SELECT id FROM rt_baseuid ORDER BY id LIMIT 100 OFFSET 100);
UPDATE rt_ulid SET id = gen_ulid(), note = 'new key' WHERE id IN (SELECT id FROM rt_ulid ORDER BY id LIMIT 50 OFFSET 500);
UPDATE rt_ulid_flake SET id = gen_ulid_flake(10), note = 'new key' WHERE id IN (SELECT id FROM rt_ulid_flake ORDER BY id LIMIT 50 OFFSET 500);
UPDATE rt_baseuid SET id = gen_baseuid(), note = 'new key' WHERE id IN (SELECT id FROM rt_baseuid ORDER BY id LIMIT 50 OFFSET 500);
DELETE FROM rt_ulid WHERE id IN (SELECT id FROM rt_ulid ORDER BY id DESC LIMIT 100 OFFSET 10);
DELETE FROM rt_ulid_flake WHERE id IN (SELECT id FROM rt_ulid_flake ORDER BY id DESC LIMIT 100 OFFSET 10);
DELETE FROM rt_baseuid WHERE id IN (SELECT id FROM rt_baseuid ORDER BY id DESC LIMIT 100 OFFSET 10);
SQL
wait_for_sync "logical replication, after inserts, updates and deletes"
check "the source really changed (3000 + 2 + 500 - 100 rows)" 3402 "$(q $PUB src -c "SELECT count(*) FROM rt_ulid")"
for mode in text binary; do q $SUB sub_$mode -c "DROP SUBSCRIPTION rt_$mode" >/dev/null; done
finish_layer
