-- Included by sql/portable_encodings.sql in a database of another encoding, with :characters a
-- query of the hex bytes of characters of that encoding: each character at the first, a middle
-- and the last position of a valid ulid text, through ulid_portable and through ulid input.
CREATE EXTENSION ulid;
CREATE EXTENSION ulid_portable;
\i :outcome
CREATE TEMPORARY TABLE encoded_texts AS
  SELECT overlay('01JGFJJZ00XHF7E02JJ03AE4T7' PLACING convert_from(decode(hex, 'hex'), current_setting('server_encoding'))
                 FROM position FOR 1) AS input
    FROM (:characters) c(hex), unnest(ARRAY[1, 13, 26]) position;
SELECT current_setting('server_encoding') AS encoding, count(*) AS texts,
       count(*) FILTER (WHERE ulid_portable.ulid_is_valid(input) <> ulid_is_valid(input)) AS validity_differs,
       count(*) FILTER (WHERE portable <> native) AS outcome_differs,
       count(*) FILTER (WHERE native LIKE '22P02 | % | Invalid character %') AS detail_shows_a_character,
       count(*) FILTER (WHERE native LIKE '22P02 | % | Invalid byte %') AS detail_shows_a_byte
  FROM (SELECT input, pg_temp.outcome(format('SELECT ulid_portable.ulid_from_text(%L)::ulid', input)) AS portable,
               pg_temp.outcome(format('SELECT %L::ulid', input)) AS native
          FROM encoded_texts) o;
-- The same characters in a TypeID's prefix and suffix.
SELECT count(*) AS typeid_texts,
       count(*) FILTER (WHERE portable IS DISTINCT FROM native) AS typeid_outcome_differs
  FROM (SELECT pg_temp.outcome(format('SELECT ulid_portable.typeid_to_uuid(%L)', t)) AS portable,
               pg_temp.outcome(format('SELECT %L::typeid::uuid', t)) AS native
          FROM encoded_texts, LATERAL (VALUES ('us' || substr(input, 26) || 'er_01jgfjjz00xhf7e02jj03ae4t7'),
                                              ('user_' || lower(input))) v(t)) o;
