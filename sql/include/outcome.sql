-- pg_temp.outcome(query): runs a query of one value and returns 'ok: ' and its text ('NULL' for
-- none), or the error it raised as SQLSTATE | message | detail | hint, so that two
-- implementations' results and errors compare as one text.
CREATE FUNCTION pg_temp.outcome(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    result text;
    state text; message text; detail text; hint text;
BEGIN
    EXECUTE query INTO result;
    RETURN 'ok: ' || coalesce(result, 'NULL');
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL, hint = PG_EXCEPTION_HINT;
    RETURN concat_ws(' | ', state, message, detail, hint);
END $$;
