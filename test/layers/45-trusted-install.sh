#!/usr/bin/env bash
# Trusted-extension safety (issue 6, item 8). CREATE EXTENSION ulid by a non-superuser runs the
# install script with superuser rights, so nothing the user created may capture a name in it.
# The installing user shadows every built-in name the built install script uses (types, functions
# and operators, parsed from sql/ulid--*.sql so the list stays complete) in the extension's schema,
# in a schema earlier on its search_path and (types) in pg_temp; the shadows record when they run.
# Then it installs the extension, uses it, and: no shadow ran; every function, type and operator
# the extension's objects refer to is a built-in of pg_catalog or the extension's own; and a
# pre-existing function of the same signature makes the install fail instead of being adopted.
# Runtime: about 15 s.
set -uo pipefail
source "$(dirname "$0")/../reliability/lib.sh"
PORT=25446
start_cluster trusted $PORT || die "start cluster"
SCRIPT=$(ls sql/ulid--*.sql | grep -v -- '--.*--' | head -1)

# What the script names in pg_catalog, split into types and functions by the catalog itself.
shadow_names $PORT "$SCRIPT"
operators=$(grep -oE '(CREATE OPERATOR|OPERATOR\()@extschema@\.[^ ,()]+' "$SCRIPT" | sed 's/.*@extschema@\.//' | sort -u | paste -sd,)
echo "# types: $types"
echo "# functions: $functions"
echo "# operators: $operators"
check "every pg_catalog name in the script is a type or a function" \
    "$(echo "$names" | tr , '\n' | wc -l)" "$( (echo "$types"; echo "$functions") | tr , '\n' | sort -u | grep -c .)"

q $PORT postgres -c "CREATE ROLE installer LOGIN" -c "CREATE DATABASE trusted OWNER installer" || die "roles"
qi() { "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$WORK" -p $PORT -U installer -d trusted "$@"; }

# One session: shadows, the installation, the use. Types and operators shadowed in pg_temp only
# live as long as the session, so all of it happens in this one.
qi >"$WORK/install.out" 2>&1 <<SQL
SET shadow.types = '$types';
SET shadow.functions = '$functions';
SET shadow.operators = '$operators';
\i test/reliability/shadows.sql
SET search_path = early, ext, public;
CREATE EXTENSION ulid SCHEMA ext;
SELECT 'installed by ' || extowner::regrole FROM pg_catalog.pg_extension WHERE extname = 'ulid';
-- the most hostile order: the early schema before pg_catalog (so the use below qualifies built-in types)
SET search_path = early, ext, pg_catalog;
CREATE TABLE used (u ulid PRIMARY KEY DEFAULT gen_ulid(), m ulid DEFAULT gen_monotonic_ulid(),
                   f ulid_flake DEFAULT gen_ulid_flake(), s ulid_flake DEFAULT gen_ulid_flake(3),
                   b baseuid DEFAULT gen_baseuid(), mb baseuid DEFAULT gen_monotonic_baseuid());
