import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project documents itself: code comments and READMEs cite docs/protocol.md (the wire) and
// docs/console.md (what the console does), never the product notes kept beside the repository,
// which a clone does not have. Their names are spelled in pieces here so this file passes too.
const root = join(import.meta.dirname, '..', '..', '..');
const OUTSIDE = ['SP' + 'EC', 'PROTO' + 'COL'];
const CITATION = new RegExp(`\\b(${OUTSIDE.join('|')})\\b(?!_)`, 'g');
const CHECKED = /\.(ts|tsx|js|mjs|cjs|mts|cts|json|md)$/;

/** The citations of an outside note in a text, as `line: text`. */
const citations = (text: string) => text.split('\n').flatMap((line, index) => (line.match(CITATION) ? [`${index + 1}: ${line.trim().slice(0, 120)}`] : []));

/** The files a commit would hold (git), or every file outside the ignored folders. */
const repositoryFiles = (): string[] => {
    try {
        return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
        const skip = new Set(['node_modules', '.git', '.tmp', '.data', 'dist', 'dist-server', 'test-results', 'playwright-report']);
        const walk = (dir: string): string[] =>
            readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
                skip.has(entry.name) ? [] : entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))]
            );
        return walk(root);
    }
};

describe('references', () => {
    it('finds a citation of an outside note and lets the identifiers of the same words be', () => {
        expect(citations(`// as ${OUTSIDE[0]}.md §2 says\nconst a = ${OUTSIDE[1]}_COLUMN_TYPES;\n/** ${OUTSIDE[1]} §5 */`)).toEqual([
            `1: // as ${OUTSIDE[0]}.md §2 says`,
            `3: /** ${OUTSIDE[1]} §5 */`,
        ]);
        expect(citations(`the ${OUTSIDE[0]} defaults`)).toHaveLength(1);
    });

    it('has no code file or README citing a note outside the repository: cite docs/protocol.md or docs/console.md', () => {
        const found = repositoryFiles()
            .filter(file => CHECKED.test(file))
            .flatMap(file => {
                let text: string;
                try {
                    text = readFileSync(join(root, file), 'utf8');
                } catch {
                    return [];
                }
                return citations(text).map(line => `${file}:${line}`);
            });
        expect(found).toEqual([]);
    });
});
