// `npm test`'s first step: the type check (`tsc -b`) of an isolated copy of the checkout
// (scripts/isolatedCopy.mjs). Every import is resolved there, so a file that imports anything
// beside the repository fails here, as it would in a user's fresh clone. Outside a git checkout
// (no file list to copy) it type-checks in place and says so.
import { spawnSync } from 'node:child_process';
import { checkoutFiles, isolatedCopy } from './isolatedCopy.mjs';

const root = process.cwd();
const files = checkoutFiles(root);
const tsc = cwd => spawnSync('npx', ['tsc', '-b'], { cwd, stdio: 'inherit' }).status ?? 1;

if (!files) {
    console.log('Not a git checkout: type-checking in place (the isolated copy needs the list of files git would commit).');
    process.exit(tsc(root));
}
const copy = isolatedCopy(root, files);
console.log(`Type-checking ${files.length} files copied alone to ${copy.root}, with nothing beside them.`);
let status;
try {
    status = tsc(copy.root);
} finally {
    copy.remove();
}
if (status !== 0) console.log('The type check failed in the isolated copy: a file imports something a fresh clone does not have, or does not type-check.');
process.exit(status);
