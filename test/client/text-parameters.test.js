// Text parameters (docs/clients.md, "Text parameters"): a string parameter that the driver types as
// `text`, as some drivers do for every string, reaches the server as a text value, and PostgreSQL
// applies no cast from text to an ID type unless the query asks for one. postgres.js sends the
// parameter typed here (sql.typed with text's OID); the recipe is the cast in the query.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import postgres from 'postgres';
import { connect } from './support.js';

const TEXT_OID = 25;
const VALUES = {
    ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    ulid_flake: '0J2B6ZQ8C3V0K',
    baseuid: 'QWmYJT7Au3w2iJWQy9Oc',
    typeid: 'user_01h455vb4pex5vsknk084sn02q',
    uuid: '01890a5d-ac96-774b-bcce-b302099a8057', // core's uuid, for comparison
};

let sql;
before(async () => {
    await (await connect()).end(); // creates the extension
    sql = postgres({ max: 1, onnotice: () => {} });
});
after(async () => { await sql?.end(); });

for (const [type, value] of Object.entries(VALUES)) {
    describe(`a text parameter and ${type}`, () => {
        const table = `text_params_${type}`;
        before(async () => {
            await sql.unsafe(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id ${type})`);
        });

        test('INSERT refuses it (42804) and takes it with the cast', async () => {
            await assert.rejects(sql`INSERT INTO ${sql(table)} (id) VALUES (${sql.typed(value, TEXT_OID)})`,
                { code: '42804', message: `column "id" is of type ${type} but expression is of type text` });
            await sql`INSERT INTO ${sql(table)} (id) VALUES (${sql.typed(value, TEXT_OID)}::${sql.unsafe(type)})`;
            assert.deepEqual([...await sql`SELECT id::text FROM ${sql(table)}`], [{ id: value }]);
        });

        test('a comparison refuses it (42883) and takes it with the cast', async () => {
            await assert.rejects(sql`SELECT FROM ${sql(table)} WHERE id = ${sql.typed(value, TEXT_OID)}`,
                { code: '42883', message: `operator does not exist: ${type} = text` });
            const rows = await sql`SELECT FROM ${sql(table)} WHERE id = ${sql.typed(value, TEXT_OID)}::${sql.unsafe(type)}`;
            assert.equal(rows.length, 1);
        });

        test('an untyped string parameter is read as the column type', async () => {
            const rows = await sql`SELECT FROM ${sql(table)} WHERE id = ${value}`;
            assert.equal(rows.length, 1);
        });
    });
}

test('the catalog has only explicit casts from string types to the ID types', async () => {
    const rows = await sql`SELECT castsource::regtype::text AS source, casttarget::regtype::text AS target, castcontext
        FROM pg_catalog.pg_cast
        WHERE castsource IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype, 'name'::regtype)
          AND casttarget IN ('ulid'::regtype, 'ulid_flake'::regtype, 'baseuid'::regtype, 'typeid'::regtype)`;
    assert.deepEqual(rows.filter((row) => row.castcontext !== 'e'), []);
});
