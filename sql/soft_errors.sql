-- Soft input errors (PostgreSQL 16 and later): a bad literal is reported to the caller, not thrown.
SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
-- pg_input_is_valid: true for a good literal of each type, false for each kind of bad one.
SELECT type, input, pg_input_is_valid(input, type) AS valid
  FROM (VALUES ('ulid', '01JGFJJZ00XHF7E02JJ03AE4T7'), ('ulid', '01JGFJJZ00XHF7E02JJ03AE4T'),
               ('ulid', '01JGFJJZ00XHF7E02JJ03AE4TU'), ('ulid', '80000000000000000000000000'),
               ('ulid_flake', '00CMXB6TAK4SA'), ('ulid_flake', '00CMXB6TAK4S'),
               ('ulid_flake', '00CMXB6TAK4S!'), ('ulid_flake', 'ZZZZZZZZZZZZZ'),
               ('baseuid', 'ANjssJkyfa3H00J9ZPJG'), ('baseuid', 'ANjssJkyfa3H00J9ZPJ'),
               ('baseuid', 'ANjssJkyfa3H00J9ZPJ+'),
               ('ulid[]', '{01JGFJJZ00XHF7E02JJ03AE4T7,01JGFJJZ00XHF7E02JJ03AE4T7}'),
               ('ulid[]', '{01JGFJJZ00XHF7E02JJ03AE4T7,01JGFJJZ00XHF7E02JJ03AE4TU}')) AS t(type, input);
-- pg_input_error_info: the same message, detail and SQLSTATE as the thrown error.
SELECT type, input, e.*
  FROM (VALUES ('ulid', '01JGFJJZ00XHF7E02JJ03AE4T'), ('ulid', '01JGFJJZ00XHF7E02JJ03AE4TU'),
               ('ulid', '80000000000000000000000000'), ('ulid_flake', '00CMXB6TAK4S'),
               ('ulid_flake', 'ZZZZZZZZZZZZZ'), ('baseuid', 'ANjssJkyfa3H00J9ZPJ+'),
               ('baseuid', 'ANjssJkyfa3H00J9ZPJG')) AS t(type, input),
       LATERAL pg_input_error_info(input, type) AS e;
-- The thrown form still throws.
SELECT '01JGFJJZ00XHF7E02JJ03AE4TU'::ulid;
-- typeid: valid and invalid literals of each kind, and the detail of each rejection.
SELECT input, pg_input_is_valid(input, 'typeid') AS valid, e.sql_error_code, e.detail
  FROM (VALUES ('user_01h455vb4pex5vsknk084sn02q'), ('01h455vb4pex5vsknk084sn02q'), ('User_01h455vb4pex5vsknk084sn02q'),
               ('us.er_01h455vb4pex5vsknk084sn02q'), (repeat('a', 64) || '_01h455vb4pex5vsknk084sn02q'),
               ('_user_01h455vb4pex5vsknk084sn02q'), ('user__01h455vb4pex5vsknk084sn02q'), ('_01h455vb4pex5vsknk084sn02q'),
               ('user_01h455vb4pex5vsknk084sn02'), ('user_01h455vb4pex5vsknk084sn0!q'), ('user_01H455vb4pex5vsknk084sn02q'),
               ('user_81h455vb4pex5vsknk084sn02q'), ('')) AS t(input),
       LATERAL pg_input_error_info(input, 'typeid') AS e;
-- Input that reads as a date or timestamp: the error keeps its code and gains a hint, for every type.
SELECT type, input, e.sql_error_code, e.hint
  FROM (VALUES ('ulid', '2025-03-01'), ('ulid', '2025-03-01 12:00'), ('ulid_flake', '2025-03-01T12:00:00Z'),
               ('baseuid', '2025-03-01 12:00:00+02'), ('typeid', '2025-03-01'), ('ulid', '2025-13-01'),
               ('ulid', '01JGFJJZ00XHF7E02JJ03AE4TU')) AS t(type, input),
       LATERAL pg_input_error_info(input, type) AS e;
