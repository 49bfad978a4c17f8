// The native ulid extension in PGlite inside headless Chromium (Debian's chromium, driven by
// playwright-core, as layer 72), from a local page on 127.0.0.1 that loads PGlite and ulid-pglite
// from the installed npm packages: the checks of checks.js as in Node, an IndexedDB instance
// (idb://) reopened after a reload, COPY back from the native server, and docs/pglite-native.md's
// browser example run as written, twice. Environment as node.test.js, and CHROMIUM (default
// /usr/bin/chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { assertRunsTwice, browserSession, testGroups } from '../pglite/harness.js';
import { docExamples } from '../pglite/doc-examples.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const rows = Number(process.env.ULID_PGLITE_ROWS || 100000);
const copyDir = process.env.ULID_PGLITE_COPY_DIR;

// What the page may fetch beyond the checks: the rows COPY carries, the native corpus and copies.
const session = await browserSession(chromium, here, {
    routes: {
        '/copy-rows.sql': join(here, 'copy-rows.sql'),
        '/corpus.json': process.env.ULID_PGLITE_NATIVE_CORPUS,
        '/native-text.copy': join(copyDir, 'native-text.copy'),
        '/native-binary.copy': join(copyDir, 'native-binary.copy'),
    },
    example: docExamples(join(root, 'docs', 'pglite-native.md')).browser,
    profile: 'ulid-pglite-native-chromium',
});
const { page } = session;

await session.open();
console.log(`# browser: ${await page.evaluate(() => navigator.userAgent)}`);
const groups = await page.evaluate(async (rows) => {
    const { PGlite, extensions, checks } = window;
    const text = async (url) => (await fetch(url)).text();
    const bytes = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    const out = await checks.instanceChecks(() => PGlite.create({ extensions }), JSON.parse(await text('/corpus.json')),
        await text('/outcome.sql'), rows);
    const copying = await PGlite.create({ extensions });
    await copying.exec('CREATE EXTENSION ulid');
    out.push(['copy', await checks.copyBackChecks(copying, await text('/copy-rows.sql'),
        { text: await bytes('/native-text.copy'), binary: await bytes('/native-binary.copy') })]);
    await copying.close();
    // IndexedDB: stored before the page reloads, checked after.
    const kept = await PGlite.create('idb://ulid-native-checks', { extensions });
    const before = await checks.persistBefore(kept);
    await kept.close();
    sessionStorage.setItem('before', JSON.stringify(before));
    return out;
}, rows);
await session.open();
groups.push(await page.evaluate(async () => {
    const { PGlite, extensions, checks } = window;
    const kept = await PGlite.create('idb://ulid-native-checks', { extensions });
    const checked = await checks.persistAfter(kept, JSON.parse(sessionStorage.getItem('before')));
    await kept.close();
    return ['IndexedDB reopened after a reload', checked];
}));

// docs/pglite-native.md's browser example, as written, in a page loaded twice (its data in IndexedDB).
const exampleRuns = await session.runExampleTwice();
await session.close();

testGroups('browser', groups);
test('browser: docs/pglite-native.md\'s browser example runs as written, and again over its IndexedDB data', () => {
    assertRunsTwice(exampleRuns);
    assert.ok(exampleRuns[1].every((row) => row.past === true), JSON.stringify(exampleRuns[1]));
});
test('browser: the page raised no error', () => assert.deepEqual(session.pageErrors, []));
