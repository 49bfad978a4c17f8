
--------------------------------------------------------------------------------------------------
-- ulid_flake: 43-bit milliseconds since 2024-01-01 + 20 random bits in a non-negative int8
--------------------------------------------------------------------------------------------------

-- @include id_type_io.sql.in

CREATE TYPE @extschema@.ulid_flake (
    INPUT = @extschema@.ulid_flake_in,
    OUTPUT = @extschema@.ulid_flake_out,
    RECEIVE = @extschema@.ulid_flake_recv,
    SEND = @extschema@.ulid_flake_send,
    INTERNALLENGTH = 8,
    PASSEDBYVALUE,
    ALIGNMENT = double,
    STORAGE = plain
);

COMMENT ON TYPE @extschema@.ulid_flake IS 'Ulid-Flake: 43-bit milliseconds since 2024-01-01 and 20 random bits in a non-negative bigint, as 13 Crockford base32 characters';

-- @include id_type_estimators.sql.in
-- @include id_type_ops.sql.in ESTIMATOR=@extschema@.ulid_flake_
-- @include id_type_skip.sql.in

-- time and parts

CREATE FUNCTION @extschema@.ulid_flake_extract_timestamp(@extschema@.ulid_flake) RETURNS pg_catalog.timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_extract_random(@extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_extract_sid(@extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_min(pg_catalog.timestamptz) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_max(pg_catalog.timestamptz) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_from_bigint(pg_catalog.int8) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_extract_timestamp(@extschema@.ulid_flake) IS 'the time embedded in a ulid_flake, to the millisecond';
COMMENT ON FUNCTION @extschema@.ulid_flake_extract_random(@extschema@.ulid_flake) IS 'the low 20 bits (for the scalable version: 15 random bits and the 5-bit sid)';
COMMENT ON FUNCTION @extschema@.ulid_flake_extract_sid(@extschema@.ulid_flake) IS 'the low 5 bits: the scalability id of the scalable version';
COMMENT ON FUNCTION @extschema@.ulid_flake_min(pg_catalog.timestamptz) IS 'the smallest ulid_flake of the millisecond of a time (low 20 bits zero)';
COMMENT ON FUNCTION @extschema@.ulid_flake_max(pg_catalog.timestamptz) IS 'the largest ulid_flake of the millisecond of a time (low 20 bits all ones)';
COMMENT ON FUNCTION @extschema@.ulid_flake_from_bigint(pg_catalog.int8) IS 'a ulid_flake from a non-negative bigint';

-- casts (none implicit)

CREATE CAST (@extschema@.ulid_flake AS pg_catalog.int8) WITHOUT FUNCTION AS ASSIGNMENT;
CREATE CAST (pg_catalog.int8 AS @extschema@.ulid_flake) WITH FUNCTION @extschema@.ulid_flake_from_bigint(pg_catalog.int8) AS ASSIGNMENT;

COMMENT ON CAST (@extschema@.ulid_flake AS pg_catalog.int8) IS 'the same 64 bits read as a bigint';
COMMENT ON CAST (pg_catalog.int8 AS @extschema@.ulid_flake) IS 'a non-negative bigint read as a ulid_flake';

-- generators

-- Server-wide states, hence PARALLEL SAFE; their comments are in server_generators.sql.in.
CREATE FUNCTION @extschema@.gen_ulid_flake() RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME', 'gen_ulid_flake' LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_ulid_flake(sid pg_catalog.int4) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME', 'gen_ulid_flake_scalable' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;

-- 5.2: compared with timestamps and bigint

-- @include id_type_cross_ops.sql.in OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=
-- @include id_type_brin_cross_ops.sql.in OTHER=timestamptz BRIN=minmax
-- @include id_type_cross_ops.sql.in OTHER=int8 OTHER_CMP=btint8cmp EQUALITY=
-- @include id_type_brin_cross_ops.sql.in OTHER=int8 BRIN=minmax
