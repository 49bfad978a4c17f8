\pset footer off
SET TimeZone = 'UTC';
CREATE EXTENSION ulid;
\echo '-- A table keyed by monotonic ULIDs:'
CREATE TABLE orders (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), item text);
INSERT INTO orders (item) VALUES ('coffee'), ('tea'), ('cake');
SELECT id, item, id::timestamptz AS created, id::uuid AS same_bytes_as_uuid FROM orders ORDER BY id;
\echo '-- The last hour, straight from the primary key:'
EXPLAIN (COSTS OFF) SELECT * FROM orders WHERE id >= now() - interval '1 hour' ORDER BY id;
\echo '-- Server-wide generators: one sequence for every session of the server:'
SELECT gen_server_monotonic_ulid() < gen_server_monotonic_ulid() AS increasing, gen_ulid_flake(7) AS flake_with_sid_7;
\echo '-- Parsing, validating and taking apart:'
SELECT ulid_extract_timestamp('01JGFJJZ00XHF7E02JJ03AE4T7') AS seed_example_time,
       ulid_is_valid('01jgfjjz00xhf7e02jj03ae4t7') AS lower_case_ok,
       ulid_is_valid('01JGFJJZ00XHF7E02JJ03AE4TU') AS u_is_rejected;
\echo '-- A bad value names its problem:'
\set ON_ERROR_STOP 0
SELECT '01JGFJJZ00XHF7E02JJ03AE4TU'::ulid;
