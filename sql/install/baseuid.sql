--------------------------------------------------------------------------------------------------
-- baseuid: 48-bit Unix nanoseconds >> 15 (32.768 us ticks) + 72 random bits in 15 bytes
--------------------------------------------------------------------------------------------------

CREATE TYPE @extschema@.baseuid;

CREATE FUNCTION @extschema@.baseuid_in(pg_catalog.cstring) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_out(@extschema@.baseuid) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_recv(pg_catalog.internal) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_send(@extschema@.baseuid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

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
COMMENT ON FUNCTION @extschema@.baseuid_in(pg_catalog.cstring) IS 'text input of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_out(@extschema@.baseuid) IS 'text output of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_recv(pg_catalog.internal) IS 'binary input of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_send(@extschema@.baseuid) IS 'binary output of baseuid';

-- @include id_type_estimators.sql.in

-- comparison

CREATE FUNCTION @extschema@.baseuid_eq(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_ne(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_lt(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_le(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_gt(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_ge(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_cmp(@extschema@.baseuid, @extschema@.baseuid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_smaller(@extschema@.baseuid, @extschema@.baseuid) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_larger(@extschema@.baseuid, @extschema@.baseuid) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_eq(@extschema@.baseuid, @extschema@.baseuid) IS 'equal';
COMMENT ON FUNCTION @extschema@.baseuid_ne(@extschema@.baseuid, @extschema@.baseuid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.baseuid_lt(@extschema@.baseuid, @extschema@.baseuid) IS 'less than';
COMMENT ON FUNCTION @extschema@.baseuid_le(@extschema@.baseuid, @extschema@.baseuid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.baseuid_gt(@extschema@.baseuid, @extschema@.baseuid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.baseuid_ge(@extschema@.baseuid, @extschema@.baseuid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.baseuid_cmp(@extschema@.baseuid, @extschema@.baseuid) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.baseuid_smaller(@extschema@.baseuid, @extschema@.baseuid) IS 'the smaller of two baseuids';
COMMENT ON FUNCTION @extschema@.baseuid_larger(@extschema@.baseuid, @extschema@.baseuid) IS 'the larger of two baseuids';
COMMENT ON FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) IS 'sort support (abbreviated keys) for baseuid';

CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_eq,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, MERGES, HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_ne,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_lt,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.baseuid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.baseuid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.baseuid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.baseuid_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.baseuid_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.baseuid, @extschema@.baseuid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.baseuid, @extschema@.baseuid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.baseuid, @extschema@.baseuid) IS 'less than (earlier)';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.baseuid, @extschema@.baseuid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.baseuid, @extschema@.baseuid) IS 'greater than (later)';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.baseuid, @extschema@.baseuid) IS 'greater than or equal';

-- hashing

CREATE FUNCTION @extschema@.baseuid_hash(@extschema@.baseuid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_hash_extended(@extschema@.baseuid, pg_catalog.int8) RETURNS pg_catalog.int8
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_hash(@extschema@.baseuid) IS '32-bit hash of a baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_hash_extended(@extschema@.baseuid, pg_catalog.int8) IS '64-bit seeded hash of a baseuid';

-- operator classes

CREATE OPERATOR CLASS @extschema@.baseuid_ops DEFAULT FOR TYPE @extschema@.baseuid USING btree AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 @extschema@.baseuid_cmp(@extschema@.baseuid, @extschema@.baseuid),
    FUNCTION 2 @extschema@.baseuid_sortsupport(pg_catalog.internal),
    FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);

CREATE OPERATOR CLASS @extschema@.baseuid_ops DEFAULT FOR TYPE @extschema@.baseuid USING hash AS
    OPERATOR 1 @extschema@.= ,
    FUNCTION 1 @extschema@.baseuid_hash(@extschema@.baseuid),
    FUNCTION 2 @extschema@.baseuid_hash_extended(@extschema@.baseuid, pg_catalog.int8);

CREATE OPERATOR CLASS @extschema@.baseuid_minmax_ops DEFAULT FOR TYPE @extschema@.baseuid USING brin AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);

COMMENT ON OPERATOR CLASS @extschema@.baseuid_ops USING btree IS 'default btree operator class for baseuid (time order)';
COMMENT ON OPERATOR FAMILY @extschema@.baseuid_ops USING btree IS 'btree operator family for baseuid';
COMMENT ON OPERATOR CLASS @extschema@.baseuid_ops USING hash IS 'default hash operator class for baseuid';
COMMENT ON OPERATOR FAMILY @extschema@.baseuid_ops USING hash IS 'hash operator family for baseuid';
COMMENT ON OPERATOR CLASS @extschema@.baseuid_minmax_ops USING brin IS 'default BRIN operator class for baseuid: min and max per block range';
COMMENT ON OPERATOR FAMILY @extschema@.baseuid_minmax_ops USING brin IS 'BRIN minmax operator family for baseuid';

-- @include id_type_skip.sql.in

-- aggregates

CREATE AGGREGATE @extschema@.min(@extschema@.baseuid) (
    SFUNC = @extschema@.baseuid_smaller, STYPE = @extschema@.baseuid,
    COMBINEFUNC = @extschema@.baseuid_smaller, SORTOP = OPERATOR(@extschema@.<), PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.max(@extschema@.baseuid) (
    SFUNC = @extschema@.baseuid_larger, STYPE = @extschema@.baseuid,
    COMBINEFUNC = @extschema@.baseuid_larger, SORTOP = OPERATOR(@extschema@.>), PARALLEL = SAFE
);

COMMENT ON AGGREGATE @extschema@.min(@extschema@.baseuid) IS 'the smallest (earliest) baseuid';
COMMENT ON AGGREGATE @extschema@.max(@extschema@.baseuid) IS 'the largest (latest) baseuid';

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
