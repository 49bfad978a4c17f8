-- ulid_portable's text input in databases of other encodings agrees with ulid's: a SQL_ASCII
-- database (bytes above 0x7F have no meaning and are shown in hex), a single-byte one (LATIN1)
-- and a multibyte one that is not UTF8 (EUC_JP); UTF8 is portable_functions'.
SET client_min_messages = warning;
\getenv abs_srcdir PG_ABS_SRCDIR
\set agreement :abs_srcdir '/test/portable/encoding_agreement.sql'
\set outcome :abs_srcdir '/sql/include/outcome.sql'
SELECT current_database() AS regress_database \gset
DROP DATABASE IF EXISTS regress_portable_sql_ascii;
DROP DATABASE IF EXISTS regress_portable_latin1;
DROP DATABASE IF EXISTS regress_portable_euc_jp;
CREATE DATABASE regress_portable_sql_ascii ENCODING 'SQL_ASCII' LOCALE_PROVIDER libc LOCALE 'C' TEMPLATE template0;
CREATE DATABASE regress_portable_latin1 ENCODING 'LATIN1' LOCALE_PROVIDER libc LOCALE 'C' TEMPLATE template0;
CREATE DATABASE regress_portable_euc_jp ENCODING 'EUC_JP' LOCALE_PROVIDER libc LOCALE 'C' TEMPLATE template0;

\c regress_portable_sql_ascii
SET client_min_messages = warning;
-- Every byte but NUL.
\set characters 'SELECT lpad(to_hex(b), 2, ''0'') FROM generate_series(1, 255) b'
\i :agreement

\c regress_portable_latin1
SET client_min_messages = warning;
-- Every character above ASCII.
\set characters 'SELECT to_hex(b) FROM generate_series(128, 255) b'
\i :agreement

\c regress_portable_euc_jp
SET client_min_messages = warning;
-- Two-byte characters of every first byte, a half-width katakana, a three-byte character.
\set characters 'SELECT to_hex(b) || ''a1'' FROM generate_series(161, 254) b UNION ALL VALUES (''8ea1''), (''8fa1a1'')'
\i :agreement

\c :regress_database
DROP DATABASE regress_portable_sql_ascii;
DROP DATABASE regress_portable_latin1;
DROP DATABASE regress_portable_euc_jp;
