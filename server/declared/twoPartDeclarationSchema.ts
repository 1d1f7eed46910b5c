import { z } from 'zod';
import { PROTOCOL_COLUMN_TYPES } from '../../protocol/columnTypes';
import { FORM_INPUT_KINDS, WRITE_FIELD_KINDS } from '../../protocol/writeForm';
import { api, columnDisplay, defaultSort, identifier, industry, localText, migrate, option, perMerchant, seed, treeOption } from './declarationParts';

/**
 * The two-part form of a declaration: display columns under `columns`, and the write rules and
 * filters in lists of their own (`fields`, `search`) that name the columns again. It still loads
 * (start-up says which files use it), and `npm run declarations:upgrade -- FILE` rewrites a file
 * into the one-column form (tableDeclarationSchema.ts), which says each column once.
 */

const column = z.strictObject({
    title: localText,
    type: z.enum(PROTOCOL_COLUMN_TYPES).optional(),
    options: z.array(treeOption).min(1).optional(),
    second: identifier.optional(),
    ...columnDisplay,
    migrate: migrate.optional(),
});

const search = z.strictObject({
    name: identifier,
    title: localText.optional(),
    type: z.enum(PROTOCOL_COLUMN_TYPES).optional(),
    options: z.array(option).min(1).optional(),
});

const field = z.strictObject({
    name: identifier,
    title: localText,
    kind: z.enum(WRITE_FIELD_KINDS).optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    options: z
        .array(z.union([z.string().min(1), z.number()]))
        .min(1)
        .optional(),
    unique: z.boolean().optional(),
    hint: localText.optional(),
    input: z.enum(FORM_INPUT_KINDS).optional(),
});

export const twoPartDeclarationSchema = z.strictObject({
    $schema: z.string().optional(),
    table: identifier,
    label: localText,
    industry,
    api,
    columns: z.record(identifier, column).refine(columns => Object.keys(columns).length > 0, { message: 'must declare at least one column' }),
    search: z.array(search).default([]),
    fields: z.array(field).default([]),
    defaultSort,
    export: z.boolean().default(true),
    import: z.boolean().default(false),
    perMerchant,
    seed,
});

export type TwoPartDeclaration = z.infer<typeof twoPartDeclarationSchema>;
export type TwoPartField = z.infer<typeof field>;

/** A file is in the two-part form when it lists write rules or filters apart from its columns. */
export const isTwoPart = (raw: unknown): boolean => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && ('fields' in raw || 'search' in raw);
