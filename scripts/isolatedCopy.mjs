// A copy of the checkout as a fresh clone would have it, alone in a temporary folder: the files
// git would commit (tracked and untracked, less the ignored ones), with nothing beside them. A
// check run in it cannot reach a sibling folder of the checkout (such as a `../shared` that a
// user's clone does not have), so it fails where a clone would.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The files a commit of everything would hold, relative to `root`; undefined when `root` is no git checkout. */
export const checkoutFiles = root => {
    try {
        const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
            cwd: root,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
        });
        // A tracked file deleted in the work tree is listed too: a clone of the next commit would not have it.
        return out.split('\0').filter(file => file !== '' && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
    } catch {
        return undefined;
    }
};

/**
 * Copies those files to `.tmp/alone-*\/checkout` (ignored by git and every tool). The copy has no
 * node_modules of its own: Node and TypeScript find the checkout's installed packages by walking
 * up, three folders above it, as they find a clone's own (installing again would take minutes,
 * and links to the packages would make TypeScript see them at paths outside the copy). A
 * sibling path (`../shared`) of the copy is `.tmp/alone-*\/shared`: never there. Answers the
 * copy's root and a function that removes it.
 */
export const isolatedCopy = (root, files) => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    const parent = mkdtempSync(join(root, '.tmp', 'alone-'));
    const copy = join(parent, 'checkout');
    for (const file of files) {
        const target = join(copy, file);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(root, file), target);
    }
    return { root: copy, remove: () => rmSync(parent, { recursive: true, force: true }) };
};
