-- ulid_portable among tenants of one database: another role with CREATE on the database squats
-- the schema named like the installing role, the first entry ("$user") of the default search_path.
-- CREATE EXTENSION records a schema for the extension (with no schema in its control file, the
-- first of search_path), and DROP SCHEMA ... CASCADE by that schema's owner drops the extension
-- and then whatever of other roles uses its functions: defaults, generated columns with their
-- data, views, indexes. The control file names pg_catalog, as plpgsql's does, which nobody drops.
SET client_min_messages = warning;
DROP EXTENSION IF EXISTS ulid_portable;
CREATE ROLE regress_tenant_installer;
CREATE ROLE regress_tenant_squatter;
DO $$ BEGIN EXECUTE format('GRANT CREATE ON DATABASE %I TO regress_tenant_installer, regress_tenant_squatter', current_database()); END $$;
GRANT CREATE ON SCHEMA public TO regress_tenant_installer;

SET ROLE regress_tenant_squatter;
CREATE SCHEMA regress_tenant_installer;
GRANT USAGE ON SCHEMA regress_tenant_installer TO PUBLIC;

SET ROLE regress_tenant_installer;
SET search_path = "$user", public;
CREATE EXTENSION ulid_portable;
SELECT extnamespace::regnamespace AS recorded_schema FROM pg_extension WHERE extname = 'ulid_portable';
CREATE TABLE public.tenant_keys (
    id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(),
    label text GENERATED ALWAYS AS (ulid_portable.ulid_to_text(id)) STORED);
INSERT INTO public.tenant_keys DEFAULT VALUES;
CREATE VIEW public.tenant_view AS SELECT ulid_portable.ulid_extract_timestamp(id) AS created FROM public.tenant_keys;

SET ROLE regress_tenant_squatter;
DROP SCHEMA regress_tenant_installer CASCADE;

SET ROLE regress_tenant_installer;
SELECT count(*) AS extensions_left FROM pg_extension WHERE extname = 'ulid_portable';
SELECT count(*) AS columns_left, count(*) FILTER (WHERE attgenerated = 's') AS generated_left,
       count(*) FILTER (WHERE atthasdef AND NOT attgenerated = 's') AS defaults_left
  FROM pg_attribute WHERE attrelid = 'public.tenant_keys'::regclass AND attnum > 0 AND NOT attisdropped;
SELECT count(*) AS views_left FROM pg_class WHERE oid = to_regclass('public.tenant_view');
SELECT count(*) = 1 AS label_reads FROM public.tenant_keys WHERE label = ulid_portable.ulid_to_text(id);

DROP VIEW IF EXISTS public.tenant_view;
DROP TABLE public.tenant_keys;
DROP EXTENSION ulid_portable;
RESET search_path;
RESET ROLE;
DO $$ BEGIN EXECUTE format('REVOKE CREATE ON DATABASE %I FROM regress_tenant_installer, regress_tenant_squatter', current_database()); END $$;
REVOKE CREATE ON SCHEMA public FROM regress_tenant_installer;
DROP ROLE regress_tenant_installer;
DROP ROLE regress_tenant_squatter;
