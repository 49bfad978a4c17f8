// The gate of layer 73 (issue 42): every import of the side module must be something PGlite's
// loader can resolve, and every C function of the install script must be exported. pglite.wasm
// exports only the symbols its own extensions need, and a missing one is only found when a function
// that calls it first runs ("Dynamic linking error: cannot resolve symbol", or a misleading
// "cannot drop portal"), so a PGlite upgrade that drops one must fail here, by name.
//   node gate.mjs ULID_SO PGLITE_WASM INSTALL_SQL [--without NAME]...
// --without takes NAME out of pglite.wasm's exports: a PGlite that dropped it, which must fail.
// Resolvable: the main module's exports; the functions PGlite's JavaScript gives the main module
// (its env imports: emscripten's dynamic linker offers side modules those too, e.g. getTempRet0);
// the invoke_* wrappers of setjmp/longjmp, which the linker makes for any signature on demand; the
// side module's own exports (GOT entries of its own symbols); and what the linker gives every side
// module (its memory, table, bases and stack pointer). Prints one "ok"/"not ok" line per check.
import { readFileSync } from 'node:fs';

const [soPath, wasmPath, sqlPath, ...options] = process.argv.slice(2);
const without = options.filter((_, i) => options[i - 1] === '--without');
const side = new WebAssembly.Module(readFileSync(soPath));
const main = new WebAssembly.Module(readFileSync(wasmPath));
const mainExports = new Set(WebAssembly.Module.exports(main).map((e) => e.name).filter((name) => !without.includes(name)));
const fromJs = new Set(WebAssembly.Module.imports(main).filter((i) => i.module === 'env' && i.kind === 'function').map((i) => i.name));
const ownExports = new Set(WebAssembly.Module.exports(side).map((e) => e.name));
const linker = new Set(['memory', '__indirect_function_table', '__memory_base', '__table_base', '__stack_pointer']);

const imports = WebAssembly.Module.imports(side);
const missing = imports.filter(({ module, name }) => {
    if (module === 'env') return !linker.has(name) && !mainExports.has(name) && !fromJs.has(name) && !name.startsWith('invoke_');
    if (module === 'GOT.mem' || module === 'GOT.func') return !mainExports.has(name) && !ownExports.has(name);
    return true;  // a module the loader does not know
}).map(({ module, name, kind }) => `${module}.${name} (${kind})`);

// The install script's C functions: AS 'MODULE_PATHNAME' names the SQL function, or a symbol after it.
const sql = readFileSync(sqlPath, 'utf8');
const symbols = new Set();
for (const m of sql.matchAll(/CREATE FUNCTION @extschema@\.(\w+)\([^;]*?AS 'MODULE_PATHNAME'(?:, '(\w+)')?/g)) symbols.add(m[2] ?? m[1]);
const unexported = [...symbols].filter((s) => !ownExports.has(s) || !ownExports.has(`pg_finfo_${s}`));

let failed = 0;
const check = (ok, name, detail) => {
    console.log(ok ? `ok - ${name}` : `not ok - ${name}: ${detail}`);
    if (!ok) failed++;
};
check(missing.length === 0, `gate: all ${imports.length} imports of ulid.so resolve against pglite.wasm's ${mainExports.size} exports`,
    `${missing.length} missing: ${missing.join(', ')}`);
check(symbols.size > 150 && unexported.length === 0,
    `gate: the install script's ${symbols.size} C functions are exported with their pg_finfo records`,
    `not exported: ${unexported.join(', ') || `(only ${symbols.size} found)`}`);
check(ownExports.has('Pg_magic_func') && ownExports.has('_PG_init'), 'gate: the magic block and _PG_init are exported', [...ownExports].slice(0, 5));
process.exit(failed ? 1 : 0);
