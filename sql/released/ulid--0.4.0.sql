-- ulid 0.4.0 install script, built from sql/install/ by the Makefile.
\echo Use "CREATE EXTENSION ulid" to load this file. \quit
--------------------------------------------------------------------------------------------------
-- ulid: 48-bit Unix milliseconds + 80 random bits, stored like uuid
--------------------------------------------------------------------------------------------------

-- Shared by every ID type: the shell type and its I/O functions. ulid is the type's name.

CREATE TYPE @extschema@.ulid;

CREATE FUNCTION @extschema@.ulid_in(pg_catalog.cstring) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_out(@extschema@.ulid) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_recv(pg_catalog.internal) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_send(@extschema@.ulid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_in(pg_catalog.cstring) IS 'text input of ulid';
COMMENT ON FUNCTION @extschema@.ulid_out(@extschema@.ulid) IS 'text output of ulid';
COMMENT ON FUNCTION @extschema@.ulid_recv(pg_catalog.internal) IS 'binary input of ulid';
COMMENT ON FUNCTION @extschema@.ulid_send(@extschema@.ulid) IS 'binary output of ulid';

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
-- Row estimates of the < <= > >= operators on ulid (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate/). Declared like pg_catalog.scalarltsel.

CREATE FUNCTION @extschema@.ulid_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of < on ulid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of <= on ulid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of > on ulid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of >= on ulid, interpolated on the time in the key';
-- Shared by every ID type: comparison, operators, btree/hash/BRIN minmax classes, min/max.
-- The include line sets ESTIMATOR, the name of the restriction estimators of < <= > >= before "ltsel" etc.

-- comparison

CREATE FUNCTION @extschema@.ulid_eq(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ne(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_lt(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_le(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_gt(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ge(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_cmp(@extschema@.ulid, @extschema@.ulid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_smaller(@extschema@.ulid, @extschema@.ulid) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_larger(@extschema@.ulid, @extschema@.ulid) RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_eq(@extschema@.ulid, @extschema@.ulid) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_ne(@extschema@.ulid, @extschema@.ulid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_lt(@extschema@.ulid, @extschema@.ulid) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_le(@extschema@.ulid, @extschema@.ulid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_gt(@extschema@.ulid, @extschema@.ulid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_ge(@extschema@.ulid, @extschema@.ulid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_cmp(@extschema@.ulid, @extschema@.ulid) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.ulid_smaller(@extschema@.ulid, @extschema@.ulid) IS 'the smaller of two ulids';
COMMENT ON FUNCTION @extschema@.ulid_larger(@extschema@.ulid, @extschema@.ulid) IS 'the larger of two ulids';
COMMENT ON FUNCTION @extschema@.ulid_sortsupport(pg_catalog.internal) IS 'sort support for ulid';

CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_eq,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, MERGES, HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_ne,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_lt,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.ulid_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid, @extschema@.ulid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid, @extschema@.ulid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid, @extschema@.ulid) IS 'less than (earlier)';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid, @extschema@.ulid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid, @extschema@.ulid) IS 'greater than (later)';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid, @extschema@.ulid) IS 'greater than or equal';

-- hashing

CREATE FUNCTION @extschema@.ulid_hash(@extschema@.ulid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_hash_extended(@extschema@.ulid, pg_catalog.int8) RETURNS pg_catalog.int8
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_hash(@extschema@.ulid) IS '32-bit hash of a ulid';
COMMENT ON FUNCTION @extschema@.ulid_hash_extended(@extschema@.ulid, pg_catalog.int8) IS '64-bit seeded hash of a ulid';

-- operator classes

CREATE OPERATOR CLASS @extschema@.ulid_ops DEFAULT FOR TYPE @extschema@.ulid USING btree AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 @extschema@.ulid_cmp(@extschema@.ulid, @extschema@.ulid),
    FUNCTION 2 @extschema@.ulid_sortsupport(pg_catalog.internal),
    FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);

CREATE OPERATOR CLASS @extschema@.ulid_ops DEFAULT FOR TYPE @extschema@.ulid USING hash AS
    OPERATOR 1 @extschema@.= ,
    FUNCTION 1 @extschema@.ulid_hash(@extschema@.ulid),
    FUNCTION 2 @extschema@.ulid_hash_extended(@extschema@.ulid, pg_catalog.int8);

CREATE OPERATOR CLASS @extschema@.ulid_minmax_ops DEFAULT FOR TYPE @extschema@.ulid USING brin AS
    OPERATOR 1 @extschema@.< ,
    OPERATOR 2 @extschema@.<= ,
    OPERATOR 3 @extschema@.= ,
    OPERATOR 4 @extschema@.>= ,
    OPERATOR 5 @extschema@.> ,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);

COMMENT ON OPERATOR CLASS @extschema@.ulid_ops USING btree IS 'default btree operator class for ulid (time order)';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_ops USING btree IS 'btree operator family for ulid';
COMMENT ON OPERATOR CLASS @extschema@.ulid_ops USING hash IS 'default hash operator class for ulid';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_ops USING hash IS 'hash operator family for ulid';
COMMENT ON OPERATOR CLASS @extschema@.ulid_minmax_ops USING brin IS 'default BRIN operator class for ulid: min and max per block range';
COMMENT ON OPERATOR FAMILY @extschema@.ulid_minmax_ops USING brin IS 'BRIN minmax operator family for ulid';

-- aggregates

CREATE AGGREGATE @extschema@.min(@extschema@.ulid) (
    SFUNC = @extschema@.ulid_smaller, STYPE = @extschema@.ulid,
    COMBINEFUNC = @extschema@.ulid_smaller, SORTOP = OPERATOR(@extschema@.<), PARALLEL = SAFE
);
CREATE AGGREGATE @extschema@.max(@extschema@.ulid) (
    SFUNC = @extschema@.ulid_larger, STYPE = @extschema@.ulid,
    COMBINEFUNC = @extschema@.ulid_larger, SORTOP = OPERATOR(@extschema@.>), PARALLEL = SAFE
);

COMMENT ON AGGREGATE @extschema@.min(@extschema@.ulid) IS 'the smallest (earliest) ulid';
COMMENT ON AGGREGATE @extschema@.max(@extschema@.ulid) IS 'the largest (latest) ulid';
-- btree skip support (PostgreSQL 18 and later): lets a scan on a later column of a multi-column
-- index step through the distinct values of this leading column. The C function exists on every
-- major (before 18 it only raises an error, and nothing calls it); ulid_enable_skip_support()
-- (sql/install/skip_support.sql) adds it to the family where the server has skip support.

CREATE FUNCTION @extschema@.ulid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_skipsupport(pg_catalog.internal) IS 'btree skip support for ulid (PostgreSQL 18 and later)';

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

-- Shared by every comparison of an ID type ulid with another type timestamptz (timestamptz for every
-- type; uuid for ulid; int8 for ulid_flake): the functions and operators = <> < <= > >= in both
-- argument orders, and their place in the type's btree family (the BRIN families take them
-- through id_type_brin_cross_ops.sql.in). timestamptz_cmp is
-- timestamptz's own btree comparison function;  adds to the two `=` operators (",HASHES"
-- where the hash family also takes them). They are not MERGES: a merge join takes the family to be
-- complete for both input types (without timestamptz's own operators it failed with "missing operator
-- 1(1184,1184) in opfamily"), and completing it would put a core type's = into a second btree
-- family, which changes how PostgreSQL plans that type's own equalities (int8 = int8 would no
-- longer share an equivalence class with int8 = int4).

CREATE FUNCTION @extschema@.ulid_eq_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ne_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_lt_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_le_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_gt_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ge_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_cmp_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_eq_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ne_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_lt_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_le_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_gt_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ge_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_cmp_ulid(pg_catalog.timestamptz, @extschema@.ulid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.ulid_eq_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_ne_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_lt_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_le_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_gt_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_ge_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_cmp_timestamptz(@extschema@.ulid, pg_catalog.timestamptz) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.timestamptz_eq_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'equal';
COMMENT ON FUNCTION @extschema@.timestamptz_ne_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.timestamptz_lt_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'less than';
COMMENT ON FUNCTION @extschema@.timestamptz_le_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_gt_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.timestamptz_ge_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_cmp_ulid(pg_catalog.timestamptz, @extschema@.ulid) IS 'less-equal-greater: -1, 0 or 1';

-- The inequalities use the type's own row estimators (id_type_estimators.sql.in), which read
-- timestamptz, uuid and bigint constants and columns on the same time axis as the IDs.
CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_eq_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_ne_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_lt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_le_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_gt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_ge_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_gesel, JOIN = pg_catalog.scalargejoinsel
);
CREATE OPERATOR @extschema@.= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_eq_ulid,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_ne_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_lt_ulid,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_le_ulid,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_gt_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.timestamptz_ge_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid, pg_catalog.timestamptz) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid, pg_catalog.timestamptz) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON OPERATOR @extschema@.= (pg_catalog.timestamptz, @extschema@.ulid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (pg_catalog.timestamptz, @extschema@.ulid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (pg_catalog.timestamptz, @extschema@.ulid) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (pg_catalog.timestamptz, @extschema@.ulid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (pg_catalog.timestamptz, @extschema@.ulid) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (pg_catalog.timestamptz, @extschema@.ulid) IS 'greater than or equal';

ALTER OPERATOR FAMILY @extschema@.ulid_ops USING btree ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.timestamptz),
    FUNCTION 1 (@extschema@.ulid, pg_catalog.timestamptz) @extschema@.ulid_cmp_timestamptz(@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 1 @extschema@.< (pg_catalog.timestamptz, @extschema@.ulid),
    OPERATOR 2 @extschema@.<= (pg_catalog.timestamptz, @extschema@.ulid),
    OPERATOR 3 @extschema@.= (pg_catalog.timestamptz, @extschema@.ulid),
    OPERATOR 4 @extschema@.>= (pg_catalog.timestamptz, @extschema@.ulid),
    OPERATOR 5 @extschema@.> (pg_catalog.timestamptz, @extschema@.ulid),
    FUNCTION 1 (pg_catalog.timestamptz, @extschema@.ulid) @extschema@.timestamptz_cmp_ulid(pg_catalog.timestamptz, @extschema@.ulid),
    -- A btree scan over an array of timestamptz values (id = ANY (...), id >= ANY (...), id IN (...))
    -- sorts it, or picks its extreme element, with timestamptz's own comparison and < > looked up in
    -- this family, and fails without them. timestamptz's own = stays out (see above), so amvalidate
    -- reports "missing operator(s)" for timestamptz with itself.
    OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 2 pg_catalog.<= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 4 pg_catalog.>= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz),
    FUNCTION 1 (pg_catalog.timestamptz, pg_catalog.timestamptz) pg_catalog.timestamptz_cmp(pg_catalog.timestamptz, pg_catalog.timestamptz);

-- The comparisons of ulid with timestamptz (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_minmax_ops (minmax, or minmax_multi), so that a bound of timestamptz is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_minmax_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.timestamptz);
-- The comparisons of ulid with timestamptz (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_minmax_multi_ops (minmax, or minmax_multi), so that a bound of timestamptz is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_minmax_multi_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.timestamptz);
-- Shared by every comparison of an ID type ulid with another type uuid (timestamptz for every
-- type; uuid for ulid; int8 for ulid_flake): the functions and operators = <> < <= > >= in both
-- argument orders, and their place in the type's btree family (the BRIN families take them
-- through id_type_brin_cross_ops.sql.in). uuid_cmp is
-- uuid's own btree comparison function; ,HASHES adds to the two `=` operators (",HASHES"
-- where the hash family also takes them). They are not MERGES: a merge join takes the family to be
-- complete for both input types (without uuid's own operators it failed with "missing operator
-- 1(1184,1184) in opfamily"), and completing it would put a core type's = into a second btree
-- family, which changes how PostgreSQL plans that type's own equalities (int8 = int8 would no
-- longer share an equivalence class with int8 = int4).

CREATE FUNCTION @extschema@.ulid_eq_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ne_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_lt_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_le_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_gt_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_ge_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_cmp_uuid(@extschema@.ulid, pg_catalog.uuid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_eq_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_ne_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_lt_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_le_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_gt_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_ge_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.uuid_cmp_ulid(pg_catalog.uuid, @extschema@.ulid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.ulid_eq_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_ne_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_lt_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_le_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_gt_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_ge_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_cmp_uuid(@extschema@.ulid, pg_catalog.uuid) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.uuid_eq_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'equal';
COMMENT ON FUNCTION @extschema@.uuid_ne_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.uuid_lt_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'less than';
COMMENT ON FUNCTION @extschema@.uuid_le_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.uuid_gt_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.uuid_ge_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.uuid_cmp_ulid(pg_catalog.uuid, @extschema@.ulid) IS 'less-equal-greater: -1, 0 or 1';

-- The inequalities use the type's own row estimators (id_type_estimators.sql.in), which read
-- timestamptz, uuid and bigint constants and columns on the same time axis as the IDs.
CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_eq_uuid,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel,HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_ne_uuid,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_lt_uuid,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_le_uuid,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_gt_uuid,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = @extschema@.ulid_ge_uuid,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_gesel, JOIN = pg_catalog.scalargejoinsel
);
CREATE OPERATOR @extschema@.= (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_eq_ulid,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel,HASHES
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_ne_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_lt_ulid,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_le_ulid,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_gt_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = pg_catalog.uuid, RIGHTARG = @extschema@.ulid, FUNCTION = @extschema@.uuid_ge_ulid,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid, pg_catalog.uuid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid, pg_catalog.uuid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid, pg_catalog.uuid) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid, pg_catalog.uuid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid, pg_catalog.uuid) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid, pg_catalog.uuid) IS 'greater than or equal';
COMMENT ON OPERATOR @extschema@.= (pg_catalog.uuid, @extschema@.ulid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (pg_catalog.uuid, @extschema@.ulid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (pg_catalog.uuid, @extschema@.ulid) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (pg_catalog.uuid, @extschema@.ulid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (pg_catalog.uuid, @extschema@.ulid) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (pg_catalog.uuid, @extschema@.ulid) IS 'greater than or equal';

ALTER OPERATOR FAMILY @extschema@.ulid_ops USING btree ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.uuid),
    FUNCTION 1 (@extschema@.ulid, pg_catalog.uuid) @extschema@.ulid_cmp_uuid(@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 1 @extschema@.< (pg_catalog.uuid, @extschema@.ulid),
    OPERATOR 2 @extschema@.<= (pg_catalog.uuid, @extschema@.ulid),
    OPERATOR 3 @extschema@.= (pg_catalog.uuid, @extschema@.ulid),
    OPERATOR 4 @extschema@.>= (pg_catalog.uuid, @extschema@.ulid),
    OPERATOR 5 @extschema@.> (pg_catalog.uuid, @extschema@.ulid),
    FUNCTION 1 (pg_catalog.uuid, @extschema@.ulid) @extschema@.uuid_cmp_ulid(pg_catalog.uuid, @extschema@.ulid),
    -- A btree scan over an array of uuid values (id = ANY (...), id >= ANY (...), id IN (...))
    -- sorts it, or picks its extreme element, with uuid's own comparison and < > looked up in
    -- this family, and fails without them. uuid's own = stays out (see above), so amvalidate
    -- reports "missing operator(s)" for uuid with itself.
    OPERATOR 1 pg_catalog.< (pg_catalog.uuid, pg_catalog.uuid),
    OPERATOR 2 pg_catalog.<= (pg_catalog.uuid, pg_catalog.uuid),
    OPERATOR 4 pg_catalog.>= (pg_catalog.uuid, pg_catalog.uuid),
    OPERATOR 5 pg_catalog.> (pg_catalog.uuid, pg_catalog.uuid),
    FUNCTION 1 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_cmp(pg_catalog.uuid, pg_catalog.uuid);

-- The comparisons of ulid with uuid (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_minmax_ops (minmax, or minmax_multi), so that a bound of uuid is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_minmax_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.uuid);
-- The comparisons of ulid with uuid (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_minmax_multi_ops (minmax, or minmax_multi), so that a bound of uuid is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_minmax_multi_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 3 @extschema@.= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 5 @extschema@.> (@extschema@.ulid, pg_catalog.uuid);

-- ulid = uuid in the ulid hash family, so that the two hash-join. uuid's hash functions hash the
-- same 16 bytes with hash_any, exactly as ulid_hash and ulid_hash_extended do. The family also
-- takes core uuid = uuid (an existing operator, not a new one): without it the family would hold
-- hash functions for uuid and no operator using them, which hash amvalidate reports as missing.
-- A hash family orders nothing, so this changes no plan of uuid's own equalities.

ALTER OPERATOR FAMILY @extschema@.ulid_ops USING hash ADD
    OPERATOR 1 @extschema@.= (@extschema@.ulid, pg_catalog.uuid),
    OPERATOR 1 @extschema@.= (pg_catalog.uuid, @extschema@.ulid),
    OPERATOR 1 pg_catalog.= (pg_catalog.uuid, pg_catalog.uuid),
    FUNCTION 1 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_hash(pg_catalog.uuid),
    FUNCTION 2 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_hash_extended(pg_catalog.uuid, pg_catalog.int8);

--------------------------------------------------------------------------------------------------
-- ulid_flake: 43-bit milliseconds since 2024-01-01 + 20 random bits in a non-negative int8
--------------------------------------------------------------------------------------------------

-- Shared by every ID type: the shell type and its I/O functions. ulid_flake is the type's name.

CREATE TYPE @extschema@.ulid_flake;

CREATE FUNCTION @extschema@.ulid_flake_in(pg_catalog.cstring) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_out(@extschema@.ulid_flake) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_recv(pg_catalog.internal) RETURNS @extschema@.ulid_flake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_send(@extschema@.ulid_flake) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_in(pg_catalog.cstring) IS 'text input of ulid_flake';
COMMENT ON FUNCTION @extschema@.ulid_flake_out(@extschema@.ulid_flake) IS 'text output of ulid_flake';
COMMENT ON FUNCTION @extschema@.ulid_flake_recv(pg_catalog.internal) IS 'binary input of ulid_flake';
COMMENT ON FUNCTION @extschema@.ulid_flake_send(@extschema@.ulid_flake) IS 'binary output of ulid_flake';

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

-- Row estimates of the < <= > >= operators on ulid_flake (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate/). Declared like pg_catalog.scalarltsel.

CREATE FUNCTION @extschema@.ulid_flake_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.ulid_flake_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of < on ulid_flake, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_flake_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of <= on ulid_flake, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_flake_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of > on ulid_flake, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.ulid_flake_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of >= on ulid_flake, interpolated on the time in the key';
-- Shared by every ID type: comparison, operators, btree/hash/BRIN minmax classes, min/max.
-- The include line sets ESTIMATOR, the name of the restriction estimators of < <= > >= before "ltsel" etc.

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
    RESTRICT = @extschema@.ulid_flake_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_le,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_flake_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_gt,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_flake_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.ulid_flake_ge,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_flake_gesel, JOIN = pg_catalog.scalargejoinsel
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

COMMENT ON FUNCTION @extschema@.ulid_flake_hash(@extschema@.ulid_flake) IS '32-bit hash of a ulid_flake';
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
-- btree skip support (PostgreSQL 18 and later): lets a scan on a later column of a multi-column
-- index step through the distinct values of this leading column. The C function exists on every
-- major (before 18 it only raises an error, and nothing calls it); ulid_enable_skip_support()
-- (sql/install/skip_support.sql) adds it to the family where the server has skip support.

CREATE FUNCTION @extschema@.ulid_flake_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.ulid_flake_skipsupport(pg_catalog.internal) IS 'btree skip support for ulid_flake (PostgreSQL 18 and later)';

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

-- Shared by every comparison of an ID type ulid_flake with another type timestamptz (timestamptz for every
-- type; uuid for ulid; int8 for ulid_flake): the functions and operators = <> < <= > >= in both
-- argument orders, and their place in the type's btree family (the BRIN families take them
-- through id_type_brin_cross_ops.sql.in). timestamptz_cmp is
-- timestamptz's own btree comparison function;  adds to the two `=` operators (",HASHES"
-- where the hash family also takes them). They are not MERGES: a merge join takes the family to be
-- complete for both input types (without timestamptz's own operators it failed with "missing operator
-- 1(1184,1184) in opfamily"), and completing it would put a core type's = into a second btree
-- family, which changes how PostgreSQL plans that type's own equalities (int8 = int8 would no
-- longer share an equivalence class with int8 = int4).

CREATE FUNCTION @extschema@.ulid_flake_eq_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ne_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_lt_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_le_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_gt_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ge_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_cmp_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_eq_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ne_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_lt_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_le_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_gt_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ge_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_cmp_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.ulid_flake_eq_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_ne_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_lt_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_flake_le_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_gt_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_flake_ge_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_cmp_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.timestamptz_eq_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'equal';
COMMENT ON FUNCTION @extschema@.timestamptz_ne_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON FUNCTION @extschema@.timestamptz_lt_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'less than';
COMMENT ON FUNCTION @extschema@.timestamptz_le_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_gt_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'greater than';
COMMENT ON FUNCTION @extschema@.timestamptz_ge_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_cmp_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'less-equal-greater: -1, 0 or 1';

-- The inequalities use the type's own row estimators (id_type_estimators.sql.in), which read
-- timestamptz, uuid and bigint constants and columns on the same time axis as the IDs.
CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_eq_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_ne_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_lt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_flake_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_le_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_flake_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_gt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_flake_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.ulid_flake_ge_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_flake_gesel, JOIN = pg_catalog.scalargejoinsel
);
CREATE OPERATOR @extschema@.= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_eq_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_ne_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_lt_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_flake_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_le_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_flake_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_gt_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_flake_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.timestamptz_ge_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_flake_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid_flake, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON OPERATOR @extschema@.= (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (pg_catalog.timestamptz, @extschema@.ulid_flake) IS 'greater than or equal';

ALTER OPERATOR FAMILY @extschema@.ulid_flake_ops USING btree ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.ulid_flake, pg_catalog.timestamptz),
    FUNCTION 1 (@extschema@.ulid_flake, pg_catalog.timestamptz) @extschema@.ulid_flake_cmp_timestamptz(@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 1 @extschema@.< (pg_catalog.timestamptz, @extschema@.ulid_flake),
    OPERATOR 2 @extschema@.<= (pg_catalog.timestamptz, @extschema@.ulid_flake),
    OPERATOR 3 @extschema@.= (pg_catalog.timestamptz, @extschema@.ulid_flake),
    OPERATOR 4 @extschema@.>= (pg_catalog.timestamptz, @extschema@.ulid_flake),
    OPERATOR 5 @extschema@.> (pg_catalog.timestamptz, @extschema@.ulid_flake),
    FUNCTION 1 (pg_catalog.timestamptz, @extschema@.ulid_flake) @extschema@.timestamptz_cmp_ulid_flake(pg_catalog.timestamptz, @extschema@.ulid_flake),
    -- A btree scan over an array of timestamptz values (id = ANY (...), id >= ANY (...), id IN (...))
    -- sorts it, or picks its extreme element, with timestamptz's own comparison and < > looked up in
    -- this family, and fails without them. timestamptz's own = stays out (see above), so amvalidate
    -- reports "missing operator(s)" for timestamptz with itself.
    OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 2 pg_catalog.<= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 4 pg_catalog.>= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz),
    FUNCTION 1 (pg_catalog.timestamptz, pg_catalog.timestamptz) pg_catalog.timestamptz_cmp(pg_catalog.timestamptz, pg_catalog.timestamptz);

-- The comparisons of ulid_flake with timestamptz (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_flake_minmax_ops (minmax, or minmax_multi), so that a bound of timestamptz is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_flake_minmax_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid_flake, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.ulid_flake, pg_catalog.timestamptz);
-- Shared by every comparison of an ID type ulid_flake with another type int8 (timestamptz for every
-- type; uuid for ulid; int8 for ulid_flake): the functions and operators = <> < <= > >= in both
-- argument orders, and their place in the type's btree family (the BRIN families take them
-- through id_type_brin_cross_ops.sql.in). btint8cmp is
-- int8's own btree comparison function;  adds to the two `=` operators (",HASHES"
-- where the hash family also takes them). They are not MERGES: a merge join takes the family to be
-- complete for both input types (without int8's own operators it failed with "missing operator
-- 1(1184,1184) in opfamily"), and completing it would put a core type's = into a second btree
-- family, which changes how PostgreSQL plans that type's own equalities (int8 = int8 would no
-- longer share an equivalence class with int8 = int4).

CREATE FUNCTION @extschema@.ulid_flake_eq_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ne_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_lt_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_le_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_gt_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_ge_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.ulid_flake_cmp_int8(@extschema@.ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_eq_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_ne_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_lt_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_le_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_gt_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_ge_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.int8_cmp_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.ulid_flake_eq_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_ne_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'not equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_lt_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'less than';
COMMENT ON FUNCTION @extschema@.ulid_flake_le_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_gt_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'greater than';
COMMENT ON FUNCTION @extschema@.ulid_flake_ge_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.ulid_flake_cmp_int8(@extschema@.ulid_flake, pg_catalog.int8) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.int8_eq_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'equal';
COMMENT ON FUNCTION @extschema@.int8_ne_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON FUNCTION @extschema@.int8_lt_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'less than';
COMMENT ON FUNCTION @extschema@.int8_le_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.int8_gt_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'greater than';
COMMENT ON FUNCTION @extschema@.int8_ge_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.int8_cmp_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake) IS 'less-equal-greater: -1, 0 or 1';

-- The inequalities use the type's own row estimators (id_type_estimators.sql.in), which read
-- timestamptz, uuid and bigint constants and columns on the same time axis as the IDs.
CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_eq_int8,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_ne_int8,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_lt_int8,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_flake_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_le_int8,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_flake_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_gt_int8,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_flake_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = @extschema@.ulid_flake_ge_int8,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_flake_gesel, JOIN = pg_catalog.scalargejoinsel
);
CREATE OPERATOR @extschema@.= (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_eq_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_ne_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_lt_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.ulid_flake_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_le_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.ulid_flake_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_gt_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.ulid_flake_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = pg_catalog.int8, RIGHTARG = @extschema@.ulid_flake, FUNCTION = @extschema@.int8_ge_ulid_flake,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.ulid_flake_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.ulid_flake, pg_catalog.int8) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.ulid_flake, pg_catalog.int8) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.ulid_flake, pg_catalog.int8) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.ulid_flake, pg_catalog.int8) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.ulid_flake, pg_catalog.int8) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.ulid_flake, pg_catalog.int8) IS 'greater than or equal';
COMMENT ON OPERATOR @extschema@.= (pg_catalog.int8, @extschema@.ulid_flake) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (pg_catalog.int8, @extschema@.ulid_flake) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (pg_catalog.int8, @extschema@.ulid_flake) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (pg_catalog.int8, @extschema@.ulid_flake) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (pg_catalog.int8, @extschema@.ulid_flake) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (pg_catalog.int8, @extschema@.ulid_flake) IS 'greater than or equal';

