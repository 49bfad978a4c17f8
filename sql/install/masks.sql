--------------------------------------------------------------------------------------------------
-- Keyed masks that hide the creation time (0.3.0, spec 6.1); the server key is the setting
-- ulid.mask_key, defined by the library (src/pg/mask.cpp). ulid_flake has none: its 20 random bits
-- would give only about a million distinct masks.
--------------------------------------------------------------------------------------------------

-- @include id_type_mask.sql.in ulid
-- @include id_type_mask.sql.in baseuid

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
