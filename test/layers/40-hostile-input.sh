#!/usr/bin/env bash
# Hostile input through SQL, for ulid, ulid_flake, baseuid (issue 6, item 3) and typeid (issue 22):
# - over 200 malformed text inputs per type each raise SQLSTATE 22P02 with a valid-UTF-8 detail.
#   They are delivered two ways: decoded on the server into text of a SQL_ASCII database (where
#   any byte but NUL is a legal character, so the input function sees invalid UTF-8 as-is), and
#   as raw bytes in the query text sent by psql with client_encoding SQL_ASCII. In a UTF8
#   database the server itself rejects such bytes (22021) before any type sees them: checked too.
# - binary COPY files with short, long, empty and cut-off values raise a clean error and load
#   nothing (the table is empty afterwards).
# - the backend and the postmaster survive all of it.
# Runtime: about 30 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25440
start_cluster hostile $PORT || die "start cluster"

q $PORT postgres -c "CREATE DATABASE hostile ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0" \
    -c "CREATE EXTENSION ulid" || die "setup"
q $PORT hostile -c "CREATE EXTENSION ulid" -f test/reliability/hostile_inputs.sql >/dev/null || die "build inputs"
start_time=$(q $PORT postgres -c "SELECT pg_postmaster_start_time()")

# Text inputs decoded on the server: one line per input.
q $PORT hostile >"$WORK/text.out" 2>&1 <<'SQL'
\pset fieldsep ' '
SELECT 'pid', pg_backend_pid();
SELECT h.type, h.n, r.state, r.detail_ok, pg_catalog.replace(h.kind, ' ', '_')
FROM hostile_inputs h, LATERAL try_input(h.type, h.t) r ORDER BY h.type, h.n;
SELECT 'pid', pg_backend_pid();
SQL
pids=$(grep '^pid ' "$WORK/text.out" | cut -d' ' -f2 | sort -u | wc -l)
check "one backend served every text input (it never died)" 1 "$pids"
for type in ulid ulid_flake baseuid typeid; do
    total=$(awk -v t=$type '$1 == t' "$WORK/text.out" | wc -l)
    echo "# $type: $total malformed text inputs"
    [ "$total" -ge 200 ] || die "$type: only $total inputs"
    while read -r _ n state detail_ok kind; do
        check "$type input $n ($kind): 22P02" 22P02 "$state"
        check "$type input $n ($kind): detail present and valid UTF-8" t "$detail_ok"
    done < <(awk -v t=$type '$1 == t' "$WORK/text.out")
done

# The harness itself accepts what is valid: every type's valid anchor, and the case rules
# (Crockford types ignore case; BaseUID is case-sensitive, so swapping case gives another value).
while read -r type state same; do
    check "$type: the valid anchor is accepted" accepted "$state"
    check "$type: swapped case $([ "$type" = baseuid ] && echo 'is another valid value' || echo 'is the same value')" \
        "$([ "$type" = baseuid ] && echo f || echo t)" "$same"
