-- ulid_portable's generators, by their properties.
-- Quiet whether or not an earlier test file created them.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE EXTENSION IF NOT EXISTS ulid_portable;
RESET client_min_messages;

-- gen_ulid: the clock's millisecond, 80 random bits (each bit set in about half of 20,000 values,
-- none fixed as a uuid's version and variant are), all distinct.
CREATE TEMPORARY TABLE random_made AS
  SELECT clock_timestamp() AS before, ulid_portable.gen_ulid() AS id, clock_timestamp() AS after
    FROM generate_series(1, 20000);
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE ulid_extract_timestamp(id::ulid) < date_trunc('milliseconds', before)
                           OR ulid_extract_timestamp(id::ulid) > after) AS outside_the_clock
  FROM random_made;
SELECT min(ones) > 9000 AND max(ones) < 11000 AS every_random_bit_about_half
  FROM (SELECT bit, count(*) FILTER (WHERE get_bit(ulid_extract_random(id::ulid), bit) = 1) AS ones
          FROM random_made, generate_series(0, 79) bit GROUP BY bit) s;

-- gen_monotonic_ulid: strictly increasing within the session, in one statement and across
-- statements, and +1 on the random part within a millisecond.
CREATE TEMPORARY TABLE monotonic_made AS
  SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 20000) n;
SELECT count(*) FILTER (WHERE id <= previous) AS not_increasing,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)
                          AND ulid_portable.uuid_low_word(id) - ulid_portable.uuid_low_word(previous) <> 1
                          AND ulid_portable.uuid_low_word(previous) <> -1) AS same_ms_not_plus_one,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)) > 0 AS some_same_ms
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous FROM monotonic_made) s;
SELECT ulid_portable.gen_monotonic_ulid() AS last_id \gset
SELECT ulid_portable.gen_monotonic_ulid() > :'last_id' AS next_statement_greater;

-- The state (issue 33) is in sequences of each session that only the generators' owner may read
-- or set. Written by hand here (as the superuser): a millisecond an hour ahead, as after the
-- clock went back. The values stay in it and go on by +1, up to the largest random bits and the
-- last place of a range of calls, without overflow; the next range (the state may be lost) goes on
-- in a later millisecond.
SELECT setval('ulid_portable.monotonic_time', ((ulid_extract_unix_ms(gen_ulid()) + 3600000) << 16) | 4660) AS ahead \gset
SELECT setval('ulid_portable.monotonic_random', 9223372036853727231) IS NOT NULL AS largest_random_bits,
       setval('ulid_portable.monotonic_counter', 999997) IS NOT NULL AS near_the_end_of_a_range;
CREATE TEMPORARY TABLE behind_the_state AS
  SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 4) n;
SELECT n, ulid_extract_unix_ms(id::ulid) = :ahead >> 16 AS in_the_state_millisecond,
       CASE WHEN n < 4 THEN ulid_portable.uuid_low_word(id) - lag(ulid_portable.uuid_low_word(id)) OVER (ORDER BY n) END AS step,
       id > lag(id) OVER (ORDER BY n) AS greater
  FROM behind_the_state ORDER BY n;
-- The fourth call started a new range of calls, where the state may have been lost: it is made at
-- the clock again, below the third (README: after the clock went back, each millionth call and
-- DISCARD restart from the clock). The counter aligned again on a range, as the sequence keeps it.
SELECT ulid_extract_unix_ms(id::ulid) <= ulid_extract_unix_ms(gen_ulid()) AS fourth_at_the_clock
  FROM behind_the_state WHERE n = 4;
SELECT setval('ulid_portable.monotonic_counter', 2000000) IS NOT NULL AS aligned;

-- Issue 33, both generators (gen_typeid's values read as their uuid).
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS generator_checks CASCADE;
DROP ROLE IF EXISTS regress_portable_other;
RESET client_min_messages;
CREATE SCHEMA generator_checks;
CREATE FUNCTION generator_checks.next_value(kind text) RETURNS uuid LANGUAGE sql AS $$
  SELECT CASE kind WHEN 'ulid' THEN ulid_portable.gen_monotonic_ulid()
                   ELSE ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) END $$;
