-- The rows COPY carries between PGlite and the native server in layer 73, computed from n alone so
-- that either side can make them: checks.js runs this in PGlite, the layer on the native server.
CREATE TABLE copy_rows (n int, u ulid, f ulid_flake, b baseuid, t typeid);
INSERT INTO copy_rows
  SELECT n, md5(n::text)::uuid::ulid, ulid_flake_from_bigint(('x' || substr(md5(n::text), 1, 15))::bit(60)::bigint),
         baseuid_min(timestamptz '2020-01-01 00:00:00+00' + n * interval '1 second'),
         typeid_from_ulid((ARRAY['user', 'post', ''])[1 + n % 3], md5(n::text)::uuid::ulid)
    FROM generate_series(1, 2000) n;
