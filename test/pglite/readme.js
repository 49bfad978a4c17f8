// The examples of docs/pglite.md (README.md's section on PGlite until issue 43), as the tests run
// them: its ```js blocks, the first for Node and the second for the browser, so that the page
// cannot drift from what is tested.
import { readFileSync } from 'node:fs';

export const README_SECTION = '# In the browser and Node: PGlite';

export function readmeExamples(readmePath) {
    const lines = readFileSync(readmePath, 'utf8').split('\n');
    const start = lines.indexOf(README_SECTION);
    if (start < 0) throw new Error(`${readmePath} has no section "${README_SECTION}"`);
    const blocks = [];
    let current = null;
    for (const line of lines.slice(start + 1)) {
        if (current === null && /^## /.test(line)) break;
        if (current === null && line.trim() === '```js') current = [];
        else if (current !== null && line.trim() === '```') {
            blocks.push(current.join('\n') + '\n');
            current = null;
        } else if (current !== null) current.push(line);
    }
    if (blocks.length !== 2) throw new Error(`"${README_SECTION}" has ${blocks.length} js blocks, not 2 (Node, browser)`);
    return { node: blocks[0], browser: blocks[1] };
}
