// The PGlite side of test/bench/pglite.sh: loads ulid_portable's plain file and test/bench/pglite.sql
// into a PGlite instance and prints "call ns" lines of pg_temp.bench_portable_calls(N, REPS).
// Usage: node bench.mjs FILE N REPS
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const [file, n, reps] = process.argv.slice(2);
const db = await PGlite.create();
await db.exec(readFileSync(file, 'utf8'));
await db.exec(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'pglite.sql'), 'utf8'));
const { rows } = await db.query('SELECT call, ns FROM pg_temp.bench_portable_calls($1, $2)', [Number(n), Number(reps)]);
for (const { call, ns } of rows) console.log(`${call} ${ns}`);
await db.close();
