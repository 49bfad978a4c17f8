// The ulid extension for PGlite: pass it as `extensions: { ulid }`, then CREATE EXTENSION ulid.
// The bundle (ulid.so, built for PGlite 0.5.17's PostgreSQL 18, and its SQL) sits beside this file.
const setup = async () => ({ bundlePath: new URL('./ulid.tar.gz', import.meta.url) });

export const ulid = { name: 'ulid', setup };
