SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;

-- ulid_flake -> bigint is binary; bigint -> ulid_flake checks the sign; neither is implicit.
SELECT c.castsource::regtype, c.casttarget::regtype, c.castfunc::regprocedure, c.castcontext, c.castmethod
  FROM pg_cast c
 WHERE c.castsource = 'ulid_flake'::regtype OR c.casttarget = 'ulid_flake'::regtype
 ORDER BY 1::text, 2::text;

SELECT '00CMXB6TAK4SA'::ulid_flake::bigint AS to_bigint;
SELECT 14246757444195114::bigint::ulid_flake AS from_bigint;
SELECT 0::bigint::ulid_flake AS zero, 9223372036854775807::ulid_flake AS largest;
-- Casts do not chain: an integer goes through bigint first.
SELECT 42::ulid_flake AS from_integer_literal;
SELECT 42::bigint::ulid_flake AS from_bigint_literal;

-- Assignment casts work in INSERT and UPDATE, in both directions.
CREATE TEMP TABLE flake_casts (id ulid_flake, n bigint);
INSERT INTO flake_casts VALUES (14246757444195114, '00CMXB6TAK4SA'::ulid_flake);
SELECT id, n, id::bigint = n AS same FROM flake_casts;
UPDATE flake_casts SET id = n + 1, n = id;
SELECT id, n FROM flake_casts;

-- No implicit cast, but ulid_flake and bigint compare directly (0.2.0), as through the cast.
SELECT '00CMXB6TAK4SA'::ulid_flake = 14246757444195114::bigint AS direct;
SELECT '00CMXB6TAK4SA'::ulid_flake = 14246757444195114::bigint::ulid_flake AS explicit_ok;

-- Text casts are the I/O conversions.
SELECT '00CMXB6TAK4SA'::ulid_flake::text AS to_text, '00CMXB6TAK4SA'::ulid_flake::varchar AS to_varchar,
       '00cmxb6tak4sa'::text::ulid_flake AS from_text;

-- Round trips bigint -> ulid_flake -> bigint over random non-negative values.
SELECT count(*) FILTER (WHERE n::ulid_flake::bigint <> n) AS round_trip_failures
  FROM (SELECT (floor(random() * 9223372036854775807::numeric))::bigint AS n FROM generate_series(1, 1000)) s;
