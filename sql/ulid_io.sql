-- Text input and output of ulid.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- Canonical form is upper case; input accepts either case and Crockford's aliases.
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid;
SELECT '01jgfjjz00xhf7e02jj03ae4t7'::ulid;
SELECT 'oIjgfjjzOOxhf7eO2jjO3ae4t7'::ulid AS aliases_i_o;
SELECT '0LJGFJJZ0oXHF7E02JJ03AE4T7'::ulid AS aliases_l_o;
SELECT '00000000000000000000000000'::ulid AS smallest, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid AS largest;
SELECT '7zzzzzzzzzzzzzzzzzzzzzzzzz'::ulid AS largest_lower_case;

-- Random values round-trip through text, and text order under "C" equals value order.
CREATE TEMP TABLE io_values AS
  SELECT gen_random_uuid()::ulid AS id FROM generate_series(1, 20000);
SELECT count(*) AS round_trips FROM io_values WHERE id::text::ulid = id AND length(id::text) = 26;
SELECT count(*) AS lower_case_round_trips FROM io_values WHERE lower(id::text)::ulid = id;
SELECT bool_and(text_order = value_order) AS text_order_is_value_order
  FROM (SELECT row_number() OVER (ORDER BY id::text COLLATE "C") AS text_order,
               row_number() OVER (ORDER BY id) AS value_order FROM io_values) s;
SELECT bool_and(id::text ~ '^[0-7][0-9A-HJKMNP-TV-Z]{25}$') AS canonical_alphabet FROM io_values;

-- NULLs and arrays.
SELECT NULL::ulid IS NULL AS null_ok;
SELECT ARRAY['01JGFJJZ00XHF7E02JJ03AE4T7', '00000000000000000000000000']::ulid[];
SELECT '{01JGFJJZ00XHF7E02JJ03AE4T7,7ZZZZZZZZZZZZZZZZZZZZZZZZZ}'::ulid[];

-- Validity without an error, on every server version.
SELECT v, ulid_is_valid(v)
  FROM (VALUES ('01JGFJJZ00XHF7E02JJ03AE4T7'), ('01jgfjjz00xhf7e02jj03ae4t7'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'),
               ('8ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('01JGFJJZ00XHF7E02JJ03AE4TU'), ('01JGFJJZ00XHF7E02JJ03AE4T'),
               ('01JGFJJZ00XHF7E02JJ03AE4T77'), (''), (' 01JGFJJZ00XHF7E02JJ03AE4T'),
               ('01JGFJJZ00-XHF7E02JJ03AE4T'), ('{1JGFJJZ00XHF7E02JJ03AE4T}')) AS t(v);
SELECT ulid_is_valid(NULL) IS NULL AS strict;
SELECT count(*) FILTER (WHERE ulid_is_valid(id::text)) AS all_generated_are_valid FROM io_values;
