// What the PGlite checks of layers 72 and 73 share, in Node and in the browser alike: a check's
// result as the callers count it, and an error as one comparable text.

export const result = (name, ok, detail = '') => ({ name, ok: Boolean(ok), detail: ok ? '' : String(detail) });

// An error's SQLSTATE and message, or 'no error'.
export async function failure(promise) {
    try {
        await promise;
        return 'no error';
    } catch (error) {
        return `${error.code} ${error.message}`;
    }
}

// Groups of checks run one after another, as [group, checks] pairs: run(group, promise) keeps the
// group and prints its time ("# group: N ms") to the console.
export function timedGroups() {
    const groups = [];
    let started = Date.now();
    const run = async (group, checks) => {
        groups.push([group, await checks]);
        console.log(`# ${group}: ${Date.now() - started} ms`);
        started = Date.now();
    };
    return { groups, run };
}
