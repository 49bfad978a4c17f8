// The native ulid extension in PGlite under Node (layer 73), from the npm package the layer
// installed from its tarball: the checks of checks.js on an in-memory instance, a persisted
// directory reopened, COPY to and from the native server, and docs/pglite-native.md's Node example
// run as written, twice. Environment: ULID_PGLITE_NATIVE_CORPUS (corpus.sql's output) and
// ULID_PGLITE_COPY_DIR (the native server's native-text.copy and native-binary.copy), required;
// ULID_PGLITE_ROWS (default 100000).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { ulid } from 'ulid-pglite';
import { copyBackChecks, instanceChecks, maskBeforeLoadChecks, persistAfter, persistBefore } from './checks.js';
import { docExamples } from '../pglite/doc-examples.js';
import { assertRunsTwice, runExampleTwice, testGroups } from '../pglite/harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const corpus = JSON.parse(readFileSync(process.env.ULID_PGLITE_NATIVE_CORPUS, 'utf8'));
const copyDir = process.env.ULID_PGLITE_COPY_DIR;
const outcomeSql = readFileSync(join(root, 'sql', 'include', 'outcome.sql'), 'utf8');
const scratch = mkdtempSync(join(here, '.scratch-'));  // inside test/pglite-native/: node_modules resolves
const extensions = { ulid, amcheck };

console.log(`# native: ${corpus.server}`);
const groups = await instanceChecks(() => PGlite.create({ extensions }), corpus, outcomeSql, Number(process.env.ULID_PGLITE_ROWS || 100000));

let started = Date.now();
groups.push(['mask key before the load', await maskBeforeLoadChecks(() => PGlite.create({ extensions }))]);
console.log(`# mask key before the load: ${Date.now() - started} ms`);

started = Date.now();
const dataDir = join(scratch, 'data');
let persisted = await PGlite.create(dataDir, { extensions });
const before = await persistBefore(persisted);
await persisted.close();
persisted = await PGlite.create(dataDir, { extensions });
groups.push(['persisted directory', await persistAfter(persisted, before)]);
await persisted.close();
console.log(`# persisted directory: ${Date.now() - started} ms`);

started = Date.now();
const copying = await PGlite.create({ extensions });
await copying.exec('CREATE EXTENSION ulid');
groups.push(['copy', await copyBackChecks(copying, readFileSync(join(here, 'copy-rows.sql'), 'utf8'), {
    text: new Uint8Array(readFileSync(join(copyDir, 'native-text.copy'))),
    binary: new Uint8Array(readFileSync(join(copyDir, 'native-binary.copy'))),
})]);
await copying.close();
console.log(`# copy: ${Date.now() - started} ms`);

testGroups('node', groups);

// docs/pglite-native.md's Node example, as written, twice in one directory (its data persisted there).
test('node: docs/pglite-native.md\'s Node example runs as written, and again over its persisted data', () => {
    const runs = runExampleTwice(join(scratch, 'example'), docExamples(join(root, 'docs', 'pglite-native.md')).node);
    assertRunsTwice(runs);
    assert.ok(runs[1].every((row) => row.past === true), JSON.stringify(runs[1]));
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
