// TypeORM with an EntitySchema (plain JavaScript, no decorators): a ulid primary column whose
// value the database makes with gen_monotonic_ulid(), saved and found through a repository.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DataSource, EntitySchema } from 'typeorm';
import { ulid } from 'ulid';
import { FORMATS, ULID_UUID_OPERATOR_SQL, bytesToUuidText, connect, sampleTexts, textToBytes } from './support.js';

const Order = new EntitySchema({
    name: 'Order',
    tableName: 'typeorm_orders',
    columns: {
        id: { type: 'ulid', primary: true, default: () => 'gen_monotonic_ulid()' },
        flake: { type: 'ulid_flake', nullable: true },
        base: { type: 'baseuid', nullable: true },
        n: { type: 'integer' },
    },
});

// TypeORM rejects column types it does not know; the three types are added to the driver's list
// before the data source builds its metadata.
async function openDataSource() {
    const dataSource = new DataSource({ type: 'postgres', entities: [Order], synchronize: true });
    dataSource.driver.supportedDataTypes.push('ulid', 'ulid_flake', 'baseuid');
    return dataSource.initialize();
}

let dataSource;
let orders;
before(async () => {
    await (await connect()).end(); // creates the extension
    dataSource = await openDataSource();
    orders = dataSource.getRepository(Order);
});
after(async () => { await dataSource?.destroy(); });

test('without the added type names TypeORM refuses the entity (why openDataSource adds them)', async () => {
    const plain = new DataSource({ type: 'postgres', entities: [Order] });
    await assert.rejects(plain.initialize(), { name: 'DataTypeNotSupportedError' });
});

test('synchronize creates the column as ulid with the generator as its default', async () => {
    const [column] = await dataSource.query(
        `SELECT format_type(atttypid, atttypmod) AS type, pg_get_expr(adbin, adrelid) AS "default"
           FROM pg_attribute JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
          WHERE attrelid = 'typeorm_orders'::regclass AND attname = 'id'`);
    assert.deepEqual(column, { type: 'ulid', default: 'gen_monotonic_ulid()' });
});

test('save() fills in the database-made ids, in insertion order', async () => {
    const saved = [];
    for (let n = 0; n < 100; n++) saved.push(await orders.save({ n }));
    const found = await orders.find({ order: { id: 'ASC' } });
    assert.deepEqual(found.map((order) => order.n), [...found.keys()]);
    assert.deepEqual(found.map((order) => order.id), saved.map((order) => order.id));
    assert.match(saved[0].id, /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    await orders.clear();
});

test('all three types round-trip through the repository, extremes included', async () => {
    const ids = sampleTexts(FORMATS.ulid, 50);
    const flakes = sampleTexts(FORMATS.ulid_flake, 50);
    const bases = sampleTexts(FORMATS.baseuid, 50);
    await orders.insert(ids.map((id, n) => ({ id, flake: flakes[n], base: bases[n], n })));
    const found = await orders.find({ order: { n: 'ASC' } });
    assert.deepEqual(found.map((order) => [order.id, order.flake, order.base]), ids.map((id, n) => [id, flakes[n], bases[n]]));
    const one = await orders.findOneBy({ id: ids[1] });
    assert.equal(one?.n, 1);
    await orders.clear();
});

test('ids made by the npm ulid package are accepted and sort as strings do', async () => {
    const ids = Array.from({ length: 100 }, () => ulid(Date.now() - Math.floor(Math.random() * 1e9)));
    await orders.insert(ids.map((id, n) => ({ id, n })));
    const found = await orders.find({ order: { id: 'ASC' } });
    assert.deepEqual(found.map((order) => order.id), [...ids].sort());
    await orders.clear();
});

test('a bad id fails with SQLSTATE 22P02', async () => {
    await assert.rejects(orders.findOneBy({ id: 'I-am-not-a-ulid' }), (error) => error.driverError?.code === '22P02');
});

test('a uuid parameter finds the ulid row', async (t) => {
    const [{ present }] = await dataSource.query(ULID_UUID_OPERATOR_SQL);
    if (!present) return t.skip('the ulid = uuid operator is not installed');
    const id = ulid();
    await orders.insert([{ id, n: 7 }, { id: ulid(), n: 8 }]);
    const uuid = bytesToUuidText(textToBytes(FORMATS.ulid, id));
    const found = await orders.createQueryBuilder('o').where('o.id = CAST(:uuid AS uuid)', { uuid }).getMany();
    assert.deepEqual(found.map((order) => order.n), [7]);
    await orders.clear();
});
