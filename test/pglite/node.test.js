// ulid_portable's plain file in PGlite under Node (layer 72): loading, a refused load, the corpus
// of the native server, the generators' properties, a persisted instance reopened, and docs/pglite.md's
// Node example run as written. Environment: ULID_PGLITE_CORPUS, the corpus.sql output (required);
// ULID_PORTABLE_FILE, the file to load (default: the repository's portable/ulid_portable.sql).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { instanceChecks, persistAfter, persistBefore } from './checks.js';
import { readmeExamples } from './readme.js';

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

for (const [group, checks] of groups) {
    for (const { name, ok, detail } of checks) test(`node ${group}: ${name}`, () => assert.ok(ok, detail));
}

// docs/pglite.md's Node example, as written, twice in one directory (its data persisted there).
test('node: docs/pglite.md\'s Node example runs as written, and again over its persisted data', () => {
    const dir = join(scratch, 'readme');
    cpSync(filePath, join(dir, 'ulid_portable.sql'));
    writeFileSync(join(dir, 'example.mjs'), readmeExamples(join(root, 'docs', 'pglite.md')).node);
    const runOnce = () => JSON.parse(execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop());
    const first = runOnce();
    const second = runOnce();
    assert.equal(first.length, 1);
    assert.equal(second.length, 2);
    assert.match(second[0].id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.equal(second[0].id, first[0].id);
    assert.ok(second[1].id > second[0].id, JSON.stringify(second));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
