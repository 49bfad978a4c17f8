-- ulid update script, built from sql/update/ulid--0.2.0--0.3.0.sql by the Makefile.
\echo Use "ALTER EXTENSION ulid UPDATE" to load this file. \quit
-- 0.2.0 -> 0.3.0 (spec section 6). Every object added here is added by the install script too,
-- through the same install parts and templates.

-- 6.1: keyed masks that hide the creation time.
--------------------------------------------------------------------------------------------------
-- Keyed masks that hide the creation time (0.3.0, spec 6.1); the server key is the setting
-- ulid.mask_key, defined by the library (src/pg/mask.cpp). ulid_flake has none: its 20 random bits
-- would give only about a million distinct masks.
--------------------------------------------------------------------------------------------------

-- The keyed masks of one ID type (0.3.0, spec 6.1): the 48-bit time field XORed with SipHash-2-4 of
-- the random part, with a 16-byte key or the server key of the setting ulid.mask_key.

CREATE FUNCTION @extschema@.ulid_mask(id @extschema@.ulid, key pg_catalog.bytea) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_unmask(masked @extschema@.ulid, key pg_catalog.bytea) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
-- STABLE: the server key can change between statements.
CREATE FUNCTION @extschema@.ulid_mask(id @extschema@.ulid) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME', 'ulid_mask_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_unmask(masked @extschema@.ulid) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME', 'ulid_unmask_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_mask(@extschema@.ulid, pg_catalog.bytea) IS 'the ulid with its time field hidden by a 16-byte key (random part unchanged)';
COMMENT ON FUNCTION @extschema@.ulid_unmask(@extschema@.ulid, pg_catalog.bytea) IS 'the ulid that ulid_mask turned into this one with the same key';
COMMENT ON FUNCTION @extschema@.ulid_mask(@extschema@.ulid) IS 'the ulid with its time field hidden by the server key (ulid.mask_key)';
COMMENT ON FUNCTION @extschema@.ulid_unmask(@extschema@.ulid) IS 'the ulid that ulid_mask turned into this one with the server key (ulid.mask_key)';
-- The keyed masks of one ID type (0.3.0, spec 6.1): the 48-bit time field XORed with SipHash-2-4 of
-- the random part, with a 16-byte key or the server key of the setting ulid.mask_key.

CREATE FUNCTION @extschema@.baseuid_mask(id @extschema@.baseuid, key pg_catalog.bytea) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_unmask(masked @extschema@.baseuid, key pg_catalog.bytea) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
-- STABLE: the server key can change between statements.
CREATE FUNCTION @extschema@.baseuid_mask(id @extschema@.baseuid) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME', 'baseuid_mask_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_unmask(masked @extschema@.baseuid) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME', 'baseuid_unmask_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_mask(@extschema@.baseuid, pg_catalog.bytea) IS 'the baseuid with its time field hidden by a 16-byte key (random part unchanged)';
COMMENT ON FUNCTION @extschema@.baseuid_unmask(@extschema@.baseuid, pg_catalog.bytea) IS 'the baseuid that baseuid_mask turned into this one with the same key';
COMMENT ON FUNCTION @extschema@.baseuid_mask(@extschema@.baseuid) IS 'the baseuid with its time field hidden by the server key (ulid.mask_key)';
COMMENT ON FUNCTION @extschema@.baseuid_unmask(@extschema@.baseuid) IS 'the baseuid that baseuid_mask turned into this one with the server key (ulid.mask_key)';

-- UUIDv47 (github.com/stateless-me/uuidv47): a UUIDv7 shown as a version-4 facade.

