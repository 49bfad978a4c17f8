-- One line per table of test/upgrade/major-data.sql: its row count and the md5 of every row's text
-- in key order. Equal before and after pg_upgrade means every row came through unchanged.
SELECT 'ulid_rows', count(*), md5(string_agg(t::text, ';' ORDER BY id)) FROM ulid_rows t
UNION ALL
SELECT 'flake_rows', count(*), md5(string_agg(t::text, ';' ORDER BY id)) FROM flake_rows t
UNION ALL
SELECT 'baseuid_rows', count(*), md5(string_agg(t::text, ';' ORDER BY id)) FROM baseuid_rows t
UNION ALL
SELECT 'routed_rows', count(*), md5(string_agg(t::text, ';' ORDER BY id)) FROM routed_rows t;
