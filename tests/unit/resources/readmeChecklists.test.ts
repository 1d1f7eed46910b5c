import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The "Add a column type" and "Add a route kind" checklists of src/resources/README.md: each
// step names the files it changes, and those files exist, so the steps cannot drift from the
// code unnoticed; an `npm run` command a step gives is a script of package.json.
const root = join(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'src/resources/README.md'), 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The numbered steps of a `## title` section, each as one text. */
const steps = (title: string): string[] => {
    const start = readme.indexOf(`\n## ${title}\n`);
    if (start < 0) throw new Error(`src/resources/README.md has no "## ${title}" section`);
    const end = readme.indexOf('\n## ', start + 1);
    const section = readme.slice(start, end < 0 ? undefined : end);
    return section.split(/\n(?=\d+\. )/).filter(part => /^\d+\. /.test(part));
};

/** The repository paths a text names in backticks (`src/…/file.ts`). */
const pathsIn = (text: string) => [...text.matchAll(/`((?:src|server|protocol|public|tests|scripts)\/[^`\s]+\.[a-z]+)`/g)].map(match => match[1]);

describe.each(['Add a column type', 'Add a route kind'])('the "%s" checklist', title => {
    it('has steps, each naming at least one file', () => {
        const list = steps(title);
        expect(list.length).toBeGreaterThanOrEqual(4);
        for (const step of list) expect(pathsIn(step), step.slice(0, 60)).not.toEqual([]);
    });

    it('names only files that exist and npm scripts that package.json has', () => {
        const text = steps(title).join('\n');
        const missing = pathsIn(text).filter(path => !existsSync(join(root, path)));
        expect(missing).toEqual([]);
        const commands = [...text.matchAll(/`npm run ([\w:-]+)/g)].map(match => match[1]);
        expect(commands.filter(command => !scripts.includes(command))).toEqual([]);
    });
});
