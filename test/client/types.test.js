// The three types through a real client (node-postgres): values bound as $n parameters, in text
// and in binary form, and results read in text and in binary format, checked byte for byte
// against values computed here in JavaScript and against casts computed by the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
    BASEUID, ULID, ULID_FLAKE, bytesToText, bytesToUuidText, compareBytes, connect,
    queryBinary, randomValue, textToBytes,
} from './support.js';

const RANDOM_VALUES = 200;
const bigintOf = (bytes) => BigInt('0x' + bytes.toString('hex'));
const ULID_FLAKE_EPOCH_MS = BigInt(Date.UTC(2024, 0, 1));

// What each type must satisfy. `server` is a text expression the server computes from `id` with
// a function other than the type's own output, and `expected` computes the same from the bytes.
// `time` is the embedded time as a bigint the server extracts, and `timeOf` the same from bytes.
const TYPES = [
    {
        name: 'ulid', format: ULID, generate: 'gen_ulid()', monotonic: 'gen_monotonic_ulid()',
        vectors: ['00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
            '01ARZ3NDEKTSV4RRFFQ69G5FAV', '01JGFJJZ00XHF7E02JJ03AE4T7'],
        server: `pg_catalog.encode(id::bytea, 'hex') || ' ' || id::uuid::text`,
        expected: (bytes) => `${bytes.toString('hex')} ${bytesToUuidText(bytes)}`,
        time: 'ulid_extract_unix_ms(id)',
        timeOf: (bytes) => bigintOf(bytes.subarray(0, 6)),
    },
    {
        name: 'ulid_flake', format: ULID_FLAKE, generate: 'gen_ulid_flake()', monotonic: 'gen_ulid_flake(7)',
        vectors: ['0000000000000', '7ZZZZZZZZZZZZ', '00JH9T05YQ2G0', '3FZZZZZZZZZZZ'],
        server: 'id::bigint::text',
        expected: (bytes) => bigintOf(bytes).toString(),
        time: `(extract(epoch FROM ulid_flake_extract_timestamp(id)) * 1000)::bigint`,
        timeOf: (bytes) => (bigintOf(bytes) >> 20n) + ULID_FLAKE_EPOCH_MS,
    },
    {
        name: 'baseuid', format: BASEUID, generate: 'gen_baseuid()', monotonic: 'gen_monotonic_baseuid()',
        vectors: ['--------------------', 'zzzzzzzzzzzzzzzzzzzz', 'ANjssJky------------',
            '0123456789ABCDEFGHIJ'],
        server: null,
        expected: null,
        // Ticks of 2^15 ns, truncated to the microsecond.
        time: `(extract(epoch FROM baseuid_extract_timestamp(id)) * 1000000)::bigint`,
        timeOf: (bytes) => (bigintOf(bytes.subarray(0, 6)) << 15n) / 1000n,
    },
];

let client;
before(async () => { client = await connect(); });
after(async () => { await client?.end(); });

test('binary results keep every byte value (bytea 00..ff, the control for the reader fix)', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const { rows } = await queryBinary(client, 'SELECT $1::bytea AS b, pg_catalog.length($1::bytea) AS n', [all]);
    assert.deepEqual(rows[0].b, all);
    assert.equal(rows[0].n.readInt32BE(0), 256);
});

