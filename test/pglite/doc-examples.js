// The examples of a docs/ page about PGlite (docs/pglite.md for the portable file,
// docs/pglite-native.md for the native extension), as the tests run them: the page's ```js blocks,
// the first for Node and the second for the browser, so that the page cannot drift from what is
// tested.
import { readFileSync } from 'node:fs';

export function docExamples(path) {
    const blocks = [];
    let current = null;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (current === null && line.trim() === '```js') current = [];
        else if (current !== null && line.trim() === '```') {
            blocks.push(current.join('\n') + '\n');
            current = null;
        } else if (current !== null) current.push(line);
    }
    if (blocks.length !== 2) throw new Error(`${path} has ${blocks.length} js blocks, not 2 (Node, browser)`);
    return { node: blocks[0], browser: blocks[1] };
}
