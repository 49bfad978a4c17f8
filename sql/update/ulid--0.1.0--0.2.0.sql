-- 0.1.0 -> 0.2.0: server-wide generators, IDs compared with timestamps, uuid and bigint, and
-- row estimates that see the time inside the key. Every object added here is added by the
-- install script too, through the same templates.

-- baseuid now takes its comparison objects from the shared template: one comment changed wording.
COMMENT ON FUNCTION @extschema@.baseuid_sortsupport(pg_catalog.internal) IS 'sort support for baseuid';
