// Layer 73's first COPY step: PGlite's COPY TO of the rows of copy-rows.sql, text and
// binary, written to DIR/pglite-text.copy and DIR/pglite-binary.copy for the native server to read
// (COPY FROM) and copy out again; node.test.js compares what it wrote back.
//   node copy-out.mjs DIR
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ulid } from 'ulid-pglite';
import { copyOut } from './checks.js';

const db = await PGlite.create({ extensions: { ulid } });
await db.exec('CREATE EXTENSION ulid');
const { text, binary } = await copyOut(db, readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'copy-rows.sql'), 'utf8'));
writeFileSync(join(process.argv[2], 'pglite-text.copy'), text);
writeFileSync(join(process.argv[2], 'pglite-binary.copy'), binary);
await db.close();
console.log(`PGlite copied out ${text.length} bytes of text and ${binary.length} of binary`);