done < <(q $PORT hostile -F ' ' -c "SELECT a.type, (try_input(a.type, a.valid)).state,
    (SELECT r FROM (SELECT CASE a.type
        WHEN 'ulid' THEN pg_catalog.lower(a.valid)::ulid = a.valid::ulid
        WHEN 'ulid_flake' THEN pg_catalog.lower(a.valid)::ulid_flake = a.valid::ulid_flake
        ELSE pg_catalog.translate(a.valid, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
                 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')::baseuid = a.valid::baseuid END) s(r))
    FROM anchors a WHERE a.type <> 'typeid' ORDER BY a.type")
# typeid: the anchor is accepted, and the same text in upper case is not (TypeIDs are lower case).
check "typeid: the valid anchor is accepted, in upper case rejected" "accepted 22P02" \
    "$(q $PORT hostile -F ' ' -c "SELECT (try_input('typeid', valid)).state, (try_input('typeid', pg_catalog.upper(valid))).state
                                  FROM anchors WHERE type = 'typeid'")"

# Raw bytes in the query text (client_encoding SQL_ASCII: psql and the server pass them through).
perl -e '
    srand(3);
    my %len = (ulid => 26, ulid_flake => 13, baseuid => 20, typeid => 31);
    for my $type (sort keys %len) {
        for my $i (1 .. 10) {
            my $n = $i <= 5 ? $len{$type} : 1 + int(rand(40));
            my $s = join("", map { my $b; do { $b = 1 + int(rand(255)) } while ($b == 39 || $b == 92); chr($b) } 1 .. $n);
            substr($s, int(rand($n)), 1) = chr(128 + int(rand(128)));
            print "SELECT \x27$s\x27::$type;\n";
        }
    }' >"$WORK/raw.sql"
PGCLIENTENCODING=SQL_ASCII "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U postgres -d hostile \
    -v VERBOSITY=sqlstate -c '\set VERBOSITY sqlstate' -f "$WORK/raw.sql" >"$WORK/raw.out" 2>&1
mapfile -t raw_states < <(sed -n 's/^psql:[^ ]* ERROR:  \([0-9A-Z]*\).*/\1/p' "$WORK/raw.out")
check "every raw-byte statement answered with an error" 40 "${#raw_states[@]}"
for i in "${!raw_states[@]}"; do check "raw-byte input $((i + 1)): 22P02" 22P02 "${raw_states[$i]}"; done
# The same bytes sent to a UTF8 database are refused by the server's encoding check (22021).
PGCLIENTENCODING=UTF8 "$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U postgres -d postgres \
    -c '\set VERBOSITY sqlstate' -f "$WORK/raw.sql" >"$WORK/raw-utf8.out" 2>&1
check "a UTF8 database refuses the 40 invalid byte sequences itself (22021)" 40 \
    "$(grep -c 'ERROR:  22021' "$WORK/raw-utf8.out")"

# Binary COPY: the same broken files for every type; the table stays empty after each error.
# A clean error is a data exception (22xxx), a protocol violation (08P01) or, for a length
# field of 1 GB, PostgreSQL's own refusal to allocate that much (54000).
q $PORT postgres >/dev/null <<'SQL' || die "copy setup"
CREATE TABLE bin_ulid (id ulid);
CREATE TABLE bin_ulid_flake (id ulid_flake);
CREATE TABLE bin_baseuid (id baseuid);
CREATE FUNCTION try_copy(tab text, path text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE state text;
BEGIN
    EXECUTE pg_catalog.format('COPY %I FROM %L WITH (FORMAT binary)', tab, path);
    RETURN 'loaded';
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
    RETURN state;
END $$;
SQL
for spec in ulid:16 ulid_flake:8 baseuid:15; do
    type=${spec%%:*}
    cases=$(perl test/reliability/binary_copy.pl "$WORK" "${spec##*:}" "$type") || die "write copy files"
    chmod 644 "$WORK"/*.bin
    for case in $cases; do
        # two statements: a subquery of the COPY's own statement would not see its rows
        state=$(q $PORT postgres -c "SELECT try_copy('bin_$type', '$WORK/$type-$case.bin')")
        rows=$(q $PORT postgres -c "SELECT count(*) FROM bin_$type")
        if [ "$case" = valid ]; then
            check "$type binary COPY of a valid file loads all 10 rows" "loaded 10" "$state $rows"
            q $PORT postgres -c "TRUNCATE bin_$type"
        else
            case $state in 22*|08P01|54000) clean=yes ;; *) clean="no ($state)" ;; esac
            check "$type binary COPY $case: a clean data error" yes "$clean"
            check "$type binary COPY $case: nothing loaded" 0 "$rows"
        fi
    done
done

check "the postmaster never restarted" "$start_time" "$(q $PORT postgres -c "SELECT pg_postmaster_start_time()")"
check "a new session still works" 1 "$(q $PORT hostile -c "SELECT 1")"
finish_layer