ALTER OPERATOR FAMILY @extschema@.ulid_flake_ops USING btree ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 3 @extschema@.= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 5 @extschema@.> (@extschema@.ulid_flake, pg_catalog.int8),
    FUNCTION 1 (@extschema@.ulid_flake, pg_catalog.int8) @extschema@.ulid_flake_cmp_int8(@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 1 @extschema@.< (pg_catalog.int8, @extschema@.ulid_flake),
    OPERATOR 2 @extschema@.<= (pg_catalog.int8, @extschema@.ulid_flake),
    OPERATOR 3 @extschema@.= (pg_catalog.int8, @extschema@.ulid_flake),
    OPERATOR 4 @extschema@.>= (pg_catalog.int8, @extschema@.ulid_flake),
    OPERATOR 5 @extschema@.> (pg_catalog.int8, @extschema@.ulid_flake),
    FUNCTION 1 (pg_catalog.int8, @extschema@.ulid_flake) @extschema@.int8_cmp_ulid_flake(pg_catalog.int8, @extschema@.ulid_flake),
    -- A btree scan over an array of int8 values (id = ANY (...), id >= ANY (...), id IN (...))
    -- sorts it, or picks its extreme element, with int8's own comparison and < > looked up in
    -- this family, and fails without them. int8's own = stays out (see above), so amvalidate
    -- reports "missing operator(s)" for int8 with itself.
    OPERATOR 1 pg_catalog.< (pg_catalog.int8, pg_catalog.int8),
    OPERATOR 2 pg_catalog.<= (pg_catalog.int8, pg_catalog.int8),
    OPERATOR 4 pg_catalog.>= (pg_catalog.int8, pg_catalog.int8),
    OPERATOR 5 pg_catalog.> (pg_catalog.int8, pg_catalog.int8),
    FUNCTION 1 (pg_catalog.int8, pg_catalog.int8) pg_catalog.btint8cmp(pg_catalog.int8, pg_catalog.int8);

-- The comparisons of ulid_flake with int8 (id_type_cross_ops.sql.in) in the BRIN family
-- ulid_flake_minmax_ops (minmax, or minmax_multi), so that a bound of int8 is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.ulid_flake_minmax_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 2 @extschema@.<= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 3 @extschema@.= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 4 @extschema@.>= (@extschema@.ulid_flake, pg_catalog.int8),
    OPERATOR 5 @extschema@.> (@extschema@.ulid_flake, pg_catalog.int8);
--------------------------------------------------------------------------------------------------
-- baseuid: 48-bit Unix nanoseconds >> 15 (32.768 us ticks) + 72 random bits in 15 bytes
--------------------------------------------------------------------------------------------------

-- Shared by every ID type: the shell type and its I/O functions. baseuid is the type's name.

CREATE TYPE @extschema@.baseuid;

CREATE FUNCTION @extschema@.baseuid_in(pg_catalog.cstring) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_out(@extschema@.baseuid) RETURNS pg_catalog.cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_recv(pg_catalog.internal) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_send(@extschema@.baseuid) RETURNS pg_catalog.bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_in(pg_catalog.cstring) IS 'text input of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_out(@extschema@.baseuid) IS 'text output of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_recv(pg_catalog.internal) IS 'binary input of baseuid';
COMMENT ON FUNCTION @extschema@.baseuid_send(@extschema@.baseuid) IS 'binary output of baseuid';

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

-- Row estimates of the < <= > >= operators on baseuid (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate/). Declared like pg_catalog.scalarltsel.

CREATE FUNCTION @extschema@.baseuid_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4)
    RETURNS pg_catalog.float8 AS 'MODULE_PATHNAME' LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_ltsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of < on baseuid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.baseuid_lesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of <= on baseuid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.baseuid_gtsel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of > on baseuid, interpolated on the time in the key';
