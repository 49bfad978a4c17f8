// Kysely, a query builder, on node-postgres: a ulid primary key with DEFAULT gen_monotonic_ulid()
// declared through the schema builder, rows inserted and selected through the query builder.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ulid } from 'ulid';
import { FORMATS, ULID_UUID_OPERATOR_SQL, bytesToUuidText, connect, sampleTexts, textToBytes } from './support.js';

let db;
before(async () => {
    await (await connect()).end(); // creates the extension
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 2 }) }) });
    await db.schema.dropTable('kysely_orders').ifExists().execute();
    await db.schema.createTable('kysely_orders')
        .addColumn('id', sql`ulid`, (col) => col.primaryKey().defaultTo(sql`gen_monotonic_ulid()`))
        .addColumn('flake', sql`ulid_flake`)
        .addColumn('base', sql`baseuid`)
        .addColumn('n', 'integer', (col) => col.notNull())
        .execute();
});
after(async () => { await db?.destroy(); });

test('DEFAULT gen_monotonic_ulid() ids come back from RETURNING in insertion order', async () => {
    const returned = [];
    for (let n = 0; n < 200; n++) {
        returned.push((await db.insertInto('kysely_orders').values({ n }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const rows = await db.selectFrom('kysely_orders').select(['id', 'n']).orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.n), [...rows.keys()]);
    assert.deepEqual(rows.map((row) => row.id), returned);
    await db.deleteFrom('kysely_orders').execute();
});

test('values of all three types round-trip through the builder, extremes included', async () => {
    const ids = sampleTexts(FORMATS.ulid, 100);
    const flakes = sampleTexts(FORMATS.ulid_flake, 100);
    const bases = sampleTexts(FORMATS.baseuid, 100);
    await db.insertInto('kysely_orders')
        .values(ids.map((id, n) => ({ id, flake: flakes[n], base: bases[n], n }))).execute();
    const rows = await db.selectFrom('kysely_orders')
        .select(['id', 'flake', 'base', sql`pg_catalog.encode(id::bytea, 'hex')`.as('hex')]).orderBy('n').execute();
    assert.deepEqual(rows.map((row) => row.id), ids);
    assert.deepEqual(rows.map((row) => row.flake), flakes);
    assert.deepEqual(rows.map((row) => row.base), bases);
    assert.deepEqual(rows.map((row) => row.hex), ids.map((id) => textToBytes(FORMATS.ulid, id).toString('hex')));
    const byBuilder = await db.selectFrom('kysely_orders').select('base').orderBy('base').execute();
    assert.deepEqual(byBuilder.map((row) => row.base), [...bases].sort());
    await db.deleteFrom('kysely_orders').execute();
});

test('ids made by the npm ulid package are accepted and sort as strings do', async () => {
    const ids = Array.from({ length: 200 }, () => ulid(Date.now() - Math.floor(Math.random() * 1e9)));
    await db.insertInto('kysely_orders').values(ids.map((id, n) => ({ id, n }))).execute();
    const rows = await db.selectFrom('kysely_orders').select('id').orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.id), [...ids].sort());
    await db.deleteFrom('kysely_orders').execute();
});

test('a bad id fails with SQLSTATE 22P02', async () => {
    await assert.rejects(db.insertInto('kysely_orders').values({ id: 'not-a-ulid', n: 0 }).execute(), { code: '22P02' });
});

test('a uuid parameter finds the ulid row', async (t) => {
    const { rows: [{ present }] } = await sql.raw(ULID_UUID_OPERATOR_SQL).execute(db);
    if (!present) return t.skip('the ulid = uuid operator is not installed');
    const id = ulid();
    await db.insertInto('kysely_orders').values([{ id, n: 1 }, { id: ulid(), n: 2 }]).execute();
    const uuid = bytesToUuidText(textToBytes(FORMATS.ulid, id));
    const rows = await db.selectFrom('kysely_orders').select('n').where('id', '=', sql`${uuid}::uuid`).execute();
    assert.deepEqual(rows, [{ n: 1 }]);
    await db.deleteFrom('kysely_orders').execute();
});
