// Cross-checks against an independent implementation, the npm `ulid` package: what it generates
// our type accepts with the same time and bytes, and what we generate it accepts, decodes to our
// times and sorts as PostgreSQL does.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeTime, encodeTime, isValid, monotonicFactory, ulid, ulidToUUID, uuidToULID } from 'ulid';
import { connect } from './support.js';

const COUNT = 1000;

let client;
before(async () => { client = await connect(); });
after(async () => { await client?.end(); });

// Sends the texts as one text[] parameter and returns, per text in order, what the server read.
async function readOnServer(texts) {
    const { rows } = await client.query(
        `SELECT t.id::text AS id, ulid_extract_unix_ms(t.id) AS ms, t.id::uuid::text AS uuid,
                (extract(epoch FROM ulid_extract_timestamp(t.id)) * 1000)::bigint AS ts_ms
           FROM pg_catalog.unnest($1::ulid[]) WITH ORDINALITY AS t(id, n) ORDER BY t.n`, [texts]);
    assert.equal(rows.length, texts.length);
    return rows;
}

function assertSameAsPackage(texts, rows) {
    for (const [i, text] of texts.entries()) {
        assert.equal(rows[i].id, text, 'same canonical text');
        assert.equal(Number(rows[i].ms), decodeTime(text), `ulid_extract_unix_ms of ${text}`);
        assert.equal(Number(rows[i].ts_ms), decodeTime(text), `ulid_extract_timestamp of ${text}`);
        assert.equal(rows[i].uuid, ulidToUUID(text).toLowerCase(), `uuid of ${text}`);
    }
}

describe('ULIDs made by the npm package are read by our type', () => {
    test('ulid(): accepted, same text, time and uuid bytes', async () => {
        const texts = Array.from({ length: COUNT }, () => ulid());
        assertSameAsPackage(texts, await readOnServer(texts));
    });

    test('ulid(seedTime) with known times keeps every time, from 0 to the 48-bit maximum', async () => {
        const times = [0, 1, 1469918176385, Date.UTC(2024, 0, 1), Date.now(), 2 ** 47, 2 ** 48 - 1];
        // ulid(0) takes the clock (the package tests the seed for truthiness): build that one from
        // the package's encodeTime and a random part of its own.
        const texts = times.map((time) => (time === 0 ? encodeTime(0, 10) + ulid().slice(10) : ulid(time)));
        const rows = await readOnServer(texts);
        assertSameAsPackage(texts, rows);
        assert.deepEqual(rows.map((row) => Number(row.ms)), times);
        const bounds = await client.query(
            `SELECT pg_catalog.bool_and(ulid_min(at) <= id AND id <= ulid_max(at)) AS inside
               FROM unnest($1::ulid[], $2::bigint[]) AS t(id, ms),
                    LATERAL (SELECT 'epoch'::timestamptz + ms * interval '1 millisecond' AS at) a`, [texts, times]);
        assert.equal(bounds.rows[0].inside, true, 'each id lies between ulid_min and ulid_max of its time');
    });

    test('monotonicFactory(): accepted, and ORDER BY id keeps the generation order', async () => {
        const next = monotonicFactory();
        const fixedTime = Date.UTC(2025, 5, 1, 12);
        // Half in one millisecond (the factory increments the random part), half at the clock.
        const texts = [
            ...Array.from({ length: COUNT / 2 }, () => next(fixedTime)),
            ...Array.from({ length: COUNT / 2 }, () => next()),
        ];
        assertSameAsPackage(texts, await readOnServer(texts));
        const { rows } = await client.query(
            'SELECT t.n FROM pg_catalog.unnest($1::ulid[]) WITH ORDINALITY AS t(id, n) ORDER BY t.id', [texts]);
        assert.deepEqual(rows.map((row) => Number(row.n)), texts.map((_, i) => i + 1));
    });

    test('lower-case input from the package is read as the canonical upper-case text', async () => {
        const texts = Array.from({ length: 100 }, () => ulid());
        const rows = await readOnServer(texts.map((text) => text.toLowerCase()));
        assertSameAsPackage(texts, rows);
    });
});

describe('ULIDs made by our generators are accepted by the npm package', () => {
    for (const generator of ['gen_ulid()', 'gen_monotonic_ulid()']) {
        test(`${generator}: valid, same time, same uuid, same order in JavaScript as ORDER BY`, async () => {
            const startedAt = Date.now();
            await client.query('DROP TABLE IF EXISTS generated');
            await client.query('CREATE TEMP TABLE generated (n serial, id ulid)');
            await client.query(`INSERT INTO generated (id) SELECT ${generator} FROM pg_catalog.generate_series(1, $1)`,
                [COUNT]);
            const endedAt = Date.now();
            const { rows } = await client.query(
                `SELECT n, id::text AS id, ulid_extract_unix_ms(id) AS ms, id::uuid::text AS uuid
                   FROM generated ORDER BY n`);
            assert.equal(rows.length, COUNT);
            for (const row of rows) {
                assert.equal(isValid(row.id), true, `isValid(${row.id})`);
                assert.equal(decodeTime(row.id), Number(row.ms), `decodeTime(${row.id})`);
                assert.ok(decodeTime(row.id) >= startedAt - 1000 && decodeTime(row.id) <= endedAt + 1000,
                    `time of ${row.id} is the clock's`);
                assert.equal(uuidToULID(row.uuid), row.id, `uuidToULID of ${row.uuid}`);
            }
            const ordered = await client.query('SELECT id::text AS id FROM generated ORDER BY id');
            const sortedInJs = rows.map((row) => row.id).sort();
            assert.deepEqual(ordered.rows.map((row) => row.id), sortedInJs);
            if (generator === 'gen_monotonic_ulid()') {
                assert.deepEqual(rows.map((row) => row.id), sortedInJs, 'generation order is sort order');
                assert.equal(new Set(sortedInJs).size, COUNT, 'all distinct');
            }
        });
    }
});