CREATE FUNCTION generator_checks.clock_ms() RETURNS bigint LANGUAGE sql AS $$
  SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint $$;
CREATE FUNCTION generator_checks.ahead_ms(id uuid) RETURNS bigint LANGUAGE sql AS $$
  SELECT ulid_portable.uuid_time_field(id) - generator_checks.clock_ms() $$;

-- Item 1: BEGIN; A; SAVEPOINT; B; ROLLBACK TO it; C; ROLLBACK; D: each greater than the one before,
-- and none ahead of the clock.
CREATE PROCEDURE generator_checks.nested_rollbacks(kind text, rounds int, INOUT went_back int DEFAULT 0,
                                                   INOUT ahead_of_the_clock int DEFAULT 0)
LANGUAGE plpgsql AS $$
DECLARE
    a uuid; b uuid; c uuid; d uuid;
BEGIN
    FOR i IN 1..rounds LOOP
        a := generator_checks.next_value(kind);
        BEGIN
            b := generator_checks.next_value(kind);
            RAISE EXCEPTION 'to the savepoint';
        EXCEPTION WHEN raise_exception THEN
            NULL;
        END;
        c := generator_checks.next_value(kind);
        ROLLBACK;
        d := generator_checks.next_value(kind);
        COMMIT;
        went_back := went_back + (b <= a)::int + (c <= b)::int + (d <= c)::int;
        ahead_of_the_clock := ahead_of_the_clock + (generator_checks.ahead_ms(d) > 0)::int;
    END LOOP;
END $$;
CALL generator_checks.nested_rollbacks('ulid', 300);
CALL generator_checks.nested_rollbacks('typeid', 300);

-- Item 2: a loop of inserts, half of them failing on another unique column and caught: the keys
-- increase, and the newest is not ahead of the clock.
CREATE TABLE generator_checks.keyed (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(),
                                     t text UNIQUE DEFAULT ulid_portable.gen_typeid('user'),
                                     n int UNIQUE, made int);
DO $$
BEGIN
    FOR i IN 1..4000 LOOP
        BEGIN
            INSERT INTO generator_checks.keyed (n, made) VALUES (i / 2, i);
        EXCEPTION WHEN unique_violation THEN
            NULL;
        END;
    END LOOP;
END $$;
SELECT count(*) AS rows,
       count(*) FILTER (WHERE id <= previous_id) AS ulid_not_increasing,
       count(*) FILTER (WHERE ulid_portable.typeid_to_uuid(t) <= previous_t) AS typeid_not_increasing,
       max(generator_checks.ahead_ms(id)) <= 0 AS newest_ulid_not_ahead_of_the_clock,
       max(generator_checks.ahead_ms(ulid_portable.typeid_to_uuid(t))) <= 0 AS newest_typeid_not_ahead_of_the_clock
  FROM (SELECT id, t, lag(id) OVER (ORDER BY made) AS previous_id,
               lag(ulid_portable.typeid_to_uuid(t)) OVER (ORDER BY made) AS previous_t
          FROM generator_checks.keyed) s;

-- Item 4: RESET ALL between the calls, DISCARD SEQUENCES (which forgets the state: each call after
-- it waits for the next millisecond), and DISCARD ALL (which does both, and cannot run in a function).
CREATE FUNCTION generator_checks.pairs_across(kind text, command text, pairs int, OUT went_back int, OUT newest_ahead_ms bigint)
LANGUAGE plpgsql AS $$
DECLARE
    a uuid;
    b uuid;
BEGIN
    went_back := 0;
    FOR i IN 1..pairs LOOP
        EXECUTE command;
        a := generator_checks.next_value(kind);
        EXECUTE command;
        b := generator_checks.next_value(kind);
        went_back := went_back + (b <= a)::int;
    END LOOP;
    newest_ahead_ms := greatest(generator_checks.ahead_ms(b), 0);
END $$;
SELECT kind, command, (generator_checks.pairs_across(kind, command, pairs)).*
  FROM (VALUES ('ulid'), ('typeid')) k(kind), (VALUES ('RESET ALL', 1000), ('DISCARD SEQUENCES', 300)) c(command, pairs)
 ORDER BY kind, command;