for (const type of TYPES) {
    describe(type.name, () => {
        const table = `client_${type.name}`;
        // The vectors first, then random values made here: [text, bytes] pairs.
        const values = [...type.vectors.map((text) => [text, textToBytes(type.format, text)])];
        for (let i = 0; i < RANDOM_VALUES; i++) {
            const bytes = randomValue(type.format);
            values.push([bytesToText(type.format, bytes), bytes]);
        }

        before(async () => {
            await client.query(`DROP TABLE IF EXISTS ${table}`);
            await client.query(`CREATE TABLE ${table} (n integer PRIMARY KEY, id ${type.name})`);
            for (const [n, [text]] of values.entries()) {
                await client.query(`INSERT INTO ${table} (n, id) VALUES ($1, $2)`, [n, text]);
            }
        });

        test('text parameters read back in text format as the same text, time and server casts', async () => {
            const { rows } = await client.query(
                `SELECT n, id, ${type.server ?? 'NULL'} AS server, ${type.time} AS time FROM ${table} ORDER BY n`);
            assert.equal(rows.length, values.length);
            for (const [n, [text, bytes]] of values.entries()) {
                assert.equal(rows[n].id, text);
                assert.equal(BigInt(rows[n].time), type.timeOf(bytes), `time of ${text}`);
                if (type.expected) assert.equal(rows[n].server, type.expected(bytes), `server cast of ${text}`);
            }
        });

        test(`binary format returns the ${type.format.bytes} big-endian bytes`, async () => {
            const { rows } = await queryBinary(client, `SELECT n, id FROM ${table} ORDER BY n`);
            assert.equal(rows.length, values.length);
            for (const [n, [text, bytes]] of values.entries()) {
                assert.ok(Buffer.isBuffer(rows[n].id), 'a Buffer');
                assert.equal(rows[n].id.length, type.format.bytes);
                assert.deepEqual(rows[n].id, bytes, `bytes of ${text}`);
                assert.equal(rows[n].n.readInt32BE(0), n);
            }
        });

        test('binary parameters are read by the receive function, wrong lengths are rejected', async () => {
            for (const [text, bytes] of values.slice(0, 50)) {
                const { rows } = await client.query(`SELECT $1::${type.name}::text AS t`, [bytes]);
                assert.equal(rows[0].t, text);
                const back = await queryBinary(client, `SELECT $1::${type.name} AS id`, [bytes]);
                assert.deepEqual(back.rows[0].id, bytes);
            }
            for (const length of [0, type.format.bytes - 1, type.format.bytes + 1]) {
                await assert.rejects(client.query(`SELECT $1::${type.name}`, [Buffer.alloc(length, 0x11)]),
                    { code: '22P03' }, `${length} bytes`);
            }
            const nulls = await queryBinary(client, `SELECT $1::${type.name} AS id`, [null]);
            assert.equal(nulls.rows[0].id, null);
        });

        test('generated values: binary bytes, text form and server casts agree', async () => {
            for (const generator of [type.generate, type.monotonic]) {
                const { rows } = await queryBinary(client,
                    `SELECT id, id::text AS text, ${type.server ?? 'NULL'} AS server, ${type.time} AS time
                       FROM (SELECT ${generator} AS id FROM pg_catalog.generate_series(1, 500)) g`);
                assert.equal(rows.length, 500);
                for (const row of rows) {
                    const text = row.text.toString('utf8');
                    assert.deepEqual(row.id, textToBytes(type.format, text), `${generator}: ${text}`);
                    assert.equal(bigintOf(row.time), type.timeOf(row.id));
                    if (type.expected) assert.equal(row.server.toString('utf8'), type.expected(row.id));
                }
            }
        });

        test('ORDER BY id is the byte order and the text order of JavaScript strings', async () => {
            const { rows } = await client.query(`SELECT id FROM ${table} ORDER BY id`);
            const byBytes = [...values].sort((a, b) => compareBytes(a[1], b[1])).map(([text]) => text);
            const byString = values.map(([text]) => text).sort();
            assert.deepEqual(rows.map((row) => row.id), byBytes);
            assert.deepEqual(byString, byBytes);
        });
    });
}

test('ulid_flake binary bytes are the int8 of ulid_flake::bigint', async () => {
    const { rows } = await queryBinary(client,
        'SELECT id, id::bigint AS big FROM (SELECT gen_ulid_flake(31) AS id FROM pg_catalog.generate_series(1, 100)) g');
    for (const row of rows) {
        assert.deepEqual(row.id, row.big);
        assert.equal(row.id.readBigInt64BE(0) & 31n, 31n, 'the sid in the low 5 bits');
    }
});
