-- typeid (spec 6.2): TypeID spec 0.3.0 text, storage, order, indexes, casts, functions, generator.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of
\set plan_nodes :abs_srcdir '/sql/include/plan_nodes.sql'
\i :plan_nodes
SET max_parallel_workers_per_gather = 0;

-- Every case of the spec's valid.yml (github.com/jetify-com/typeid, spec/valid.yml, 0.3.0):
-- the text gives the prefix and the UUID, the prefix and the UUID give the text back.
SELECT name, t::typeid AS typeid, typeid_prefix(t::typeid) = prefix AS prefix_ok,
       t::typeid::uuid = u AS uuid_ok, typeid_from_uuid(prefix, u)::text = t AS encodes_back
  FROM (VALUES ('nil', '00000000000000000000000000', '', uuid '00000000-0000-0000-0000-000000000000'),
               ('one', '00000000000000000000000001', '', '00000000-0000-0000-0000-000000000001'),
               ('ten', '0000000000000000000000000a', '', '00000000-0000-0000-0000-00000000000a'),
               ('sixteen', '0000000000000000000000000g', '', '00000000-0000-0000-0000-000000000010'),
               ('thirty-two', '00000000000000000000000010', '', '00000000-0000-0000-0000-000000000020'),
               ('max-valid', '7zzzzzzzzzzzzzzzzzzzzzzzzz', '', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
               ('valid-alphabet', 'prefix_0123456789abcdefghjkmnpqrs', 'prefix', '0110c853-1d09-52d8-d73e-1194e95b5f19'),
               ('valid-uuidv7', 'prefix_01h455vb4pex5vsknk084sn02q', 'prefix', '01890a5d-ac96-774b-bcce-b302099a8057'),
               ('prefix-underscore', 'pre_fix_00000000000000000000000000', 'pre_fix', '00000000-0000-0000-0000-000000000000'))
       AS v(name, t, prefix, u);

-- Every case of the spec's invalid.yml: 22P02 with a detail naming the problem.
SELECT name, pg_temp.error_of(format('SELECT %L::typeid', t)) AS result
  FROM (VALUES ('prefix-uppercase', 'PREFIX_00000000000000000000000000'),
               ('prefix-numeric', '12345_00000000000000000000000000'),
               ('prefix-period', 'pre.fix_00000000000000000000000000'),
               ('prefix-non-ascii', 'préfix_00000000000000000000000000'),
               ('prefix-spaces', '  prefix_00000000000000000000000000'),
               ('prefix-64-chars', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000'),
               ('separator-empty-prefix', '_00000000000000000000000000'),
               ('separator-empty', '_'),
               ('suffix-short', 'prefix_1234567890123456789012345'),
               ('suffix-long', 'prefix_123456789012345678901234567'),
               ('suffix-spaces', 'prefix_1234567890123456789012345 '),
               ('suffix-uppercase', 'prefix_0123456789ABCDEFGHJKMNPQRS'),
               ('suffix-hyphens', 'prefix_123456789-123456789-123456'),
               ('suffix-wrong-alphabet', 'prefix_ooooooiiiiiiuuuuuuulllllll'),
               ('suffix-ambiguous-crockford', 'prefix_i23456789ol23456789oi23456'),
               ('suffix-hyphens-crockford', 'prefix_123456789-0123456789-0123456'),
               ('suffix-overflow', 'prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz'),
               ('prefix-underscore-start', '_prefix_00000000000000000000000000'),
               ('prefix-underscore-end', 'prefix__00000000000000000000000000'))
       AS v(name, t);

-- Other hostile input: empty, only a prefix, 63 and 64 prefix characters, 90+ characters,
-- control characters; and the whole error as psql shows it.
SELECT left(t, 40) AS input, length(t), pg_temp.error_of(format('SELECT %L::typeid', t)) AS result
  FROM (VALUES (''), ('user'), ('user_'), (repeat('a', 63) || '_00000000000000000000000000'),
               (repeat('a', 64) || '_00000000000000000000000000'), (repeat('z', 120)),
               (repeat('a_', 60) || '00000000000000000000000000'), (E'user_0000000000000\t000000000000'),
               ('user_0000000000000000000000000I'), ('2025-03-01')) AS v(t);
SELECT 'User_01h455vb4pex5vsknk084sn02q'::typeid;

-- Output is canonical; text round-trips through typeid, uuid and ulid.
SELECT typeid_from_ulid('user', '01H455VB4PEX5VSKNK084SN02Q') AS from_ulid,
       'user_01h455vb4pex5vsknk084sn02q'::typeid::ulid AS to_ulid,
       'user_01h455vb4pex5vsknk084sn02q'::typeid::uuid AS to_uuid,
       typeid_from_uuid('', '01890a5d-ac96-774b-bcce-b302099a8057') AS no_prefix;
-- typeid_from_ulid(p, x)::text = p || '_' || lower(x::text) for random values and prefixes.
SELECT count(*) AS checked,
       count(*) FILTER (WHERE typeid_from_ulid(p, x)::text = p || '_' || lower(x::text)) AS equal,
       count(*) FILTER (WHERE typeid_from_ulid(p, x)::ulid = x AND typeid_from_ulid(p, x)::uuid = x::uuid) AS same_bytes,
       count(*) FILTER (WHERE (p || '_' || lower(x::text))::typeid = typeid_from_ulid(p, x)) AS text_reads_back
  FROM (SELECT (ARRAY['user', 'order_item', 'a', repeat('q', 63)])[1 + i % 4] AS p, gen_ulid() AS x
          FROM generate_series(1, 10000) i) s;

-- typeid_prefix, typeid_extract_timestamp (the UUIDv7 milliseconds).
SELECT typeid_prefix('pre_fix_01h455vb4pex5vsknk084sn02q') AS prefix,
       typeid_prefix('01h455vb4pex5vsknk084sn02q') AS empty_prefix,
       typeid_extract_timestamp('user_01h455vb4pex5vsknk084sn02q') AT TIME ZONE 'UTC' AS created;

-- A bad prefix given to a function: 22023.
SELECT p, pg_temp.error_of(format('SELECT typeid_from_uuid(%L, gen_random_uuid())', p)) AS from_uuid,
       pg_temp.error_of(format('SELECT gen_typeid(%L)', p)) AS gen
  FROM (VALUES ('User'), ('us er'), ('_user'), ('user_'), (repeat('a', 64)), ('ünïcode')) AS v(p);
SELECT typeid_from_ulid('9', gen_ulid());

-- Casts: text both ways, explicit only; uuid and ulid out, explicit only; none implicit.
SELECT castsource::regtype, casttarget::regtype, castcontext, castmethod
  FROM pg_cast WHERE castsource = 'typeid'::regtype OR casttarget = 'typeid'::regtype ORDER BY castsource::regtype::text, casttarget::regtype::text;
SELECT pg_temp.error_of($$SELECT 'user_01h455vb4pex5vsknk084sn02q'::typeid = 'x'::text$$) AS no_implicit_text;
SELECT ('user_01h455vb4pex5vsknk084sn02q'::text)::typeid AS from_text;

-- Binary form: the prefix bytes and the 16 bytes; bad messages are errors, never a crash.
SELECT typeid_send('user_01h455vb4pex5vsknk084sn02q') AS sent;
CREATE TABLE typeid_binary (id typeid);
INSERT INTO typeid_binary VALUES ('user_01h455vb4pex5vsknk084sn02q'), ('00000000000000000000000000');
SELECT current_setting('data_directory') || '/typeid_binary.copy' AS typeid_copy_file \gset
COPY typeid_binary TO :'typeid_copy_file' WITH (FORMAT binary);
CREATE TABLE typeid_binary_back (id typeid);
COPY typeid_binary_back FROM :'typeid_copy_file' WITH (FORMAT binary);
SELECT (SELECT array_agg(id ORDER BY id) FROM typeid_binary) = (SELECT array_agg(id ORDER BY id) FROM typeid_binary_back) AS binary_round_trip;
-- recv of hand-made messages: a binary COPY of one row, its field `payload`, written by printf.
SELECT payload, pg_temp.error_of(format(
         'COPY typeid_binary_back FROM PROGRAM %L WITH (FORMAT binary)',
         'printf ''PGCOPY\n\377\r\n\000\000\000\000\000\000\000\000\000\000\001' ||
         (SELECT string_agg('\' || (b >> 6) || ((b >> 3) & 7) || (b & 7), '') FROM (SELECT (length(payload) >> (8 * (3 - k))) & 255 AS b FROM generate_series(0, 3) k) s) ||
         (SELECT coalesce(string_agg('\' || (get_byte(payload, k) >> 6) || ((get_byte(payload, k) >> 3) & 7) || (get_byte(payload, k) & 7), ''), '') FROM generate_series(0, length(payload) - 1) k) ||
         '\377\377''')) AS result
  FROM (VALUES (''::bytea), ('\x00'), (decode(repeat('00', 15), 'hex')), (decode(repeat('00', 16), 'hex')),
               ('\x55' || decode(repeat('00', 16), 'hex')), ('\x5f61' || decode(repeat('00', 16), 'hex')),
               ('\x0061' || decode(repeat('00', 16), 'hex')), (decode(repeat('61', 64) || repeat('00', 16), 'hex')),
               (decode(repeat('61', 63) || repeat('00', 16), 'hex'))) AS v(payload);

-- Storage: one-byte varlena header, no padding: the prefix plus 17 bytes on disk (text: up to 91).
CREATE TABLE typeid_sizes (id typeid, as_text text);
INSERT INTO typeid_sizes SELECT t::typeid, t FROM (VALUES ('01h455vb4pex5vsknk084sn02q'), ('user_01h455vb4pex5vsknk084sn02q'),
    (repeat('a', 63) || '_01h455vb4pex5vsknk084sn02q')) v(t);
SELECT typeid_prefix(id) = '' AS no_prefix, length(typeid_prefix(id)) AS prefix_length,
       pg_column_size(id) AS typeid_bytes, pg_column_size(as_text) AS text_bytes
  FROM typeid_sizes ORDER BY 2;
SELECT typlen, typbyval, typalign, typstorage FROM pg_type WHERE oid = 'typeid'::regtype;

-- Order: that of the canonical text under COLLATE "C", on 100,000 random values over several
-- prefixes (including prefixes that extend one another and one with an inner underscore).
CREATE TABLE typeid_order AS
  SELECT typeid_from_uuid((ARRAY['', 'a', 'ab', 'a_b', 'user', 'users', 'user_account', 'z'])[1 + (i % 8)],
                          CASE WHEN i % 3 = 0 THEN gen_ulid()::uuid ELSE gen_random_uuid() END) AS id
    FROM generate_series(1, 100000) i;
SELECT count(*) AS values,
       (SELECT array_agg(id::text ORDER BY id) FROM typeid_order) =
       (SELECT array_agg(id::text ORDER BY id::text COLLATE "C") FROM typeid_order) AS sort_is_text_order,
       (SELECT bool_and((a < b) = (a::text COLLATE "C" < b::text) AND (a = b) = (a::text = b::text)
                        AND typeid_cmp(a, b) = sign(CASE WHEN a::text COLLATE "C" < b::text THEN -1 WHEN a::text = b::text THEN 0 ELSE 1 END))
          FROM (SELECT id AS a, lead(id) OVER (ORDER BY random()) AS b FROM typeid_order) s WHERE b IS NOT NULL) AS pairs_agree
  FROM typeid_order;
-- min/max read the ends; hash equality agrees with equality.
SELECT min(id) = (SELECT id FROM typeid_order ORDER BY id::text COLLATE "C" LIMIT 1) AS min_ok,
       max(id) = (SELECT id FROM typeid_order ORDER BY id::text COLLATE "C" DESC LIMIT 1) AS max_ok,
       count(DISTINCT id) AS distinct_values,
       bool_and(typeid_hash_extended(id, 0) & 4294967295 = typeid_hash(id)::bigint & 4294967295) AS hash_low_bits
  FROM typeid_order;

-- Indexes: btree serves ORDER BY, equality and ranges; hash serves equality.
CREATE INDEX typeid_order_btree ON typeid_order (id);
ANALYZE typeid_order;
SELECT * FROM pg_temp.plan_nodes('SELECT id FROM typeid_order ORDER BY id LIMIT 5');
-- (Bitmap or plain or index-only scan: the choice differs between majors, the index does not.)
SELECT bool_or(node ~ 'typeid_order_btree') AS equality_uses_index
  FROM pg_temp.plan_nodes($$SELECT id FROM typeid_order WHERE id = 'user_01h455vb4pex5vsknk084sn02q'$$) node;
SELECT bool_or(node ~ 'typeid_order_btree') AS range_uses_index
  FROM pg_temp.plan_nodes($$SELECT id FROM typeid_order WHERE id >= 'user_00000000000000000000000000' AND id < 'users_00000000000000000000000000'$$) node;
SELECT count(*) = (SELECT count(*) FROM typeid_order WHERE typeid_prefix(id) = 'user') AS range_is_one_prefix
  FROM typeid_order WHERE id >= 'user_00000000000000000000000000' AND id <= 'user_7zzzzzzzzzzzzzzzzzzzzzzzzz';
SET enable_seqscan = off;
SELECT (SELECT array_agg(id) FROM (SELECT id FROM typeid_order ORDER BY id LIMIT 1000) s) =
       (SELECT array_agg(id) FROM (SELECT id FROM typeid_order ORDER BY id::text COLLATE "C" LIMIT 1000) s) AS index_order_ok;
RESET enable_seqscan;
CREATE INDEX typeid_order_hash ON typeid_order USING hash (id);
SET enable_bitmapscan = off;
SET enable_indexscan = on;
DROP INDEX typeid_order_btree;
SELECT * FROM pg_temp.plan_nodes($$SELECT id FROM typeid_order WHERE id = 'user_01h455vb4pex5vsknk084sn02q'$$);
RESET enable_bitmapscan;
SELECT amname, opcname, amvalidate(c.oid) FROM pg_opclass c JOIN pg_am a ON a.oid = c.opcmethod
 WHERE opcintype = 'typeid'::regtype ORDER BY 1;

-- gen_typeid: strictly increasing within a session (across prefixes too), UUIDv7 version and
-- variant bits, the current time.
CREATE TEMP TABLE generated AS
  SELECT i, gen_typeid(CASE WHEN i % 2 = 0 THEN 'user' ELSE 'order' END) AS id FROM generate_series(1, 20000) i;
SELECT count(*) AS generated,
       bool_and(id::uuid > previous::uuid) AS strictly_increasing,
       bool_and(substr(id::uuid::text, 15, 1) = '7') AS version_7,
       bool_and(substr(id::uuid::text, 20, 1) IN ('8', '9', 'a', 'b')) AS variant_10,
       bool_and(typeid_extract_timestamp(id) BETWEEN now() - interval '1 minute' AND clock_timestamp()) AS current_time
  FROM (SELECT id, lag(id) OVER (ORDER BY i) AS previous FROM generated) s WHERE previous IS NOT NULL;
SELECT bool_and(a.id < b.id) AS per_prefix_in_creation_order
  FROM generated a JOIN generated b ON b.i = a.i + 2;
SELECT gen_typeid(NULL) IS NULL AS strict;
SELECT proname, provolatile, proparallel, proisstrict FROM pg_proc
 WHERE proname IN ('gen_typeid', 'typeid_prefix', 'typeid_from_uuid', 'typeid_from_ulid', 'typeid_extract_timestamp',
                   'typeid_cmp', 'typeid_eq', 'typeid_in')
 ORDER BY 1;

-- A column that holds one prefix: a domain with a CHECK, and the error a wrong prefix gets.
CREATE DOMAIN user_id AS typeid CHECK (typeid_prefix(VALUE) = 'user');
CREATE TABLE users (id user_id PRIMARY KEY DEFAULT gen_typeid('user'), name text);
INSERT INTO users (name) VALUES ('ada');
SELECT typeid_prefix(id), name FROM users;
INSERT INTO users VALUES ('order_01h455vb4pex5vsknk084sn02q', 'wrong');

-- Input that reads as a date or timestamp: the error stays, with a HINT, for every ID type.
SELECT '2025-03-01'::typeid;
SELECT '2025-03-01 12:00'::ulid;
SELECT '2025-03-01T12:00:00Z'::ulid_flake;
SELECT '2025-03-01'::baseuid;
SELECT count(*) FROM users WHERE id >= '2025-03-01';
-- No HINT where timestamptz would refuse the text too (no such day, hour 24 past midnight), and
-- none that would repeat a long input.
SELECT '2025-02-31'::ulid;
SELECT '2025-03-01 24:30'::typeid;
SELECT ('2025-03-01 12:00 ' || repeat('x', 48))::baseuid;

-- min and max return plain values, as core's do for text: never the compressed (or out-of-line)
-- datum that a wide row stores. Thirty copies of a long prefix make a row that TOAST compresses.
DO $$
BEGIN
    EXECUTE 'CREATE TEMP TABLE typeid_wide (' ||
            (SELECT string_agg(format('t%s typeid', i), ', ') FROM generate_series(1, 30) AS i) || ')';
    EXECUTE 'INSERT INTO typeid_wide SELECT ' || (SELECT string_agg('t', ', ') FROM generate_series(1, 30)) ||
            $q$ FROM (SELECT typeid_from_uuid(repeat('a', 63), gen_random_uuid()) AS t FROM generate_series(1, 3)) AS s$q$;
END $$;
SELECT count(*) FILTER (WHERE pg_column_compression(t1) IS NOT NULL) AS compressed_values FROM typeid_wide;
SELECT pg_column_compression(max(t1)) AS max_compression, pg_column_compression(min(t1)) AS min_compression,
       max(t1)::text = max(t1::text) AS max_right, min(t1)::text = min(t1::text) AS min_right
  FROM typeid_wide;

-- A payload shorter than the UUID or longer than the longest prefix allows comes only from a
-- damaged page or a superuser's binary-coercible cast: every function reports it (XX001), none
-- reads past it.
BEGIN;
CREATE CAST (bytea AS typeid) WITHOUT FUNCTION;
SELECT statement, pg_temp.error_of(statement) AS result
  FROM (VALUES ($$SELECT '\x0102'::bytea::typeid::text$$),
               ($$SELECT typeid_prefix(''::bytea::typeid)$$),
               ($$SELECT typeid_extract_timestamp('\x0102'::bytea::typeid)$$),
               ($$SELECT '\x0102'::bytea::typeid::uuid$$),
               ($$SELECT '\x0102'::bytea::typeid < 'user_01h455vb4pex5vsknk084sn02q'$$),
               ($$SELECT typeid_hash('\x0102'::bytea::typeid)$$),
               ($$SELECT max(t) FROM (VALUES ('\x0102'::bytea::typeid), ('\x01'::bytea::typeid)) AS v(t)$$),
               ($$SELECT typeid_send(('\x' || repeat('61', 64) || repeat('00', 16))::bytea::typeid)$$),
               ($$SELECT ('\x' || repeat('61', 63) || repeat('00', 16))::bytea::typeid::text$$))
       AS t(statement);
ROLLBACK;
