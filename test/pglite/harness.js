// What the Node sides of layers 72 and 73 share (node.test.js, browser.test.js in test/pglite and
// test/pglite-native): headless Chromium on a local page, a documented example run twice as
// written, and what the two runs must show.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.json': 'application/json' };

// A page server on 127.0.0.1 and Debian's chromium (CHROMIUM, default /usr/bin/chromium) driven by
// `chromium`, playwright-core's, from the caller's own node_modules (this file imports no package,
// so that each test project resolves its own). The page is `here`/page.html, with `here`/checks.js,
// results.js (from test/pglite, as /results.js and /pglite/results.js), sql/include/outcome.sql
// and the files of `routes` (path: file); /node_modules/ is served from `here`; /example.html is
// `example` (a module script) under the page's import map. Returns the
// page, open(path) (load, wait for window.checksReady), runExampleTwice() and close(); errors the
// page raised are kept in pageErrors.
export async function browserSession(chromium, here, { routes, example, profile }) {
    const pglite = dirname(fileURLToPath(import.meta.url));
    const pageFile = join(here, 'page.html');
    Object.assign(routes, {
        '/checks.js': join(here, 'checks.js'),
        '/results.js': join(pglite, 'results.js'),
        '/pglite/results.js': join(pglite, 'results.js'),
        '/outcome.sql': join(pglite, '..', '..', 'sql', 'include', 'outcome.sql'),
    });
    const importMap = readFileSync(pageFile, 'utf8').match(/<script type="importmap">.*<\/script>/)[0];
    const server = createServer((request, response) => {
        const path = new URL(request.url, 'http://127.0.0.1').pathname;
        if (path === '/example.html') {
            response.writeHead(200, { 'content-type': 'text/html' });
            response.end(`<!doctype html><meta charset="utf-8">${importMap}<body></body><script type="module">\n${example}</script>`);
            return;
        }
        const file = path === '/' ? pageFile : routes[path] ?? (path.startsWith('/node_modules/') && !path.includes('..') ? join(here, path) : null);
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
    const userDataDir = mkdtempSync(join(tmpdir(), `${profile}-`));
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
    return {
        page,
        pageErrors,
        async open(path = '/') {
            await page.goto(`${origin}${path}`);
            await page.waitForFunction(() => window.checksReady === true);
        },
        // The example in a page loaded twice (its database in IndexedDB): what it wrote in the body each time.
        async runExampleTwice() {
            const runs = [];
            for (let run = 0; run < 2; run++) {
                await page.goto(`${origin}/example.html`);
                await page.waitForFunction(() => document.body.textContent.startsWith('['), null, { timeout: 120000 });
                runs.push(JSON.parse(await page.evaluate(() => document.body.textContent)));
            }
            return runs;
        },
        async close() {
            await context.close();
            server.close();
            rmSync(userDataDir, { recursive: true, force: true });
        },
    };
}

// A Node example (`code`) run twice in the new directory `dir` (its data persisted there): the
// JSON of the last line each run printed.
export function runExampleTwice(dir, code, files = {}) {
    mkdirSync(dir, { recursive: true });
    for (const [name, path] of Object.entries(files)) writeFileSync(join(dir, name), readFileSync(path));
    writeFileSync(join(dir, 'example.mjs'), code);
    const runOnce = () => JSON.parse(execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop());
    return [runOnce(), runOnce()];
}

// What an example's two runs show: one row, then that row again and a greater ID after it.
export function assertRunsTwice([first, second]) {
    assert.equal(first.length, 1);
    assert.equal(second.length, 2);
    assert.match(second[0].id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.equal(second[0].id, first[0].id);
    assert.ok(second[1].id > second[0].id, JSON.stringify(second));
}

// One test per check of the groups ([group, checks] pairs), named "SIDE GROUP: CHECK".
export function testGroups(side, groups) {
    for (const [group, checks] of groups) {
        for (const { name, ok, detail } of checks) test(`${side} ${group}: ${name}`, () => assert.ok(ok, detail));
    }
}
