// ulid_portable's plain file in PGlite inside headless Chromium (Debian's chromium, driven by
// playwright-core), from a local page on 127.0.0.1 that loads PGlite from the installed npm package:
// the checks of checks.js as in Node, an IndexedDB instance (idb://) reopened after a reload, and
// docs/pglite.md's browser example run as written, twice. Environment as node.test.js, and CHROMIUM
// (default /usr/bin/chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { assertRunsTwice, browserSession, testGroups } from './harness.js';
import { docExamples } from './doc-examples.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const filePath = process.env.ULID_PORTABLE_FILE || join(root, 'portable', 'ulid_portable.sql');
const calls = Number(process.env.ULID_PGLITE_CALLS || 100000);

// What the page may fetch beyond the checks: the file and the corpus.
const session = await browserSession(chromium, here, {
    routes: { '/ulid_portable.sql': filePath, '/corpus.json': process.env.ULID_PGLITE_CORPUS },
    example: docExamples(join(root, 'docs', 'pglite.md')).browser,
    profile: 'ulid-pglite-chromium',
});
const { page } = session;

await session.open();
console.log(`# browser: ${await page.evaluate(() => navigator.userAgent)}`);
const groups = await page.evaluate(async (calls) => {
    const { PGlite, checks } = window;
    const text = async (url) => (await fetch(url)).text();
    const file = await text('/ulid_portable.sql');
    const out = await checks.instanceChecks(PGlite, file, JSON.parse(await text('/corpus.json')), await text('/outcome.sql'), calls);
    // IndexedDB: stored before the page reloads, checked after.
    const kept = await PGlite.create('idb://ulid-portable-checks');
    const before = await checks.persistBefore(kept, file);
    await kept.close();
    sessionStorage.setItem('before', JSON.stringify(before));
    return out;
}, calls);
await session.open();
groups.push(await page.evaluate(async () => {
    const { PGlite, checks } = window;
    const file = await (await fetch('/ulid_portable.sql')).text();
    const kept = await PGlite.create('idb://ulid-portable-checks');
    const checked = await checks.persistAfter(kept, file, JSON.parse(sessionStorage.getItem('before')));
    await kept.close();
    return ['IndexedDB reopened after a reload', checked];
}));

// docs/pglite.md's browser example, as written, in a page loaded twice (its database in IndexedDB).
const exampleRuns = await session.runExampleTwice();
await session.close();

testGroups('browser', groups);
test('browser: docs/pglite.md\'s browser example runs as written, and again over its IndexedDB data', () => assertRunsTwice(exampleRuns));
test('browser: the page raised no error', () => assert.deepEqual(session.pageErrors, []));
