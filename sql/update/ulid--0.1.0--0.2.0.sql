-- 0.1.0 -> 0.2.0: server-wide generators, IDs compared with timestamps, uuid and bigint, and
-- row estimates that see the time inside the key. Every object added here is added by the
-- install script too, through the same templates.

-- 5.1 server-wide generators
-- gen_ulid_flake() and gen_ulid_flake(sid) now step one state per server instead of one per
-- session, which also makes them safe in parallel workers.
ALTER FUNCTION @extschema@.gen_ulid_flake() PARALLEL SAFE;
ALTER FUNCTION @extschema@.gen_ulid_flake(pg_catalog.int4) PARALLEL SAFE;
-- @include server_generators.sql.in