COMMENT ON FUNCTION @extschema@.baseuid_gesel(pg_catalog.internal, pg_catalog.oid, pg_catalog.internal, pg_catalog.int4) IS 'restriction selectivity of >= on baseuid, interpolated on the time in the key';
-- Shared by every ID type: comparison, operators, btree/hash/BRIN minmax classes, min/max.
-- The include line sets ESTIMATOR, the name of the restriction estimators of < <= > >= before "ltsel" etc.

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
COMMENT ON FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) IS 'sort support for baseuid';

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
-- btree skip support (PostgreSQL 18 and later): lets a scan on a later column of a multi-column
-- index step through the distinct values of this leading column. The C function exists on every
-- major (before 18 it only raises an error, and nothing calls it); ulid_enable_skip_support()
-- (sql/install/skip_support.sql) adds it to the family where the server has skip support.

CREATE FUNCTION @extschema@.baseuid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_skipsupport(pg_catalog.internal) IS 'btree skip support for baseuid (PostgreSQL 18 and later)';

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

-- The smallest and largest baseuid of a tick (0.2.0), as ulid_min/ulid_max are for a millisecond.

CREATE FUNCTION @extschema@.baseuid_min(pg_catalog.timestamptz) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_max(pg_catalog.timestamptz) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_min(pg_catalog.timestamptz) IS 'the smallest baseuid of the 32.768 us tick holding a time (random part all zero)';
COMMENT ON FUNCTION @extschema@.baseuid_max(pg_catalog.timestamptz) IS 'the largest baseuid of the 32.768 us tick holding a time (random part all ones)';

