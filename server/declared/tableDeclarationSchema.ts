import { z } from 'zod';
import { PROTOCOL_COLUMN_TYPES } from '../../protocol/columnTypes';
import { FORM_INPUT_KINDS, WRITE_FIELD_KINDS } from '../../protocol/writeForm';

/**
 * Words PostgreSQL reserves: a table or column named so would need quoting in every statement
 * the generic machinery writes, so a declaration may not use them.
 */
const RESERVED = new Set(
    (
        'all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate collation column ' +
        'concurrently constraint create cross current_catalog current_date current_role current_schema current_time ' +
        'current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign freeze from ' +
        'full grant group having ilike in initially inner intersect into is isnull join lateral leading left like limit localtime ' +
        'localtimestamp natural not notnull null offset on only or order outer overlaps placing primary references returning ' +
        'right select session_user similar some symmetric system_user table tablesample then to trailing true union unique user ' +
        'using variadic verbose when where window with'
    ).split(' ')
);

const identifier = z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be lower-case letters, digits and _, starting with a letter (at most 63)')
    .refine(name => !RESERVED.has(name), { message: 'is a word PostgreSQL reserves; choose another name' });

const apiPath = z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\/[A-Za-z0-9_]+)+$/, 'must be a call path such as seller/brand/BrandList')
    .refine(path => !path.split('/').includes('public'), { message: 'must not contain /public/ (public calls are unsigned)' });

/**
 * A title or label: one text for every language, or texts per language (`{"zh-cn": "品牌名称",
 * "en": "Brand name"}`), where a language left out shows the zh-cn text.
 */
const localText = z.union([
    z.string().min(1),
    z.strictObject({
        'zh-cn': z.string().min(1),
        en: z.string().min(1).optional(),
        es: z.string().min(1).optional(),
        ja: z.string().min(1).optional(),
    }),
]);

const option = z.strictObject({ value: z.union([z.string().min(1), z.number()]), label: localText });
/** A cascade column's first-level option, with its second-level options (two levels: the console's cascade is two selects). */
const treeOption = option.extend({ children: z.array(option).min(1).optional() });

/** The SQL types a declared column is stored as (information_schema's names), what a migration starts from. */
export const STORED_TYPES = ['text', 'bigint', 'smallint', 'integer'] as const;

/**
 * A change of a column's stored type, applied once at start-up: the column must be stored as
 * `from`, and `using` is the SQL expression (over the column) that converts each row's value.
 * One expression: no statement separators or comments.
 */
const migrate = z.strictObject({
    from: z.enum(STORED_TYPES),
    using: z
        .string()
        .min(1)
        .max(500)
        .refine(sql => !/;|--|\/\*/.test(sql), { message: 'must be one SQL expression, without ; or comments' }),
});

const column = z.strictObject({
    title: localText,
    type: z.enum(PROTOCOL_COLUMN_TYPES).optional(),
    options: z.array(treeOption).min(1).optional(),
    /** cascade: the stored column of the second level (the column's own name holds the first). */
    second: identifier.optional(),
    sort: z.boolean().optional(),
    sum: z.boolean().optional(),
    decimal: z.number().int().min(0).max(6).optional(),
    item_width: z.number().int().positive().optional(),
    item_align: z.enum(['left', 'center', 'right']).optional(),
    showTableRow: z.boolean().optional(),
    /** Convert the stored values to the column's new type (see `migrate`); without it a changed type is only reported. */
    migrate: migrate.optional(),
});

const search = z.strictObject({
    /** A column of the table; title, type and options default to the column's. */
    name: identifier,
    title: localText.optional(),
    type: z.enum(PROTOCOL_COLUMN_TYPES).optional(),
    options: z.array(option).min(1).optional(),
});

/**
 * The rule vocabulary of `server/domains/shared/validate.ts` FieldRule, with `maxLength` for text,
 * and what the console's form shows besides (the table definition's write form).
 */
const field = z.strictObject({
    name: identifier,
    title: localText,
    kind: z.enum(WRITE_FIELD_KINDS).optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    /** enum and multi: the values accepted; default: the values of the column's options. */
    options: z
        .array(z.union([z.string().min(1), z.number()]))
        .min(1)
        .optional(),
    unique: z.boolean().optional(),
    /** A line the console's form shows under the input, in the caller's language. */
    hint: localText.optional(),
    /** The console's input for it, one of those that can show its kind (protocol/writeForm.ts); default the kind's usual one. */
    input: z.enum(FORM_INPUT_KINDS).optional(),
});

/** One file of `MC_TABLES_DIR`: a generic table with its CRUD calls, declared as data. */
export const tableDeclarationSchema = z.strictObject({
    $schema: z.string().optional(),
    table: identifier,
    /** One record's name, used in messages and (in zh-cn) the operator log: 品牌. */
    label: localText,
    industry: z.enum(['car', 'offlinepay', 'all', 'admin']),
    api: z.strictObject({
        list: apiPath,
        info: apiPath.optional(),
        create: apiPath.optional(),
        update: apiPath.optional(),
        remove: apiPath.optional(),
    }),
    /** Display order is key order; `id`, `create_time` and `update_time` are the server's own. */
    columns: z.record(identifier, column).refine(columns => Object.keys(columns).length > 0, { message: 'must declare at least one column' }),
    search: z.array(search).default([]),
    fields: z.array(field).default([]),
    defaultSort: z.strictObject({ column: identifier, order: z.enum(['asc', 'desc']) }),
    /** Offer the synchronous and queued xlsx export (default true). */
    export: z.boolean().default(true),
    /** Offer xlsx import of the write fields (default false). */
    import: z.boolean().default(false),
    /**
     * Each merchant sees and writes only its own rows (a `suid` column the server fills from the
     * caller, leading every index), as the hand-written roles and operators tables do: the
     * default. false: one list every merchant of the industry reads and only the platform writes
     * (a platform-wide list such as brands).
     */
    perMerchant: z.boolean().default(true),
    /** Rows written (through the write fields' checks) when the table is created, never after. */
    seed: z.array(z.record(z.string(), z.unknown())).default([]),
});

export type TableDeclaration = z.infer<typeof tableDeclarationSchema>;
export type DeclaredColumn = z.infer<typeof column>;
export type ColumnMigration = z.infer<typeof migrate>;
export type DeclaredField = z.infer<typeof field>;
export type DeclaredText = z.infer<typeof localText>;
