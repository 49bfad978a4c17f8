-- ulid_portable beside ulid in one database: every function agrees with its native counterpart
-- (text, bytes, times, bounds, accept/reject, SQLSTATE, message, detail and hint).
-- Quiet whether or not an earlier test file created them.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION ulid_portable;
RESET client_min_messages;

-- The catalog: what each function is (volatility, strictness, parallel safety, language).
SELECT p.oid::regprocedure AS function, provolatile, proisstrict, proparallel, lanname
  FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
 WHERE pronamespace = 'ulid_portable'::regnamespace ORDER BY p.oid::regprocedure::text;
-- Every function has a comment (the interface's say what they do; the others start "internal:").
SELECT p.oid::regprocedure AS function_without_a_comment FROM pg_proc p
 WHERE pronamespace = 'ulid_portable'::regnamespace AND obj_description(p.oid, 'pg_proc') IS NULL;
-- The native counterparts have the same volatility and strictness; gen_monotonic_ulid is PARALLEL
-- UNSAFE where ulid's is RESTRICTED (its state is a setting, which parallel mode cannot change).
SELECT n.proname, n.provolatile = p.provolatile AS same_volatility, n.proisstrict = p.proisstrict AS same_strictness,
       n.proparallel AS native_parallel, p.proparallel AS portable_parallel
  FROM pg_proc n JOIN pg_proc p ON p.proname = n.proname AND p.pronamespace = 'ulid_portable'::regnamespace
 WHERE n.pronamespace = (SELECT extnamespace FROM pg_extension WHERE extname = 'ulid')
   AND (n.pronargs = p.pronargs)
 ORDER BY 1;

\getenv abs_srcdir PG_ABS_SRCDIR
\set outcome :abs_srcdir '/sql/include/outcome.sql'
\i :outcome
-- ulid_portable's hint for a text that reads as a time names ulid_min (a uuid key has no operators
-- with timestamptz, issue 33); the rest of each outcome is ulid's.
CREATE FUNCTION pg_temp.with_portable_hint(outcome text) RETURNS text LANGUAGE sql AS $$
  SELECT regexp_replace(outcome, 'To compare with a point in time, write timestamptz ''(.*)''\.$',
                        'To compare with a point in time, write ulid_portable.ulid_min(timestamptz ''\1'') (or ulid_max).') $$;

-- 100,000 random values: text both ways, in either case, time, and the bounds of that time.
CREATE TEMPORARY TABLE random_ids AS
  SELECT gen_random_uuid() AS id FROM generate_series(1, 100000);
-- uuid v4 leaves the first hex digit random: times across the whole 48-bit range.
SELECT count(*) AS values,
       count(*) FILTER (WHERE ulid_portable.ulid_to_text(id) <> id::ulid::text) AS text_differs,
       count(*) FILTER (WHERE ulid_portable.ulid_from_text(id::ulid::text) <> id) AS from_text_differs,
       count(*) FILTER (WHERE ulid_portable.ulid_from_text(lower(id::ulid::text)) <> id) AS from_lower_differs,
       count(*) FILTER (WHERE NOT ulid_portable.ulid_is_valid(id::ulid::text)) AS not_valid,
       count(*) FILTER (WHERE ulid_portable.ulid_extract_timestamp(id) <> ulid_extract_timestamp(id::ulid)) AS time_differs,
       count(*) FILTER (WHERE ulid_portable.ulid_min(id::ulid::timestamptz) <> ulid_min(id::ulid::timestamptz)::uuid) AS min_differs,
       count(*) FILTER (WHERE ulid_portable.ulid_max(id::ulid::timestamptz) <> ulid_max(id::ulid::timestamptz)::uuid) AS max_differs
  FROM random_ids;

-- Every symbol, alias and case at every position, on a valid background.
CREATE TEMPORARY TABLE symbol_texts AS
  SELECT overlay(background PLACING symbol FROM position FOR 1) AS input
    FROM unnest(ARRAY['00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01JGFJJZ00XHF7E02JJ03AE4T7']) background,
         generate_series(1, 26) position,
         unnest(string_to_array('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', NULL)) symbol;
SELECT count(*) AS texts,
       count(*) FILTER (WHERE ulid_is_valid(input)) AS valid,
       count(*) FILTER (WHERE ulid_portable.ulid_is_valid(input) <> ulid_is_valid(input)) AS validity_differs,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)::ulid', input))
                          <> pg_temp.outcome(format('SELECT %L::ulid', input))) AS outcome_differs
  FROM symbol_texts;

