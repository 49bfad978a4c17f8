// The checks of ulid_portable's plain file in PGlite, shared by Node (node.test.js) and the browser
// (page.html, driven by browser.test.js). Each group takes what it needs (a PGlite instance or a
// way to make one, the file's text) and returns [{ name, ok, detail }]; the callers count them.
// Nothing here assumes a clock finer than PGlite's, whose clock_timestamp() moves in whole
// milliseconds: times are compared as Unix milliseconds, with <= on both sides.

import { failure, result, timedGroups } from './results.js';

// The Unix milliseconds of a ulid (or UUIDv7) in canonical uuid text: its first 12 hex digits.
export const uuidMs = (id) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

// The clock, in Unix milliseconds, as the server reads it.
async function clockMs(db) {
    const { rows } = await db.query(`SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`);
    return rows[0].ms;
}

// ids: the values in the order the calls returned them; each must be above the one before.
function firstNotIncreasing(ids) {
    for (let i = 1; i < ids.length; i++) if (!(ids[i] > ids[i - 1])) return `${ids[i - 1]} then ${ids[i]} (call ${i})`;
    return null;
}

// Loading: exec runs the file unchanged and again in place; query refuses it (one command per
// prepared statement) and leaves the instance usable.
export async function loadChecks(db, file) {
    const out = [];
    out.push(result('exec loads the plain file', (await failure(db.exec(file))) === 'no error'));
    const { rows } = await db.query(`SELECT ulid_portable.ulid_to_text('01941f29-7c00-ec5e-7700-529006a71347') AS t`);
    out.push(result('its functions run', rows[0].t === '01JGFJJZ00XHF7E02JJ03AE4T7', rows[0].t));
    out.push(result('exec runs it again, in place', (await failure(db.exec(file))) === 'no error'));
    const refused = await failure(db.query(file));
    out.push(result('query(file) fails with 42601: one command per prepared statement', refused.startsWith('42601 '), refused));
    const after = await failure(db.query('SELECT 1'));
    out.push(result('the instance is usable after query(file) failed', after === 'no error', after));
    return out;
}

// A load that a guard of the file refuses must leave no transaction open: PGlite has one session,
// and an aborted transaction there fails every later query with 25P02. A load that fails past the
// guards leaves it aborted, and docs/pglite.md's exec('ROLLBACK') must end that. Run last on an
// instance where the file is loaded: it leaves the schema ulid_portable with a stray gen_ulid().
export async function failedLoadChecks(db, file) {
    const out = [];
    // An older file over a newer install (here the install's recorded version made newer).
    await db.exec(`COMMENT ON SCHEMA ulid_portable IS 'ulid_portable 99.0.0: newer'`);
    let refused = await failure(db.exec(file));
    out.push(result('a file older than the install is refused (P0001, newer than this file)',
        refused.startsWith('P0001 ') && refused.includes('newer than this file'), refused));
    let after = await failure(db.query(`SELECT ulid_portable.ulid_to_text(ulid_portable.gen_ulid())`));
    out.push(result('after the version refusal the instance runs queries (no transaction left aborted)', after === 'no error', after));
    // docs/pglite.md's recovery, sent after any failed load: with no transaction open it only warns.
    const rollback = await failure(db.exec('ROLLBACK'));
    out.push(result('exec(\'ROLLBACK\') after the refused load does not throw (docs/pglite.md: safe after any failed load)',
        rollback === 'no error', rollback));
    const { rows } = await db.query(`SELECT obj_description('ulid_portable'::regnamespace, 'pg_namespace') AS d`);
    out.push(result('the refused load changed nothing', rows[0].d === 'ulid_portable 99.0.0: newer', rows[0].d));
    // A schema ulid_portable that another role owns.
    await db.exec(`DROP SCHEMA ulid_portable CASCADE; CREATE ROLE squatter; CREATE SCHEMA ulid_portable AUTHORIZATION squatter`);
    refused = await failure(db.exec(file));
    out.push(result('a schema ulid_portable that another role owns is refused (42501)', refused.startsWith('42501 '), refused));
    after = await failure(db.query(`SELECT count(*) FROM pg_proc WHERE pronamespace = 'ulid_portable'::regnamespace`));
    out.push(result('after the owner refusal the instance runs queries (no transaction left aborted)', after === 'no error', after));
    // A load the guards let through that fails inside the file's transaction (here its
    // CREATE OR REPLACE FUNCTION meets a gen_ulid() of another return type, 42P13): docs/pglite.md says
    // every query then fails with 25P02 until exec('ROLLBACK'), which this checks, both halves.
    await failure(db.exec('ROLLBACK'));
    await db.exec(`DROP SCHEMA ulid_portable CASCADE; CREATE SCHEMA ulid_portable;
                   CREATE FUNCTION ulid_portable.gen_ulid() RETURNS int LANGUAGE sql AS 'SELECT 7'`);
    refused = await failure(db.exec(file));
    out.push(result('a load failing inside its transaction throws (42P13, gen_ulid() of another return type)',
        refused.startsWith('42P13 '), refused));
    after = await failure(db.query('SELECT 1'));
    out.push(result('after it, queries fail with 25P02 until a ROLLBACK (as docs/pglite.md says)', after.startsWith('25P02 '), after));
    const recovered = await failure(db.exec('ROLLBACK'));
    const kept = await failure(db.query('SELECT ulid_portable.gen_ulid() AS v').then(({ rows }) => {
        if (rows[0].v !== 7) throw new Error(`gen_ulid() gave ${rows[0].v}`);
    }));
    out.push(result('exec(\'ROLLBACK\') ends it: the instance runs queries, and the failed load changed nothing',
        recovered === 'no error' && kept === 'no error', `ROLLBACK: ${recovered}; then: ${kept}`));
    return out;
}

