import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's page-anatomy screenshots (npm run docs:screenshots) show the list page as its
// components draw it: a commit to those components (or to the theme that styles them) after the
// last commit of a screenshot leaves the picture stale. Commit times, not file times: a fresh
// clone's files all have the time of the clone.
const root = join(import.meta.dirname, '..', '..', '..');
const SCREENSHOTS = ['docs/list-page-anatomy.png', 'docs/list-page-anatomy.en.png', 'docs/list-page-anatomy.ja.png'];
const LIST_PAGE = [':(glob)src/schema/**/*.tsx', 'src/ui/consoleTheme.ts'];

/** The last commit that changed any of the paths: its time (seconds) and subject. */
const lastCommit = (paths: string[]) => {
    const out = execFileSync('git', ['log', '-1', '--format=%ct %h %s', '--', ...paths], { cwd: root, encoding: 'utf8' }).trim();
    expect(out, `git knows no commit of ${paths.join(', ')} (the test needs the repository's history)`).not.toBe('');
    const [time, ...subject] = out.split(' ');
    return { time: Number(time), subject: subject.join(' ') };
};

describe("the README's page-anatomy screenshots", () => {
    it.each(SCREENSHOTS)('%s is no older than the last change to the list page (npm run docs:screenshots when this fails)', screenshot => {
        const picture = lastCommit([screenshot]);
        const page = lastCommit(LIST_PAGE);
        expect(picture.time, `the list page changed after the screenshot: ${page.subject}`).toBeGreaterThanOrEqual(page.time);
    });
});