CREATE FUNCTION @extschema@.uuidv47_encode(v7 pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.uuidv47_decode(facade pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
-- STABLE: the server key can change between statements.
CREATE FUNCTION @extschema@.uuidv47_encode(v7 pg_catalog.uuid) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME', 'uuidv47_encode_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.uuidv47_decode(facade pg_catalog.uuid) RETURNS pg_catalog.uuid
    AS 'MODULE_PATHNAME', 'uuidv47_decode_server_key' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuidv47_encode(pg_catalog.uuid, pg_catalog.bytea) IS 'the UUIDv47 facade (version 4) of a version 7 UUID under a 16-byte key';
COMMENT ON FUNCTION @extschema@.uuidv47_decode(pg_catalog.uuid, pg_catalog.bytea) IS 'the version 7 UUID behind a UUIDv47 facade under a 16-byte key';
COMMENT ON FUNCTION @extschema@.uuidv47_encode(pg_catalog.uuid) IS 'the UUIDv47 facade (version 4) of a version 7 UUID under the server key (ulid.mask_key)';
COMMENT ON FUNCTION @extschema@.uuidv47_decode(pg_catalog.uuid) IS 'the version 7 UUID behind a UUIDv47 facade under the server key (ulid.mask_key)';

-- 6.2: TypeID as a native type.
--------------------------------------------------------------------------------------------------
-- typeid: a type prefix and a UUID, written prefix_01h455vb4pex5vsknk084sn02q (TypeID spec 0.3.0)
--------------------------------------------------------------------------------------------------
-- Stored as the prefix's bytes followed by the UUID's 16 bytes. Variable length, STORAGE = main
-- (not plain, which would forbid short headers): every value (at most 63 + 16 bytes) is stored on
-- disk with a one-byte varlena header and, so packed, without alignment padding (int4 alignment,
-- which a varlena needs, applies only to the four-byte form in memory): the prefix plus 17 bytes.

-- Shared by every ID type: the shell type and its I/O functions. typeid is the type's name.

CREATE TYPE @extschema@.typeid;

CREATE FUNCTION @extschema@.typeid_in(pg_catalog.cstring) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_out(@extschema@.typeid) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_recv(pg_catalog.internal) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_send(@extschema@.typeid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.typeid_in(pg_catalog.cstring) IS 'text input of typeid';
COMMENT ON FUNCTION @extschema@.typeid_out(@extschema@.typeid) IS 'text output of typeid';
COMMENT ON FUNCTION @extschema@.typeid_recv(pg_catalog.internal) IS 'binary input of typeid';
COMMENT ON FUNCTION @extschema@.typeid_send(@extschema@.typeid) IS 'binary output of typeid';

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
-- Shared by every ID type: comparison, operators, btree/hash/BRIN minmax classes, min/max.
-- The include line sets ESTIMATOR, the name of the restriction estimators of < <= > >= before "ltsel" etc.

-- comparison

CREATE FUNCTION @extschema@.typeid_eq(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_ne(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_lt(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_le(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_gt(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_ge(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_cmp(@extschema@.typeid, @extschema@.typeid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.typeid_smaller(@extschema@.typeid, @extschema@.typeid) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_larger(@extschema@.typeid, @extschema@.typeid) RETURNS @extschema@.typeid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.typeid_eq(@extschema@.typeid, @extschema@.typeid) IS 'equal';
COMMENT ON FUNCTION @extschema@.typeid_ne(@extschema@.typeid, @extschema@.typeid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.typeid_lt(@extschema@.typeid, @extschema@.typeid) IS 'less than';
COMMENT ON FUNCTION @extschema@.typeid_le(@extschema@.typeid, @extschema@.typeid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.typeid_gt(@extschema@.typeid, @extschema@.typeid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.typeid_ge(@extschema@.typeid, @extschema@.typeid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.typeid_cmp(@extschema@.typeid, @extschema@.typeid) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.typeid_smaller(@extschema@.typeid, @extschema@.typeid) IS 'the smaller of two typeids';
COMMENT ON FUNCTION @extschema@.typeid_larger(@extschema@.typeid, @extschema@.typeid) IS 'the larger of two typeids';
COMMENT ON FUNCTION @extschema@.typeid_sortsupport(pg_catalog.internal) IS 'sort support for typeid';

CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_eq,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, MERGES, HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_ne,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_lt,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.typeid, RIGHTARG = @extschema@.typeid, FUNCTION = @extschema@.typeid_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.typeid, @extschema@.typeid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.typeid, @extschema@.typeid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.typeid, @extschema@.typeid) IS 'less than (earlier)';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.typeid, @extschema@.typeid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.typeid, @extschema@.typeid) IS 'greater than (later)';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.typeid, @extschema@.typeid) IS 'greater than or equal';

-- hashing

CREATE FUNCTION @extschema@.typeid_hash(@extschema@.typeid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.typeid_hash_extended(@extschema@.typeid, pg_catalog.int8) RETURNS pg_catalog.int8
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.typeid_hash(@extschema@.typeid) IS '32-bit hash of a typeid';
COMMENT ON FUNCTION @extschema@.typeid_hash_extended(@extschema@.typeid, pg_catalog.int8) IS '64-bit seeded hash of a typeid';

-- operator classes

CREATE OPERATOR CLASS @extschema@.typeid_ops DEFAULT FOR TYPE @extschema@.typeid USING btree AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 @extschema@.typeid_cmp(@extschema@.typeid, @extschema@.typeid),
    FUNCTION 2 @extschema@.typeid_sortsupport(pg_catalog.internal),
    FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);

CREATE OPERATOR CLASS @extschema@.typeid_ops DEFAULT FOR TYPE @extschema@.typeid USING hash AS
    OPERATOR 1 @extschema@.= ,
    FUNCTION 1 @extschema@.typeid_hash(@extschema@.typeid),
    FUNCTION 2 @extschema@.typeid_hash_extended(@extschema@.typeid, pg_catalog.int8);

CREATE OPERATOR CLASS @extschema@.typeid_minmax_ops DEFAULT FOR TYPE @extschema@.typeid USING brin AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);

COMMENT ON OPERATOR CLASS @extschema@.typeid_ops USING btree IS 'default btree operator class for typeid (time order)';
COMMENT ON OPERATOR FAMILY @extschema@.typeid_ops USING btree IS 'btree operator family for typeid';
COMMENT ON OPERATOR CLASS @extschema@.typeid_ops USING hash IS 'default hash operator class for typeid';
COMMENT ON OPERATOR FAMILY @extschema@.typeid_ops USING hash IS 'hash operator family for typeid';
COMMENT ON OPERATOR CLASS @extschema@.typeid_minmax_ops USING brin IS 'default BRIN operator class for typeid: min and max per block range';
COMMENT ON OPERATOR FAMILY @extschema@.typeid_minmax_ops USING brin IS 'BRIN minmax operator family for typeid';

-- aggregates

CREATE AGGREGATE @extschema@.min(@extschema@.typeid) (
    SFUNC = @extschema@.typeid_smaller, STYPE = @extschema@.typeid,
    COMBINEFUNC = @extschema@.typeid_smaller, SORTOP = OPERATOR(@extschema@.<), PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.max(@extschema@.typeid) (
    SFUNC = @extschema@.typeid_larger, STYPE = @extschema@.typeid,
    COMBINEFUNC = @extschema@.typeid_larger, SORTOP = OPERATOR(@extschema@.>), PARALLEL = SAFE
);

COMMENT ON AGGREGATE @extschema@.min(@extschema@.typeid) IS 'the smallest (earliest) typeid';
COMMENT ON AGGREGATE @extschema@.max(@extschema@.typeid) IS 'the largest (latest) typeid';

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