-- Every byte of the first 127 in three positions, every length up to 30, a few non-ASCII
-- characters, and texts that read as times (the error's hint).
CREATE TEMPORARY TABLE bad_texts AS
  SELECT overlay('01JGFJJZ00XHF7E02JJ03AE4T7' PLACING chr(code) FROM position FOR 1) AS input
    FROM generate_series(1, 127) code, unnest(ARRAY[1, 13, 26]) position
  UNION ALL SELECT repeat('1', n) FROM generate_series(0, 30) n
  UNION ALL SELECT unnest(ARRAY['01JGFJJZ00XHF7E02JJ03AE4TÉ', 'é1JGFJJZ00XHF7E02JJ03AE4T7', '01JGFJJZ00XHF7E02JJ03AE4T7é',
                                '01JGFJJZ00XHF7E02JJ03AE€', ' 01JGFJJZ00XHF7E02JJ03AE4T7', '01JGFJJZ00XHF7E02JJ03AE4T7 ',
                                '8ZZZZZZZZZZZZZZZZZZZZZZZZZ', 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ', '80000000000000000000000000',
                                '2025-01-01', '2025-01-01 12:00', '2025-01-01T12:00:00.5Z', '2025-02-29', '2024-02-29', '2000-02-29', '2100-02-29',
                                '2025-03-01 24:00', '2025-03-01 24:00:00', '2025-03-01 24:00:01', '2025-03-01 24:30',
                                '2025-03-01 24:00:0', '2025-13-01', '0000-01-01', '2025-03-01 12:60', '2025-03-01 12:00 Europe/Paris',
                                '2025-03-01 1:00', '2025-3-1', '20250-03-01', '2025-03-01x', '2025-03-01 12:00+02',
                                '2025-03-01 12:00' || repeat('z', 60), '01JGFJJZ00-XHF7E02JJ03AE4T7']);
SELECT count(*) AS texts,
       count(*) FILTER (WHERE ulid_portable.ulid_is_valid(input) <> ulid_is_valid(input)) AS validity_differs,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)::ulid', input))
                          <> pg_temp.with_portable_hint(pg_temp.outcome(format('SELECT %L::ulid', input)))) AS outcome_differs,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT %L::ulid', input)) LIKE '%HINT%'
                           OR pg_temp.outcome(format('SELECT %L::ulid', input)) LIKE '% | To compare%') AS with_hint
  FROM bad_texts;
-- A long text is reported in time linear in its length (finding a character by its position once
-- scanned the text from its start: 40,000 symbols took 2 s, 200,000 would take about a minute).
-- The timeout is far above the few milliseconds it takes.
SET statement_timeout = '20s';
SELECT pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)', repeat('0', 200000) || 'U'))
     = pg_temp.with_portable_hint(pg_temp.outcome(format('SELECT %L::ulid', repeat('0', 200000) || 'U'))) AS long_text_agrees;
RESET statement_timeout;
-- Some of them in full.
SELECT input, pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)', input)) AS outcome
  FROM unnest(ARRAY['01JGFJJZ00XHF7E02JJ03AE4TU', '8ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01JGFJJZ00', '', '2025-01-01',
                    '01JGFJJZ00XHF7E02JJ03AE4T' || chr(10), '01JGFJJZ00XHF7E02JJ03AE4Té']) input;

-- 20,000 random texts of 24 to 28 characters over symbols, aliases and a few others.
SELECT count(*) AS texts, count(*) FILTER (WHERE ulid_is_valid(input)) > 0 AS some_valid,
       count(*) FILTER (WHERE ulid_portable.ulid_is_valid(input) <> ulid_is_valid(input)) AS validity_differs,
       count(*) FILTER (WHERE pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)::ulid', input))
                          <> pg_temp.with_portable_hint(pg_temp.outcome(format('SELECT %L::ulid', input)))) AS outcome_differs
  FROM (SELECT (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZilo01234567U-_ ', (random() * 47)::int + 1, 1), '')
                  FROM generate_series(1, 24 + (i % 5)) WHERE i > 0) AS input
          FROM generate_series(1, 20000) i) t;

