// The native ulid extension in PGlite inside headless Chromium (Debian's chromium, driven by
// playwright-core, as layer 72), from a local page on 127.0.0.1 that loads PGlite and ulid-pglite
// from the installed npm packages: the checks of checks.js as in Node, an IndexedDB instance
// (idb://) reopened after a reload, COPY back from the native server, and docs/pglite-native.md's
// browser example run as written, twice. Environment as node.test.js, and CHROMIUM (default
// /usr/bin/chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { docExamples } from './docs.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const rows = Number(process.env.ULID_PGLITE_ROWS || 100000);
const copyDir = process.env.ULID_PGLITE_COPY_DIR;
const importMap = readFileSync(join(here, 'page.html'), 'utf8').match(/<script type="importmap">.*<\/script>/)[0];

const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.json': 'application/json' };
const routes = {
    '/': join(here, 'page.html'),
    '/checks.js': join(here, 'checks.js'),
    '/copy-rows.sql': join(here, 'copy-rows.sql'),
    '/corpus.json': process.env.ULID_PGLITE_NATIVE_CORPUS,
    '/outcome.sql': join(root, 'sql', 'include', 'outcome.sql'),
    '/native-text.copy': join(copyDir, 'native-text.copy'),
    '/native-binary.copy': join(copyDir, 'native-binary.copy'),
};
const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    if (path === '/example.html') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<!doctype html><meta charset="utf-8">${importMap}<body></body>`
            + `<script type="module">\n${docExamples(join(root, 'docs', 'pglite-native.md')).browser}</script>`);
        return;
    }
    const file = routes[path] ?? (path.startsWith('/node_modules/') && !path.includes('..') ? join(here, path) : null);
    try {
        const body = readFileSync(file);
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
    } catch {
        response.writeHead(404);
        response.end();
    }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const userDataDir = mkdtempSync(join(tmpdir(), 'ulid-pglite-native-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
});
const page = context.pages()[0] ?? await context.newPage();
page.setDefaultTimeout(600000);
const pageErrors = [];
page.on('pageerror', (error) => pageErrors.push(String(error)));
page.on('console', (message) => message.text().startsWith('# ') && console.log(message.text()));
const open = async (url) => {
    await page.goto(url);
    await page.waitForFunction(() => window.checksReady === true);
};

await open(`${origin}/`);
console.log(`# browser: ${await page.evaluate(() => navigator.userAgent)}`);
const groups = await page.evaluate(async (rows) => {
    const { PGlite, extensions, checks } = window;
    const text = async (url) => (await fetch(url)).text();
    const bytes = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    const out = await checks.instanceChecks(() => PGlite.create({ extensions }), JSON.parse(await text('/corpus.json')),
        await text('/outcome.sql'), rows);
    const copying = await PGlite.create({ extensions });
    await copying.exec('CREATE EXTENSION ulid');
    out.push(['copy', await checks.copyBackChecks(copying, await text('/copy-rows.sql'), { text: await bytes('/native-text.copy'), binary: await bytes('/native-binary.copy') })]);
    await copying.close();
    // IndexedDB: stored before the page reloads, checked after.
    const kept = await PGlite.create('idb://ulid-native-checks', { extensions });
    const before = await checks.persistBefore(kept);
    await kept.close();
    sessionStorage.setItem('before', JSON.stringify(before));
    return out;
}, rows);
await open(`${origin}/`);
groups.push(await page.evaluate(async () => {
    const { PGlite, extensions, checks } = window;
    const kept = await PGlite.create('idb://ulid-native-checks', { extensions });
    const checked = await checks.persistAfter(kept, JSON.parse(sessionStorage.getItem('before')));
    await kept.close();
    return ['IndexedDB reopened after a reload', checked];
}));

// docs/pglite-native.md's browser example, as written, in a page loaded twice (its data in IndexedDB).
const exampleRuns = [];
for (let run = 0; run < 2; run++) {
    await page.goto(`${origin}/example.html`);
    await page.waitForFunction(() => document.body.textContent.startsWith('['), null, { timeout: 120000 });
    exampleRuns.push(JSON.parse(await page.evaluate(() => document.body.textContent)));
}
await context.close();
server.close();
rmSync(userDataDir, { recursive: true, force: true });

for (const [group, checks] of groups) {
    for (const { name, ok, detail } of checks) test(`browser ${group}: ${name}`, () => assert.ok(ok, detail));
}
test('browser: docs/pglite-native.md\'s browser example runs as written, and again over its IndexedDB data', () => {
    const [first, second] = exampleRuns;
    assert.equal(first.length, 1);
    assert.equal(second.length, 2);
    assert.match(second[0].id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.equal(second[0].id, first[0].id);
    assert.ok(second[1].id > second[0].id && second[1].past === true, JSON.stringify(second));
});
test('browser: the page raised no error', () => assert.deepEqual(pageErrors, []));
