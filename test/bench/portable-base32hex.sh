#!/usr/bin/env bash
# Whether PostgreSQL 19's encode/decode(..., 'base32hex') would make ulid_portable's text faster
# (docs/managed-hosts.md, Speed). On 19, in its chroot: ulid_to_text against the
# same text made with base32hex (the bytes shifted by two bits, the symbols translated; it must
# agree on every ID), and ulid_from_text against base32hex's decode alone. Prints ms for 200,000
# calls, twice each. About 30 seconds with the chroot in place.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
CHROOT=forky+experimental
ensure_chroot "$CHROOT" postgresql-19/experimental >/dev/null
dir=$(chroot_path "$CHROOT")
rm -rf "$dir/tmp/ulid-b32" && mkdir -p "$dir/tmp/ulid-b32"
cp "$ROOT/portable/ulid_portable.sql" "$dir/tmp/ulid-b32/"
cat >"$dir/tmp/ulid-b32/compare.sql" <<'SQL'
CREATE FUNCTION base32hex_ulid_text(id uuid) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN translate(left(encode(
    int8send((ulid_portable.uuid_high_word(id) >> 2) & 4611686018427387903)
    || int8send((ulid_portable.uuid_high_word(id) << 62) | ((ulid_portable.uuid_low_word(id) >> 2) & 4611686018427387903))
    || set_byte('\x00'::bytea, 0, ((ulid_portable.uuid_low_word(id) & 3) << 6)::int), 'base32hex'), 26),
    'ABCDEFGHIJKLMNOPQRSTUV', 'ABCDEFGHJKMNPQRSTVWXYZ');
CREATE TEMP TABLE ids AS SELECT ulid_portable.gen_ulid() AS id FROM generate_series(1, 200000);
CREATE TEMP TABLE texts AS SELECT ulid_portable.ulid_to_text(id) AS t FROM ids;
SELECT 'disagreements: ' || count(*) FILTER (WHERE base32hex_ulid_text(id) <> ulid_portable.ulid_to_text(id)) FROM ids;
\timing on
\echo ulid_to_text, base32hex text (x2)
SELECT count(ulid_portable.ulid_to_text(id)) FROM ids;
SELECT count(base32hex_ulid_text(id)) FROM ids;
SELECT count(ulid_portable.ulid_to_text(id)) FROM ids;
SELECT count(base32hex_ulid_text(id)) FROM ids;
\echo ulid_from_text, base32hex decode alone (x2)
SELECT count(ulid_portable.ulid_from_text(t)) FROM texts;
SELECT count(decode(translate(t, 'ABCDEFGHJKMNPQRSTVWXYZ', 'ABCDEFGHIJKLMNOPQRSTUV') || '000000', 'base32hex')) FROM texts;
SELECT count(ulid_portable.ulid_from_text(t)) FROM texts;
SELECT count(decode(translate(t, 'ABCDEFGHJKMNPQRSTVWXYZ', 'ABCDEFGHIJKLMNOPQRSTUV') || '000000', 'base32hex')) FROM texts;
SQL
chmod -R a+rwX "$dir/tmp/ulid-b32"
chroot_run "$CHROOT" su postgres -s /bin/sh -c '
set -e
bin=/usr/lib/postgresql/19/bin work=/tmp/ulid-b32
$bin/initdb -D $work/data >/dev/null 2>&1
$bin/pg_ctl -D $work/data -o "-p 25998 -k $work -c listen_addresses=" -l $work/log -w start >/dev/null
trap "$bin/pg_ctl -D $work/data -w stop >/dev/null" EXIT
$bin/psql -X -q -v ON_ERROR_STOP=1 -h $work -p 25998 -d postgres -f $work/ulid_portable.sql
$bin/psql -X -At -v ON_ERROR_STOP=1 -h $work -p 25998 -d postgres -f $work/compare.sql | grep -v "^200000$"'
