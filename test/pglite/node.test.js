// ulid_portable's plain file in PGlite under Node (layer 72): loading, a refused load, the corpus
// of the native server, the generators' properties, a persisted instance reopened, and docs/pglite.md's
// Node example run as written. Environment: ULID_PGLITE_CORPUS, the corpus.sql output (required);
// ULID_PORTABLE_FILE, the file to load (default: the repository's portable/ulid_portable.sql).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { instanceChecks, persistAfter, persistBefore } from './checks.js';
import { assertRunsTwice, runExampleTwice, testGroups } from './harness.js';
import { docExamples } from './doc-examples.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const filePath = process.env.ULID_PORTABLE_FILE || join(root, 'portable', 'ulid_portable.sql');
const file = readFileSync(filePath, 'utf8');
const corpus = JSON.parse(readFileSync(process.env.ULID_PGLITE_CORPUS, 'utf8'));
const outcomeSql = readFileSync(join(root, 'sql', 'include', 'outcome.sql'), 'utf8');
const scratch = mkdtempSync(join(here, '.scratch-'));  // inside test/pglite/: node_modules resolves

console.log(`# native: ${corpus.server}`);
const groups = await instanceChecks(PGlite, file, corpus, outcomeSql, Number(process.env.ULID_PGLITE_CALLS || 100000));
const started = Date.now();

// A persisted instance, closed and opened again from its directory.
const dataDir = join(scratch, 'data');
let persisted = await PGlite.create(dataDir);
const before = await persistBefore(persisted, file);
await persisted.close();
persisted = await PGlite.create(dataDir);
groups.push(['persisted', await persistAfter(persisted, file, before)]);
console.log(`# persisted: ${Date.now() - started} ms`);
await persisted.close();

testGroups('node', groups);

// docs/pglite.md's Node example, as written, twice in one directory (its data persisted there).
test('node: docs/pglite.md\'s Node example runs as written, and again over its persisted data', () => {
    assertRunsTwice(runExampleTwice(join(scratch, 'example'), docExamples(join(root, 'docs', 'pglite.md')).node,
        { 'ulid_portable.sql': filePath }));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