// The corpus made by the native server (corpus.sql): every portable call on every input, its
// value or its error (SQLSTATE | message | detail | hint) equal to the native call's.
export async function corpusChecks(db, corpus, outcomeSql) {
    await db.exec(`SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres';`);
    await db.exec(outcomeSql);
    await db.exec(`CREATE TEMPORARY TABLE corpus_checks (name text PRIMARY KEY, portable text);
                   CREATE TEMPORARY TABLE corpus_cases (name text, input text, native text)`);
    await db.query(`INSERT INTO corpus_checks SELECT key, value FROM json_each_text($1::json)`, [JSON.stringify(corpus.checks)]);
    await db.query(`INSERT INTO corpus_cases SELECT c->>0, c->>1, c->>2 FROM json_array_elements($1::json) c`,
        [JSON.stringify(corpus.cases)]);
    const { rows } = await db.query(`
        SELECT name, count(*)::int AS cases, count(*) FILTER (WHERE native NOT LIKE 'ok: %')::int AS errors,
               count(*) FILTER (WHERE portable IS DISTINCT FROM native)::int AS differ,
               (array_agg(format('%s: PGlite [%s], native [%s]', input, portable, native))
                  FILTER (WHERE portable IS DISTINCT FROM native))[1:3] AS examples
          FROM (SELECT name, input, native, pg_temp.outcome(format(k.portable, input)) AS portable
                  FROM corpus_cases JOIN corpus_checks k USING (name)) o
         GROUP BY name ORDER BY name`);
    const out = rows.map((r) => result(`${r.name}: ${r.cases} inputs (${r.errors} errors) give the native values and errors`,
        r.differ === 0, `${r.differ} differ: ${(r.examples || []).join('; ')}`));
    out.push(result('the corpus has every check', rows.length === Object.keys(corpus.checks).length && rows.length >= 12,
        `${rows.length} of ${Object.keys(corpus.checks).length}`));
    return out;
}