-- Shared by every comparison of an ID type baseuid with another type timestamptz (timestamptz for every
-- type; uuid for ulid; int8 for ulid_flake): the functions and operators = <> < <= > >= in both
-- argument orders, and their place in the type's btree family (the BRIN families take them
-- through id_type_brin_cross_ops.sql.in). timestamptz_cmp is
-- timestamptz's own btree comparison function;  adds to the two `=` operators (",HASHES"
-- where the hash family also takes them). They are not MERGES: a merge join takes the family to be
-- complete for both input types (without timestamptz's own operators it failed with "missing operator
-- 1(1184,1184) in opfamily"), and completing it would put a core type's = into a second btree
-- family, which changes how PostgreSQL plans that type's own equalities (int8 = int8 would no
-- longer share an equivalence class with int8 = int4).

CREATE FUNCTION @extschema@.baseuid_eq_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_ne_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_lt_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_le_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_gt_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_ge_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.baseuid_cmp_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_eq_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ne_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_lt_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_le_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_gt_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_ge_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.bool
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.timestamptz_cmp_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) RETURNS pg_catalog.int4
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.baseuid_eq_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'equal';
COMMENT ON FUNCTION @extschema@.baseuid_ne_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON FUNCTION @extschema@.baseuid_lt_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'less than';
COMMENT ON FUNCTION @extschema@.baseuid_le_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.baseuid_gt_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON FUNCTION @extschema@.baseuid_ge_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.baseuid_cmp_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz) IS 'less-equal-greater: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.timestamptz_eq_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'equal';
COMMENT ON FUNCTION @extschema@.timestamptz_ne_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'not equal';
COMMENT ON FUNCTION @extschema@.timestamptz_lt_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'less than';
COMMENT ON FUNCTION @extschema@.timestamptz_le_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_gt_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'greater than';
COMMENT ON FUNCTION @extschema@.timestamptz_ge_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.timestamptz_cmp_baseuid(pg_catalog.timestamptz, @extschema@.baseuid) IS 'less-equal-greater: -1, 0 or 1';

