-- A stand-in for an older ulid_portable source (0.4.0, the first release, equals 0.5.0's so far): layers
-- 54 and 62 build an older install from it with portable/build.sh KIND 0.3.9 THIS-FILE and update
-- it to the current one. It differs from the current source as an older version would: fewer
-- functions, another body and other properties for one, a sequence missing, older comments.
CREATE OR REPLACE FUNCTION ulid_portable.gen_ulid() RETURNS pg_catalog.uuid
    LANGUAGE sql VOLATILE
    RETURN pg_catalog.gen_random_uuid();
CREATE OR REPLACE FUNCTION ulid_portable.ulid_is_valid(input pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE sql STABLE
    RETURN pg_catalog.length(input) OPERATOR(pg_catalog.=) 26;
GRANT USAGE ON SCHEMA ulid_portable TO PUBLIC;
COMMENT ON SCHEMA ulid_portable IS 'ulid_portable @VERSION@: an older build';
COMMENT ON FUNCTION ulid_portable.gen_ulid() IS 'an older comment';
-- The monotonic generators of pre-release builds of 0.4.0 (issue 33): a state in a setting, and a sequence counting the
-- calls of each, granted to PUBLIC, which the update drops with the function that used them.
CREATE SEQUENCE IF NOT EXISTS ulid_portable.monotonic_calls CACHE 1000000;
GRANT USAGE ON SEQUENCE ulid_portable.monotonic_calls TO PUBLIC;
CREATE SEQUENCE IF NOT EXISTS ulid_portable.typeid_calls CACHE 1000000;
GRANT USAGE ON SEQUENCE ulid_portable.typeid_calls TO PUBLIC;
CREATE OR REPLACE FUNCTION ulid_portable.next_monotonic(calls pg_catalog.regclass, setting pg_catalog.text, uuidv7 pg_catalog.bool)
    RETURNS pg_catalog.uuid
    LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE
AS $function$
BEGIN
    PERFORM pg_catalog.set_config(setting, CAST(pg_catalog.nextval(calls) AS pg_catalog.text), false);
    RETURN pg_catalog.gen_random_uuid();
END
$function$;
CREATE OR REPLACE FUNCTION ulid_portable.gen_monotonic_ulid() RETURNS pg_catalog.uuid
    LANGUAGE sql VOLATILE PARALLEL UNSAFE
    RETURN ulid_portable.next_monotonic(CAST('ulid_portable.monotonic_calls' AS pg_catalog.regclass), 'ulid_portable.monotonic_state', false);
