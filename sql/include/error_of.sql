-- pg_temp.error_of(statement): runs it and returns 'ok', or the error it raised as
-- "SQLSTATE: message | detail", so that error tests show all three deterministically. The detail
-- is shown for data exceptions (class 22), the errors the extension raises; the details of other
-- errors are PostgreSQL's own wording, which changes between majors (19 gave "operator does not
-- exist" one).
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    state text; message text; detail text;
BEGIN
    EXECUTE statement;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    IF left(state, 2) <> '22' THEN
        detail := NULL;
    END IF;
    RETURN state || ': ' || message || coalesce(' | ' || nullif(detail, ''), '');
END $$;