-- The inequalities use the type's own row estimators (id_type_estimators.sql.in), which read
-- timestamptz, uuid and bigint constants and columns on the same time axis as the IDs.
CREATE OPERATOR @extschema@.= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_eq_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_ne_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_lt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.baseuid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_le_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.baseuid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_gt_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.baseuid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = @extschema@.baseuid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = @extschema@.baseuid_ge_timestamptz,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.baseuid_gesel, JOIN = pg_catalog.scalargejoinsel
);
CREATE OPERATOR @extschema@.= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_eq_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
    RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel
);
CREATE OPERATOR @extschema@.<> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_ne_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
    RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_lt_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
    RESTRICT = @extschema@.baseuid_ltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_le_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
    RESTRICT = @extschema@.baseuid_lesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_gt_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
    RESTRICT = @extschema@.baseuid_gtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
    LEFTARG = pg_catalog.timestamptz, RIGHTARG = @extschema@.baseuid, FUNCTION = @extschema@.timestamptz_ge_baseuid,
    COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
    RESTRICT = @extschema@.baseuid_gesel, JOIN = pg_catalog.scalargejoinsel
);

COMMENT ON OPERATOR @extschema@.= (@extschema@.baseuid, pg_catalog.timestamptz) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.baseuid, pg_catalog.timestamptz) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (@extschema@.baseuid, pg_catalog.timestamptz) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.baseuid, pg_catalog.timestamptz) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (@extschema@.baseuid, pg_catalog.timestamptz) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.baseuid, pg_catalog.timestamptz) IS 'greater than or equal';
COMMENT ON OPERATOR @extschema@.= (pg_catalog.timestamptz, @extschema@.baseuid) IS 'equal';
COMMENT ON OPERATOR @extschema@.<> (pg_catalog.timestamptz, @extschema@.baseuid) IS 'not equal';
COMMENT ON OPERATOR @extschema@.< (pg_catalog.timestamptz, @extschema@.baseuid) IS 'less than';
COMMENT ON OPERATOR @extschema@.<= (pg_catalog.timestamptz, @extschema@.baseuid) IS 'less than or equal';
COMMENT ON OPERATOR @extschema@.> (pg_catalog.timestamptz, @extschema@.baseuid) IS 'greater than';
COMMENT ON OPERATOR @extschema@.>= (pg_catalog.timestamptz, @extschema@.baseuid) IS 'greater than or equal';

