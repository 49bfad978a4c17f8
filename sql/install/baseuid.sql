--------------------------------------------------------------------------------------------------
-- baseuid: 48-bit Unix nanoseconds >> 15 (32.768 us ticks) + 72 random bits in 15 bytes
--------------------------------------------------------------------------------------------------

-- @include id_type_io.sql.in

CREATE TYPE @extschema@.baseuid (
    INPUT = @extschema@.baseuid_in,
    OUTPUT = @extschema@.baseuid_out,
    RECEIVE = @extschema@.baseuid_recv,
    SEND = @extschema@.baseuid_send,
    INTERNALLENGTH = 15,
    ALIGNMENT = char,
    STORAGE = plain
);

COMMENT ON TYPE @extschema@.baseuid IS 'BaseUID: 48-bit time in 32.768 us ticks since 1970 and 72 random bits, as 20 lexicographic base64 characters';

-- @include id_type_estimators.sql.in
-- @include id_type_ops.sql.in ESTIMATOR=@extschema@.baseuid_
-- @include id_type_skip.sql.in

-- time

CREATE FUNCTION @extschema@.baseuid_extract_timestamp(@extschema@.baseuid) RETURNS pg_catalog.timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_extract_timestamp(@extschema@.baseuid) IS 'the start of the 32.768 us tick embedded in a baseuid, truncated to the microsecond';

-- UUIDv8 form (casts, none implicit)

CREATE FUNCTION @extschema@.baseuid_to_uuid(@extschema@.baseuid) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_from_uuid(pg_catalog.uuid) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_to_uuid(@extschema@.baseuid) IS 'the UUIDv8 form of a baseuid: version 8 and variant bits inserted, two zero bits appended';
COMMENT ON FUNCTION @extschema@.baseuid_from_uuid(pg_catalog.uuid) IS 'the baseuid inside a UUID in exactly the UUIDv8 form of a baseuid';

CREATE CAST (@extschema@.baseuid AS pg_catalog.uuid) WITH FUNCTION @extschema@.baseuid_to_uuid(@extschema@.baseuid);
CREATE CAST (pg_catalog.uuid AS @extschema@.baseuid) WITH FUNCTION @extschema@.baseuid_from_uuid(pg_catalog.uuid);

COMMENT ON CAST (@extschema@.baseuid AS pg_catalog.uuid) IS 'the UUIDv8 form of a baseuid (lossless)';
COMMENT ON CAST (pg_catalog.uuid AS @extschema@.baseuid) IS 'the baseuid inside a UUID in its UUIDv8 form; any other UUID is an error';

-- generators

CREATE FUNCTION @extschema@.gen_baseuid() RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_monotonic_baseuid() RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE PARALLEL RESTRICTED;

COMMENT ON FUNCTION @extschema@.gen_baseuid() IS 'a new baseuid: the current 32.768 us tick and 72 cryptographically secure random bits';
COMMENT ON FUNCTION @extschema@.gen_monotonic_baseuid() IS 'a new baseuid, strictly greater than the previous one of this session';

-- 5.2: compared with timestamps; the IDs of a tick

-- @include baseuid_bounds.sql.in

-- @include id_type_cross_ops.sql.in OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=
-- @include id_type_brin_cross_ops.sql.in OTHER=timestamptz BRIN=minmax
