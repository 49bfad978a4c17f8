-- Texts a caller controls, as a host's users may send them, against ulid_portable's TypeID
-- functions: a long text is rejected in time linear in its length (a 20 s statement_timeout stops
-- a quadratic scan: 200,000 characters took about a minute), and a non-ASCII character in a
-- multibyte database other than UTF8 gets typeid's error (22P02), not 54000 from ascii().
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION IF NOT EXISTS ulid_portable;
-- SQLSTATE and detail of a statement's error (its message repeats the whole text).
CREATE FUNCTION pg_temp.failure(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    state text;
    detail text;
BEGIN
    EXECUTE statement;
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, detail = PG_EXCEPTION_DETAIL;
    RETURN state || ': ' || detail;
END
$$;
SET statement_timeout = '20s';
SELECT pg_temp.failure($$SELECT ulid_portable.typeid_to_uuid(repeat('a', 200000))$$) AS suffix_only;
SELECT pg_temp.failure($$SELECT ulid_portable.typeid_to_uuid(repeat('a', 200000) || '_01jgfjjz00xhf7e02jj03ae4t7')$$) AS long_prefix;
SELECT pg_temp.failure($$SELECT ulid_portable.typeid_to_text(repeat('a', 200000), '01941f29-7c00-ec5e-7700-529006a71347')$$) AS prefix_argument;
SELECT pg_temp.failure($$SELECT ulid_portable.gen_typeid(repeat('a', 199999) || 'B')$$) AS generator_prefix;
RESET statement_timeout;

SELECT current_database() AS regress_database \gset
CREATE DATABASE regress_portable_euc_jp ENCODING 'EUC_JP' LOCALE_PROVIDER libc LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0;
\c regress_portable_euc_jp
SET client_min_messages = warning;
CREATE EXTENSION ulid;
CREATE EXTENSION ulid_portable;
CREATE FUNCTION pg_temp.outcome(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    result text;
    state text;
    message text;
    detail text;
BEGIN
    EXECUTE statement INTO result;
    RETURN 'ok ' || result;
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    RETURN state || ' ' || message || ' / ' || detail;
END
$$;
-- Two-byte characters (0xC6FC, 0xA4A2) in a prefix, in a suffix, alone as the prefix, and as a
-- prefix argument: each outcome (SQLSTATE, message, detail) equals typeid's.
CREATE TEMPORARY TABLE characters AS
  SELECT convert_from('\xc6fc'::bytea, 'EUC_JP') AS c UNION ALL SELECT convert_from('\xa4a2'::bytea, 'EUC_JP');
CREATE TEMPORARY TABLE texts AS
  SELECT t FROM characters, LATERAL (VALUES ('us' || c || 'er_01jgfjjz00xhf7e02jj03ae4t7'), ('user_01jgfjjz00' || c || 'hf7e02jj03ae4t7'),
                                            (c || '_01jgfjjz00xhf7e02jj03ae4t7')) v(t);
SELECT count(*) AS texts,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT ulid_portable.typeid_to_uuid(%L)::text', t))
                              IS DISTINCT FROM pg_temp.outcome(format('SELECT %L::typeid::uuid::text', t))) AS differ_from_typeid,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT ulid_portable.typeid_to_uuid(%L)::text', t)) LIKE '22P02 %') AS rejected_with_22p02
  FROM texts;
SELECT DISTINCT pg_temp.outcome(format('SELECT ulid_portable.typeid_to_text(%L, %L)', c, '01941f29-7c00-ec5e-7700-529006a71347'))
                LIKE '22023 invalid TypeID prefix: % / Invalid character %' AS prefix_argument_rejected_with_22023
  FROM characters;
\c :regress_database
DROP DATABASE regress_portable_euc_jp;
