--------------------------------------------------------------------------------------------------
-- typeid: a type prefix and a UUID, written prefix_01h455vb4pex5vsknk084sn02q (TypeID spec 0.3.0)
--------------------------------------------------------------------------------------------------
-- Stored as the prefix's bytes followed by the UUID's 16 bytes. Variable length, STORAGE = main
-- (not plain, which would forbid short headers): every value (at most 63 + 16 bytes) is stored on
-- disk with a one-byte varlena header and, so packed, without alignment padding (int4 alignment,
-- which a varlena needs, applies only to the four-byte form in memory): the prefix plus 17 bytes.

-- @include id_type_io.sql.in

CREATE TYPE @extschema@.typeid (
    INPUT = @extschema@.typeid_in,
    OUTPUT = @extschema@.typeid_out,
    RECEIVE = @extschema@.typeid_recv,
    SEND = @extschema@.typeid_send,
    INTERNALLENGTH = VARIABLE,
    ALIGNMENT = int4,
    STORAGE = main,
    COLLATABLE = false
);

COMMENT ON TYPE @extschema@.typeid IS 'TypeID: a type prefix and a UUID, as prefix_ and 26 lowercase Crockford base32 characters';

-- The order of the canonical text: by prefix, then by the 16 bytes. Range estimates are core's.
-- @include id_type_ops.sql.in ESTIMATOR=pg_catalog.scalar

-- parts, conversion and generation

CREATE FUNCTION @extschema@.typeid_prefix(@extschema@.typeid) RETURNS pg_catalog.text
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_to_uuid(@extschema@.typeid) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_to_ulid(@extschema@.typeid) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_from_uuid(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_from_ulid(prefix pg_catalog.text, id @extschema@.ulid) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_extract_timestamp(@extschema@.typeid) RETURNS pg_catalog.timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_typeid(prefix pg_catalog.text) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;

COMMENT ON FUNCTION @extschema@.typeid_prefix(@extschema@.typeid) IS 'the type prefix of a typeid (empty when it has none)';
COMMENT ON FUNCTION @extschema@.typeid_to_uuid(@extschema@.typeid) IS 'the 16 bytes of a typeid as a uuid';
COMMENT ON FUNCTION @extschema@.typeid_to_ulid(@extschema@.typeid) IS 'the 16 bytes of a typeid as a ulid';
COMMENT ON FUNCTION @extschema@.typeid_from_uuid(pg_catalog.text, pg_catalog.uuid) IS 'a typeid from a prefix and a uuid';
COMMENT ON FUNCTION @extschema@.typeid_from_ulid(pg_catalog.text, @extschema@.ulid) IS 'a typeid from a prefix and a ulid';
COMMENT ON FUNCTION @extschema@.typeid_extract_timestamp(@extschema@.typeid) IS 'the time in a typeid''s UUIDv7 (its first 48 bits as Unix milliseconds)';
COMMENT ON FUNCTION @extschema@.gen_typeid(pg_catalog.text) IS 'a new typeid with a UUIDv7 strictly greater than the previous one of this session';

-- casts (all explicit)

CREATE CAST (@extschema@.typeid AS pg_catalog.uuid) WITH FUNCTION @extschema@.typeid_to_uuid(@extschema@.typeid);
CREATE CAST (@extschema@.typeid AS @extschema@.ulid) WITH FUNCTION @extschema@.typeid_to_ulid(@extschema@.typeid);
CREATE CAST (@extschema@.typeid AS pg_catalog.text) WITH INOUT;
CREATE CAST (pg_catalog.text AS @extschema@.typeid) WITH INOUT;

COMMENT ON CAST (@extschema@.typeid AS pg_catalog.uuid) IS 'the 16 bytes of a typeid, without its prefix';
COMMENT ON CAST (@extschema@.typeid AS @extschema@.ulid) IS 'the 16 bytes of a typeid, without its prefix';
COMMENT ON CAST (@extschema@.typeid AS pg_catalog.text) IS 'the canonical text of a typeid';
COMMENT ON CAST (pg_catalog.text AS @extschema@.typeid) IS 'a typeid from its text';
