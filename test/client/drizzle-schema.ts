// Drizzle ORM: the ulid and typeid column types, the tables of drizzle.test.ts, and a time bound
// for the key (docs/clients.md shows these, as they are, for users to copy).
import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The values are the canonical text. Drizzle's drivers (node-postgres, postgres.js) send strings
// as untyped parameters, which the server reads as the column's type.
export const ulid = customType<{ data: string }>({ dataType: () => 'ulid' });
export const typeid = customType<{ data: string }>({ dataType: () => 'typeid' });

export const customers = pgTable('drizzle_customers', {
    id: typeid('id').primaryKey().default(sql`gen_typeid('customer')`),
    name: text('name').notNull(),
});

export const orders = pgTable('drizzle_orders', {
    id: ulid('id').primaryKey().default(sql`gen_monotonic_ulid()`),
    n: integer('n').notNull(),
    customerId: typeid('customer_id').references(() => customers.id),
});

// A timestamptz for the ulid's comparisons with time: gte(orders.id, at(from)) is `id >= from`,
// which an index on the key serves (docs/querying-by-time.md,
// "Time-range queries on the primary key").
export const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
