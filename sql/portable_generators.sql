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
-- statements. Within a millisecond the 64 random bits of the last eight bytes are those of its
-- first value (the tick of the clock above them moves) or + 1 (within one tick).
CREATE TEMPORARY TABLE monotonic_made AS
  SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 20000) n;
SELECT count(*) FILTER (WHERE id <= previous) AS not_increasing,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)
                          AND ulid_portable.uuid_low_word(id) - ulid_portable.uuid_low_word(previous) NOT IN (0, 1)
                          AND ulid_portable.uuid_low_word(previous) <> -1) AS same_ms_random_bits_drawn_again,
       count(*) FILTER (WHERE ulid_extract_unix_ms(id::ulid) = ulid_extract_unix_ms(previous::ulid)) > 0 AS some_same_ms
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous FROM monotonic_made) s;
SELECT ulid_portable.gen_monotonic_ulid() AS last_id \gset
SELECT ulid_portable.gen_monotonic_ulid() > :'last_id' AS next_statement_greater;

-- The state is a setting of the session (ulid_portable.last_monotonic_ulid): the last value's 16
-- bytes in hex (and, made at microsecond 0, its statement's). Written by hand here: the largest
-- value of a millisecond five seconds ahead, as after the clock went back. The next value carries
-- into the next millisecond, and goes on above it (at the clock's microseconds, so that a
-- rollback does not make the same values again: below).
SELECT ulid_extract_unix_ms(gen_ulid()) + 5000 AS ahead_ms \gset
SELECT set_config('ulid_portable.last_monotonic_ulid', lpad(to_hex(:ahead_ms), 12, '0') || repeat('f', 20), false) IS NOT NULL AS largest_of_a_millisecond;
CREATE TEMPORARY TABLE behind_the_state AS
  SELECT n, ulid_portable.gen_monotonic_ulid() AS id FROM generate_series(1, 3) n;
SELECT n, ulid_extract_unix_ms(id::ulid) - :ahead_ms AS after_the_state_ms,
       ulid_portable.uuid_low_word(id) > lag(ulid_portable.uuid_low_word(id)) OVER (ORDER BY n) AS low_word_up,
       id > lag(id) OVER (ORDER BY n) AS greater
  FROM behind_the_state ORDER BY n;
RESET ulid_portable.last_monotonic_ulid;

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
-- (read_only: each transaction READ ONLY, issue 41's item 6 below)
CREATE PROCEDURE generator_checks.nested_rollbacks(kind text, rounds int, read_only bool DEFAULT false, INOUT went_back int DEFAULT 0,
                                                   INOUT ahead_of_the_clock int DEFAULT 0, INOUT read_only_calls int DEFAULT 0)
LANGUAGE plpgsql AS $$
DECLARE
    a uuid; b uuid; c uuid; d uuid;
BEGIN
    FOR i IN 1..rounds LOOP
        IF read_only THEN
            SET TRANSACTION READ ONLY;
        END IF;
        a := generator_checks.next_value(kind);
        BEGIN
            b := generator_checks.next_value(kind);
            RAISE EXCEPTION 'to the savepoint';
        EXCEPTION WHEN raise_exception THEN
            NULL;
        END;
        c := generator_checks.next_value(kind);
        read_only_calls := read_only_calls + (current_setting('transaction_read_only') = 'on')::int;
        ROLLBACK;
        IF read_only THEN
            SET TRANSACTION READ ONLY;
        END IF;
        d := generator_checks.next_value(kind);
        read_only_calls := read_only_calls + (current_setting('transaction_read_only') = 'on')::int;
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

-- Item 4: RESET ALL between the calls (which clears the state), DISCARD SEQUENCES (which leaves
-- it), and DISCARD ALL (which clears it, and cannot run in a function).
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

-- Item 3: another role in the same session (a pooler's SET ROLE) can write the state: whatever it
-- writes, the owner's next calls neither fail nor wait, and date no key more than ten seconds
-- (and a millisecond, after a carry) ahead of the clock. Values behind the last one are below the
-- clock and change nothing; garbage is no state. A value up to ten seconds ahead is taken, as
-- after the clock went back (README).
CREATE ROLE regress_portable_other LOGIN;
CREATE TABLE generator_checks.forged (n serial, kind text, written text, id uuid, called_ms bigint, ahead_ms bigint, waited_ms float8);
GRANT INSERT ON generator_checks.forged TO regress_portable_other;
GRANT USAGE ON SEQUENCE generator_checks.forged_n_seq TO regress_portable_other;
GRANT USAGE ON SCHEMA generator_checks TO regress_portable_other;
CREATE FUNCTION generator_checks.forge(kind text, written text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    setting text := CASE kind WHEN 'ulid' THEN 'ulid_portable.last_monotonic_ulid' ELSE 'ulid_portable.last_typeid' END;
    started timestamptz;
    id uuid;
BEGIN
    PERFORM set_config(setting, written, false);
    started := clock_timestamp();
    id := generator_checks.next_value(kind);
    INSERT INTO generator_checks.forged (kind, written, id, called_ms, ahead_ms, waited_ms)
    VALUES (kind, written, id, floor(extract(epoch FROM started) * 1000), generator_checks.ahead_ms(id),
            extract(epoch FROM clock_timestamp() - started) * 1000);
END $$;
SET ROLE regress_portable_other;
SELECT count(generator_checks.forge(kind, w)) AS forged
  FROM (VALUES ('ulid'), ('typeid')) k(kind),
       (SELECT lpad(to_hex(generator_checks.clock_ms() + d), 12, '0') || r || s AS w
          FROM (VALUES (-3600000), (-1), (0), (1), (9000), (9999), (10001), (3600000), (281474976710655 - generator_checks.clock_ms())) ds(d),
               (VALUES (repeat('f', 20)), (repeat('0', 20)), ('7fffffffffffffffffff'), ('ffff7fffffffffffffff')) rs(r),
               (VALUES (''), ('0000000000000000'), ('0123')) ss(s)
        UNION ALL VALUES (''), ('x'), ('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'), (repeat('f', 32)), (repeat('0', 32)), ('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF'),
                         (' ' || repeat('f', 31)), ('-1'), (repeat('9', 48)), (repeat('ab', 100)), ('01a2325b-e478-3f75-bd4f-805f26dbc33a')) w(w);
RESET ROLE;
SELECT kind, count(*) AS calls, max(ahead_ms) <= 10001 AS at_most_ten_seconds_ahead, max(waited_ms) < 100 AS none_waited,
       count(*) FILTER (WHERE ahead_ms > 0 AND ulid_portable.uuid_time_field(id) > ('x' || left(written, 12))::bit(48)::bigint + 1) AS ahead_but_not_of_the_state,
       count(*) FILTER (WHERE kind = 'typeid' AND (get_byte(uuid_send(id), 6) >> 4 <> 7 OR get_byte(uuid_send(id), 8) >> 6 <> 2)) AS not_uuidv7
  FROM generator_checks.forged GROUP BY kind ORDER BY kind;
-- Every state that is one (a ulid's 16 bytes in hex, a statement's 8 after them or not), behind
-- the clock or at most ten seconds ahead of it: the next value is above it. "Ahead" is measured
-- from the clock before the call, which the generator's own reading can only follow: measured
-- after it (arm64 under qemu, milliseconds later), a state the generator rightly found over ten
-- seconds ahead was counted as one it had to take.
SELECT count(*) >= 49 AS states, count(*) FILTER (WHERE id <= left(written, 32)::uuid) AS not_above_the_state
  FROM generator_checks.forged
 WHERE kind = 'ulid' AND length(written) IN (32, 48) AND written ~ '^[0-9a-f]+$'
   AND ('x' || left(written, 12))::bit(48)::bigint - called_ms <= 9999;

-- Random bits: the only value made in each of 200 milliseconds has each of its 70 random bits
-- (62 in a UUIDv7) set in between a quarter and three quarters of them: fresh in each
-- millisecond, none fixed or counted. (Above them, the tick of the clock within the millisecond:
-- 10 bits of a ulid, the 12 of a UUIDv7's rand_a; and a UUIDv7's version and variant.)
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
               generate_series(56, 127) bit
         WHERE (kind = 'ulid' AND bit NOT IN (62, 63)) OR (bit >= 64 AND bit NOT IN (70, 71))
         GROUP BY kind, bit) s
 GROUP BY kind ORDER BY kind;

-- Issue 41, item 2: a call cancelled at any point (statement_timeout, from 3 to 30 ms, in a
-- loop of calls) leaves the session generating: the next call, in the handler of the cancel, is
-- above the last one before it. (A cancel may land before the loop's first value on a busy
-- machine, or under qemu where a call takes milliseconds: last_before is then NULL and the round
-- holds nothing, so a quarter of the rounds at least must have made values. From 1 ms, a cancel
-- under load could land while the DO block still compiled, outside its handler, and psql showed it.)
CREATE TABLE generator_checks.cancelled (kind text, last_before uuid, next_after uuid, calls int);
\set ECHO none
SELECT format('SET statement_timeout = %s', 3 + (random() * 27)::int),
       format($do$DO $$
DECLARE
    last uuid;
    calls int := 0;
BEGIN
    LOOP
        last := generator_checks.next_value(%L);
        calls := calls + 1;
    END LOOP;
EXCEPTION WHEN query_canceled THEN
    INSERT INTO generator_checks.cancelled VALUES (%L, last, generator_checks.next_value(%L), calls);
END $$$do$, kind, kind, kind)
  FROM generate_series(1, 40), (VALUES ('ulid'), ('typeid')) k(kind) \gexec
RESET statement_timeout;
\set ECHO all
SELECT kind, count(*) AS cancels, count(*) FILTER (WHERE NOT next_after > last_before) AS not_above,
       count(*) FILTER (WHERE calls > 0) >= 10 AS many_made_values_first
  FROM generator_checks.cancelled GROUP BY kind ORDER BY kind;
SELECT ulid_portable.gen_monotonic_ulid() > max(last_before::ulid)::uuid AS next_statement_above
  FROM generator_checks.cancelled WHERE kind = 'ulid';

-- Issue 41, item 3: no relation is left to set, lock or break: the state is a setting (what any
-- value of it does is item 3 of issue 33 above).
SELECT count(*) AS relations_in_the_schema FROM pg_class WHERE relnamespace = 'ulid_portable'::regnamespace;

-- Issue 41, item 6: in read-only transactions (as on a hot standby) both generators work, strictly
-- increasing within the session across rolled-back read-only transactions and savepoints.
CALL generator_checks.nested_rollbacks('ulid', 300, read_only => true);
CALL generator_checks.nested_rollbacks('typeid', 300, read_only => true);
BEGIN READ ONLY;
SELECT current_setting('transaction_read_only') AS read_only,
       ulid_portable.gen_monotonic_ulid() IS NOT NULL AS ulid_works,
       ulid_portable.gen_typeid('user') IS NOT NULL AS typeid_works;
SELECT ulid_portable.gen_monotonic_ulid() AS read_only_last_ulid, ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS read_only_last_typeid \gset
ROLLBACK;
SELECT ulid_portable.gen_monotonic_ulid() > :'read_only_last_ulid' AS ulid_above_the_rolled_back_read_only,
       ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) > :'read_only_last_typeid' AS typeid_above_the_rolled_back_read_only;

-- Issue 41, item 7: the clock stepping back, as the state then holds a value ahead of the clock
-- (simulated: written ahead by hand; test/layers/53-portable.sh steps a server's clock with
-- libfaketime). Five seconds: DISCARD SEQUENCES leaves the state, the next values go on above it.
-- Twenty seconds, beyond the ten a state may be ahead: the next value is made at the clock, below
-- the earlier ones (README says so).
CREATE FUNCTION generator_checks.after_step_back(kind text, back_ms bigint, OUT above_the_last bool, OUT ahead_ms bigint)
LANGUAGE plpgsql AS $$
DECLARE
    setting text := CASE kind WHEN 'ulid' THEN 'ulid_portable.last_monotonic_ulid' ELSE 'ulid_portable.last_typeid' END;
    last uuid;
BEGIN
    last := generator_checks.next_value(kind);
    -- the last value as it stands after the clock went back by back_ms: that far ahead
    PERFORM set_config(setting, lpad(to_hex(ulid_portable.uuid_time_field(last) + back_ms), 12, '0')
                                || substr(replace(last::text, '-', ''), 13), false);
    last := (lpad(to_hex(ulid_portable.uuid_time_field(last) + back_ms), 12, '0') || substr(replace(last::text, '-', ''), 13))::uuid;
    DISCARD SEQUENCES;
    above_the_last := generator_checks.next_value(kind) > last;
    ahead_ms := generator_checks.ahead_ms(generator_checks.next_value(kind));
END $$;
SELECT kind, back_ms, above_the_last, ahead_ms > back_ms - 1000 AND ahead_ms <= back_ms AS still_ahead_by_the_step,
       ahead_ms <= 0 AS at_the_clock
  FROM (VALUES ('ulid'), ('typeid')) k(kind), (VALUES (5000), (20000)) b(back_ms),
       LATERAL generator_checks.after_step_back(kind, back_ms) ORDER BY kind, back_ms;

-- A rolled-back call in every round (an exception block), then a kept one, until 150 rolled-back
-- calls made the first value of a millisecond (200,000 rounds at most): each value above the one
-- before, kept or rolled back. Most of them in the millisecond of the one before (next_monotonic),
-- the first of each millisecond the inlined fresh value at the clock's tick (in_a_new_millisecond),
-- whose state a rollback takes back to an earlier millisecond. (A fixed 20,000 rounds met fewer
-- than 100 such ticks on a fast machine: about one millisecond in five ticks in the rolled-back call.)
CREATE FUNCTION generator_checks.undone_then_kept(kind text, rounds int, OUT went_back int, OUT new_milliseconds int)
LANGUAGE plpgsql AS $$
DECLARE
    last uuid := generator_checks.next_value(kind);
    undone uuid;
    kept uuid;
BEGIN
    went_back := 0;
    new_milliseconds := 0;
    FOR i IN 1..rounds LOOP
        BEGIN
            undone := generator_checks.next_value(kind);
            RAISE EXCEPTION 'undo';
        EXCEPTION WHEN raise_exception THEN NULL;
        END;
        kept := generator_checks.next_value(kind);
        went_back := went_back + (undone <= last)::int + (kept <= undone)::int;
        new_milliseconds := new_milliseconds + (left(undone::text, 13) > left(last::text, 13))::int;
        last := kept;
        EXIT WHEN new_milliseconds >= 150;
    END LOOP;
END $$;
SELECT kind, went_back, new_milliseconds > 100 AS some_new_milliseconds
  FROM (VALUES ('ulid'), ('typeid')) k(kind), LATERAL generator_checks.undone_then_kept(kind, 200000) ORDER BY kind;

-- The clock behind the state, then a rollback (of a transaction, or of a subtransaction: an
-- exception block) takes the state back to before the values it made. The next values must still
-- be above those (the native generators keep theirs through a rollback); 0.5.0-dev made them again.
-- (From a value made at the clock: the steps before may have left a state ahead.)
CREATE FUNCTION generator_checks.step_back(kind text, back_ms bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    setting text := CASE kind WHEN 'ulid' THEN 'ulid_portable.last_monotonic_ulid' ELSE 'ulid_portable.last_typeid' END;
    last uuid;
BEGIN
    PERFORM set_config(setting, '', false);
    last := generator_checks.next_value(kind);
    PERFORM set_config(setting,
                       lpad(to_hex(ulid_portable.uuid_time_field(last) + back_ms), 12, '0') || substr(replace(last::text, '-', ''), 13), false);
END $$;
CREATE FUNCTION generator_checks.after_a_subtransaction(kind text, OUT above_the_rolled_back bool, OUT still_ahead bool)
LANGUAGE plpgsql AS $$
DECLARE
    taken uuid;
    last uuid;
BEGIN
    PERFORM generator_checks.step_back(kind, 5000);
    BEGIN
        PERFORM generator_checks.next_value(kind);
        taken := generator_checks.next_value(kind);
        RAISE EXCEPTION 'taken back';
    EXCEPTION WHEN raise_exception THEN
    END;
    last := generator_checks.next_value(kind);
    above_the_rolled_back := last > taken;
    still_ahead := generator_checks.ahead_ms(last) > 4000;
END $$;
SELECT kind, s.* FROM (VALUES ('ulid'), ('typeid')) k(kind), LATERAL generator_checks.after_a_subtransaction(kind) s ORDER BY kind;
SELECT generator_checks.step_back('ulid', 5000), generator_checks.step_back('typeid', 5000);
BEGIN;
SELECT max(u::text) AS taken_ulid, max(t::text) AS taken_typeid
  FROM (SELECT generator_checks.next_value('ulid') u, generator_checks.next_value('typeid') t FROM generate_series(1, 3)) s \gset
ROLLBACK;
SELECT generator_checks.next_value('ulid') > :'taken_ulid' AS ulid_above_the_rolled_back,
       generator_checks.next_value('typeid') > :'taken_typeid' AS typeid_above_the_rolled_back;

SET client_min_messages = warning;
DROP SCHEMA generator_checks CASCADE;
RESET client_min_messages;
DROP ROLE regress_portable_other;

-- Issue 41, item 4: default privileges set before the install (a Supabase-style GRANT ALL to a
-- role) give that role nothing on the schema but what PUBLIC has (USAGE), and there is no
-- relation for them to open. In a database of its own, with a fresh install.
SET client_min_messages = warning;
DROP DATABASE IF EXISTS regress_portable_defaults;
DROP ROLE IF EXISTS regress_portable_authenticated;
RESET client_min_messages;
CREATE ROLE regress_portable_authenticated;
CREATE DATABASE regress_portable_defaults;
SELECT current_database() AS regress_database \gset
\c regress_portable_defaults
ALTER DEFAULT PRIVILEGES GRANT ALL ON TABLES TO regress_portable_authenticated;
ALTER DEFAULT PRIVILEGES GRANT ALL ON SEQUENCES TO regress_portable_authenticated;
ALTER DEFAULT PRIVILEGES GRANT ALL ON SCHEMAS TO regress_portable_authenticated;
CREATE EXTENSION ulid_portable;
SELECT count(*) AS relations FROM pg_class WHERE relnamespace = 'ulid_portable'::regnamespace;
SELECT has_schema_privilege('regress_portable_authenticated', 'ulid_portable', 'USAGE') AS usage,
       has_schema_privilege('regress_portable_authenticated', 'ulid_portable', 'CREATE') AS create;
SELECT a.privilege_type, a.grantee = 0 AS to_public
  FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = 'ulid_portable' AND a.grantee <> n.nspowner ORDER BY 1;
\c :regress_database
DROP DATABASE regress_portable_defaults;
DROP ROLE regress_portable_authenticated;

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
