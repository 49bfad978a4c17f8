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
