import type { Options } from 'ajv';

/**
 * How ajv judges a catalogue extension entry (scripts/writeCatalogueTypes.ts generates the
 * console's validator with them). `discriminator` judges an entry (a field) only against the
 * branch of its `kind`, so the problems name what is wrong with that kind instead of every
 * branch's complaints; `verbose` gives each error its schema, which names a kind's allowed
 * values. `unicode: false` measures lengths in code units, which is exact for the schema's only
 * length rule (`minLength: 1`) and keeps the generated module free of ajv's runtime helpers.
 */
export const EXTENSION_AJV_OPTIONS: Options = {
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    unicode: false,
};
