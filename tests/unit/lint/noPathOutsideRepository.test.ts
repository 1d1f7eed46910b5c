import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The rule `repository/no-path-outside` of eslint.config.js, tried on in-memory files placed in
// the repository: a clone has nothing beside it, so nothing may import or read a path there.
const root = join(import.meta.dirname, '..', '..', '..');

let eslint: ESLint;

beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });
});

const outsidePaths = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return result.messages.filter(message => message.ruleId === 'repository/no-path-outside').map(message => message.message);
};

describe('no path outside the repository', { timeout: 60_000 }, () => {
    it('refuses an import of a sibling folder, static, dynamic, required or mocked', async () => {
        expect(await outsidePaths('protocol/x.test.ts', "import vectors from '../../sibling/protocol/vectors.json';\n")).toEqual([
            expect.stringContaining('"../../sibling/protocol/vectors.json" is outside the repository (imported from this file)'),
        ]);
        expect(await outsidePaths('tests/unit/x.test.ts', "await import('../../../sibling/protocol/vectors.json');\n")).toHaveLength(1);
        expect(await outsidePaths('scripts/x.mjs', "require('../../sibling/x.cjs');\n")).toHaveLength(1);
        expect(await outsidePaths('tests/unit/x.test.ts', "vi.mock('../../../../sibling/x');\n")).toHaveLength(1);
        expect(await outsidePaths('tests/unit/x.test.ts', "export { a } from '../../../sibling/a';\n")).toHaveLength(1);
    });

    it('refuses a file read from the working directory or from the file’s folder that leaves the root', async () => {
        const read = "import { readFileSync } from 'node:fs';\nimport path from 'node:path';\n";
        expect(
            await outsidePaths('tests/hardening/properties/x.test.ts', `${read}readFileSync(path.resolve('../sibling/protocol/vectors.json'), 'utf8');\n`)
        ).toEqual([expect.stringContaining('from the repository root, where scripts and tests run')]);
        expect(await outsidePaths('protocol/x.test.ts', `${read}readFileSync(new URL('../../sibling/notes.md', import.meta.url));\n`)).toEqual([
            expect.stringContaining('(from this file)'),
        ]);
        expect(await outsidePaths('scripts/x.mjs', `${read}readFileSync(\`${dirname(root)}/shared/notes.md\`);\n`)).toEqual([
            expect.stringContaining('an absolute path beside the checkout'),
        ]);
    });

    it('lets paths inside the repository be', async () => {
        const code = [
            "import { readFileSync } from 'node:fs';",
            "import path from 'node:path';",
            "import { sign } from '../../protocol/sign';",
            "import vectors from '../../protocol/vectors.json';",
            "vi.mock('../../src/i18n/i18nProvider');",
            "readFileSync(path.resolve(import.meta.dirname, '../../public/config.json'));",
            "readFileSync(new URL('../../server/tables.d/brands.json', import.meta.url));",
            "readFileSync('../../src/app/catalogue/accountMenus.json');",
            "readFileSync(path.resolve('protocol/vectors.json'));",
            "const system = '/usr/bin/chromium';",
            '',
        ].join('\n');
        expect(await outsidePaths('tests/unit/x.test.ts', code)).toEqual([]);
    });
});
