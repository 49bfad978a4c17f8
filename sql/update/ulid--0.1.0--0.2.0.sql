-- 0.1.0 -> 0.2.0: server-wide generators, IDs compared with timestamps, uuid and bigint, and
-- row estimates that see the time inside the key. Every object added here is added by the
-- install script too, through the same templates.

-- Row estimates that interpolate on the time in the key (spec 5.3); first, since
-- the operators of 5.2 name these estimators.
-- @include id_type_estimators.sql.in ulid
-- @include id_type_estimators_attach.sql.in ulid
-- @include id_type_estimators.sql.in ulid_flake
-- @include id_type_estimators_attach.sql.in ulid_flake
-- @include id_type_estimators.sql.in baseuid
-- @include id_type_estimators_attach.sql.in baseuid

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

-- ulid_enable_skip_support(): a non-superuser owner can give the btree classes skip support after
-- pg_upgrade to PostgreSQL 18 or later; the update itself calls it too, so a 0.1.0 database
-- brought to 18 by pg_upgrade has skip support once updated.
-- @include skip_support.sql

-- 0.3.0: TypeID (the 0.2.0 -> 0.3.0 update script takes this line once 0.2.0 ships)
-- @include typeid.sql
