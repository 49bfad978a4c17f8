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
