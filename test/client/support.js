// Shared by the client tests: a connection to the cluster the environment names (PGHOST, PGPORT,
// PGUSER, PGPASSWORD, PGDATABASE, as pg_virtualenv sets them) and reference codecs written in
// JavaScript, so that the bytes PostgreSQL sends can be checked against values computed here.
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';

// Opens a client on a database where the extension exists. The test files run in parallel
// processes, so the CREATE EXTENSION is serialised by an advisory lock.
export async function connect() {
    const client = new pg.Client();
    await client.connect();
    await client.query('SELECT pg_catalog.pg_advisory_lock(7001)');
    try {
        await client.query('SET client_min_messages = warning');
        await client.query('CREATE EXTENSION IF NOT EXISTS ulid');
        await client.query('RESET client_min_messages');
    } finally {
        await client.query('SELECT pg_catalog.pg_advisory_unlock(7001)');
    }
    return client;
}

// node-postgres (8.x, pg-protocol 1.x) reads every DataRow field as UTF-8 text, also in binary
// format, so a byte that is not valid UTF-8 comes back as U+FFFD (brianc/node-postgres#3495, open):
// binary results of arbitrary bytes are corrupted. The first binary query of a process makes the
// protocol reader decode fields as latin1 instead, which keeps one character per byte; the
// parser below turns that back into the bytes received. Text results stay right as long as they
// are ASCII, which every text this suite reads is. The bytea test in types.test.js proves the
// bytes survive.
let losslessReader = false;
function readFieldsLosslessly() {
    if (losslessReader) return;
    const requireFromPg = createRequire(createRequire(import.meta.url).resolve('pg'));
    const { BufferReader } = requireFromPg('pg-protocol/dist/buffer-reader');
    BufferReader.prototype.string = function string(length) {
        const text = this.buffer.toString('latin1', this.offset, this.offset + length);
        this.offset += length;
        return text;
    };
    losslessReader = true;
}

// Every binary column is handed over as the Buffer of the bytes the server sent. (node-postgres
// has already turned the latin1 string into a Buffer by UTF-8 encoding; undo that.)
const rawBinaryTypes = {
    getTypeParser: (oid, format) => format === 'binary'
        ? (value) => Buffer.from(value.toString('utf8'), 'latin1')
        : pg.types.getTypeParser(oid, format),
};

// Runs a query whose result columns all come back in binary format, as raw Buffers. The extended
// protocol is forced: node-postgres sends a query without parameters as a simple Query message,
// whose results are always text.
export async function queryBinary(client, text, values = []) {
    readFieldsLosslessly();
    return client.query({ text, values, binary: true, types: rawBinaryTypes, queryMode: 'extended' });
}

export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LEXICOGRAPHIC_BASE64 = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

// The three types as the wire sees them: an alphabet, a text length and a byte length.
export const ULID = { alphabet: CROCKFORD, chars: 26, bytes: 16 };
export const ULID_FLAKE = { alphabet: CROCKFORD, chars: 13, bytes: 8 };
export const BASEUID = { alphabet: LEXICOGRAPHIC_BASE64, chars: 20, bytes: 15 };

// Text form -> the big-endian bytes it stands for (canonical characters only).
export function textToBytes(format, text) {
    if (text.length !== format.chars) throw new Error(`expected ${format.chars} characters: ${text}`);
    const bitsPerChar = BigInt(Math.log2(format.alphabet.length));
    let value = 0n;
    for (const char of text) {
        const digit = format.alphabet.indexOf(char);
        if (digit < 0) throw new Error(`not in the alphabet: ${char}`);
        value = (value << bitsPerChar) | BigInt(digit);
    }
    return bigintToBytes(value, format.bytes);
}

// Big-endian bytes -> the canonical text form.
export function bytesToText(format, bytes) {
    const bitsPerChar = BigInt(Math.log2(format.alphabet.length));
    const mask = (1n << bitsPerChar) - 1n;
    let value = BigInt('0x' + (bytes.toString('hex') || '0'));
    let text = '';
    for (let i = 0; i < format.chars; i++) {
        text = format.alphabet[Number(value & mask)] + text;
        value >>= bitsPerChar;
    }
    return text;
}

export function bigintToBytes(value, length) {
    const hex = value.toString(16).padStart(length * 2, '0');
    if (hex.length !== length * 2) throw new Error(`${value} does not fit in ${length} bytes`);
    return Buffer.from(hex, 'hex');
}

// 16 bytes as the uuid type prints them.
export function bytesToUuidText(bytes) {
    const hex = bytes.toString('hex');
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

// A random value of the format. For ulid_flake the sign bit is cleared: the type is a
// non-negative int8.
export function randomValue(format) {
    const bytes = cryptoRandomBytes(format.bytes);
    if (format === ULID_FLAKE) bytes[0] &= 0x7f;
    return bytes;
}

// Byte order, which is what ORDER BY on each type must follow.
export const compareBytes = (a, b) => Buffer.compare(a, b);

// The types by SQL name, for the tests that go through other drivers and ORMs.
export const FORMATS = { ulid: ULID, ulid_flake: ULID_FLAKE, baseuid: BASEUID };

// Texts to round-trip: the smallest and largest value of the format, then `count` random ones.
export function sampleTexts(format, count) {
    const largest = Buffer.alloc(format.bytes, 0xff);
    if (format === ULID_FLAKE) largest[0] = 0x7f;
    const texts = [bytesToText(format, Buffer.alloc(format.bytes)), bytesToText(format, largest)];
    for (let i = 0; i < count; i++) texts.push(bytesToText(format, randomValue(format)));
    return texts;
}

// The ulid = uuid operator (sql-api.md section 5.2) arrives with 0.2.0; the test binding a uuid
// is skipped only while the installed extension lacks it.
export const ULID_UUID_OPERATOR_SQL = `SELECT EXISTS (SELECT FROM pg_catalog.pg_operator
    WHERE oprname = '=' AND oprleft = 'ulid'::regtype AND oprright = 'uuid'::regtype) AS present`;

// A ulid's canonical text, and a typeid's with the given prefix (lower-case suffix).
export const ULID_TEXT = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
export const typeidText = (prefix) => new RegExp(`^${prefix}_[0-7][0-9a-hjkmnp-tv-z]{25}$`);

// A fixed past time, `hours` hours into 2024 (UTC), for the time-range tests.
export const hourOf2024 = (hours) => new Date(Date.UTC(2024, 0, 1, hours));
