import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { EXTENSION_AJV_OPTIONS } from '../src/resources/extensions/extensionAjvOptions';

/**
 * The TypeScript types of a catalogue extension file and the console's validator of its entries,
 * both generated from `public/catalogue.schema.json` (the one definition, which editors read too).
 * The validator is ajv's standalone code: the console's Content-Security-Policy allows no
 * `unsafe-eval`, so ajv cannot compile the schema in the browser. `npm run catalogue:types`
 * writes both; `tests/unit/resources/extensions/catalogueSchemaTypes.test.ts` fails when a
 * committed file differs from what the schema gives.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = path.join(root, 'public', 'catalogue.schema.json');
export const TYPES_FILE = path.join(root, 'src', 'resources', 'extensions', 'ExtensionFile.generated.ts');
export const VALIDATOR_FILE = path.join(root, 'src', 'resources', 'extensions', 'validateEntry.generated.js');

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

export const generateEntryValidator = (): string => {
    // `logger: false` silences only ajv's notice that `unicode` is deprecated (its strict mode throws).
    const ajv = new Ajv({ ...EXTENSION_AJV_OPTIONS, code: { source: true, esm: true }, logger: false });
    ajv.addSchema(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
    const code = standaloneCode(ajv, { validateEntry: 'catalogue.schema.json#/definitions/ExtensionEntry' });
    // An ESM module must not `require` ajv's runtime helpers (EXTENSION_AJV_OPTIONS avoids them).
    if (code.includes('require(')) throw new Error('the standalone validator requires a runtime helper of ajv');
    return `/* Generated from public/catalogue.schema.json by \`npm run catalogue:types\`: edit the schema, not this file. */\n/* eslint-disable */\n${code}\n`;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    writeFileSync(TYPES_FILE, await generateCatalogueTypes());
    writeFileSync(VALIDATOR_FILE, generateEntryValidator());
    console.log(`wrote ${path.relative(root, TYPES_FILE)} and ${path.relative(root, VALIDATOR_FILE)}`);
}
