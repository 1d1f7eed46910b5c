import { describe, expect, it } from 'vitest';
import { catalogue as typeScriptCatalogue } from '../../../src/app/catalogue';
import { builtIn, builtInFiles } from '../../../src/app/catalogue/jsonCatalogue';
import { validateExtensionFile } from '../../../src/resources/extensions/validateExtensionFile';

describe('the built-in catalogue as JSON files', () => {
    it('every file passes the schema that judges extensions', () => {
        for (const { file, raw } of builtInFiles) expect(validateExtensionFile(file, raw).problems).toEqual([]);
    });

    it('merges with no problem', () => {
        expect(builtIn.problems).toEqual([]);
    });

    it('gives the catalogue the TypeScript builders give, entry for entry', () => {
        expect(builtIn.entries.map(entry => entry.path)).toEqual(typeScriptCatalogue.map(entry => entry.path));
        builtIn.entries.forEach((entry, index) => expect(entry).toStrictEqual(typeScriptCatalogue[index]));
    });
});
