-- 0.1.0 -> 0.2.0: server-wide generators, IDs compared with timestamps, uuid and bigint, and
-- row estimates that see the time inside the key. Every object added here is added by the
-- install script too, through the same templates.

-- 5.1 server-wide generators
-- gen_ulid_flake() and gen_ulid_flake(sid) now step one state per server instead of one per
-- session, which also makes them safe in parallel workers.
ALTER FUNCTION @extschema@.gen_ulid_flake() PARALLEL SAFE;
ALTER FUNCTION @extschema@.gen_ulid_flake(pg_catalog.int4) PARALLEL SAFE;
-- @include server_generators.sql.in

-- baseuid now takes its comparison objects from the shared template: one comment changed wording.
COMMENT ON FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) IS 'sort support for baseuid';

-- 5.2: IDs compared with timestamps, uuid and bigint; the IDs of a baseuid tick

-- @include id_type_cross_ops.sql.in ulid OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=
-- @include id_type_cross_ops.sql.in ulid OTHER=uuid OTHER_CMP=uuid_cmp EQUALITY=,HASHES
-- @include ulid_uuid_hash.sql.in ulid
-- @include id_type_cross_ops.sql.in ulid_flake OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=
-- @include id_type_cross_ops.sql.in ulid_flake OTHER=int8 OTHER_CMP=btint8cmp EQUALITY=
-- @include id_type_cross_ops.sql.in baseuid OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=

-- @include baseuid_bounds.sql.in baseuid
