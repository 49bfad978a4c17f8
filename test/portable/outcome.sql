-- pg_temp.outcome(query): its error as SQLSTATE | message | detail | hint, or 'ok: ' and the result.
-- Included by the portable_* regression files.
CREATE FUNCTION pg_temp.outcome(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    result text;
    state text; message text; detail text; hint text;
BEGIN
    EXECUTE query INTO result;
    RETURN 'ok: ' || result;
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
    RETURN concat_ws(' | ', state, message, detail, hint);
END $$;
