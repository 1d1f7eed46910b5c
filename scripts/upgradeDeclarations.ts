// npm run declarations:upgrade -- FILE…: rewrites table declarations in the two-part form
// (columns, then `fields` and `search` naming them again) into the one-column form, where each
// column carries its filter and write rule (server/declared/README.md). A file already in the
// one-column form is left as it is; a file with problems is not written, and the problems are
// listed as start-up would list them. Exit code 1 when any file has problems, 2 on bad usage.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upgradedDeclarationText } from './upgradedDeclarationText';

const files = process.argv.slice(2).filter(arg => arg !== '--');
if (!files.length) {
    console.error('usage: npm run declarations:upgrade -- FILE.json [FILE.json…]');
    process.exit(2);
}
let failed = false;
for (const file of files) {
    const result = await upgradedDeclarationText(path.basename(file), readFileSync(file, 'utf8'), file);
    if (result.problems.length) {
        failed = true;
        console.error(result.problems.join('\n'));
    } else if (result.text === undefined) console.log(`${file}: already in the one-column form`);
    else {
        writeFileSync(file, result.text);
        console.log(`${file}: rewritten in the one-column form`);
    }
}
process.exit(failed ? 1 : 0);
