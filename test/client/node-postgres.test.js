// node-postgres (`pg`) beyond the byte-level checks of types.test.js: the monotonic default seen
// from the application, a uuid parameter against a ulid column, the SQLSTATE of a bad value, and
// ulid_portable's IDs (core uuid values, strings in this driver) with their ULID text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { FORMATS, ULID, ULID_UUID_OPERATOR_SQL, bytesToText, bytesToUuidText, connect, sampleTexts, textToBytes, typeidText } from './support.js';

let client;
before(async () => { client = await connect(); });
after(async () => { await client?.end(); });

test('DEFAULT gen_monotonic_ulid() comes back in insertion order', async () => {
    await client.query('CREATE TEMP TABLE pg_orders (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), n integer)');
    const returned = [];
    for (let n = 0; n < 300; n++) {
        returned.push((await client.query('INSERT INTO pg_orders (n) VALUES ($1) RETURNING id', [n])).rows[0].id);
    }
    const { rows } = await client.query('SELECT id, n FROM pg_orders ORDER BY id');
    assert.deepEqual(rows.map((row) => row.n), [...rows.keys()]);
    assert.deepEqual(rows.map((row) => row.id), returned);
});

test('a uuid parameter compares with a ulid column', async (t) => {
    const { rows: [{ present }] } = await client.query(ULID_UUID_OPERATOR_SQL);
    if (!present) return t.skip('the ulid = uuid operator is not installed');
    const [smallest, largest, text] = sampleTexts(FORMATS.ulid, 1);
    const uuidOf = (ulid) => bytesToUuidText(textToBytes(FORMATS.ulid, ulid));
    const { rows: [row] } = await client.query(
        'SELECT $1::ulid = $2::uuid AS same, $1::ulid < $3::uuid AS below, $1::ulid = $4::uuid AS other',
        [text, uuidOf(text), uuidOf(largest), uuidOf(smallest)]);
    assert.deepEqual(row, { same: true, below: true, other: false });
});

test('a bad value of each type fails with SQLSTATE 22P02', async () => {
    for (const [name, format] of Object.entries(FORMATS)) {
        await assert.rejects(client.query(`SELECT $1::${name}`, ['*'.repeat(format.chars)]), { code: '22P02' }, name);
    }
});

test('typeid values are written and read as strings', async () => {
    await client.query("CREATE TEMP TABLE pg_typeids (n serial PRIMARY KEY, id typeid NOT NULL DEFAULT gen_typeid('user'))");
    const written = 'user_01h455vb4pex5vsknk084sn02q';
    await client.query('INSERT INTO pg_typeids (id) VALUES ($1)', [written]);
    const generated = [];
    for (let i = 0; i < 50; i++) {
        generated.push((await client.query('INSERT INTO pg_typeids DEFAULT VALUES RETURNING id')).rows[0].id);
    }
    assert.ok(generated.every((id) => typeof id === 'string' && typeidText('user').test(id)));
    assert.deepEqual([...generated].sort(), generated, 'gen_typeid values read back in creation order');
    const { rows: [row] } = await client.query('SELECT id, id::uuid AS uuid FROM pg_typeids WHERE id = $1', [written]);
    assert.deepEqual(row, { id: written, uuid: '01890a5d-ac96-774b-bcce-b302099a8057' });
    await assert.rejects(client.query('SELECT $1::typeid', ['User_01h455vb4pex5vsknk084sn02q']), { code: '22P02' });
});

test('ulid_portable: uuid IDs in and out, their ULID text through ulid_to_text', async () => {
    await client.query('SET client_min_messages = warning');
    await client.query('CREATE EXTENSION IF NOT EXISTS ulid_portable');
    await client.query('RESET client_min_messages');
    await client.query('CREATE TEMP TABLE pg_portable (n serial PRIMARY KEY, id uuid NOT NULL DEFAULT ulid_portable.gen_monotonic_ulid())');
    const generated = (await client.query(
        'INSERT INTO pg_portable SELECT FROM generate_series(1, 100) RETURNING id, ulid_portable.ulid_to_text(id) AS ulid')).rows;
    // The text is the ULID of the uuid's 16 bytes, and the monotonic default increases.
    const bytesOf = (uuidText) => Buffer.from(uuidText.replaceAll('-', ''), 'hex');
    assert.deepEqual(generated.map((row) => row.ulid), generated.map((row) => bytesToText(ULID, bytesOf(row.id))));
    assert.deepEqual(generated.map((row) => row.ulid), generated.map((row) => row.ulid).sort());
    // ULIDs made here are written as uuid strings and read back as the same text, in uuid order.
    const texts = sampleTexts(ULID, 50);
    for (const text of texts) {
        await client.query('INSERT INTO pg_portable (id) VALUES ($1)', [bytesToUuidText(textToBytes(ULID, text))]);
        const { rows: [row] } = await client.query('SELECT ulid_portable.ulid_from_text($1) AS id', [text.toLowerCase()]);
        assert.equal(row.id, bytesToUuidText(textToBytes(ULID, text)));
    }
    const { rows } = await client.query('SELECT ulid_portable.ulid_to_text(id) AS ulid FROM pg_portable WHERE n > 100 ORDER BY n');
    assert.deepEqual(rows.map((row) => row.ulid), texts);
    const ordered = await client.query('SELECT ulid_portable.ulid_to_text(id) AS ulid FROM pg_portable ORDER BY id');
    assert.deepEqual(ordered.rows.map((row) => row.ulid), [...generated.map((row) => row.ulid), ...texts].sort());
    await assert.rejects(client.query('SELECT ulid_portable.ulid_from_text($1)', ['U'.repeat(26)]), { code: '22P02' });
});