// The generators by their properties, over `calls` calls of gen_monotonic_ulid in rounds of
// `batch`: each round in autocommit, or in a transaction rolled back, or around a savepoint rolled
// back to, or in a transaction that an error aborts. Every value returned, in the order returned,
// is above the one before (also those of the rolled-back work), and its time lies between the
// clock before and after its statement. Returns the checks and the last value.
export async function generatorChecks(db, calls = 100000, batch = 1000) {
    const out = [];
    const ids = [];
    let outsideClock = null;
    const generate = async (n) => {
        const before = await clockMs(db);
        const { rows } = await db.query(`SELECT ulid_portable.gen_monotonic_ulid()::text AS id FROM generate_series(1, $1)`, [n]);
        const after = await clockMs(db);
        for (const { id } of rows) {
            const ms = uuidMs(id);
            if (outsideClock === null && (ms < before || ms > after)) outsideClock = `${id} at ${ms}, clock ${before} to ${after}`;
            ids.push(id);
        }
    };
    for (let round = 0; ids.length < calls; round++) {
        switch (round % 4) {
        case 0:
            await generate(batch);
            break;
        case 1:
            await db.exec('BEGIN');
            await generate(batch);
            await db.exec('ROLLBACK');
            break;
        case 2:
            await db.exec('BEGIN');
            await generate(batch / 2);
            await db.exec('SAVEPOINT s');
            await generate(batch / 4);
            await db.exec('ROLLBACK TO SAVEPOINT s');
            await generate(batch / 4);
            await db.exec('COMMIT');
            break;
        case 3:
            await db.exec('BEGIN');
            await generate(batch);
            await failure(db.query('SELECT 1 / 0'));
            await db.exec('ROLLBACK');
            break;
        }
    }
    const notIncreasing = firstNotIncreasing(ids);
    out.push(result(`gen_monotonic_ulid: ${ids.length} calls, with rollbacks, savepoints and errors, strictly increasing`,
        ids.length >= calls && notIncreasing === null, notIncreasing ?? `${ids.length} calls`));
    out.push(result('gen_monotonic_ulid: every time within the clock of its statement', outsideClock === null, outsideClock));

    // gen_ulid: the clock's millisecond, all distinct.
    const before = await clockMs(db);
    const { rows: random } = await db.query(`SELECT ulid_portable.gen_ulid()::text AS id FROM generate_series(1, 20000)`);
    const after = await clockMs(db);
    const outside = random.filter(({ id }) => uuidMs(id) < before || uuidMs(id) > after).length;
    out.push(result('gen_ulid: 20000 calls, every time within the clock', outside === 0, `${outside} outside ${before} to ${after}`));
    out.push(result('gen_ulid: 20000 calls, all distinct', new Set(random.map((r) => r.id)).size === 20000));

    // gen_typeid: its prefix, and a UUIDv7 (version 7, variant 10) of the clock.
    const typeBefore = await clockMs(db);
    const { rows: typeids } = await db.query(`SELECT t, ulid_portable.typeid_to_uuid(t)::text AS id
                                                FROM (SELECT ulid_portable.gen_typeid('user') AS t FROM generate_series(1, 5000)) s`);
    const typeAfter = await clockMs(db);
    const bad = typeids.filter(({ t, id }) => !t.startsWith('user_') || id[14] !== '7' || !'89ab'.includes(id[19])
        || uuidMs(id) < typeBefore || uuidMs(id) > typeAfter);
    out.push(result('gen_typeid: 5000 calls, prefix, UUIDv7 version and variant, time within the clock', bad.length === 0,
        JSON.stringify(bad.slice(0, 3))));
    return { checks: out, last: ids[ids.length - 1] };
}

// A persisted instance: before closing, store IDs; after reopening, they are there and new ones
// are above the last one made before (the monotonic state ends with the instance; the clock has
// moved on). The file loads again in place.
export async function persistBefore(db, file) {
    await db.exec(file);
    await db.exec(`CREATE TABLE IF NOT EXISTS kept (id uuid PRIMARY KEY DEFAULT ulid_portable.gen_monotonic_ulid(), n int)`);
    await db.query(`INSERT INTO kept (n) SELECT g FROM generate_series(1, 1000) g`);
    const { rows } = await db.query(`SELECT (SELECT id::text FROM kept ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*)::int FROM kept) AS n`);
    return rows[0];
}

export async function persistAfter(db, file, before) {
    const out = [];
    const { rows } = await db.query(`SELECT (SELECT id::text FROM kept ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*)::int FROM kept) AS n`);
    out.push(result('reopened: the stored IDs are there', rows[0].n === before.n && rows[0].last === before.last, JSON.stringify(rows[0])));
    out.push(result('reopened: the file loads again in place', (await failure(db.exec(file))) === 'no error'));
    await db.query(`INSERT INTO kept (n) SELECT g FROM generate_series(1, 1000) g`);
    const { rows: added } = await db.query(`SELECT id::text FROM kept WHERE n IS NOT NULL ORDER BY id OFFSET $1`, [before.n]);
    const { rows: fresh } = await db.query(`SELECT ulid_portable.gen_monotonic_ulid()::text AS id`);
    out.push(result('reopened: new IDs are above the last one made before closing',
        added.length === 1000 && added[0].id > before.last && fresh[0].id > added[added.length - 1].id,
        `${before.last} then ${added[0]?.id}`));
    return out;
}

// The checks of one in-memory instance, in order (the refused loads last), as [group, checks]
// pairs; each group's time goes to the console.
export async function instanceChecks(PGlite, file, corpus, outcomeSql, calls) {
    const { groups, run } = timedGroups();
    const db = await PGlite.create();
    console.log(`# PGlite: ${(await db.query('SELECT version()')).rows[0].version}`);
    await run('load', loadChecks(db, file));
    await run('corpus', corpusChecks(db, corpus, outcomeSql));
    await run('generators', generatorChecks(db, calls).then((g) => g.checks));
    await run('failed load', failedLoadChecks(db, file));
    await db.close();
    return groups;
}
