// The checks of the native ulid extension in PGlite (issue 42), shared by Node (node.test.js) and
// the browser (page.html, driven by browser.test.js). Each group takes a PGlite instance where
// CREATE EXTENSION ulid has run (loadChecks runs it) and returns [{ name, ok, detail }]; the callers
// count them. PGlite's clock_timestamp() moves in whole milliseconds: times are compared as Unix
// milliseconds with <= on both sides.

import { failure, result, timedGroups } from '../pglite/results.js';

const one = async (db, sql, params) => (await db.query(sql, params)).rows[0];

// The four types and how each one's order is read from a core type (ulid_flake is a bigint, the
// others their bytes as a uuid); typeid's order is its prefix, then its UUID.
export const TYPES = [
    { type: 'ulid', column: 'u', generate: 'gen_ulid()', order: 'u::uuid' },
    { type: 'ulid_flake', column: 'f', generate: 'gen_ulid_flake()', order: 'f::bigint' },
    { type: 'baseuid', column: 'b', generate: 'gen_baseuid()', order: 'baseuid_to_uuid(b)' },
    { type: 'typeid', column: 't', generate: `gen_typeid((ARRAY['user', 'post', 'a'])[1 + g % 3])`,
      order: 'typeid_prefix(t), typeid_to_uuid(t)' },
];

export async function loadChecks(db) {
    const out = [];
    const version = (await one(db, 'SELECT version()')).version;
    out.push(result('PGlite 0.5.17 runs PostgreSQL 18 on wasm32', /^PostgreSQL 18\.\d+ \(PGlite 0\.5\.17\) on wasm32/.test(version), version));
    // A key set before the library loads is refused then (every role's code read it), and reads as
    // none afterwards, as on the native server, which drops it.
    await db.exec(`SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f'`);
    const created = await failure(db.exec('CREATE EXTENSION ulid'));
    out.push(result('CREATE EXTENSION ulid', created === 'no error', created));
    const early = await one(db, `SELECT current_setting('ulid.mask_key') AS shown`);
    const refused = await failure(db.query(`SELECT ulid_mask(gen_ulid())`));
    out.push(result('a session key set before the library loaded is dropped then: it reads as none and is not used',
        early.shown === '' && refused === '22023 no server mask key is set', `${JSON.stringify(early)} ${refused}`));
    const row = await one(db, `SELECT (SELECT extversion FROM pg_extension WHERE extname = 'ulid') AS v,
        (SELECT string_agg(typname, ' ' ORDER BY typname) FROM pg_type WHERE typname IN ('ulid', 'ulid_flake', 'baseuid', 'typeid')) AS types`);
    out.push(result('version 0.5.0 with the four types', row.v === '0.5.0' && row.types === 'baseuid typeid ulid ulid_flake', JSON.stringify(row)));
    return out;
}

// The corpus of the native server (corpus.sql): every query's value or error equal to the native
// one, counted by check of layer 72's corpus and by kind (operators, casts, functions, settings).
export async function corpusChecks(db, corpus, outcomeSql) {
    await db.exec(`SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres';`);
    await db.exec(outcomeSql);
    await db.exec(`CREATE TEMPORARY TABLE native_cases (grp text, query text, native text)`);
    await db.query(`INSERT INTO native_cases SELECT c->>0, c->>1, c->>2 FROM json_array_elements($1::json) c`,
        [JSON.stringify(corpus.cases)]);
    const { rows } = await db.query(`
        SELECT kind, count(*)::int AS cases, count(*) FILTER (WHERE native NOT LIKE 'ok: %')::int AS errors,
               count(DISTINCT grp)::int AS groups, count(*) FILTER (WHERE pglite IS DISTINCT FROM native)::int AS differ,
               (array_agg(format('%s: PGlite [%s], native [%s]', query, pglite, native))
                  FILTER (WHERE pglite IS DISTINCT FROM native))[1:3] AS examples
          FROM (SELECT CASE WHEN grp LIKE 'corpus %' THEN grp ELSE split_part(grp, ' ', 1) END AS kind, grp, query, native,
                       pg_temp.outcome(query) AS pglite FROM native_cases) o
         GROUP BY kind ORDER BY kind`);
    const out = rows.map((r) => result(`${r.kind}: ${r.cases} queries (${r.groups} kinds, ${r.errors} errors) give the native values and errors`,
        r.differ === 0, `${r.differ} differ: ${(r.examples || []).join('; ')}`));
    const kinds = rows.map((r) => r.kind);
    out.push(result('the corpus has operators, casts, functions, settings and layer 72\'s twelve checks',
        ['operator', 'cast', 'function', 'setting'].every((k) => kinds.includes(k)) && kinds.filter((k) => k.startsWith('corpus ')).length >= 12,
        kinds.join(', ')));
    return out;
}

