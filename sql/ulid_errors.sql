-- Every bad input gives a clean error with the contract's SQLSTATE, message and detail.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

\getenv abs_srcdir PG_ABS_SRCDIR
\set error_of :abs_srcdir '/sql/include/error_of.sql'
\i :error_of

-- Text input: 22P02 naming the length, the character and its position, or the overflow.
SELECT CASE WHEN length(input) > 40 THEN left(input, 8) || '...' ELSE input END AS input,
       regexp_replace(pg_temp.error_of(format('SELECT %L::ulid', input)), '"[^"]{40,}"', '"..."') AS result
  FROM (VALUES (''), ('0'), ('01JGFJJZ00XHF7E02JJ03AE4T'), ('01JGFJJZ00XHF7E02JJ03AE4T77'),
               ('01JGFJJZ00XHF7E02JJ03AE4TU'), ('u1JGFJJZ00XHF7E02JJ03AE4T7'), ('01JGFJJZ00 XHF7E02JJ03AE4T'),
               (' 01JGFJJZ00XHF7E02JJ03AE4T7'), ('01JGFJJZ00XHF7E02JJ03AE4T7 '), ('{01JGFJJZ00XHF7E02JJ03AE4T}'),
               ('01JGFJJZ00-XHF7E02JJ03AE4T7'), ('01941f29-7c00-ec5e-7700-529006a71347'),
               ('8ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('80000000000000000000000000'), ('ZZZZZZZZZZZZZZZZZZZZZZZZZZ'),
               ('01JGFJJZ00XHF7E02JJ03AE4Té'), ('é1JGFJJZ00XHF7E02JJ03AE4T'), (E'01JGFJJZ00XHF7E02JJ03AE4T\t'),
               (repeat('0', 1000))) AS t(input);

-- bytea of any length but 16: 22P03.
SELECT pg_temp.error_of($$SELECT '\x00'::bytea::ulid$$);
SELECT pg_temp.error_of($$SELECT ''::bytea::ulid$$);
SELECT pg_temp.error_of($$SELECT '\x000102030405060708090a0b0c0d0e0f10'::bytea::ulid$$);

-- Times outside 1970-01-01 .. 10889-08-02 (48-bit milliseconds) and infinities: 22008.
SET TimeZone = 'UTC';
SELECT ts, pg_temp.error_of(format('SELECT ulid_min(%L)', ts)) AS ulid_min,
       pg_temp.error_of(format('SELECT ulid_max(%L)', ts)) AS ulid_max,
       pg_temp.error_of(format('SELECT gen_ulid(%L::timestamptz)', ts)) AS gen_ulid,
       pg_temp.error_of(format('SELECT %L::timestamptz::ulid', ts)) AS "cast"
  FROM (VALUES ('1969-12-31 23:59:59.999+00'), ('1969-12-31 23:59:59.9999+00'), ('1970-01-01 00:00:00+00'),
               ('10889-08-02 05:31:50.655+00'), ('10889-08-02 05:31:50.656+00'), ('infinity'), ('-infinity'))
       AS t(ts);
RESET TimeZone;

-- ulid_from_parts: time out of range (22008), random not 10 bytes (22023).
SELECT pg_temp.error_of($$SELECT ulid_from_parts(-1, '\x00000000000000000000')$$);
SELECT pg_temp.error_of($$SELECT ulid_from_parts(281474976710656, '\x00000000000000000000')$$);
SELECT pg_temp.error_of($$SELECT ulid_from_parts(0, '\x000000000000000000')$$);
SELECT pg_temp.error_of($$SELECT ulid_from_parts(0, '\x0000000000000000000000')$$);

-- Comparing with other types without a cast is an error, not a silent conversion (uuid and
-- timestamptz are the exceptions, with their own operators: sql/uuid_bigint_operators.sql, sql/time_operators.sql).
SELECT pg_temp.error_of($$SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid = '\x0194'::bytea$$);
SELECT pg_temp.error_of($$SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid = 1$$);