-- Times: the edges of the range, each side of a millisecond, and what is outside.
SELECT ts, pg_temp.outcome(format('SELECT ulid_portable.ulid_min(%L)::ulid', ts)) = pg_temp.outcome(format('SELECT ulid_min(%L)', ts)) AS min_agrees,
       pg_temp.outcome(format('SELECT ulid_portable.ulid_max(%L)::ulid', ts)) = pg_temp.outcome(format('SELECT ulid_max(%L)', ts)) AS max_agrees,
       pg_temp.outcome(format('SELECT ulid_portable.ulid_min(%L)::ulid', ts)) AS portable_min
  FROM unnest(ARRAY['-infinity', '1969-12-31 23:59:59.999999+00', '1970-01-01 00:00:00+00', '1970-01-01 00:00:00.000999+00',
                    '2025-01-01 00:00:00.0005+00', '2025-01-01 00:59:59.9999+01', '10889-08-02 05:31:50.655999+00',
                    '10889-08-02 05:31:50.656+00', '294276-12-31 23:59:59.999999+00', 'infinity']::timestamptz[]) ts;
-- The session time zone changes nothing.
SET TimeZone = 'America/St_Johns';
SELECT ulid_portable.ulid_extract_timestamp('01941f29-7c00-ec5e-7700-529006a71347') = timestamptz '2025-01-01 00:00:00+00' AS time_is_utc,
       ulid_portable.ulid_min('2025-01-01 00:00:00.123456+00') = ulid_min('2025-01-01 00:00:00.123456+00')::uuid AS min_is_utc;
RESET TimeZone;
-- The edges of the value range.
SELECT x, ulid_portable.ulid_to_text(x) AS text, ulid_portable.ulid_to_text(x) = x::ulid::text AS agrees,
       ulid_portable.ulid_from_text(x::ulid::text) = x AS round_trip,
       ulid_portable.ulid_extract_timestamp(x) = ulid_extract_timestamp(x::ulid) AS time_agrees
  FROM unnest(ARRAY['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
                    '01941f29-7c00-ec5e-7700-529006a71347', '80000000-0000-0000-0000-000000000000',
                    '7fffffff-ffff-ffff-7fff-ffffffffffff', '00000000-0000-0000-8000-000000000000']::uuid[]) x;
-- NULL in, NULL out.
SELECT ulid_portable.ulid_to_text(NULL) IS NULL AS a, ulid_portable.ulid_from_text(NULL) IS NULL AS b,
       ulid_portable.ulid_is_valid(NULL) IS NULL AS c, ulid_portable.ulid_min(NULL) IS NULL AS d;
-- The lookup tables are the alphabet's.
SELECT (SELECT array_agg((ascii(substr(s, v / 32 + 1, 1)) << 8 | ascii(substr(s, v % 32 + 1, 1)))::int2 ORDER BY v)
          FROM generate_series(0, 1023) v) = (ulid_portable.crockford_pairs())[0:1023] AS pairs_match
  FROM (SELECT '0123456789ABCDEFGHJKMNPQRSTVWXYZ'::text s) a;
-- Every SQL function is inlined (a single expression, no SET clause): a plan over columns shows
-- its body, never its name.
CREATE FUNCTION pg_temp.verbose_plan(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    line text;
    plan text := '';
BEGIN
    FOR line IN EXECUTE 'EXPLAIN (VERBOSE, COSTS OFF) ' || query LOOP
        plan := plan || line || E'\n';
    END LOOP;
    RETURN plan;
END $$;
-- (Each argument is a column's text cast to its type: not a constant, which would fold the call.)
CREATE TEMPORARY TABLE inline_arguments (v text);
SELECT p.proname AS sql_function,
       strpos(pg_temp.verbose_plan(format('SELECT %s FROM inline_arguments', c.call)), 'ulid_portable.' || p.proname || '(') = 0 AS inlined
  FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang AND l.lanname = 'sql',
       LATERAL (SELECT format('ulid_portable.%I(%s)', p.proname, coalesce(string_agg(format('CAST(v AS %s)', t), ', ' ORDER BY n), '')) AS call
                  FROM unnest(p.proargtypes::regtype[]) WITH ORDINALITY a(t, n)) c
 WHERE p.pronamespace = 'ulid_portable'::regnamespace ORDER BY 1;
-- A uuid primary key serves ranges from ulid_min and ulid_max.
CREATE TEMPORARY TABLE keyed (id uuid PRIMARY KEY);
INSERT INTO keyed SELECT id FROM random_ids;
ANALYZE keyed;
EXPLAIN (COSTS OFF) SELECT * FROM keyed WHERE id >= ulid_portable.ulid_min('2025-01-01') AND id <= ulid_portable.ulid_max('2025-01-02');
