import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import local from '../../../scripts/lint/noImportCycle.mjs';

// typescript-eslint parses with TypeScript 6's API, as in eslint.config.js.
await import('../../../scripts/lint/useTypescript6.mjs');
const { default: tseslint } = await import('typescript-eslint');

// The rule reads the import graph from disk, so each case is a small project of its own in a
// temporary folder, linted with the rule alone.
const projects: string[] = [];
afterAll(() => projects.forEach(dir => rmSync(dir, { recursive: true, force: true })));

const cycleMessages = async (files: Record<string, string>, linted: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-cycles-'));
    projects.push(dir);
    for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), text);
    }
    const eslint = new ESLint({
        cwd: dir,
        overrideConfigFile: true,
        overrideConfig: [
            {
                files: ['**/*.ts'],
                languageOptions: { parser: tseslint.parser as never },
                plugins: { local },
                rules: { 'local/no-import-cycle': ['error', { roots: ['src'] }] },
            },
        ],
    });
    const [result] = await eslint.lintFiles([join(dir, linted)]);
    return result.messages.map(message => message.message);
};

describe('local/no-import-cycle', () => {
    it('reports a circle made of a value import and a type-only import, which import-x missed', async () => {
        const messages = await cycleMessages(
            {
                'src/query.ts': `import { mayBeNull } from './nulls';\nexport interface Query { column: string }\nexport const run = (q: Query) => mayBeNull(q);\n`,
                'src/nulls.ts': `import type { Query } from './query';\nexport const mayBeNull = (q: Query) => q.column === '';\n`,
            },
            'src/nulls.ts'
        );
        expect(messages).toEqual(['Import cycle (type-only imports count): src/nulls.ts → src/query.ts → src/nulls.ts']);
    });

    it('follows `export … from` and dynamic imports, through several files', async () => {
        const messages = await cycleMessages(
            {
                'src/a.ts': `export type { B } from './b';\n`,
                'src/b.ts': `export type B = string;\nexport const load = () => import('./c');\n`,
                'src/c.ts': `import type { B } from './a';\nexport const c: B = '';\n`,
            },
            'src/a.ts'
        );
        expect(messages).toEqual(['Import cycle (type-only imports count): src/a.ts → src/b.ts → src/c.ts → src/a.ts']);
    });

    it('accepts imports that go one way, packages and files outside the roots', async () => {
        const messages = await cycleMessages(
            {
                'src/query.ts': `import type { Db } from './db';\nimport { readFileSync } from 'node:fs';\nexport const q = (db: Db) => readFileSync(db.file);\n`,
                'src/db.ts': `export interface Db { file: string }\n`,
            },
            'src/query.ts'
        );
        expect(messages).toEqual([]);
    });
});
