
--------------------------------------------------------------------------------------------------
-- ulid_flake: 43-bit milliseconds since 2024-01-01 + 20 random bits in a non-negative int8
--------------------------------------------------------------------------------------------------

CREATE TYPE @extschema@.ulid_flake;

CREATE FUNCTION @extschema@.ulid_flake_in(pg_catalog.cstring) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_out(@extschema@.ulid_flake) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_recv(pg_catalog.internal) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_send(@extschema@.ulid_flake) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

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
COMMENT ON FUNCTION @extschema@.ulid_flake_in(pg_catalog.cstring) IS 'text input of ulid_flake';
COMMENT ON FUNCTION @extschema@.ulid_flake_out(@extschema@.ulid_flake) IS 'text output of ulid_flake';
COMMENT ON FUNCTION @extschema@.ulid_flake_recv(pg_catalog.internal) IS 'binary input of ulid_flake (8 bytes big-endian, sign bit clear)';
COMMENT ON FUNCTION @extschema@.ulid_flake_send(@extschema@.ulid_flake) IS 'binary output of ulid_flake (8 bytes big-endian)';

-- comparison

CREATE FUNCTION @extschema@.ulid_flake_eq(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ne(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_lt(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_le(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_gt(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ge(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_cmp(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_smaller(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_larger(@extschema@.ulid_flake, @extschema@.ulid_flake) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_eq(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_ne(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_lt(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_flake_le(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_gt(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_flake_ge(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_cmp(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.ulid_flake_smaller(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'the smaller of two ulid_flakes';
COMMENT ON FUNCTION @extschema@.ulid_flake_larger(@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'the larger of two ulid_flakes';
COMMENT ON FUNCTION @extschema@.ulid_flake_sortsupport(pg_catalog.internal) IS 'sort support for ulid_flake';

CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_eq,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, MERGES, HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_ne,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_lt,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'less than (earlier)';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'greater than (later)';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid_flake, @extschema@.ulid_flake) IS 'greater than or equal';

-- hashing

CREATE FUNCTION @extschema@.ulid_flake_hash(@extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_hash_extended(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int8
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_hash(@extschema@.ulid_flake) IS '32-bit hash of a ulid_flake (of its 8 big-endian bytes)';
COMMENT ON FUNCTION @extschema@.ulid_flake_hash_extended(@extschema@.ulid_flake, pg_catalog.int8) IS '64-bit seeded hash of a ulid_flake';

-- operator classes

CREATE OPERATOR CLASS @extschema@.ulid_flake_ops DEFAULT FOR TYPE @extschema@.ulid_flake USING btree AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 @extschema@.ulid_flake_cmp(@extschema@.ulid_flake, @extschema@.ulid_flake),
    FUNCTION 2 @extschema@.ulid_flake_sortsupport(pg_catalog.internal),
    FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);

CREATE OPERATOR CLASS @extschema@.ulid_flake_ops DEFAULT FOR TYPE @extschema@.ulid_flake USING hash AS
    OPERATOR 1 @extschema@.= ,
    FUNCTION 1 @extschema@.ulid_flake_hash(@extschema@.ulid_flake),
    FUNCTION 2 @extschema@.ulid_flake_hash_extended(@extschema@.ulid_flake, pg_catalog.int8);

CREATE OPERATOR CLASS @extschema@.ulid_flake_minmax_ops DEFAULT FOR TYPE @extschema@.ulid_flake USING brin AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);

COMMENT ON OPERATOR CLASS @extschema@.ulid_flake_ops USING btree IS 'default btree operator class for ulid_flake (time order)';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_flake_ops USING btree IS 'btree operator family for ulid_flake';
COMMENT ON OPERATOR CLASS @extschema@.ulid_flake_ops USING hash IS 'default hash operator class for ulid_flake';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_flake_ops USING hash IS 'hash operator family for ulid_flake';
COMMENT ON OPERATOR CLASS @extschema@.ulid_flake_minmax_ops USING brin IS 'default BRIN operator class for ulid_flake: min and max per block range';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_flake_minmax_ops USING brin IS 'BRIN minmax operator family for ulid_flake';

-- aggregates

CREATE AGGREGATE @extschema@.min(@extschema@.ulid_flake) (
    SFUNC = @extschema@.ulid_flake_smaller, STYPE = @extschema@.ulid_flake,
    COMBINEFUNC = @extschema@.ulid_flake_smaller, SORTOP = OPERATOR(@extschema@.<), PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.max(@extschema@.ulid_flake) (
    SFUNC = @extschema@.ulid_flake_larger, STYPE = @extschema@.ulid_flake,
    COMBINEFUNC = @extschema@.ulid_flake_larger, SORTOP = OPERATOR(@extschema@.>), PARALLEL = SAFE
);

COMMENT ON AGGREGATE @extschema@.min(@extschema@.ulid_flake) IS 'the smallest (earliest) ulid_flake';
COMMENT ON AGGREGATE @extschema@.max(@extschema@.ulid_flake) IS 'the largest (latest) ulid_flake';

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

CREATE FUNCTION @extschema@.gen_ulid_flake() RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME', 'gen_ulid_flake' LANGUAGE C VOLATILE PARALLEL RESTRICTED;
CREATE FUNCTION @extschema@.gen_ulid_flake(sid pg_catalog.int4) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME', 'gen_ulid_flake_scalable' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;

COMMENT ON FUNCTION @extschema@.gen_ulid_flake() IS 'a new stand-alone ulid_flake, strictly greater than the previous one of this session';
COMMENT ON FUNCTION @extschema@.gen_ulid_flake(pg_catalog.int4) IS 'a new scalable ulid_flake with the given sid (0..31) in its low 5 bits, strictly greater than the previous one of this session';