ALTER OPERATOR FAMILY @extschema@.baseuid_ops USING btree ADD
    OPERATOR 1 @extschema@.< (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.baseuid, pg_catalog.timestamptz),
    FUNCTION 1 (@extschema@.baseuid, pg_catalog.timestamptz) @extschema@.baseuid_cmp_timestamptz(@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 1 @extschema@.< (pg_catalog.timestamptz, @extschema@.baseuid),
    OPERATOR 2 @extschema@.<= (pg_catalog.timestamptz, @extschema@.baseuid),
    OPERATOR 3 @extschema@.= (pg_catalog.timestamptz, @extschema@.baseuid),
    OPERATOR 4 @extschema@.>= (pg_catalog.timestamptz, @extschema@.baseuid),
    OPERATOR 5 @extschema@.> (pg_catalog.timestamptz, @extschema@.baseuid),
    FUNCTION 1 (pg_catalog.timestamptz, @extschema@.baseuid) @extschema@.timestamptz_cmp_baseuid(pg_catalog.timestamptz, @extschema@.baseuid),
    -- A btree scan over an array of timestamptz values (id = ANY (...), id >= ANY (...), id IN (...))
    -- sorts it, or picks its extreme element, with timestamptz's own comparison and < > looked up in
    -- this family, and fails without them. timestamptz's own = stays out (see above), so amvalidate
    -- reports "missing operator(s)" for timestamptz with itself.
    OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 2 pg_catalog.<= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 4 pg_catalog.>= (pg_catalog.timestamptz, pg_catalog.timestamptz),
    OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz),
    FUNCTION 1 (pg_catalog.timestamptz, pg_catalog.timestamptz) pg_catalog.timestamptz_cmp(pg_catalog.timestamptz, pg_catalog.timestamptz);

