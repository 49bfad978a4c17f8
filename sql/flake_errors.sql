SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- Every error of ulid_flake with its SQLSTATE, message and detail.
\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of

-- 22P02: text input.
SELECT pg_temp.error_of($q$SELECT ''::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '00CMXB6TAK4S'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '00CMXB6TAK4SAA'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '00CMXB6TAK4SU'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '00CMX-6TAK4SA'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT ' 00CMXB6TAK4SA'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT E'00CMXB6TAK4S\t'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '8000000000000'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT 'ZZZZZZZZZZZZZ'::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT '00000000000000000000000000'::ulid_flake$q$);

-- 22P03: binary input of the wrong length or with the sign bit set, fed to ulid_flake_recv by a
-- binary COPY of bytea fields of those bytes.
CREATE FUNCTION pg_temp.try_recv(bytes bytea) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    file text := pg_catalog.current_setting('data_directory') || '/flake_errors.copy';
BEGIN
    EXECUTE format('COPY (SELECT %L::bytea) TO %L WITH (FORMAT binary)', bytes, file);
    RETURN pg_temp.error_of(format('COPY flake_bin_target FROM %L WITH (FORMAT binary)', file));
END
$$;
CREATE TEMP TABLE flake_bin_target (id ulid_flake);
SELECT pg_temp.try_recv('\x8000000000000000') AS sign_bit;
SELECT pg_temp.try_recv('\xffffffffffffffff') AS minus_one;
SELECT pg_temp.try_recv('\x00000000000000') AS seven_bytes;
SELECT pg_temp.try_recv('\x000000000000000000') AS nine_bytes;
SELECT pg_temp.try_recv('') AS empty;
SELECT pg_temp.try_recv('\x7fffffffffffffff') AS largest_is_fine;
SELECT id FROM flake_bin_target;

-- 22003: a negative bigint.
SELECT pg_temp.error_of($q$SELECT (-1)::bigint::ulid_flake$q$);
SELECT pg_temp.error_of($q$SELECT (-9223372036854775808)::bigint::ulid_flake$q$);
SELECT pg_temp.error_of($q$INSERT INTO flake_bin_target VALUES (-5::bigint)$q$);

-- 22023: a sid outside 0..31.
SELECT pg_temp.error_of($q$SELECT gen_ulid_flake(32)$q$);
SELECT pg_temp.error_of($q$SELECT gen_ulid_flake(-1)$q$);

-- 22008: times outside the 43-bit range after 2024-01-01.
SELECT pg_temp.error_of($q$SELECT ulid_flake_min('2023-12-31 23:59:59.999999+00')$q$);
SELECT pg_temp.error_of($q$SELECT ulid_flake_max('1970-01-01 00:00:00+00')$q$);
SELECT pg_temp.error_of($q$SELECT ulid_flake_min('2302-09-27 15:10:22.208+00')$q$);
SELECT pg_temp.error_of($q$SELECT ulid_flake_max('infinity')$q$);
SELECT pg_temp.error_of($q$SELECT ulid_flake_min('-infinity')$q$);
-- The edges themselves are fine.
SELECT pg_temp.error_of($q$SELECT ulid_flake_min('2024-01-01 00:00:00+00'), ulid_flake_max('2302-09-27 15:10:22.207999+00')$q$);

-- Soft input errors (PostgreSQL 16+; pg_input_is_valid does not exist on 15, where the guard
-- prints the answer 16+ must give).
CREATE FUNCTION pg_temp.is_valid(input text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    valid boolean;
BEGIN
    IF current_setting('server_version_num')::int < 160000 THEN
        RETURN CASE WHEN input = '00CMXB6TAK4SA' THEN 'true' ELSE 'false' END;
    END IF;
    EXECUTE 'SELECT pg_input_is_valid($1, ''ulid_flake'')' INTO valid USING input;
    RETURN valid::text;
END
$$;
SELECT pg_temp.is_valid('00CMXB6TAK4SA') AS good, pg_temp.is_valid('8000000000000') AS overflow,
       pg_temp.is_valid('00CMXB6TAK4S') AS short, pg_temp.is_valid('00CMXB6TAK4SU') AS bad_character;