// Text and binary I/O of generated values of every type: text out and in, and COPY in binary out
// of one table and into another (the types' send and receive functions) give the same values.
export async function ioChecks(db) {
    const out = [];
    await db.exec(`CREATE TABLE io_rows AS SELECT g, ${TYPES.map((t) => `${t.generate} AS ${t.column}`).join(', ')} FROM generate_series(1, 2000) g`);
    for (const { type, column } of TYPES) {
        const row = await one(db, `SELECT count(*) FILTER (WHERE ${column}::text::${type} = ${column})::int AS same, count(*)::int AS n FROM io_rows`);
        out.push(result(`${type}: text output read back gives the same value (2000 generated)`, row.same === 2000 && row.n === 2000, JSON.stringify(row)));
    }
    const copied = await db.query(`COPY io_rows TO '/dev/blob' WITH (FORMAT binary)`);
    await db.exec(`CREATE TABLE io_back (LIKE io_rows)`);
    await db.query(`COPY io_back FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob: copied.blob });
    for (const { type, column } of TYPES) {
        const row = await one(db, `SELECT count(*)::int AS same FROM io_rows a JOIN io_back b USING (g) WHERE a.${column} = b.${column}`);
        out.push(result(`${type}: binary COPY out and in (send, receive) gives the same values`, row.same === 2000, JSON.stringify(row)));
    }
    const bad = await failure(db.query(`SELECT ulid_from_bytea('\\x0001')`));
    out.push(result('a binary value of the wrong length is refused (22P03)', bad.startsWith('22P03'), bad));
    return out;
}

// 100,000 rows of every type: ORDER BY (sort support) in the order of the core type, btree indexes
// made by CREATE INDEX and used by index scans (with the cross-type operators too), hash indexes,
// and amcheck's verdict on the btree indexes.
export async function indexChecks(db, rows = 100000) {
    const out = [];
    await db.exec(`CREATE TABLE ids AS SELECT g, ${TYPES.map((t) => `${t.generate} AS ${t.column}`).join(', ')} FROM generate_series(1, ${rows}) g`);
    for (const { type, column, order } of TYPES) {
        const row = await one(db, `SELECT count(*) FILTER (WHERE a <> b)::int AS misplaced, count(*)::int AS n
            FROM (SELECT row_number() OVER (ORDER BY ${column}, g) AS a, row_number() OVER (ORDER BY ${order}, g) AS b FROM ids) s`);
        out.push(result(`${type}: ORDER BY on ${rows} rows sorts as ${order}`, row.misplaced === 0 && row.n === rows, JSON.stringify(row)));
    }
    for (const { type, column } of TYPES) {
        const made = await failure(db.exec(`CREATE INDEX ids_${column} ON ids (${column}); CREATE INDEX ids_${column}_hash ON ids USING hash (${column})`));
        out.push(result(`${type}: CREATE INDEX, btree and hash, on ${rows} rows`, made === 'no error', made));
    }
    await db.exec('ANALYZE ids');
    const plan = async (sql) => (await db.query(`EXPLAIN (COSTS OFF) ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const count = async (sql) => (await one(db, `SELECT count(*)::int AS n FROM (${sql}) s`)).n;
    const probes = [
        ['ulid', 'a range', `SELECT * FROM ids WHERE u BETWEEN (SELECT min(u) FROM ids WHERE g IN (10, 20)) AND (SELECT max(u) FROM ids WHERE g IN (10, 20))`, 'ids_u'],
        ['ulid', 'a comparison with timestamptz', `SELECT * FROM ids WHERE u >= now() - interval '1 hour' AND u < now() + interval '1 hour'`, 'ids_u'],
        ['ulid', 'a comparison with uuid', `SELECT * FROM ids WHERE u > (SELECT u::uuid FROM ids WHERE g = 50)`, 'ids_u'],
        ['ulid_flake', 'a comparison with bigint', `SELECT * FROM ids WHERE f > (SELECT f::bigint FROM ids WHERE g = 30)`, 'ids_f'],
        ['baseuid', 'a comparison with timestamptz', `SELECT * FROM ids WHERE b < now() + interval '1 hour'`, 'ids_b'],
        ['typeid', 'a range', `SELECT * FROM ids WHERE t >= (SELECT t FROM ids WHERE g = 40)`, 'ids_t'],
    ];
    for (const [type, what, sql, index] of probes) {
        await db.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
        const shown = await plan(sql);
        const used = await count(sql);
        await db.exec('RESET enable_seqscan; RESET enable_bitmapscan; SET enable_indexscan = off; SET enable_indexonlyscan = off; SET enable_bitmapscan = off');
        const scanned = await count(sql);
        await db.exec('RESET enable_indexscan; RESET enable_indexonlyscan; RESET enable_bitmapscan');
        const ok = shown.includes(`Index Scan using ${index} `) || shown.includes(`Index Only Scan using ${index} `);
        out.push(result(`${type}: ${what} is an index scan, and finds what a sequential scan finds (${used} rows)`,
            ok && used === scanned && used > 0, `${shown}\n${used} by index, ${scanned} by a sequential scan`));
    }
    // The hash indexes alone: the btree ones dropped for a moment, inside a transaction rolled back.
    await db.exec('BEGIN; DROP INDEX ids_u, ids_t; SET LOCAL enable_seqscan = off');
    const hashPlan = await plan(`SELECT g FROM ids WHERE u = (SELECT u FROM ids WHERE g = 77)`);
    const hashRows = await count(`SELECT g FROM ids WHERE u = (SELECT u FROM ids WHERE g = 77)`);
    const typeidPlan = await plan(`SELECT g FROM ids WHERE t = (SELECT t FROM ids WHERE g = 77)`);
    await db.exec('ROLLBACK');
    out.push(result('ulid and typeid: equality uses the hash index when it is the only one, and finds the row',
        hashPlan.includes('ids_u_hash') && typeidPlan.includes('ids_t_hash') && hashRows === 1, `${hashPlan}\n${typeidPlan}\n${hashRows}`));
    const hashAgg = await one(db, `SELECT count(*)::int AS n FROM (SELECT u, count(*) FROM ids GROUP BY u) s`);
    out.push(result('ulid: GROUP BY (hash aggregate or sort) finds every value once', hashAgg.n === rows, JSON.stringify(hashAgg)));
    return out;
}

// The row estimates of < <= > >= on ulid and baseuid: the build's estimator functions give core's
// (scalarltsel ...), which for these types, as for uuid, reads the histogram without interpolating
// inside a bucket; so each equals the estimate of the same comparison on a uuid column holding the
// same values (20,000 rows: ANALYZE samples them all, and both histograms have the same bounds).
export async function estimateChecks(db) {
    await db.exec(`CREATE TABLE est AS SELECT u, u::uuid AS uu, b, baseuid_to_uuid(b) AS bu
                     FROM (SELECT gen_ulid() AS u, gen_baseuid() AS b FROM generate_series(1, 20000)) s;
                   ANALYZE est`);
    const rowsOf = async (sql) => (await one(db, `EXPLAIN (FORMAT JSON) ${sql}`))['QUERY PLAN'][0].Plan['Plan Rows'];
    const out = [];
    for (const [type, column, uuid] of [['ulid', 'u', 'uu'], ['baseuid', 'b', 'bu']]) {
        const { c, cu } = await one(db, `SELECT ${column}::text AS c, ${uuid}::text AS cu FROM est ORDER BY ${uuid} OFFSET 6000 LIMIT 1`);
        const seen = [];
        let differ = 0, below = 0;
        for (const op of ['<', '<=', '>', '>=']) {
            const ours = await rowsOf(`SELECT * FROM est WHERE ${column} ${op} '${c}'::${type}`);
            const cores = await rowsOf(`SELECT * FROM est WHERE ${uuid} ${op} '${cu}'::uuid`);
            if (ours !== cores) differ++;
            if (op === '<') below = ours;
            seen.push(`${op} ${ours} (uuid ${cores})`);
        }
        // The constant is the 6001st value: an estimate far from 6,000 rows is no histogram's.
        out.push(result(`${type}: the row estimates of < <= > >= are core's, as for the same values in a uuid column`,
            differ === 0 && below > 4000 && below < 8000, seen.join(', ')));
    }
    await db.exec('DROP TABLE est');
    return out;
}

// amcheck (PGlite ships it) on every btree index of the table.
export async function amcheckChecks(db, table = 'ids') {
    await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const { rows } = await db.query(`SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_am a ON a.oid = c.relam WHERE i.indrelid = $1::regclass AND a.amname = 'btree' ORDER BY 1`, [table]);
    const failed = [];
    for (const { relname } of rows) {
        const error = await failure(db.query(`SELECT bt_index_check($1::regclass, true)`, [relname]));
        if (error !== 'no error') failed.push(`${relname}: ${error}`);
    }
    return [result(`amcheck: bt_index_check(heapallindexed) passes on the ${rows.length} btree indexes of ${table}`,
        rows.length > 0 && failed.length === 0, failed.join('; ') || 'no index')];
}

// The generators by their properties: monotonic ones strictly increasing across statements, random
// ones distinct, every time within the clock of its statement; the server-wide states are the
// session's (PGlite is one session) and still strictly increasing; flake's sid and TypeID's prefix.
export async function generatorChecks(db, calls = 20000) {
    const out = [];
    const clockMs = async () => (await one(db, `SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`)).ms;
    // Calls of `generate` in `batches` statements: each value's text, its order key (`order` of v)
    // and its Unix milliseconds (`extract` of v).
    const series = async (generate, order, extract, batches = 4) => {
        const values = [];
        let outside = null;
        for (let b = 0; b < batches; b++) {
            const before = await clockMs();
            const { rows } = await db.query(`SELECT v::text AS v, ${order} AS k, floor(extract(epoch FROM ${extract}(v)) * 1000)::float8 AS ms
                FROM (SELECT ${generate} AS v, g FROM generate_series(1, ${calls / batches}) g) s ORDER BY g`);
            const after = await clockMs();
            for (const row of rows) {
                if (outside === null && (row.ms < before - 1 || row.ms > after)) outside = `${row.v} at ${row.ms}, clock ${before} to ${after}`;
                values.push(row);
            }
        }
        return { values, outside };
    };
    const increasing = (values) => {
        for (let i = 1; i < values.length; i++) if (!(values[i].k > values[i - 1].k)) return `${values[i - 1].v} then ${values[i].v}`;
        return null;
    };
    for (const [generate, order, extract] of [['gen_monotonic_ulid()', 'v::uuid::text', 'ulid_extract_timestamp'],
        ['gen_server_monotonic_ulid()', 'v::uuid::text', 'ulid_extract_timestamp'],
        ['gen_monotonic_baseuid()', 'baseuid_to_uuid(v)::text', 'baseuid_extract_timestamp'],
        ['gen_server_monotonic_baseuid()', 'baseuid_to_uuid(v)::text', 'baseuid_extract_timestamp'],
        ['gen_ulid_flake()', `lpad(v::bigint::text, 19, '0')`, 'ulid_flake_extract_timestamp']]) {
        const { values, outside } = await series(generate, order, extract);
        const bad = increasing(values);
        out.push(result(`${generate}: ${values.length} calls in four statements, strictly increasing, times within the clock`,
            values.length === calls && bad === null && outside === null, bad ?? outside));
    }
    for (const [generate, order, extract] of [['gen_ulid()', 'v::uuid::text', 'ulid_extract_timestamp'],
        ['gen_baseuid()', 'baseuid_to_uuid(v)::text', 'baseuid_extract_timestamp']]) {
        const { values, outside } = await series(generate, order, extract, 1);
        const distinct = new Set(values.map((r) => r.v)).size;
        out.push(result(`${generate}: ${values.length} calls, all distinct, times within the clock`,
            distinct === calls && outside === null, outside ?? `${distinct} distinct`));
    }
    const sid = await one(db, `SELECT count(*) FILTER (WHERE ulid_flake_extract_sid(v) = s)::int AS n, count(*)::int AS total
        FROM (SELECT s, gen_ulid_flake(s) AS v FROM generate_series(0, 31) s, generate_series(1, 50)) x`);
    out.push(result('gen_ulid_flake(sid): every value carries its sid (0 to 31)', sid.n === sid.total && sid.total === 1600, JSON.stringify(sid)));
    const badSid = await failure(db.query('SELECT gen_ulid_flake(32)'));
    out.push(result('gen_ulid_flake(32) is refused (22023)', badSid.startsWith('22023 sid 32 is out of range'), badSid));
    const typeids = await one(db, `SELECT count(*) FILTER (WHERE typeid_prefix(t) = 'user' AND substr(typeid_to_uuid(t)::text, 15, 1) = '7'
            AND substr(typeid_to_uuid(t)::text, 20, 1) IN ('8', '9', 'a', 'b'))::int AS n, count(DISTINCT t)::int AS d
        FROM (SELECT gen_typeid('user') AS t FROM generate_series(1, 5000)) s`);
    out.push(result('gen_typeid(\'user\'): 5000 distinct, prefix user, UUIDv7 version and variant', typeids.n === 5000 && typeids.d === 5000, JSON.stringify(typeids)));
    return out;
}

// The session key (ulid.mask_key, set by the superuser PGlite runs as): the one-argument masks
// give what the two-argument ones give with the same key, and undo themselves; with none set they
// refuse (22023).
export async function maskChecks(db) {
    const out = [];
    const key = '000102030405060708090a0b0c0d0e0f';
    await db.exec(`SET ulid.mask_key = '${key}'`);
    const row = await one(db, `SELECT count(*) FILTER (WHERE ulid_mask(u) = ulid_mask(u, '\\x${key}') AND ulid_unmask(ulid_mask(u)) = u
                    AND ulid_mask(u) <> u)::int AS ulid,
                count(*) FILTER (WHERE baseuid_mask(b) = baseuid_mask(b, '\\x${key}') AND baseuid_unmask(baseuid_mask(b)) = b)::int AS baseuid,
                count(*) FILTER (WHERE uuidv47_encode(v) = uuidv47_encode(v, '\\x${key}') AND uuidv47_decode(uuidv47_encode(v)) = v)::int AS v47,
                current_setting('ulid.mask_key') AS shown
           FROM (SELECT gen_ulid() AS u, gen_baseuid() AS b, ulid_to_uuidv7(gen_ulid()) AS v FROM generate_series(1, 1000)) s`);
    out.push(result('with the session key set, the one-argument masks equal the keyed ones and undo themselves (1000 each)',
        row.ulid === 1000 && row.baseuid === 1000 && row.v47 === 1000 && row.shown === key, JSON.stringify(row)));
    const bad = await failure(db.exec(`SET ulid.mask_key = 'not a key'`));
    out.push(result('a malformed key is refused with its own message, never quoting the value (22023)',
        bad === '22023 invalid value for parameter "ulid.mask_key"', bad));
    const kept = await one(db, `SELECT current_setting('ulid.mask_key') AS shown`);
    out.push(result('the refused key left the one before in force', kept.shown === key, JSON.stringify(kept)));
    await db.exec('RESET ulid.mask_key');
    const none = await failure(db.query(`SELECT ulid_mask(gen_ulid())`));
    out.push(result('with no key set, ulid_mask(id) is refused (22023)', none === '22023 no server mask key is set', none));
    return out;
}

// What the PGlite build does in place of GUC_check_err* and the fmgr hook (mask.cpp), in a fresh
// instance (`create`), where the key is set before the library loads: a session's key re-applied at
// CREATE EXTENSION is refused with a warning and leaves no key, not even its text; a function's SET
// clause made before is refused where the key would be used; a catalog setting is refused (22023).
export async function maskBeforeLoadChecks(create) {
    const out = [];
    const key = '000102030405060708090a0b0c0d0e0f';
    const db = await create();
    const notices = [];
    await db.exec(`SET ulid.mask_key = '${key}'; SET check_function_bodies = off;
        CREATE FUNCTION masked() RETURNS text LANGUAGE sql SET ulid.mask_key = '${key}'
            AS $$ SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)::text $$`);
    await db.query('CREATE EXTENSION ulid', [], { onNotice: (n) => notices.push(`${n.severity} ${n.code} ${n.message}`) });
    const ignored = 'WARNING 55000 ignoring the key set in "ulid.mask_key" before library "ulid" was loaded';
    out.push(result('a key set before the library loads is refused with a warning as it loads', notices.includes(ignored), notices.join('; ')));
    const shown = await one(db, `SELECT current_setting('ulid.mask_key') AS shown`);
    const none = await failure(db.query(`SELECT ulid_mask(gen_ulid())`));
    out.push(result('the refused key is gone: its text too, and ulid_mask(id) finds no key (22023)',
        shown.shown === '' && none === '22023 no server mask key is set', `${JSON.stringify(shown)} ${none}`));
    const clause = await failure(db.query('SELECT masked()'));
    out.push(result('a key from a function\'s SET clause is refused where it is used (22023)',
        clause === '22023 ignoring the key set in "ulid.mask_key" by the SET clause of a function', clause));
    const stored = await failure(db.exec(`ALTER DATABASE postgres SET ulid.mask_key = '${key}'`));
    out.push(result('ALTER DATABASE ... SET ulid.mask_key is refused (22023)',
        stored === '22023 parameter "ulid.mask_key" cannot be stored in a system catalog', stored));
    await db.exec(`SET ulid.mask_key = '${key}'`);
    const masked = await one(db, `SELECT ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid)::text = ulid_mask('01JGFJJZ00XHF7E02JJ03AE4T7'::ulid, '\\x${key}')::text AS same`);
    out.push(result('a key SET after the load is the session key', masked.same === true, JSON.stringify(masked)));
    await db.close();
    return out;
}

// A persisted instance: its extension, data and index, stored before it is closed.
export async function persistBefore(db) {
    await db.exec('CREATE EXTENSION IF NOT EXISTS ulid');
    await db.exec(`CREATE TABLE kept (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), f ulid_flake DEFAULT gen_ulid_flake(),
                                      t typeid DEFAULT gen_typeid('kept'), n int)`);
    await db.exec('CREATE INDEX kept_t ON kept (t)');
    await db.query(`INSERT INTO kept (n) SELECT g FROM generate_series(1, 5000) g`);
    return one(db, `SELECT (SELECT id::text FROM kept ORDER BY id DESC LIMIT 1) AS last, count(*)::int AS n,
                           (SELECT string_agg(id::text, ',' ORDER BY id) FROM (SELECT id FROM kept ORDER BY id LIMIT 20 OFFSET 1000) s) AS slice
                      FROM kept`);
}

export async function persistAfter(db, before) {
    const out = [];
    // A function whose SET clause holds a key, made before the library loads (the reopened instance
    // has not loaded it yet): once loaded, its body reads no key, as under the native server's hook.
    await db.exec(`CREATE FUNCTION pg_temp.clause_key() RETURNS text LANGUAGE plpgsql
                     SET ulid.mask_key = '000102030405060708090a0b0c0d0e0f' AS $$ BEGIN RETURN current_setting('ulid.mask_key'); END $$`);
    await db.query('SELECT gen_ulid()');
    const clause = await one(db, 'SELECT pg_temp.clause_key() AS shown');
    out.push(result('reopened: a key from a function\'s SET clause made before the library loaded reads as none in its body',
        clause?.shown === '', JSON.stringify(clause)));
    const ext = await one(db, `SELECT extversion FROM pg_extension WHERE extname = 'ulid'`);
    out.push(result('reopened: the extension is there', ext?.extversion === '0.5.0', JSON.stringify(ext)));
    const row = await one(db, `SELECT (SELECT id::text FROM kept ORDER BY id DESC LIMIT 1) AS last, count(*)::int AS n FROM kept`);
    out.push(result('reopened: the stored rows are there', row.n === before.n && row.last === before.last, JSON.stringify(row)));
    await db.exec('SET enable_seqscan = off; SET enable_bitmapscan = off');
    const sql = `SELECT string_agg(id::text, ',' ORDER BY id) AS slice FROM (SELECT id FROM kept ORDER BY id LIMIT 20 OFFSET 1000) s`;
    const shown = (await db.query(`EXPLAIN (COSTS OFF) ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const slice = (await one(db, sql)).slice;
    await db.exec('RESET enable_seqscan; RESET enable_bitmapscan');
    out.push(result('reopened: the primary key index answers ORDER BY ... OFFSET with the same rows',
        /Index (Only )?Scan using kept_pkey/.test(shown) && slice === before.slice, shown));
    out.push(...await amcheckChecks(db, 'kept'));
    await db.query(`INSERT INTO kept (n) SELECT g FROM generate_series(1, 1000) g`);
    const added = await one(db, `SELECT min(id)::text AS first, count(*)::int AS n FROM kept WHERE id > $1::ulid`, [before.last]);
    out.push(result('reopened: new IDs are above the last one made before closing', added.n === 1000, JSON.stringify(added)));
    return out;
}

// COPY out of PGlite, text and binary, as bytes (for the native server, and to compare), of the
// rows copy-rows.sql (its text: `rowsSql`) makes.
export async function copyOut(db, rowsSql) {
    await db.exec(rowsSql);
    const text = await db.query(`COPY (SELECT * FROM copy_rows ORDER BY n) TO '/dev/blob'`);
    const binary = await db.query(`COPY (SELECT * FROM copy_rows ORDER BY n) TO '/dev/blob' WITH (FORMAT binary)`);
    return { text: new Uint8Array(await text.blob.arrayBuffer()), binary: new Uint8Array(await binary.blob.arrayBuffer()) };
}

const sameBytes = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);

// What the native server copied back (its own COPY TO of the rows it read from PGlite's files):
// read into PGlite, the same rows; copied out again, the same bytes.
export async function copyBackChecks(db, rowsSql, native) {
    const out = [];
    const mine = await copyOut(db, rowsSql);
    for (const format of ['text', 'binary']) {
        out.push(result(`COPY ${format}: the native server's COPY TO of PGlite's rows is PGlite's, byte for byte (${mine[format].length} bytes)`,
            sameBytes(mine[format], native[format]), `${mine[format].length} and ${native[format].length} bytes`));
        await db.exec(`CREATE TABLE copy_back_${format} (LIKE copy_rows)`);
        await db.query(`COPY copy_back_${format} FROM '/dev/blob'${format === 'binary' ? ' WITH (FORMAT binary)' : ''}`, [],
            { blob: new Blob([native[format]]) });
        const row = await one(db, `SELECT (SELECT count(*) FROM (SELECT * FROM copy_rows EXCEPT ALL SELECT * FROM copy_back_${format}) d)::int AS lost,
                                          (SELECT count(*) FROM (SELECT * FROM copy_back_${format} EXCEPT ALL SELECT * FROM copy_rows) d)::int AS added,
                                          (SELECT count(*) FROM copy_back_${format})::int AS n`);
        out.push(result(`COPY ${format}: the native server's bytes read into PGlite give the same ${row.n} rows`,
            row.lost === 0 && row.added === 0 && row.n === 2000, JSON.stringify(row)));
    }
    return out;
}

// The checks of one in-memory instance made by `create`, in order, as [group, checks] pairs; each
// group's time goes to the console.
export async function instanceChecks(create, corpus, outcomeSql, rows = 100000) {
    const { groups, run } = timedGroups();
    const db = await create();
    console.log(`# PGlite: ${(await db.query('SELECT version()')).rows[0].version}`);
    await run('load', loadChecks(db));
    await run('corpus', corpusChecks(db, corpus, outcomeSql));
    await run('io', ioChecks(db));
    await run('indexes', indexChecks(db, rows));
    await run('amcheck', amcheckChecks(db));
    await run('estimates', estimateChecks(db));
    await run('generators', generatorChecks(db));
    await run('masks', maskChecks(db));
    await db.close();
    return groups;
}
