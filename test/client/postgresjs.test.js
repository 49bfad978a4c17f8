// postgres.js (npm `postgres`): the three types registered through its `types` option by the OIDs
// looked up at connect. postgres.js reads every result in text format and sends parameters as
// text, so this is the text path; the bytes behind the text are checked with the reference codec.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import postgres from 'postgres';
import { monotonicFactory } from 'ulid';
import { FORMATS, ULID_UUID_OPERATOR_SQL, bytesToText, bytesToUuidText, connect, sampleTexts, textToBytes } from './support.js';

const RANDOM_VALUES = 200;
// The bytes of `id` in hex, computed by the server without the type's text output.
const SERVER_HEX = {
    ulid: `pg_catalog.encode(id::bytea, 'hex')`,
    ulid_flake: `pg_catalog.lpad(pg_catalog.to_hex(id::bigint), 16, '0')`,
    baseuid: `pg_catalog.encode(baseuid_send(id), 'hex')`,
};

// Our types have no fixed OIDs: look them up once, then open the pool that knows them.
async function connectWithUlidTypes() {
    const lookup = postgres({ max: 1 });
    const [oids] = await lookup`SELECT 'ulid'::regtype::oid::int AS ulid,
        'ulid_flake'::regtype::oid::int AS ulid_flake, 'baseuid'::regtype::oid::int AS baseuid`;
    await lookup.end();
    const asText = (oid) => ({ to: oid, from: [oid], serialize: (id) => String(id), parse: (text) => text });
    return postgres({
        types: { ulid: asText(oids.ulid), ulid_flake: asText(oids.ulid_flake), baseuid: asText(oids.baseuid) },
    });
}

let sql;
before(async () => {
    await (await connect()).end(); // creates the extension
    sql = await connectWithUlidTypes();
});
after(async () => { await sql?.end(); });

for (const [name, format] of Object.entries(FORMATS)) {
    describe(name, () => {
        const table = `pgjs_${name}`;
        const texts = sampleTexts(format, RANDOM_VALUES);

        test('typed parameters round-trip: same text, same bytes as the server\'s', async () => {
            await sql.unsafe(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (n integer PRIMARY KEY, id ${name})`);
            for (const [n, text] of texts.entries()) {
                await sql`INSERT INTO ${sql(table)} (n, id) VALUES (${n}, ${sql.typed[name](text)})`;
            }
            const rows = await sql`SELECT n, id, ${sql.unsafe(SERVER_HEX[name])} AS hex FROM ${sql(table)} ORDER BY n`;
            assert.equal(rows.length, texts.length);
            for (const [n, text] of texts.entries()) {
                assert.equal(rows[n].id, text);
                assert.equal(rows[n].hex, textToBytes(format, text).toString('hex'), `bytes of ${text}`);
            }
        });

        test('an untyped parameter compared with the column is bound as the ID type', async () => {
            const [row] = await sql`SELECT count(*)::int AS found FROM ${sql(table)} WHERE id = ${texts[1]}`;
            assert.equal(row.found, 1);
            const sorted = await sql`SELECT id FROM ${sql(table)} ORDER BY id`;
            assert.deepEqual(sorted.map((r) => r.id), [...texts].sort());
        });

        test('a bad value fails with SQLSTATE 22P02', async () => {
            await assert.rejects(sql`SELECT ${sql.typed[name]('*'.repeat(format.chars))} AS id`, { code: '22P02' });
        });
    });
}

describe('ulid from the application and from the database', () => {
    test('npm ulid values are accepted and sort as in JavaScript', async () => {
        const next = monotonicFactory();
        const texts = Array.from({ length: 300 }, () => next());
        const shuffled = [...texts].sort(() => Math.random() - 0.5);
        await sql`CREATE TEMP TABLE pgjs_app (id ulid)`;
        try {
            for (const id of shuffled) await sql`INSERT INTO pgjs_app VALUES (${id})`;
            const rows = await sql`SELECT id FROM pgjs_app ORDER BY id`;
            assert.deepEqual(rows.map((r) => r.id), texts);
        } finally {
            await sql`DROP TABLE pgjs_app`;
        }
    });

    test('DEFAULT gen_monotonic_ulid() comes back in insertion order', async () => {
        await sql.begin(async (tx) => {
            await tx`CREATE TABLE pgjs_default (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), n integer)`;
            const inserted = [];
            for (let n = 0; n < 300; n++) inserted.push((await tx`INSERT INTO pgjs_default (n) VALUES (${n}) RETURNING id`)[0].id);
            const rows = await tx`SELECT id, n FROM pgjs_default ORDER BY id`;
            assert.deepEqual(rows.map((r) => r.n), [...rows.keys()]);
            assert.deepEqual(rows.map((r) => r.id), inserted);
            await tx`DROP TABLE pgjs_default`;
        });
    });

    test('a uuid parameter compares with a ulid column', async (t) => {
        const [{ present }] = await sql.unsafe(ULID_UUID_OPERATOR_SQL);
        if (!present) return t.skip('the ulid = uuid operator is not installed');
        const text = sampleTexts(FORMATS.ulid, 1)[2];
        const uuid = bytesToUuidText(textToBytes(FORMATS.ulid, text));
        const [row] = await sql`SELECT ${sql.typed.ulid(text)} = ${uuid}::uuid AS same,
                                       ${sql.typed.ulid(text)} < ${bytesToUuidText(Buffer.alloc(16, 0xff))}::uuid AS below,
                                       ${sql.typed.ulid(text)} = ${bytesToUuidText(Buffer.alloc(16))}::uuid AS other`;
        assert.deepEqual({ ...row }, { same: true, below: true, other: false });
    });
});

// The reference codec agrees with itself on the extremes (a guard against a broken sample).
test('sample extremes are the smallest and largest texts', () => {
    assert.equal(bytesToText(FORMATS.ulid, Buffer.alloc(16)), '0'.repeat(26));
    assert.equal(sampleTexts(FORMATS.ulid, 0)[1], '7' + 'Z'.repeat(25));
    assert.equal(sampleTexts(FORMATS.ulid_flake, 0)[1], '7' + 'Z'.repeat(12));
    assert.equal(sampleTexts(FORMATS.baseuid, 0)[1], 'z'.repeat(20));
});