CREATE TABLE generator_checks.discarded (n serial, kind text, id uuid);
\set ECHO none
SELECT q FROM generate_series(1, 100) i,
  LATERAL (VALUES (1, 'INSERT INTO generator_checks.discarded (kind, id) VALUES (''ulid'', generator_checks.next_value(''ulid''))'),
                  (2, 'DISCARD ALL'),
                  (3, 'INSERT INTO generator_checks.discarded (kind, id) VALUES (''typeid'', generator_checks.next_value(''typeid''))'),
                  (4, 'DISCARD ALL')) v(o, q)
 ORDER BY i, o \gexec
\set ECHO all
SELECT kind, count(*) AS calls, count(*) FILTER (WHERE id <= previous) AS went_back_after_discard_all
  FROM (SELECT kind, id, lag(id) OVER (PARTITION BY kind ORDER BY n) AS previous FROM generator_checks.discarded) s
 GROUP BY kind ORDER BY kind;

-- Item 3: another role in the same session (a pooler's SET ROLE) can neither read the state nor
-- set it; what it can do (a setting of the name the state had before 0.5.0, DISCARD SEQUENCES)
-- neither moves the next key ahead of the clock nor below the last one.
CREATE ROLE regress_portable_other LOGIN;
SELECT ulid_portable.gen_monotonic_ulid() AS owner_last_ulid, generator_checks.next_value('typeid') AS owner_last_typeid \gset
SET ROLE regress_portable_other;
SELECT current_setting('ulid_portable.monotonic_state', true) IS NULL AS no_ulid_state_setting,
       current_setting('ulid_portable.typeid_state', true) IS NULL AS no_typeid_state_setting;
SELECT count(*) AS sequences, count(last_value) AS readable
  FROM pg_sequences WHERE schemaname = 'ulid_portable';
SELECT currval('ulid_portable.monotonic_time');
SELECT last_value FROM ulid_portable.monotonic_random;
SELECT setval('ulid_portable.monotonic_time', 281474976710655 << 16);
SELECT nextval('ulid_portable.typeid_counter');
SELECT set_config('ulid_portable.monotonic_state',
                  coalesce(nullif(split_part(current_setting('ulid_portable.monotonic_state', true), ':', 1), ''), '0')
                  || ':281474976710655:65535:-2', false) IS NOT NULL AS forged_ulid_state,
       set_config('ulid_portable.typeid_state',
                  coalesce(nullif(split_part(current_setting('ulid_portable.typeid_state', true), ':', 1), ''), '0')
                  || ':281474976710655:1023:-2', false) IS NOT NULL AS forged_typeid_state;
DISCARD SEQUENCES;
RESET ROLE;
SELECT ulid_portable.gen_monotonic_ulid() AS owner_next_ulid, generator_checks.next_value('typeid') AS owner_next_typeid \gset
SELECT :'owner_next_ulid'::uuid > :'owner_last_ulid' AS ulid_greater,
       generator_checks.ahead_ms(:'owner_next_ulid') <= 0 AS ulid_not_ahead_of_the_clock,
       :'owner_next_typeid'::uuid > :'owner_last_typeid' AS typeid_greater,
       generator_checks.ahead_ms(:'owner_next_typeid') <= 0 AS typeid_not_ahead_of_the_clock;
RESET ulid_portable.monotonic_state;
RESET ulid_portable.typeid_state;

-- Nor can it make the owner's next call wait: a setting of that name a few seconds ahead of the
-- clock, written long after the install (here the install is moved a minute back), is ignored.
SELECT pg_sequence_last_value('ulid_portable.monotonic_since') AS installed_ms \gset
SELECT setval('ulid_portable.monotonic_since', generator_checks.clock_ms() - 60000) IS NOT NULL AS installed_a_minute_ago;
SET ROLE regress_portable_other;
SELECT set_config('ulid_portable.monotonic_state',
                  '7:' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint + 5000 || ':4660:5', false) AS forged_state \gset
DISCARD SEQUENCES;
RESET ROLE;
SELECT ulid_portable.uuid_time_field(ulid_portable.gen_monotonic_ulid()) < split_part(:'forged_state', ':', 2)::bigint AS not_waited_for;
RESET ulid_portable.monotonic_state;

-- After an update from a version before 0.5.0, in a session that made values under it: its state
-- (a setting) a little ahead of the clock, as rollbacks left it. The first value after the update
-- (a session that has not called the new generator yet, as after DISCARD SEQUENCES) is past it.
SELECT setval('ulid_portable.monotonic_since', generator_checks.clock_ms()) IS NOT NULL AS updated_now;
SELECT set_config('ulid_portable.monotonic_state', '7:' || generator_checks.clock_ms() + 300 || ':4660:5', false) AS old_state \gset
DISCARD SEQUENCES;
SELECT ulid_portable.uuid_time_field(ulid_portable.gen_monotonic_ulid()) > split_part(:'old_state', ':', 2)::bigint AS past_the_old_state;
RESET ulid_portable.monotonic_state;
SELECT setval('ulid_portable.monotonic_since', :installed_ms) IS NOT NULL AS restored;

-- Random bits: the only value made in each of 200 milliseconds has each of its 80 random bits
-- (74 in a UUIDv7: not the version and variant bits) set in between a quarter and three quarters
-- of them: fresh in each millisecond, none fixed or counted.
CREATE FUNCTION generator_checks.one_per_millisecond(kind text, n int) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
DECLARE
    started bigint;
BEGIN
    FOR i IN 1..n LOOP
        started := generator_checks.clock_ms();
        WHILE generator_checks.clock_ms() = started LOOP
        END LOOP;
        RETURN NEXT generator_checks.next_value(kind);
    END LOOP;
END $$;
SELECT kind, min(ones) >= 50 AND max(ones) <= 150 AS every_random_bit_about_half
  FROM (SELECT kind, bit, count(*) FILTER (WHERE get_bit(uuid_send(id), bit) = 1) AS ones
          FROM (VALUES ('ulid'), ('typeid')) k(kind), generator_checks.one_per_millisecond(kind, 200) id,
               generate_series(48, 127) bit
         WHERE kind = 'ulid' OR bit NOT IN (52, 53, 54, 55, 70, 71)
         GROUP BY kind, bit) s
 GROUP BY kind ORDER BY kind;

SET client_min_messages = warning;
DROP SCHEMA generator_checks CASCADE;
RESET client_min_messages;
DROP ROLE regress_portable_other;

-- Across a rolled-back transaction and a rolled-back savepoint: the values made there are
-- greater than the ones before, and the next ones greater still.
BEGIN;
SELECT max(id::ulid)::uuid AS rolled_back_max FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 1000)) s \gset
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'rolled_back_max' AS greater_after_rollback;
BEGIN;
SAVEPOINT s;
SELECT max(id::ulid)::uuid AS rolled_back_max FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 1000)) s \gset
ROLLBACK TO SAVEPOINT s;
SELECT ulid_portable.gen_monotonic_ulid() > :'rolled_back_max' AS greater_after_savepoint_rollback;
COMMIT;
-- An error rolls back too.
BEGIN;
SELECT ulid_portable.gen_monotonic_ulid() AS before_error \gset
SELECT 1 / 0;
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'before_error' AS greater_after_error;

-- A read-only transaction (as on a hot standby): the call counter's nextval fails there, where
-- ulid's generator works (README, "Functions").
BEGIN READ ONLY;
SELECT gen_monotonic_ulid() IS NOT NULL AS native_works;
\set VERBOSITY terse
SELECT ulid_portable.gen_monotonic_ulid();
\set VERBOSITY default
ROLLBACK;

-- In a query planned for parallel workers: the function is parallel unsafe, so the plan runs in
-- this process and the values still increase.
CREATE TABLE parallel_source AS SELECT n FROM generate_series(1, 50000) n;
ANALYZE parallel_source;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
                       THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false) AS forced;
SELECT count(*) AS values, count(DISTINCT id) AS distinct_ids
  FROM (SELECT ulid_portable.gen_monotonic_ulid() AS id FROM parallel_source) s;
SELECT count(*) FILTER (WHERE id <= previous) AS not_increasing
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous
          FROM (SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM parallel_source) s) t;
-- gen_ulid is parallel safe and does run in workers.
SELECT count(DISTINCT id) AS distinct_ids FROM (SELECT ulid_portable.gen_ulid() AS id FROM parallel_source) s;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
DROP TABLE parallel_source;
