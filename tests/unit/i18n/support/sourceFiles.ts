import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync } from 'vite';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

export interface SourceFile {
    /** Relative to the repository, with forward slashes: `src/layout/AppMenu.tsx`. */
    path: string;
    text: string;
    program: ReturnType<typeof parseSync>['program'];
}

const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * Every TypeScript module of the console, parsed, except the catalogues themselves (their
 * texts are the translations, not uses of them).
 */
export const readSourceFiles = (): SourceFile[] =>
    walk(join(REPO_ROOT, 'src'))
        .filter(file => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
        .map(file => relative(REPO_ROOT, file).split(sep).join('/'))
        .filter(path => !path.startsWith('src/i18n/messages/'))
        .map(path => parseSource(path, readFileSync(join(REPO_ROOT, path), 'utf8')));

export const parseSource = (path: string, text: string): SourceFile => {
    const parsed = parseSync(path, text, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts' });
    if (parsed.errors.length) throw new Error(`${path} does not parse: ${parsed.errors[0].message}`);
    return { path, text, program: parsed.program };
};

export const lineOf = (file: SourceFile, offset: number) => file.text.slice(0, offset).split('\n').length;
