-- ulid update script, built from sql/update/ulid--0.1.0--0.2.0.sql by the Makefile.
\echo Use "ALTER EXTENSION ulid UPDATE" to load this file. \quit
-- 0.1.0 -> 0.2.0: server-wide generators, IDs compared with timestamps, uuid and bigint, and
-- row estimates that see the time inside the key. Every object added here is added by the
-- install script too, through the same templates.

-- Row estimates that interpolate on the time in the key (spec 5.3); first, since
-- the operators of 5.2 name these estimators.
-- Row estimates of the < <= > >= operators on ulid (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate.cpp). Declared like pg_catalog.scalarltsel.

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
-- Updating from 0.1.0: the same-type < <= > >= operators of ulid take the estimators of
-- id_type_estimators.sql.in, as a fresh install creates them.
ALTER OPERATOR @extschema@.< (@extschema@.ulid, @extschema@.ulid) SET (RESTRICT = @extschema@.ulid_ltsel);
ALTER OPERATOR @extschema@.<= (@extschema@.ulid, @extschema@.ulid) SET (RESTRICT = @extschema@.ulid_lesel);
ALTER OPERATOR @extschema@.> (@extschema@.ulid, @extschema@.ulid) SET (RESTRICT = @extschema@.ulid_gtsel);
ALTER OPERATOR @extschema@.>= (@extschema@.ulid, @extschema@.ulid) SET (RESTRICT = @extschema@.ulid_gesel);
-- Row estimates of the < <= > >= operators on ulid_flake (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate.cpp). Declared like pg_catalog.scalarltsel.

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
-- Updating from 0.1.0: the same-type < <= > >= operators of ulid_flake take the estimators of
-- id_type_estimators.sql.in, as a fresh install creates them.
ALTER OPERATOR @extschema@.< (@extschema@.ulid_flake, @extschema@.ulid_flake) SET (RESTRICT = @extschema@.ulid_flake_ltsel);
ALTER OPERATOR @extschema@.<= (@extschema@.ulid_flake, @extschema@.ulid_flake) SET (RESTRICT = @extschema@.ulid_flake_lesel);
ALTER OPERATOR @extschema@.> (@extschema@.ulid_flake, @extschema@.ulid_flake) SET (RESTRICT = @extschema@.ulid_flake_gtsel);
ALTER OPERATOR @extschema@.>= (@extschema@.ulid_flake, @extschema@.ulid_flake) SET (RESTRICT = @extschema@.ulid_flake_gesel);
-- Row estimates of the < <= > >= operators on baseuid (same-type and cross-type): PostgreSQL's
-- scalarineqsel that interpolates inside histogram buckets on the time in the key
-- (src/pg/estimate.cpp). Declared like pg_catalog.scalarltsel.

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
-- Updating from 0.1.0: the same-type < <= > >= operators of baseuid take the estimators of
-- id_type_estimators.sql.in, as a fresh install creates them.
ALTER OPERATOR @extschema@.< (@extschema@.baseuid, @extschema@.baseuid) SET (RESTRICT = @extschema@.baseuid_ltsel);
ALTER OPERATOR @extschema@.<= (@extschema@.baseuid, @extschema@.baseuid) SET (RESTRICT = @extschema@.baseuid_lesel);
ALTER OPERATOR @extschema@.> (@extschema@.baseuid, @extschema@.baseuid) SET (RESTRICT = @extschema@.baseuid_gtsel);
ALTER OPERATOR @extschema@.>= (@extschema@.baseuid, @extschema@.baseuid) SET (RESTRICT = @extschema@.baseuid_gesel);

-- 5.1 server-wide generators
-- gen_ulid_flake() and gen_ulid_flake(sid) now step one state per server instead of one per
-- session, which also makes them safe in parallel workers.
ALTER FUNCTION @extschema@.gen_ulid_flake() PARALLEL SAFE;
ALTER FUNCTION @extschema@.gen_ulid_flake(pg_catalog.int4) PARALLEL SAFE;
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

-- baseuid now takes its comparison objects from the shared template: one comment changed wording.
COMMENT ON FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) IS 'sort support for baseuid';

-- 5.2: IDs compared with timestamps, uuid and bigint; the IDs of a baseuid tick

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

-- The smallest and largest baseuid of a tick (0.2.0), as ulid_min/ulid_max are for a millisecond.

CREATE FUNCTION @extschema@.baseuid_min(pg_catalog.timestamptz) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.baseuid_max(pg_catalog.timestamptz) RETURNS @extschema@.baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.baseuid_min(pg_catalog.timestamptz) IS 'the smallest baseuid of the 32.768 us tick holding a time (random part all zero)';
COMMENT ON FUNCTION @extschema@.baseuid_max(pg_catalog.timestamptz) IS 'the largest baseuid of the 32.768 us tick holding a time (random part all ones)';

-- ulid_enable_skip_support(): a non-superuser owner can give the btree classes skip support after
-- pg_upgrade to PostgreSQL 18 or later; the update itself calls it too, so a 0.1.0 database
-- brought to 18 by pg_upgrade has skip support once updated.
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
