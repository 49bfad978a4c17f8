-- Builds hostile_inputs(type, kind, n, t): malformed text inputs for every ID type, in a SQL_ASCII
-- database so that any byte but NUL reaches the type's input function unchanged (a UTF8 database
-- rejects invalid UTF-8 in the protocol layer, before any type sees it). The bytes travel as hex
-- and are decoded on the server, so this file stays ASCII. Seeded: the same inputs every run.
SELECT pg_catalog.setseed(0.2024);

CREATE FUNCTION random_bytes(len int, low int DEFAULT 1) RETURNS text LANGUAGE sql AS $$
    SELECT pg_catalog.convert_from(pg_catalog.decode(pg_catalog.string_agg(
               pg_catalog.lpad(pg_catalog.to_hex(low + pg_catalog.floor(pg_catalog.random() * (256 - low))::int), 2, '0'), ''), 'hex'),
           'SQL_ASCII')
    FROM pg_catalog.generate_series(1, len)
$$;
CREATE FUNCTION bytes(hex text) RETURNS text LANGUAGE sql AS
    $$ SELECT pg_catalog.convert_from(pg_catalog.decode(hex, 'hex'), 'SQL_ASCII') $$;
-- t with its character at 1-based position pos replaced by r
CREATE FUNCTION put(t text, pos int, r text) RETURNS text LANGUAGE sql AS
    $$ SELECT overlay(t PLACING r FROM pos FOR 1) $$;

CREATE TABLE anchors (type text, valid text, len int, crockford bool);
INSERT INTO anchors VALUES
    ('ulid', gen_ulid()::text, 26, true),
    ('ulid_flake', gen_ulid_flake()::text, 13, true),
    ('baseuid', gen_baseuid()::text, 20, false),
    ('typeid', gen_typeid('user')::text, 31, false);

CREATE TABLE hostile_inputs (type text, kind text, n serial, t text);

-- 60 random byte strings (1..255) of any length but the right one
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'random bytes', random_bytes(l)
FROM anchors a, pg_catalog.generate_series(1, 60) g,
     LATERAL (SELECT CASE WHEN x >= a.len THEN x + 1 ELSE x END AS l
              FROM (SELECT 1 + (g * 7 + 3) % 59 AS x) s) len;

-- 40 of exactly the right length with at least one byte >= 0x80 (invalid UTF-8 most of the time)
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'random bytes, right length', put(random_bytes(a.len), 1 + g % a.len, random_bytes(1, 128))
FROM anchors a, pg_catalog.generate_series(1, 40) g;

-- broken UTF-8 single bytes in a valid value: continuation, overlong lead, out-of-range leads
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'invalid UTF-8 byte ' || b, put(a.valid, p, bytes(b))
FROM anchors a, unnest(ARRAY['80', 'bf', 'c0', 'c1', 'f5', 'fe', 'ff']) b,
     LATERAL unnest(ARRAY[1, a.len / 2, a.len]) p;

-- look-alike letters from other scripts (fullwidth 0, Cyrillic O, dotless i, Greek O, ZERO WIDTH SPACE)
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'look-alike ' || b, put(a.valid, p, bytes(b))
FROM anchors a, unnest(ARRAY['efbc90', 'd09e', 'c4b1', 'ce9f', 'e2808b']) b, unnest(ARRAY[1, 5]) p;

-- every control character in place of the second character
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'control ' || c, put(a.valid, 2, pg_catalog.chr(c))
FROM anchors a, (SELECT pg_catalog.generate_series(1, 31) AS c UNION ALL SELECT 127) cs;

-- surrounding whitespace, hyphens, braces, wrong lengths
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, v.kind, v.t
FROM anchors a, LATERAL (VALUES
    ('leading space', ' ' || a.valid), ('trailing space', a.valid || ' '),
    ('leading tab', pg_catalog.chr(9) || a.valid), ('trailing newline', a.valid || pg_catalog.chr(10)),
    ('trailing space, one short', pg_catalog.left(a.valid, -1) || ' '),
    ('leading space, one short', ' ' || pg_catalog.substr(a.valid, 2)),
    ('one too long', a.valid || '0'), ('one too short', pg_catalog.left(a.valid, -1)),
    ('doubled', a.valid || a.valid), ('one character', pg_catalog.left(a.valid, 1)), ('empty', ''),
    ('braces', '{' || a.valid || '}'), ('hyphen inside', overlay(a.valid PLACING '-' FROM 9 FOR 0)),
    ('hyphen replacing', put(a.valid, 9, CASE WHEN a.crockford THEN '-' ELSE '+' END))
) v(kind, t);

-- one character off, at every position: characters just outside the alphabet
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'one off at ' || p,
       put(a.valid, p, CASE WHEN a.crockford THEN (ARRAY['U', 'u', '!', '*', '~', '=', '@', '['])[1 + p % 8]
                            ELSE (ARRAY['.', '/', ':', '@', '[', '^', '`', '{', '~', '+', '='])[1 + p % 11] END)
FROM anchors a, LATERAL pg_catalog.generate_series(1, a.len) p;

-- overflow: a first character above 7 (Crockford types only: every 120-bit BaseUID is valid)
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'overflow ' || c, put(a.valid, 1, c)
FROM anchors a, pg_catalog.regexp_split_to_table('89ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz', '') c
WHERE a.crockford;
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, 'overflow, maximum value + 1', '8' || pg_catalog.repeat('0', a.len - 1) FROM anchors a WHERE a.crockford;

-- 1 MB without NUL: repeated valid characters, repeated valid values, random bytes
INSERT INTO hostile_inputs (type, kind, t)
SELECT a.type, v.kind, v.t
FROM anchors a, LATERAL (VALUES
    ('1 MB of 0', pg_catalog.repeat('0', 1048576)),
    ('1 MB of valid values', pg_catalog.left(pg_catalog.repeat(a.valid, 1048576 / a.len + 1), 1048576)),
    ('1 MB of random bytes', pg_catalog.repeat(random_bytes(1024), 1024))
) v(kind, t);

-- What the type's input makes of t: 'accepted', or the SQLSTATE, and whether the detail is
-- present and valid UTF-8 (checked by converting it from UTF8, which validates the bytes).
CREATE FUNCTION try_input(type text, t text, OUT state text, OUT detail_ok bool) LANGUAGE plpgsql AS $$
DECLARE
    detail text;
BEGIN
    EXECUTE pg_catalog.format('SELECT $1::%s', type) USING t;
    state := 'accepted';
    detail_ok := false;
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, detail = PG_EXCEPTION_DETAIL;
    BEGIN
        PERFORM pg_catalog.convert_from(pg_catalog.convert_to(detail, 'SQL_ASCII'), 'UTF8');
        detail_ok := detail <> '';
    EXCEPTION WHEN others THEN
        detail_ok := false;
    END;
END $$;