INSERT INTO used SELECT FROM generate_series(1, 200);
CREATE INDEX ON used USING hash (m);
CREATE INDEX ON used USING brin (f);
CREATE INDEX ON used (b);
ANALYZE used;
SELECT count(*) FROM used WHERE u < gen_ulid() AND f <= gen_ulid_flake() AND b >= (SELECT min(b) FROM used);
SELECT min(u) < max(u), min(f) < max(f), min(b) < max(b) FROM used;
SELECT count(*) FROM used x JOIN used y ON x.m = y.m;
SELECT u::pg_catalog.uuid::ulid = u, ulid_extract_random(u) IS NOT NULL, ulid_to_uuidv7(u) IS NOT NULL FROM used LIMIT 1;
SELECT b::pg_catalog.uuid::baseuid = b, baseuid_extract_timestamp(b) IS NOT NULL FROM used LIMIT 1;
SELECT f::bigint::ulid_flake = f, ulid_flake_extract_sid(s) FROM used LIMIT 1;
SELECT ulid_is_valid('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ulid_from_parts(1, '\x00112233445566778899'::pg_catalog.bytea)::pg_catalog.text;
SQL
check "the non-superuser installed the trusted extension, with every shadow in place" 0 $?
grep -B2 -A3 ERROR "$WORK/install.out"
check "the extension belongs to the non-superuser who installed it" "installed by installer" "$(grep '^installed by' "$WORK/install.out")"

shadow_count=$(q $PORT trusted -c "SELECT count(*) FROM early.shadows")
echo "# $shadow_count shadows"
check "there are shadows of every kind" t "$(q $PORT trusted -c "
    SELECT bool_and(n > 0) FROM (SELECT count(*) FILTER (WHERE shadow LIKE k || ' %') n FROM early.shadows,
    unnest(ARRAY['domain', 'function', 'operator', 'temporary']) k GROUP BY k) s")"
while read -r shadow; do
    check "$shadow did not run" 0 "$(q $PORT trusted -c "SELECT count(*) FROM early.shadow_log WHERE shadow = \$\$$shadow\$\$")"
done < <(q $PORT trusted -c "SELECT shadow FROM early.shadows ORDER BY 1")
check "no shadow ran at all" 0 "$(q $PORT trusted -c "SELECT count(*) FROM early.shadow_log")"

# Catalog view of the same: what the extension's objects refer to is pg_catalog's or its own.
OWN="(SELECT objid FROM pg_depend WHERE refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid') AND deptype = 'e')"
FOREIGN_FN="NOT IN (SELECT oid FROM pg_proc WHERE pronamespace = 'pg_catalog'::regnamespace) AND %s NOT IN $OWN"
check "functions of the extension take and return only built-in or own types" 0 "$(q $PORT trusted -c "
    SELECT count(*) FROM pg_proc p, unnest(p.proargtypes::oid[] || p.prorettype) t
    WHERE p.oid IN $OWN AND t NOT IN (SELECT oid FROM pg_type WHERE typnamespace = 'pg_catalog'::regnamespace)
      AND t NOT IN $OWN AND t NOT IN (SELECT typarray FROM pg_type WHERE oid IN $OWN)")"
check "operators of the extension use only built-in or own functions" 0 "$(q $PORT trusted -c "
    SELECT count(*) FROM pg_operator o, unnest(ARRAY[o.oprcode, o.oprrest, o.oprjoin]::oid[]) f
    WHERE o.oid IN $OWN AND f <> 0 AND f $(printf "$FOREIGN_FN" f)")"
check "operator classes of the extension use only built-in or own support functions" 0 "$(q $PORT trusted -c "
    SELECT count(*) FROM pg_amproc a JOIN pg_opfamily fam ON fam.oid = a.amprocfamily
    WHERE fam.oid IN $OWN AND a.amproc $(printf "$FOREIGN_FN" a.amproc)")"
check "casts of the extension are between built-in and own types only" 0 "$(q $PORT trusted -c "
    SELECT count(*) FROM pg_cast c, unnest(ARRAY[c.castsource, c.casttarget]) t
    WHERE c.oid IN $OWN AND t NOT IN (SELECT oid FROM pg_type WHERE typnamespace = 'pg_catalog'::regnamespace) AND t NOT IN $OWN")"

# The shadows can record: calling one directly does (so the zero counts above can fail).
q $PORT trusted -c "SELECT early.btequalimage(0)" >/dev/null
check "a shadow that runs is recorded" 1 "$(q $PORT trusted -c "SELECT count(*) FROM early.shadow_log")"

# A function the user made first under a name and signature the script creates is not adopted:
# the install fails (42723) and leaves nothing behind.
q $PORT postgres -c "CREATE DATABASE squatted OWNER installer" || die "squatted"
"$PG_BIN/psql" -X -q -At -h "$WORK" -p $PORT -U installer -d squatted -c '\set VERBOSITY sqlstate' \
    -c "CREATE FUNCTION public.ulid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool LANGUAGE sql AS 'SELECT true'" \
    -c "CREATE EXTENSION ulid" >"$WORK/squat.out" 2>&1
check "installing over a user's function of the same signature fails with 42723" 1 "$(grep -c 'ERROR:  42723' "$WORK/squat.out")"
check "and leaves no extension behind" 0 "$(q $PORT squatted -c "SELECT count(*) FROM pg_extension WHERE extname = 'ulid'")"
finish_layer
