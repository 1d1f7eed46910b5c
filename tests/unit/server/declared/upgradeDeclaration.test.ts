import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { declaredFieldRules } from '../../../../server/declared/declaredFieldRules';
import { declaredResource } from '../../../../server/declared/declaredResource';
import { declaredTableSpec } from '../../../../server/declared/declaredTableSpec';
import { readDeclarationFile } from '../../../../server/declared/readTableDeclarations';
import { upgradedDeclarationText } from '../../../../scripts/upgradedDeclarationText';

const SHIPPED = path.resolve('server/tables.d/brands.json');
/** brands.json as it shipped in the two-part form (columns, then fields and search naming them again). */
const TWO_PART = path.resolve('tests/unit/server/declared/brands.two-part.json');

/** What a read declaration serves, functions left out (they are compared by what they do elsewhere). */
const served = (text: string) => {
    const { declaration, problems } = readDeclarationFile('brands.json', text);
    expect(problems).toEqual([]);
    const { scope: _scope, importDefaults: _defaults, ...spec } = declaredTableSpec(declaration!);
    const { createDefaults: _create, updateDefaults: _update, check: _check, ...resource } = declaredResource(declaration!)!;
    return { spec, resource, rules: declaredFieldRules(declaration!) };
};

describe('npm run declarations:upgrade', () => {
    it('rewrites the two-part brands.json into the shipped one-column brands.json, which serves the same table', async () => {
        const twoPart = await readFile(TWO_PART, 'utf8');
        const shipped = await readFile(SHIPPED, 'utf8');
        const upgraded = await upgradedDeclarationText('brands.json', twoPart, SHIPPED);
        expect(upgraded.problems).toEqual([]);
        expect(upgraded.text).toBe(shipped);
        expect(served(shipped)).toEqual(served(twoPart));
        // The one-column file needs no upgrade, and says each column once.
        expect(await upgradedDeclarationText('brands.json', shipped, SHIPPED)).toEqual({ problems: [] });
        expect(JSON.parse(shipped)).not.toHaveProperty('fields');
        expect(JSON.parse(shipped)).not.toHaveProperty('search');
    });

    it('is a command that rewrites the files it is given and leaves a one-column file alone', async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'mc-upgrade-'));
        try {
            const file = path.join(dir, 'brands.json');
            await writeFile(file, await readFile(TWO_PART, 'utf8'));
            const run = () => promisify(execFile)('npx', ['tsx', 'scripts/upgradeDeclarations.ts', '--', file], { cwd: path.resolve('.') });
            expect((await run()).stdout).toContain(`${file}: rewritten in the one-column form`);
            expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(JSON.parse(await readFile(SHIPPED, 'utf8')));
            expect((await run()).stdout).toContain(`${file}: already in the one-column form`);
        } finally {
            await rm(dir, { recursive: true, force: true });
        }
    }, 60_000);

    it('writes nothing for a file with problems, and names them as start-up does', async () => {
        const broken = { ...JSON.parse(await readFile(TWO_PART, 'utf8')), defaultSort: { column: 'weight', order: 'desc' } };
        expect(await upgradedDeclarationText('brands.json', JSON.stringify(broken), SHIPPED)).toEqual({
            problems: ['brands.json: defaultSort.column: "weight" is not a column'],
        });
    });
});