-- The comparisons of baseuid with timestamptz (id_type_cross_ops.sql.in) in the BRIN family
-- baseuid_minmax_ops (minmax, or minmax_multi), so that a bound of timestamptz is an index condition
-- there too. A BRIN scan key always has the indexed column on the left.
ALTER OPERATOR FAMILY @extschema@.baseuid_minmax_ops USING brin ADD
    OPERATOR 1 @extschema@.< (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 2 @extschema@.<= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 3 @extschema@.= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 4 @extschema@.>= (@extschema@.baseuid, pg_catalog.timestamptz),
    OPERATOR 5 @extschema@.> (@extschema@.baseuid, pg_catalog.timestamptz);
-- Generators that share one state per server across sessions (every ID type exists by now).
-- Server-wide generators (0.2.0): one state per server in shared memory, shared by every session,
-- database and parallel worker; no shared_preload_libraries. Included by the install script
-- (after every type exists) and by the 0.1.0 -> 0.2.0 update script.

CREATE FUNCTION @extschema@.gen_server_monotonic_ulid() RETURNS @extschema@.ulid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE FUNCTION @extschema@.gen_server_monotonic_baseuid() RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.gen_server_monotonic_ulid() IS 'a new ulid, strictly greater than every ulid this function returned before on this server, in any session';
COMMENT ON FUNCTION @extschema@.gen_server_monotonic_baseuid() IS 'a new baseuid, strictly greater than every baseuid this function returned before on this server, in any session';
COMMENT ON FUNCTION @extschema@.gen_ulid_flake() IS 'a new stand-alone ulid_flake, strictly greater than every value this function returned before on this server, in any session';
COMMENT ON FUNCTION @extschema@.gen_ulid_flake(pg_catalog.int4) IS 'a new scalable ulid_flake with the given sid (0..31) in its low 5 bits, strictly greater than every value returned before for that sid on this server, in any session';
--------------------------------------------------------------------------------------------------
-- btree skip support (PostgreSQL 18 and later), for every type at once
--------------------------------------------------------------------------------------------------
-- Support function 6 (skip support) exists from PostgreSQL 18 on, so it joins the btree families
-- only where the server has it: at CREATE EXTENSION (below), at ALTER EXTENSION UPDATE, or when a
-- database that pg_upgrade brought from an earlier major to 18 or later calls this function once.
-- Adding to an operator family needs a superuser, and the families belong to the extension, so
-- the function runs with its owner's rights (the superuser who created the extension; for a
-- trusted install by a non-superuser, the bootstrap superuser), and only the role that created
-- or updated the extension may call it. It touches nothing but the extension's own btree classes
-- whose type has a skip support function of the extension.

