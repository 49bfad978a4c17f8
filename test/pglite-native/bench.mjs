// The PGlite side of test/bench/pglite-native.sh: one instance with the native extension (from the
// installed ulid-pglite) and ulid_portable's plain file; prints "job|native ns|portable ns" lines of
// pg_temp.bench_native_calls(N, REPS).   Usage: node bench.mjs PORTABLE_FILE N REPS
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ulid } from 'ulid-pglite';

const [file, n, reps] = process.argv.slice(2);
const db = await PGlite.create({ extensions: { ulid } });
await db.exec('CREATE EXTENSION ulid');
await db.exec(readFileSync(file, 'utf8'));
const bench = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench');
await db.exec(readFileSync(join(bench, 'pglite.sql'), 'utf8'));  // pg_temp.bench_in_turn
await db.exec(readFileSync(join(bench, 'pglite-native.sql'), 'utf8'));
const { rows } = await db.query('SELECT job, native_ns, portable_ns FROM pg_temp.bench_native_calls($1, $2)', [Number(n), Number(reps)]);
for (const { job, native_ns, portable_ns } of rows) console.log(`${job}|${native_ns}|${portable_ns}`);
await db.close();
