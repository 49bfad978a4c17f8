-- Reloads the configuration and opens a fresh session (which has loaded no library unless
-- preloaded), with pg_temp.error_of defined again. The pause lets the postmaster read the files
-- before it starts the new session's backend.
SELECT pg_reload_conf();
SELECT pg_sleep(0.5);
\c
\set ECHO none
\i :error_of
\set ECHO all
