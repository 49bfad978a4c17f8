-- ulid_portable's TypeID functions beside the native typeid type in one database: the same text,
-- bytes and prefix, and the same accept/reject with SQLSTATE, message, detail and hint.
-- Quiet whether or not an earlier test file created them.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION IF NOT EXISTS ulid_portable;
RESET client_min_messages;

-- What each function is, beside its native counterpart (typeid_to_text is typeid_from_uuid then
-- ::text, typeid_to_uuid is ::typeid::uuid). gen_typeid is PARALLEL UNSAFE where typeid's is
-- RESTRICTED: its state is a setting, which parallel mode cannot change.
SELECT p.oid::regprocedure AS portable, p.provolatile, p.proisstrict, p.proparallel,
       n.oid::regprocedure AS native, n.provolatile = p.provolatile AS same_volatility,
       n.proisstrict = p.proisstrict AS same_strictness, n.proparallel AS native_parallel
  FROM (VALUES ('typeid_to_text', 'typeid_from_uuid'), ('typeid_to_uuid', 'typeid_to_uuid'),
               ('typeid_prefix', 'typeid_prefix'), ('gen_typeid', 'gen_typeid')) AS v(portable, native)
  JOIN pg_proc p ON p.proname = v.portable AND p.pronamespace = 'ulid_portable'::regnamespace
  JOIN pg_proc n ON n.proname = v.native AND n.pronamespace = (SELECT extnamespace FROM pg_extension WHERE extname = 'ulid')
 ORDER BY 1;

\getenv abs_srcdir PG_ABS_SRCDIR
\set outcome :abs_srcdir '/sql/include/outcome.sql'
\i :outcome
-- The outcomes of a text through both sides: uuid and prefix.
CREATE FUNCTION pg_temp.text_outcomes(t text) RETURNS TABLE (portable text, native text) LANGUAGE sql AS $$
    SELECT pg_temp.outcome(format('SELECT ulid_portable.typeid_to_uuid(%L)', t)) || ' / '
           || pg_temp.outcome(format('SELECT ulid_portable.typeid_prefix(%L)', t)),
           pg_temp.outcome(format('SELECT %L::typeid::uuid', t)) || ' / '
           || pg_temp.outcome(format('SELECT typeid_prefix(%L::typeid)', t))
$$;
-- The outcomes of a prefix argument through both sides.
CREATE FUNCTION pg_temp.prefix_outcomes(p text) RETURNS TABLE (portable text, native text) LANGUAGE sql AS $$
    SELECT pg_temp.outcome(format('SELECT ulid_portable.typeid_to_text(%L, %L)', p, '01890a5d-ac96-774b-bcce-b302099a8057')),
           pg_temp.outcome(format('SELECT typeid_from_uuid(%L, %L)::text', p, '01890a5d-ac96-774b-bcce-b302099a8057'))
$$;

