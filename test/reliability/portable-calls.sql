-- Every function of the schema ulid_portable, called with sample arguments chosen by its argument
-- types (the samples below, one row per argument list), for layer 53's shadow test. Run by the
-- test's role after test/reliability/shadows.sql (it uses the schema early). A function whose
-- argument list has no samples is listed by early.uncalled(): add samples for it here.
-- Everything here names pg_catalog explicitly: it runs under a hostile search_path too.
-- Argument types as OIDs, named with pg_catalog: a temporary table may shadow a bare name.
CREATE TABLE early.samples (signature pg_catalog.regtype[], arguments pg_catalog.text);
INSERT INTO early.samples VALUES
    ('{}', ''),
    ('{pg_catalog.uuid}', $$'01941f29-7c00-ec5e-7700-529006a71347'::pg_catalog.uuid$$),
    ('{pg_catalog.uuid}', $$'ffffffff-ffff-ffff-ffff-ffffffffffff'::pg_catalog.uuid$$),
    ('{pg_catalog.text}', $$'01JGFJJZ00XHF7E02JJ03AE4T7'$$),
    ('{pg_catalog.text}', $$'01jgfjjz00xhf7e02jj03ae4t7'$$),
    ('{pg_catalog.text}', $$'U1ARZ3NDEKTSV4RRFFQ69G5FAV'$$),
    ('{pg_catalog.text}', $$'2025-01-01'$$),
    ('{pg_catalog.text}', $$'user'$$),
    ('{pg_catalog.text}', $$'user_01jgfjjz00xhf7e02jj03ae4t7'$$),
    ('{pg_catalog.text}', $$''$$),
    ('{pg_catalog.timestamptz}', $$'2025-01-01 12:34:56.789+00'::pg_catalog.timestamptz$$),
    ('{pg_catalog.timestamptz}', $$'-infinity'::pg_catalog.timestamptz$$),
    ('{pg_catalog.int8,pg_catalog.int8}', $$1::pg_catalog.int8, '-2'::pg_catalog.int8$$),
    ('{pg_catalog.text,pg_catalog.uuid}', $$'user', '01941f29-7c00-ec5e-7700-529006a71347'::pg_catalog.uuid$$),
    ('{pg_catalog.uuid,pg_catalog.bytea}', $$'01941f29-7c00-ec5e-7700-529006a71347'::pg_catalog.uuid, '\x000102030405060708090a0b0c0d0e0f'::pg_catalog.bytea$$),
    ('{pg_catalog.uuid,pg_catalog.bytea}', $$'018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::pg_catalog.uuid, '\xefcdab89674523011032547698badcfe'::pg_catalog.bytea$$),
    ('{pg_catalog.uuid,pg_catalog.bytea,pg_catalog.bool}', $$'018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::pg_catalog.uuid, '\xefcdab89674523011032547698badcfe'::pg_catalog.bytea, true$$),
    ('{pg_catalog.int8,pg_catalog.int4}', $$'-2'::pg_catalog.int8, 13$$),
    ('{pg_catalog.bytea,pg_catalog.int4}', $$'\x00010203040506070809'::pg_catalog.bytea, 1$$),
    ('{pg_catalog.text,pg_catalog.int4}', $$'01JGFJJZ00XHF7E02JJ03AE4Té', 26$$),
    ('{pg_catalog.bool}', $$false$$),
    ('{pg_catalog.bool}', $$true$$),
    ('{pg_catalog.text,pg_catalog.text,pg_catalog.text,pg_catalog.text}', $$'typeid', '2025-01-01', 'Invalid.', 'typeid_extract_timestamp'$$),
    ('{pg_catalog.uuid,pg_catalog.bytea,pg_catalog.bool}',
     $$'018f2d9f-9a2a-7def-8c3f-7b1a2c4d5e6f'::pg_catalog.uuid, '\x000102030405060708090a0b0c0d0e0f'::pg_catalog.bytea, true$$),
    ('{pg_catalog.text,pg_catalog.int4}', $$'U', 26$$),
    ('{pg_catalog.bytea,pg_catalog.int4}', $$'\x0001020304050607'::pg_catalog.bytea, 0$$),
    ('{pg_catalog.text,pg_catalog.text}', $$'ulid', 'timestamp'$$),
    ('{pg_catalog.text,pg_catalog.text,pg_catalog.text,pg_catalog.text}', $$'ulid', '2025-01-01', 'Expected 26 characters, got 10.', 'x'$$);

-- The calls: each function with each sample of its argument list.
CREATE VIEW early.calls AS
    SELECT p.oid AS function, p.provolatile OPERATOR(pg_catalog.=) 'v' AS volatile,
           pg_catalog.format('ulid_portable.%I(%s)', p.proname, s.arguments) AS call
      FROM pg_catalog.pg_proc p
      -- (proargtypes through its text: as an array it counts from 0, and arrays of other bounds differ)
      JOIN early.samples s ON s.signature::pg_catalog.oid[]
                              OPERATOR(pg_catalog.=) pg_catalog.string_to_array(p.proargtypes::pg_catalog.text, ' ')::pg_catalog.oid[]
     WHERE p.pronamespace OPERATOR(pg_catalog.=) 'ulid_portable'::pg_catalog.regnamespace;

CREATE FUNCTION early.uncalled() RETURNS SETOF pg_catalog.text LANGUAGE sql STABLE AS $$
    SELECT p.oid::pg_catalog.regprocedure::pg_catalog.text FROM pg_catalog.pg_proc p
     WHERE p.pronamespace OPERATOR(pg_catalog.=) 'ulid_portable'::pg_catalog.regnamespace
       AND NOT EXISTS (SELECT FROM early.calls c WHERE c.function OPERATOR(pg_catalog.=) p.oid)
     ORDER BY 1
$$;

-- Each call and its result as text, or its error (SQLSTATE, message and detail); a volatile
-- function's result only as whether there was one.
CREATE FUNCTION early.run_calls() RETURNS SETOF pg_catalog.text LANGUAGE plpgsql AS $$
DECLARE
    c record;
    result pg_catalog.text;
    message pg_catalog.text;
    detail pg_catalog.text;
BEGIN
    FOR c IN SELECT * FROM early.calls ORDER BY call LOOP
        BEGIN
            EXECUTE pg_catalog.concat('SELECT CAST(', c.call, ' AS pg_catalog.text)') INTO result;
            IF c.volatile THEN
                result := pg_catalog.concat('a value: ', result IS NOT NULL);
            END IF;
        EXCEPTION WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
            result := pg_catalog.concat_ws(' ', 'error', SQLSTATE, message, detail);
        END;
        RETURN NEXT pg_catalog.concat(c.call, ' = ', COALESCE(result, 'NULL'));
    END LOOP;
END
$$;
