import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';

/**
 * The TypeScript types of a catalogue extension file, generated from `public/catalogue.schema.json`
 * (the one definition, which editors and the console's validator read too). `npm run
 * catalogue:types` writes them; `tests/unit/resources/extensions/catalogueSchemaTypes.test.ts`
 * fails when the committed file differs from what the schema gives.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = path.join(root, 'public', 'catalogue.schema.json');
export const TYPES_FILE = path.join(root, 'src', 'resources', 'extensions', 'ExtensionFile.generated.ts');

export const generateCatalogueTypes = async (): Promise<string> => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as JSONSchema;
    const source = await compile(schema, 'CatalogueExtension', {
        bannerComment: '/* Generated from public/catalogue.schema.json by `npm run catalogue:types`: edit the schema, not this file. */',
        additionalProperties: false,
        format: false,
        unreachableDefinitions: false,
        strictIndexSignatures: true,
    });
    const options = await prettier.resolveConfig(TYPES_FILE);
    return prettier.format(source, { ...options, filepath: TYPES_FILE });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    writeFileSync(TYPES_FILE, await generateCatalogueTypes());
    console.log(`wrote ${path.relative(root, TYPES_FILE)}`);
}