-- 100,000 random prefixes of 0 to 63 characters (a to z inside with underscores, single and
-- double, letters at both ends) and random uuids (a v4's first digit is random: every first symbol).
CREATE TEMPORARY TABLE random_pairs AS
  SELECT CASE WHEN n = 0 THEN '' WHEN n = 1 THEN chr(97 + i % 26)
              ELSE chr(97 + i % 26) || substr(translate(md5(i::text) || md5(random()::text), '0123456789abcdef',
                                                        substr('abcdefghijklmnopqrstuvwxyz__abcdefghijklmnopqrstuvwxyz', 1 + i % 39, 16)),
                                              1, n - 2) || chr(97 + (i / 26) % 26) END AS prefix,
         id
    FROM (SELECT i, i % 64 AS n, gen_random_uuid() AS id FROM generate_series(1, 100000) i) s;
SELECT count(*) AS pairs, count(DISTINCT length(prefix)) AS prefix_lengths,
       count(*) FILTER (WHERE prefix LIKE '%\_%') > 10000 AS many_with_underscores,
       count(*) FILTER (WHERE prefix LIKE '%\_\_%') > 1000 AS many_with_double_underscores,
       count(DISTINCT left(id::ulid::text, 1)) AS first_symbols
  FROM random_pairs;
SELECT count(*) FILTER (WHERE ulid_portable.typeid_to_text(prefix, id) <> typeid_from_uuid(prefix, id)::text) AS text_differs,
       count(*) FILTER (WHERE ulid_portable.typeid_to_uuid(typeid_from_uuid(prefix, id)::text) <> id) AS uuid_differs,
       count(*) FILTER (WHERE ulid_portable.typeid_prefix(typeid_from_uuid(prefix, id)::text) <> prefix) AS prefix_differs
  FROM random_pairs;

-- Every case of the spec's valid.yml and invalid.yml (as sql/typeid.sql), and other edges: upper
-- case in prefix and suffix, 63 and 64 prefix characters, "_" at either end, "__" before the
-- suffix, an empty prefix with its separator, suffixes of 25 and 27, a first symbol of 8 or
-- more, I, L, O and U, non-ASCII characters, control characters, texts that read as times.
CREATE TEMPORARY TABLE edge_texts AS
  SELECT unnest(ARRAY[
    '00000000000000000000000000', '00000000000000000000000001', '0000000000000000000000000a', '0000000000000000000000000g',
    '00000000000000000000000010', '7zzzzzzzzzzzzzzzzzzzzzzzzz', 'prefix_0123456789abcdefghjkmnpqrs',
    'prefix_01h455vb4pex5vsknk084sn02q', 'pre_fix_00000000000000000000000000',
    'PREFIX_00000000000000000000000000', '12345_00000000000000000000000000', 'pre.fix_00000000000000000000000000',
    'préfix_00000000000000000000000000', '  prefix_00000000000000000000000000',
    'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_00000000000000000000000000',
    '_00000000000000000000000000', '_', 'prefix_1234567890123456789012345', 'prefix_123456789012345678901234567',
    'prefix_1234567890123456789012345 ', 'prefix_0123456789ABCDEFGHJKMNPQRS', 'prefix_123456789-123456789-123456',
    'prefix_ooooooiiiiiiuuuuuuulllllll', 'prefix_i23456789ol23456789oi23456', 'prefix_123456789-0123456789-0123456',
    'prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz', '_prefix_00000000000000000000000000', 'prefix__00000000000000000000000000',
    '', 'user', 'user_', repeat('a', 63) || '_00000000000000000000000000', repeat('a', 64) || '_00000000000000000000000000',
    repeat('a', 64) || '_0000000000000000000000000', repeat('z', 120), repeat('a_', 60) || '00000000000000000000000000',
    E'user_0000000000000\t000000000000', 'user_0000000000000000000000000I', 'user_0000000000000000000000000L',
    'user_0000000000000000000000000O', 'user_0000000000000000000000000U', 'user_0000000000000000000000000u',
    'User_01h455vb4pex5vsknk084sn02q', 'uSER_01h455vb4pex5vsknk084sn02q', 'user_01H455VB4PEX5VSKNK084SN02Q',
    'user_01h455vb4pex5vsknk084sn02Q', '01H455VB4PEX5VSKNK084SN02Q', 'a__b_01h455vb4pex5vsknk084sn02q',
    'user_8zzzzzzzzzzzzzzzzzzzzzzzzz', 'user_80000000000000000000000000', 'zzzzzzzzzzzzzzzzzzzzzzzzzz',
    'user_01h455vb4pex5vsknk084sn02', 'user_01h455vb4pex5vsknk084sn02qq', '01h455vb4pex5vsknk084sn02', '01h455vb4pex5vsknk084sn02qq',
    'user_01h455vb4pex5vsknk084sn0é', 'usér_01h455vb4pex5vsknk084sn02q', 'user_€1h455vb4pex5vsknk084sn02q',
    'user_01h455vb4pex5vsknk084sn02q€', '🙂_01h455vb4pex5vsknk084sn02q', 'user_01h455vb4pex5vsknk084sn02' || chr(127),
    'user_' || chr(1) || '1h455vb4pex5vsknk084sn02q', chr(10) || 'user_01h455vb4pex5vsknk084sn02q',
    'user_01h455vb4pex5vsknk084sn02q_', 'user_01h455vb4pex5vsknk084sn02q_x', 'a_b_c_', '__', '___01h455vb4pex5vsknk084sn02q',
    '2025-03-01', '2025-03-01 12:00', '2025-03-01T12:00:00Z', '2025-03-01 24:30', '2025-02-31', '2025-03-01_12:00',
    '2025-03-01 12:00 ' || repeat('x', 48)]) AS input;
SELECT count(*) AS texts, count(*) FILTER (WHERE native LIKE 'ok:%') AS valid,
       count(*) FILTER (WHERE native LIKE '%To compare%') AS with_hint,
       count(*) FILTER (WHERE portable IS DISTINCT FROM native) AS outcome_differs
  FROM edge_texts, pg_temp.text_outcomes(input);
-- Some of them in full.
SELECT input, portable AS outcome
  FROM (SELECT input, (pg_temp.text_outcomes(input)).* FROM edge_texts) s
 WHERE input IN ('prefix_0123456789ABCDEFGHJKMNPQRS', 'préfix_00000000000000000000000000', '_00000000000000000000000000',
                 'prefix_1234567890123456789012345', 'prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz', 'prefix__00000000000000000000000000',
                 '_prefix_00000000000000000000000000', 'user_0000000000000000000000000U', 'user_01h455vb4pex5vsknk084sn02' || chr(127),
                 '2025-03-01', 'pre_fix_00000000000000000000000000')
 ORDER BY input COLLATE "C";

-- Every ASCII character and a few others at every suffix position (with and without a prefix)
-- and at the first, a middle and the last prefix position.
CREATE TEMPORARY TABLE character_texts AS
  SELECT overlay(background PLACING symbol FROM position FOR 1) AS input
    FROM (SELECT chr(code) AS symbol FROM generate_series(1, 127) code
          UNION ALL SELECT unnest(ARRAY['é', '€', '🙂', 'ß'])) s,
         (VALUES ('01h455vb4pex5vsknk084sn02q', 1, 26), ('ab_01h455vb4pex5vsknk084sn02q', 4, 29),
                 ('abcde_01h455vb4pex5vsknk084sn02q', 1, 1), ('abcde_01h455vb4pex5vsknk084sn02q', 3, 3),
                 ('abcde_01h455vb4pex5vsknk084sn02q', 5, 5)) AS b(background, first, last),
         generate_series(first, last) position;
SELECT count(*) AS texts, count(*) FILTER (WHERE native LIKE 'ok:%') AS valid,
       count(*) FILTER (WHERE portable IS DISTINCT FROM native) AS outcome_differs
  FROM character_texts, pg_temp.text_outcomes(input);

-- Prefix arguments: every ASCII character and a few others at each position of a short prefix,
-- the edges, and lengths 0 to 64; typeid_to_text and gen_typeid raise typeid_from_uuid's error.
CREATE TEMPORARY TABLE prefix_arguments AS
  SELECT overlay('abc' PLACING symbol FROM position FOR 1) AS prefix
    FROM (SELECT chr(code) AS symbol FROM generate_series(1, 127) code UNION ALL SELECT unnest(ARRAY['é', '€', '🙂'])) s,
         generate_series(1, 3) position
  UNION ALL SELECT unnest(ARRAY['User', 'us er', '_user', 'user_', '_', '__', 'a__b', 'a_b_c', 'ünïcode', '2025-03-01'])
  UNION ALL SELECT repeat('a', n) FROM generate_series(0, 64) n
  UNION ALL SELECT repeat('a_', 32) || 'a' UNION ALL SELECT repeat('A', 70);
SELECT count(*) AS prefixes, count(*) FILTER (WHERE native LIKE 'ok:%') AS valid,
       count(*) FILTER (WHERE portable IS DISTINCT FROM native) AS to_text_differs,
       count(*) FILTER (WHERE native NOT LIKE 'ok:%' AND
                              pg_temp.outcome(format('SELECT ulid_portable.gen_typeid(%L)', prefix))
                              IS DISTINCT FROM pg_temp.outcome(format('SELECT gen_typeid(%L)::text', prefix))) AS gen_error_differs
  FROM prefix_arguments, pg_temp.prefix_outcomes(prefix);
SELECT prefix, portable AS outcome
  FROM prefix_arguments, pg_temp.prefix_outcomes(prefix)
 WHERE prefix IN ('User', 'us er', '_user', 'user_', 'ünïcode', repeat('a', 64), repeat('A', 70), '') ORDER BY prefix COLLATE "C";

-- NULL in, NULL out.
SELECT ulid_portable.typeid_to_text(NULL, gen_random_uuid()) IS NULL AS a, ulid_portable.typeid_to_text('a', NULL) IS NULL AS b,
       ulid_portable.typeid_to_uuid(NULL) IS NULL AS c, ulid_portable.typeid_prefix(NULL) IS NULL AS d,
       ulid_portable.gen_typeid(NULL) IS NULL AS e;
-- A caller's nondeterministic collation changes nothing, on the valid path or the error's.
CREATE COLLATION portable_typeid_nondeterministic (provider = icu, locale = 'und', deterministic = false);
SELECT ulid_portable.typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q' COLLATE portable_typeid_nondeterministic) AS to_uuid,
       ulid_portable.typeid_prefix('user_01h455vb4pex5vsknk084sn02q' COLLATE portable_typeid_nondeterministic) AS prefix,
       ulid_portable.typeid_to_text('user' COLLATE portable_typeid_nondeterministic, '01890a5d-ac96-774b-bcce-b302099a8057') AS to_text;
SELECT pg_temp.outcome($$SELECT ulid_portable.typeid_to_uuid('User_01h455vb4pex5vsknk084sn02q' COLLATE portable_typeid_nondeterministic)$$) AS bad_text,
       pg_temp.outcome($$SELECT ulid_portable.gen_typeid('User' COLLATE portable_typeid_nondeterministic)$$) AS bad_prefix;
DROP COLLATION portable_typeid_nondeterministic;

-- gen_typeid: valid TypeID text with the prefix, a UUIDv7 (version and variant bits), the time
-- within the call's clock (a first call of a session, or one after a rollback, takes the
-- millisecond after the clock's), strictly increasing over 10,000 calls across prefixes.
CREATE TEMPORARY TABLE typeid_made AS
  SELECT n, (ARRAY['user', '', 'a_b'])[1 + n % 3] AS prefix, clock_timestamp() AS before,
         ulid_portable.gen_typeid((ARRAY['user', '', 'a_b'])[1 + n % 3]) AS t, clock_timestamp() AS after
    FROM generate_series(1, 10000) n;
SELECT count(*) AS made,
       count(*) FILTER (WHERE t::typeid::text <> t OR typeid_prefix(t::typeid) <> prefix) AS not_typeid_with_prefix,
       count(*) FILTER (WHERE substr(t::typeid::uuid::text, 15, 1) <> '7') AS not_version_7,
       count(*) FILTER (WHERE substr(t::typeid::uuid::text, 20, 1) NOT IN ('8', '9', 'a', 'b')) AS not_variant_10,
       count(*) FILTER (WHERE typeid_extract_timestamp(t::typeid) < date_trunc('milliseconds', before)
                           OR typeid_extract_timestamp(t::typeid) > after + interval '1 millisecond') AS outside_the_clock,
       count(*) FILTER (WHERE t::typeid::uuid <= previous) AS not_increasing,
       count(DISTINCT t::typeid::uuid) AS distinct_uuids
  FROM (SELECT *, lag(t::typeid::uuid) OVER (ORDER BY n) AS previous FROM typeid_made) s;
-- Within a millisecond the 62 random bits of rand_b are those of its first value, the tick of the
-- clock in rand_a (12 bits) moving above them, or grow by one (within one tick).
SELECT count(*) FILTER (WHERE ms = previous_ms) > 0 AS some_same_ms,
       count(*) FILTER (WHERE ms = previous_ms AND random62 - previous_random62 NOT IN (0, 1)) AS same_ms_random_bits_drawn_again,
       count(*) FILTER (WHERE ms = previous_ms AND tick < previous_tick) AS same_ms_tick_back
  FROM (SELECT ms, random62, tick, lag(ms) OVER (ORDER BY n) AS previous_ms, lag(random62) OVER (ORDER BY n) AS previous_random62,
               lag(tick) OVER (ORDER BY n) AS previous_tick
          FROM (SELECT n, ulid_extract_unix_ms(t::typeid::ulid) AS ms,
                       ulid_portable.uuid_high_word(t::typeid::uuid) & 4095 AS tick,
                       ulid_portable.uuid_low_word(t::typeid::uuid) & 4611686018427387903 AS random62
                  FROM typeid_made) a) s;
SELECT ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS last_id \gset
-- Across a rolled-back transaction and a rolled-back savepoint.
BEGIN;
SELECT max(ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user'))::ulid)::uuid AS rolled_back_max FROM generate_series(1, 1000) \gset
ROLLBACK;
SELECT ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) > :'rolled_back_max' AS greater_after_rollback,
       :'rolled_back_max'::uuid > :'last_id' AS rolled_back_greater_than_before;
BEGIN;
SAVEPOINT s;
SELECT max(ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid(''))::ulid)::uuid AS rolled_back_max FROM generate_series(1, 1000) \gset
ROLLBACK TO SAVEPOINT s;
SELECT ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('')) > :'rolled_back_max' AS greater_after_savepoint_rollback;
COMMIT;
-- Its state is its own: with gen_monotonic_ulid's calls between its own, each stays increasing
-- and at the clock (a shared state would take each call for one after a rollback, a millisecond on).
SELECT count(*) FILTER (WHERE t <= previous_t OR u <= previous_u) AS not_increasing,
       count(*) FILTER (WHERE typeid_extract_timestamp(typeid_from_uuid('', t)) > after + interval '1 millisecond'
                           OR ulid_extract_timestamp(u::ulid) > after + interval '1 millisecond') AS ahead_of_the_clock
  FROM (SELECT t, u, after, lag(t) OVER (ORDER BY n) AS previous_t, lag(u) OVER (ORDER BY n) AS previous_u
          FROM (SELECT n, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('x')) AS t, ulid_portable.gen_monotonic_ulid() AS u,
                       clock_timestamp() AS after
                  FROM generate_series(1, 2000) n) a) s;
-- A bad prefix spends no call and raises typeid's error.
SELECT pg_temp.outcome($$SELECT ulid_portable.gen_typeid('Bad')$$) AS bad_prefix,
       pg_temp.outcome($$SELECT ulid_portable.gen_typeid('Bad')$$) = pg_temp.outcome($$SELECT gen_typeid('Bad')::text$$) AS same_as_native;
