// Drizzle ORM with the customType columns of drizzle-schema.ts, on node-postgres and on
// postgres.js: insert with RETURNING, select by key and by a list, a time range on the ulid key,
// a join through the typeid foreign key, update and delete.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { getTableConfig, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import { decodeTime, ulid } from 'ulid';
import { at, customers, orders } from './drizzle-schema.ts';
import { ULID_TEXT, connect, hourOf2024, typeidText } from './support.js';

// Made by SQL here (drizzle-kit would write the same columns from the schema: untested).
const TABLES = `
    DROP TABLE IF EXISTS drizzle_orders, drizzle_customers;
    CREATE TABLE drizzle_customers (id typeid PRIMARY KEY DEFAULT gen_typeid('customer'), name text NOT NULL);
    CREATE TABLE drizzle_orders (
        id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(),
        n integer NOT NULL,
        customer_id typeid REFERENCES drizzle_customers)`;

const CUSTOMER_TYPEID = typeidText('customer');

// Both drivers' databases, as the queries below see them.
type Database = PgDatabase<PgQueryResultHKT>;

const drivers: Record<string, () => { db: Database; close: () => Promise<void> }> = {
    'node-postgres': () => {
        const pool = new pg.Pool({ max: 2 });
        return { db: drizzleNodePostgres({ client: pool }), close: () => pool.end() };
    },
    'postgres.js': () => {
        const client = postgres({ max: 2, onnotice: () => {} });
        return { db: drizzlePostgresJs({ client }), close: () => client.end() };
    },
};

for (const [driver, open] of Object.entries(drivers)) {
    describe(`Drizzle on ${driver}`, () => {
        let opened: ReturnType<typeof open> | undefined;
        let db: Database;
        before(async () => {
            const client = await connect(); // creates the extension
            await client.query(TABLES);
            await client.end();
            opened = open();
            db = opened.db;
        });
        after(async () => { await opened?.close(); });

        // The tables come from SQL, so nothing else reads the customTypes' dataType: it is what
        // drizzle-kit would write, and must name the type each column has.
        test('each column of the schema names the type the table has (customType dataType)', async () => {
            const client = await connect();
            try {
                for (const table of [customers, orders] as PgTable[]) {
                    const { name, columns } = getTableConfig(table);
                    const { rows } = await client.query(
                        `SELECT attname, format_type(atttypid, atttypmod) AS type FROM pg_attribute
                         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`, [name]);
                    const actual = Object.fromEntries(rows.map((row) => [row.attname, row.type]));
                    assert.deepEqual(Object.fromEntries(columns.map((column) => [column.name, column.getSQLType()])), actual);
                }
            } finally {
                await client.end();
            }
        });

        test('insert ... returning: the database fills both keys, in creation order', async () => {
            const [customer] = await db.insert(customers).values({ name: 'Ada' }).returning();
            assert.match(customer.id, CUSTOMER_TYPEID);
            const ids: string[] = [];
            for (let n = 0; n < 50; n++) {
                const [row] = await db.insert(orders).values({ n, customerId: customer.id }).returning({ id: orders.id });
                ids.push(row.id);
            }
            assert.ok(ids.every((id) => ULID_TEXT.test(id)), ids.join(' '));
            assert.deepEqual([...ids].sort(), ids);
            assert.ok(Math.abs(decodeTime(ids[0]) - Date.now()) < 60_000, 'the key holds the creation time');
            const stored = await db.select().from(orders).where(eq(orders.customerId, customer.id)).orderBy(asc(orders.id));
            assert.deepEqual(stored.map((row) => row.id), ids);
            assert.deepEqual(stored.map((row) => row.n), [...ids.keys()]);
        });

        test('select by key, by a list of keys, and joined through the typeid', async () => {
            const id = ulid();
            const customerId = `customer_${ulid().toLowerCase()}`;
            await db.insert(customers).values({ id: customerId, name: 'Grace' });
            await db.insert(orders).values([{ id, n: 1000, customerId }, { id: ulid(), n: 1001, customerId }]);
            const [order] = await db.select().from(orders).where(eq(orders.id, id));
            assert.deepEqual(order, { id, n: 1000, customerId });
            const listed = await db.select({ n: orders.n }).from(orders)
                .where(inArray(orders.customerId, [customerId])).orderBy(asc(orders.n));
            assert.deepEqual(listed, [{ n: 1000 }, { n: 1001 }]);
            const joined = await db.select({ n: orders.n, name: customers.name }).from(orders)
                .innerJoin(customers, eq(orders.customerId, customers.id)).where(eq(customers.id, customerId))
                .orderBy(asc(orders.id));
            assert.deepEqual(joined.map((row) => row.name), ['Grace', 'Grace']);
            assert.deepEqual(await db.select().from(orders).where(eq(orders.id, ulid())), []);
        });

        test('a time range: id >= timestamptz and id < timestamptz', async () => {
            await db.insert(orders).values([0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({ id: ulid(hourOf2024(k).getTime()), n: 2000 + k })));
            const from = hourOf2024(3);
            const to = hourOf2024(6);
            const rows = await db.select({ n: orders.n }).from(orders)
                .where(and(gte(orders.id, at(from)), lt(orders.id, at(to))))
                .orderBy(asc(orders.id));
            assert.deepEqual(rows, [{ n: 2003 }, { n: 2004 }, { n: 2005 }]);
        });

        test('update and delete ... returning', async () => {
            const [customer] = await db.insert(customers).values({ name: 'Edsger' }).returning();
            const [order] = await db.insert(orders).values({ n: 3000 }).returning();
            const [updated] = await db.update(orders).set({ n: 3001, customerId: customer.id })
                .where(eq(orders.id, order.id)).returning();
            assert.deepEqual(updated, { id: order.id, n: 3001, customerId: customer.id });
            const [deleted] = await db.delete(orders).where(eq(orders.id, order.id)).returning({ id: orders.id });
            assert.equal(deleted.id, order.id);
        });

        test('a value that is not a ulid is refused by the server with SQLSTATE 22P02', async () => {
            await assert.rejects(db.insert(orders).values({ id: 'not-a-ulid', n: 0 }),
                (error: { code?: string; cause?: { code?: string } }) => (error.cause?.code ?? error.code) === '22P02');
        });
    });
}