CREATE FUNCTION @extschema@.ulid_enable_skip_support() RETURNS pg_catalog.int4
    LANGUAGE plpgsql VOLATILE SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp
    AS $function$
DECLARE
    missing record;
    added pg_catalog.int4 := 0;
BEGIN
    IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 < 180000 THEN
        RETURN 0;
    END IF;
    FOR missing IN
        WITH members AS (
            SELECT d.classid, d.objid
              FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid
             WHERE d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass AND d.deptype = 'e'
               AND e.extname = 'ulid'
        )
        SELECT pg_catalog.quote_ident(n.nspname) || '.' || pg_catalog.quote_ident(f.opfname) AS family,
               c.opcintype::pg_catalog.regtype::pg_catalog.text AS id_type,
               s.oid::pg_catalog.regprocedure::pg_catalog.text AS support
          FROM pg_catalog.pg_opclass c
          JOIN pg_catalog.pg_am am ON am.oid = c.opcmethod AND am.amname = 'btree'
          JOIN pg_catalog.pg_opfamily f ON f.oid = c.opcfamily
          JOIN pg_catalog.pg_namespace n ON n.oid = f.opfnamespace
          JOIN pg_catalog.pg_type t ON t.oid = c.opcintype
          JOIN pg_catalog.pg_proc s ON s.pronamespace = t.typnamespace AND s.proname = t.typname || '_skipsupport'
                                   AND s.pronargs = 1 AND s.proargtypes[0] = 'pg_catalog.internal'::pg_catalog.regtype
         WHERE (c.oid IN (SELECT objid FROM members WHERE classid = 'pg_catalog.pg_opclass'::pg_catalog.regclass))
           AND (s.oid IN (SELECT objid FROM members WHERE classid = 'pg_catalog.pg_proc'::pg_catalog.regclass))
           AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc p
                            WHERE p.amprocfamily = c.opcfamily AND p.amprocnum = 6
                              AND p.amproclefttype = c.opcintype AND p.amprocrighttype = c.opcintype)
         ORDER BY 1
    LOOP
        -- (regtype and regprocedure print schema-qualified names: the extension's schema is not in
        -- this function's search_path)
        EXECUTE 'ALTER OPERATOR FAMILY ' || missing.family || ' USING btree ADD FUNCTION 6 ('
                || missing.id_type || ', ' || missing.id_type || ') ' || missing.support;
        added := added + 1;
    END LOOP;
    RETURN added;
END
$function$;

COMMENT ON FUNCTION @extschema@.ulid_enable_skip_support() IS 'adds btree skip support (PostgreSQL 18 and later) to the operator classes that lack it, as after pg_upgrade from an earlier major; returns how many it gave it';

REVOKE ALL ON FUNCTION @extschema@.ulid_enable_skip_support() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION @extschema@.ulid_enable_skip_support() TO @extowner@;

SELECT @extschema@.ulid_enable_skip_support();
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
