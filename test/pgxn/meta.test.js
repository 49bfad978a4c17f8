// META.json against the PGXN Meta Spec v1 (the JSON schema in schema/v1/, see its README) and
// against the build files it must agree with: the Makefile and ulid.control.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const meta = JSON.parse(readFileSync(join(root, 'META.json'), 'utf8'));

// The schema's patterns use Java/POSIX classes that JavaScript's engine lacks; each becomes the
// same set of characters in JavaScript syntax (Java: \p{Space} = [ \t\n\x0B\f\r],
// \p{Cntrl} = [\x00-\x1F\x7F]; POSIX [[:digit:]] = [0-9]).
const CLASS_TRANSLATIONS = [
    ['\\p{Space}', ' \\t\\n\\x0B\\f\\r'],
    ['\\p{Cntrl}', '\\x00-\\x1F\\x7F'],
    ['[[:digit:]]', '[0-9]'],
];
function translatedRegExp(pattern, flags) {
    let translated = pattern;
    for (const [from, to] of CLASS_TRANSLATIONS) translated = translated.split(from).join(to);
    return new RegExp(translated, flags);
}
translatedRegExp.code = 'translatedRegExp';

// The spec's Path: a relative path with Unix conventions, naming something inside the
// distribution (no leading slash, no backslash, no "." or ".." component, no empty component).
function isDistributionPath(path) {
    if (path.startsWith('/') || path.includes('\\')) return false;
    return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function distributionValidator() {
    const ajv = new Ajv2020({ allErrors: true, code: { regExp: translatedRegExp } });
    addFormats(ajv);
    ajv.addFormat('path', isDistributionPath);
    const schemaDir = join(here, 'schema', 'v1');
    for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.schema.json'))) {
        ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
    }
    return ajv.getSchema('https://pgxn.org/meta/v1/distribution.schema.json');
}
const validate = distributionValidator();

const errorsOf = (document) => (validate(document) ? [] : validate.errors);

// The value of a "NAME = value" line of the Makefile, or "name = 'value'" of ulid.control.
function setting(file, name) {
    const text = readFileSync(join(root, file), 'utf8');
    const match = text.match(new RegExp(`^${name}\\s*=\\s*'?([^'\\n]*?)'?\\s*$`, 'm'));
    assert.ok(match, `${name} in ${file}`);
    return match[1];
}

test('META.json is valid against the PGXN Meta Spec v1 schema', () => {
    assert.deepEqual(errorsOf(meta), []);
});

test('the validator rejects documents that break the spec', () => {
    const broken = {
        'no provides': (m) => { delete m.provides; },
        'a version that is not SemVer': (m) => { m.version = '0.1'; },
        'an unknown license key': (m) => { m.license = 'postgres'; },
        'meta-spec 2.0.0': (m) => { m['meta-spec'].version = '2.0.0'; },
        'a name with a space': (m) => { m.name = 'ulid ext'; },
        'a name with a slash': (m) => { m.name = 'ulid/ext'; },
        'a tag with a control character': (m) => { m.tags = ['ulid\u0007']; },
        'an absolute provides file': (m) => { m.provides.ulid.file = '/sql/ulid--0.1.0.sql'; },
        'a provides file going up': (m) => { m.provides.ulid.file = '../ulid.sql'; },
        'a prerequisite version that is no range': (m) => { m.prereqs.runtime.requires.PostgreSQL = 'fifteen'; },
        'a bug tracker address that is no e-mail': (m) => { m.resources.bugtracker.mailto = 'nobody'; },
        'an unknown release status': (m) => { m.release_status = 'beta'; },
        'an unknown top-level key': (m) => { m.homepage = 'https://example.com/'; },
    };
    for (const [what, breakIt] of Object.entries(broken)) {
        const document = structuredClone(meta);
        breakIt(document);
        assert.notDeepEqual(errorsOf(document), [], `${what} must be rejected`);
    }
    // Custom x_ keys are allowed by the spec, so they must pass.
    assert.deepEqual(errorsOf({ ...structuredClone(meta), x_note: 'custom' }), []);
});

test('one version everywhere: META.json, its provides, the Makefile and ulid.control', () => {
    const version = setting('Makefile', 'EXTVERSION');
    assert.equal(meta.version, version);
    assert.equal(meta.provides.ulid.version, version);
    assert.equal(setting('ulid.control', 'default_version'), version);
    assert.equal(meta.name, setting('Makefile', 'EXTENSION'));
    assert.deepEqual(Object.keys(meta.provides), [meta.name]);
});

// The spec's "file containing the extension" must be in the distribution, which is the committed
// tree (make dist is git archive): the install script is built by make, so it cannot be named. The
// control file is what CREATE EXTENSION reads first, and it names the install script's version.
// test/layers/61-pgxn.sh checks both names inside the archive make dist writes.
const committed = (path) => spawnSync('git', ['ls-files', '--error-unmatch', '--', path], { cwd: root }).status === 0;

test('provides.ulid names the committed control file and an existing doc file', () => {
    const { file, docfile } = meta.provides.ulid;
    assert.equal(file, `${meta.name}.control`);
    for (const path of [file, docfile]) {
        assert.ok(existsSync(join(root, path)), `${path} exists`);
        assert.ok(committed(path), `${path} is committed, so git archive puts it in the distribution`);
    }
    assert.ok(!committed(`sql/${meta.name}--${meta.version}.sql`), 'the built install script is not committed');
});

test('runtime prerequisite is PostgreSQL 15.0.0, the oldest server the contract supports', () => {
    assert.deepEqual(meta.prereqs.runtime.requires, { PostgreSQL: '15.0.0' });
    assert.equal(meta.license, 'postgresql');
    assert.match(readFileSync(join(root, 'LICENSE'), 'utf8'), /^PostgreSQL License\n/);
});
