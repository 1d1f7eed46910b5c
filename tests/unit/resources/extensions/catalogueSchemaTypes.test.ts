import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schema from '../../../../public/catalogue.schema.json';
import { extensionIcons } from '../../../../src/resources/extensions/extensionIcons';
import { generateCatalogueTypes, generateEntryValidator, TYPES_FILE, VALIDATOR_FILE } from '../../../../scripts/writeCatalogueTypes';

describe('catalogue.schema.json and the TypeScript types', () => {
    it('the committed types are what the schema generates (run `npm run catalogue:types` after editing the schema)', async () => {
        expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await generateCatalogueTypes());
    }, 30_000);

    it('the committed validator is what the schema compiles to, with no code evaluated in the browser', () => {
        const committed = readFileSync(VALIDATOR_FILE, 'utf8');
        expect(committed).toBe(generateEntryValidator());
        expect(committed).not.toMatch(/new Function|\beval\(|require\(/);
    }, 30_000);

    it('every icon the schema offers loads as a component of its own chunk', async () => {
        const names = schema.definitions.IconName.enum;
        expect(Object.keys(extensionIcons).sort()).toEqual([...names].sort());
        expect(names.length).toBeGreaterThanOrEqual(40);
        const loaded = await Promise.all(names.map(name => extensionIcons[name as keyof typeof extensionIcons]()));
        for (const module of loaded) expect(module.default).toBeTruthy();
    }, 30_000);
});
