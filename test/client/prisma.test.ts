// Prisma 7 on @prisma/adapter-pg, with the client the layer generates from prisma/schema.prisma:
// a ulid and a typeid primary key filled by the database, created, read, filtered by key and by a
// time range, updated, and joined through a typeid foreign key, all through the generated client.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PrismaPg } from '@prisma/adapter-pg';
import { decodeTime, encodeTime, ulid } from 'ulid';
import { PrismaClient } from './generated/prisma/client.ts';
import { ULID_TEXT, connect, hourOf2024, typeidText } from './support.js';

// Prisma's migrations would make these String fields text columns: the tables are made in SQL.
const TABLES = `
    CREATE TABLE prisma_customers (id typeid PRIMARY KEY DEFAULT gen_typeid('customer'), name text NOT NULL);
    CREATE TABLE prisma_orders (
        id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(),
        n integer NOT NULL,
        customer_id typeid REFERENCES prisma_customers)`;

// The smallest ULID of a millisecond, as text: the bound that `id >= timestamptz` compares with,
// in a form the model API passes for a String field. A typeid's suffix is that text in lower case.
const ulidAt = (time: Date) => encodeTime(time.getTime(), 10) + '0'.repeat(16);
const typeidAt = (prefix: string, time: Date) => `${prefix}_${ulidAt(time).toLowerCase()}`;

const CUSTOMER_TYPEID = typeidText('customer');

let prisma: PrismaClient;
before(async () => {
    const client = await connect(); // creates the extension
    await client.query('DROP TABLE IF EXISTS prisma_orders, prisma_customers');
    await client.query(TABLES);
    await client.end();
    prisma = new PrismaClient({ adapter: new PrismaPg({ max: 2 }) }); // PGHOST, PGPORT... as pg reads them
});
after(async () => { await prisma?.$disconnect(); });

describe('Prisma', () => {
    test('create: the database fills the ulid and typeid keys, RETURNING hands them back in order', async () => {
        const customer = await prisma.customer.create({ data: { name: 'Ada' } });
        assert.match(customer.id, CUSTOMER_TYPEID);
        const created = [];
        for (let n = 0; n < 50; n++) created.push(await prisma.order.create({ data: { n, customerId: customer.id } }));
        const ids = created.map((order) => order.id);
        assert.ok(ids.every((id) => ULID_TEXT.test(id)), ids.join(' '));
        assert.deepEqual([...ids].sort(), ids, 'gen_monotonic_ulid() keys increase in creation order');
        assert.ok(Math.abs(decodeTime(ids[0]) - Date.now()) < 60_000, 'the key holds the creation time');
        const stored = await prisma.order.findMany({ where: { customerId: customer.id }, orderBy: { id: 'asc' } });
        assert.deepEqual(stored.map((order) => order.n), [...stored.keys()]);
    });

    test('an id made in the application goes in and comes back as it was', async () => {
        const id = ulid();
        const order = await prisma.order.create({ data: { id, n: 1000 } });
        assert.equal(order.id, id);
        const customerId = `customer_${ulid().toLowerCase()}`;
        assert.equal((await prisma.customer.create({ data: { id: customerId, name: 'Grace' } })).id, customerId);
    });

    test('find by key, by a list of keys, and through the typeid foreign key', async () => {
        const customer = await prisma.customer.create({ data: { name: 'Edsger', orders: { create: [{ n: 1 }, { n: 2 }] } } });
        const orders = await prisma.order.findMany({ where: { customerId: customer.id }, orderBy: { id: 'asc' } });
        assert.deepEqual(orders.map((order) => order.n), [1, 2]);
        const found = await prisma.order.findUnique({ where: { id: orders[1].id }, include: { customer: true } });
        assert.equal(found?.n, 2);
        assert.equal(found?.customer?.name, 'Edsger');
        const listed = await prisma.order.findMany({ where: { id: { in: orders.map((order) => order.id) } }, orderBy: { id: 'desc' } });
        assert.deepEqual(listed.map((order) => order.n), [2, 1]);
        const withOrders = await prisma.customer.findUnique({ where: { id: customer.id }, include: { orders: true } });
        assert.equal(withOrders?.orders.length, 2);
        assert.equal(await prisma.order.findUnique({ where: { id: ulid() } }), null);
    });

    test('a time range on the key, through the model API and through $queryRaw', async () => {
        const hours = [0, 1, 2, 3, 4, 5, 6, 7];
        await prisma.order.createMany({ data: hours.map((k) => ({ id: ulid(hourOf2024(k).getTime()), n: 2000 + k })) });
        await prisma.customer.createMany({
            data: hours.map((k) => ({ id: `customer_${ulid(hourOf2024(k).getTime()).toLowerCase()}`, name: `hour ${k}` })),
        });
        const from = hourOf2024(3);
        const to = hourOf2024(6);
        const orders = await prisma.order.findMany({
            where: { id: { gte: ulidAt(from), lt: ulidAt(to) } },
            orderBy: { id: 'asc' },
        });
        assert.deepEqual(orders.map((order) => order.n), [2003, 2004, 2005]);
        const customers = await prisma.customer.findMany({
            where: { id: { gte: typeidAt('customer', from), lt: typeidAt('customer', to) } },
            orderBy: { id: 'asc' },
        });
        assert.deepEqual(customers.map((customer) => customer.name), ['hour 3', 'hour 4', 'hour 5']);
        const raw = await prisma.$queryRaw<{ n: number }[]>`
            SELECT n FROM prisma_orders WHERE id >= ${from}::timestamptz AND id < ${to}::timestamptz ORDER BY id`;
        assert.deepEqual(raw.map((row) => row.n), [2003, 2004, 2005]);
    });

    test('update by key and by range, the key and the foreign key as strings', async () => {
        const [first, second] = await Promise.all([
            prisma.customer.create({ data: { name: 'first' } }),
            prisma.customer.create({ data: { name: 'second' } }),
        ]);
        const order = await prisma.order.create({ data: { n: 3000, customerId: first.id } });
        const updated = await prisma.order.update({ where: { id: order.id }, data: { n: 3001, customerId: second.id } });
        assert.deepEqual(updated, { id: order.id, n: 3001, customerId: second.id });
        const renamed = await prisma.customer.update({ where: { id: first.id }, data: { name: 'renamed' } });
        assert.equal(renamed.name, 'renamed');
        const { count } = await prisma.order.updateMany({ where: { id: { gte: order.id } }, data: { n: 3002 } });
        assert.equal(count, 1);
        assert.equal((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).n, 3002);
        const raw = await prisma.$queryRaw<{ n: number }[]>`SELECT n FROM prisma_orders WHERE id = ${order.id}`;
        assert.deepEqual(raw, [{ n: 3002 }]);
    });

    test('a value that is not a ulid is refused by the server', async () => {
        await assert.rejects(prisma.order.create({ data: { id: 'not-a-ulid', n: 0 } }), /invalid input syntax for type ulid/);
    });
});
