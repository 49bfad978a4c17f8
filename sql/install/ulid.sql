--------------------------------------------------------------------------------------------------
-- ulid: 48-bit Unix milliseconds + 80 random bits, stored like uuid
--------------------------------------------------------------------------------------------------

-- @include id_type_io.sql.in

CREATE TYPE @extschema@.ulid (
    INPUT = @extschema@.ulid_in,
    OUTPUT = @extschema@.ulid_out,
    RECEIVE = @extschema@.ulid_recv,
    SEND = @extschema@.ulid_send,
    INTERNALLENGTH = 16,
    ALIGNMENT = char,
    STORAGE = plain
);

COMMENT ON TYPE @extschema@.ulid IS 'ULID: 48-bit Unix milliseconds and 80 random bits, as 26 Crockford base32 characters';
-- @include id_type_estimators.sql.in
-- @include id_type_ops.sql.in ESTIMATOR=@extschema@.ulid_
-- @include id_type_skip.sql.in

-- The multi-range distance of uuid reads the same 16 big-endian bytes, so it serves ulid as is.
CREATE OPERATOR CLASS @extschema@.ulid_minmax_multi_ops FOR TYPE @extschema@.ulid USING brin AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
    FUNCTION 4 pg_catalog.brin_minmax_multi_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 5 pg_catalog.brin_minmax_multi_options(pg_catalog.internal),
    FUNCTION 11 pg_catalog.brin_minmax_multi_distance_uuid(pg_catalog.internal, pg_catalog.internal);

CREATE OPERATOR CLASS @extschema@.ulid_bloom_ops FOR TYPE @extschema@.ulid USING brin AS
    OPERATOR 1 @extschema@.= ,
    FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
    FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
    FUNCTION 11 @extschema@.ulid_hash(@extschema@.ulid);

COMMENT ON OPERATOR CLASS @extschema@.ulid_minmax_multi_ops USING brin IS 'BRIN operator class for ulid: several min/max intervals per block range';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operator family for ulid';
COMMENT ON OPERATOR CLASS @extschema@.ulid_bloom_ops USING brin IS 'BRIN operator class for ulid: bloom filter per block range, for equality';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_bloom_ops USING brin IS 'BRIN bloom operator family for ulid';

-- time, parts and conversion

CREATE FUNCTION @extschema@.ulid_extract_timestamp(@extschema@.ulid) RETURNS pg_catalog.timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_extract_unix_ms(@extschema@.ulid) RETURNS pg_catalog.int8
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_extract_random(@extschema@.ulid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_min(pg_catalog.timestamptz) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_max(pg_catalog.timestamptz) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_from_parts(unix_ms pg_catalog.int8, random pg_catalog.bytea) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_to_uuidv7(@extschema@.ulid) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_to_bytea(@extschema@.ulid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_from_bytea(pg_catalog.bytea) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_extract_timestamp(@extschema@.ulid) IS 'the time embedded in a ulid, to the millisecond';
COMMENT ON FUNCTION @extschema@.ulid_extract_unix_ms(@extschema@.ulid) IS 'the 48-bit time field: Unix time in milliseconds';
COMMENT ON FUNCTION @extschema@.ulid_extract_random(@extschema@.ulid) IS 'the 80-bit random field as 10 bytes';
COMMENT ON FUNCTION @extschema@.ulid_min(pg_catalog.timestamptz) IS 'the smallest ulid of the millisecond of a time (random part all zero)';
COMMENT ON FUNCTION @extschema@.ulid_max(pg_catalog.timestamptz) IS 'the largest ulid of the millisecond of a time (random part all ones)';
COMMENT ON FUNCTION @extschema@.ulid_from_parts(pg_catalog.int8, pg_catalog.bytea) IS 'a ulid from Unix milliseconds and 10 random bytes';
COMMENT ON FUNCTION @extschema@.ulid_is_valid(pg_catalog.text) IS 'whether the text is a valid ulid';
COMMENT ON FUNCTION @extschema@.ulid_to_uuidv7(@extschema@.ulid) IS 'an RFC 9562 version 7 UUID with the same time (6 random bits become version and variant)';
COMMENT ON FUNCTION @extschema@.ulid_to_bytea(@extschema@.ulid) IS 'the 16 bytes of a ulid';
COMMENT ON FUNCTION @extschema@.ulid_from_bytea(pg_catalog.bytea) IS 'a ulid from exactly 16 bytes';

-- casts (none implicit)

CREATE CAST (@extschema@.ulid AS pg_catalog.uuid) WITHOUT FUNCTION AS ASSIGNMENT;
CREATE CAST (pg_catalog.uuid AS @extschema@.ulid) WITHOUT FUNCTION AS ASSIGNMENT;
CREATE CAST (@extschema@.ulid AS pg_catalog.bytea) WITH FUNCTION @extschema@.ulid_to_bytea(@extschema@.ulid);
CREATE CAST (pg_catalog.bytea AS @extschema@.ulid) WITH FUNCTION @extschema@.ulid_from_bytea(pg_catalog.bytea);
CREATE CAST (@extschema@.ulid AS pg_catalog.timestamptz) WITH FUNCTION @extschema@.ulid_extract_timestamp(@extschema@.ulid);
CREATE CAST (pg_catalog.timestamptz AS @extschema@.ulid) WITH FUNCTION @extschema@.ulid_min(pg_catalog.timestamptz);

COMMENT ON CAST (@extschema@.ulid AS pg_catalog.uuid) IS 'the same 16 bytes read as a uuid';
COMMENT ON CAST (pg_catalog.uuid AS @extschema@.ulid) IS 'the same 16 bytes read as a ulid (a UUIDv7 keeps its time)';
COMMENT ON CAST (@extschema@.ulid AS pg_catalog.bytea) IS 'the 16 bytes of a ulid';
COMMENT ON CAST (pg_catalog.bytea AS @extschema@.ulid) IS 'a ulid from exactly 16 bytes';
COMMENT ON CAST (@extschema@.ulid AS pg_catalog.timestamptz) IS 'the time embedded in a ulid';
COMMENT ON CAST (pg_catalog.timestamptz AS @extschema@.ulid) IS 'the smallest ulid of that millisecond';

-- generators

CREATE FUNCTION @extschema@.gen_ulid() RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME', 'gen_ulid' LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_ulid(ts pg_catalog.timestamptz) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME', 'gen_ulid_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_monotonic_ulid() RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE PARALLEL RESTRICTED;

COMMENT ON FUNCTION @extschema@.gen_ulid() IS 'a new ulid: the current time and 80 cryptographically secure random bits';
COMMENT ON FUNCTION @extschema@.gen_ulid(pg_catalog.timestamptz) IS 'a new ulid for the given time (to the millisecond) with 80 random bits';
COMMENT ON FUNCTION @extschema@.gen_monotonic_ulid() IS 'a new ulid, strictly greater than the previous one of this session';

-- 5.2: compared with timestamps and uuid

-- @include id_type_cross_ops.sql.in OTHER=timestamptz OTHER_CMP=timestamptz_cmp EQUALITY=
-- @include id_type_brin_cross_ops.sql.in OTHER=timestamptz BRIN=minmax
-- @include id_type_brin_cross_ops.sql.in OTHER=timestamptz BRIN=minmax_multi
-- @include id_type_cross_ops.sql.in OTHER=uuid OTHER_CMP=uuid_cmp EQUALITY=,HASHES
-- @include id_type_brin_cross_ops.sql.in OTHER=uuid BRIN=minmax
-- @include id_type_brin_cross_ops.sql.in OTHER=uuid BRIN=minmax_multi

-- @include ulid_uuid_hash.sql.in
