import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer order in eslint.config.js, tried on in-memory files. The imported modules must exist
// on disk (the rule resolves them to classify them), so each target is the first module found in
// its folder: other work moves files around, the folders stay.
const root = join(import.meta.dirname, '..', '..', '..');

const someModule = (folder: string) => {
    const file = readdirSync(`${root}/${folder}`)
        .filter(name => /\.tsx?$/.test(name) && !name.includes('.test.'))
        .sort()[0];
    if (!file) throw new Error(`no module in ${folder}`);
    return file.replace(/\.tsx?$/, '');
};

let eslint: ESLint;

beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });
});

const boundaryErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return result.messages.filter(message => message.ruleId === 'boundaries/dependencies').map(message => message.message);
};

// ESLint resolves and parses the imported modules: seconds on a loaded machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
    it('forbids server/ to import src/', async () => {
        const errors = await boundaryErrors('server/x.ts', `import '../src/i18n/${someModule('src/i18n')}';\n`);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/"server-app" to file of category "i18n"/);
    });

    it('forbids a lower src/ layer to import a higher one, type-only and dynamic imports too', async () => {
        const layout = someModule('src/layout');
        const errors = await boundaryErrors(
            'src/dataProvider/x.ts',
            `import { x } from '../layout/${layout}';\nimport type { Y } from '../layout/${layout}';\nexport const load = () => import('../layout/${layout}');\nexport type Z = Y | typeof x;\n`
        );
        expect(errors).toHaveLength(3);
        for (const error of errors) expect(error).toMatch(/"dataProvider" to file of category "layout"/);
    });

    it('forbids protocol/ to import anything outside protocol/', async () => {
        const errors = await boundaryErrors('protocol/x.ts', `import '../src/config/${someModule('src/config')}';\nimport '../server/app';\n`);
        expect(errors).toHaveLength(2);
    });

    it('lets a layer import the layers below it, protocol/, packages, and itself', async () => {
        const code = [
            `import '../i18n/${someModule('src/i18n')}';`,
            `import '../../protocol/${someModule('protocol')}';`,
            `import 'react';`,
            `import './${someModule('src/layout')}';`,
        ].join('\n');
        expect(await boundaryErrors('src/layout/x.ts', `${code}\n`)).toEqual([]);
    });

    it('refuses a source file in no layer, so that a new folder is listed before it is used', async () => {
        const [result] = await eslint.lintText('export const x = 1;\n', { filePath: `${root}/src/unlistedFolder/x.ts` });
        expect(result.messages.map(message => message.ruleId)).toContain('boundaries/no-unknown-files');
    });

    it('leaves tests free to import anything', async () => {
        const code = `import '../src/layout/${someModule('src/layout')}';\nimport '../server/config';\n`;
        expect(await boundaryErrors('tests/x.test.ts', code)).toEqual([]);
    });
});
