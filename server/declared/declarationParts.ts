import { z } from 'zod';

/**
 * The pieces both forms of a declaration are made of (tableDeclarationSchema.ts, the one-column
 * form; twoPartDeclarationSchema.ts, the form with `fields` and `search` lists that still loads).
 */

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

export const identifier = z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be lower-case letters, digits and _, starting with a letter (at most 63)')
    .refine(name => !RESERVED.has(name), { message: 'is a word PostgreSQL reserves; choose another name' });

export const apiPath = z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\/[A-Za-z0-9_]+)+$/, 'must be a call path such as seller/brand/BrandList')
    .refine(path => !path.split('/').includes('public'), { message: 'must not contain /public/ (public calls are unsigned)' });

export const api = z.strictObject({
    list: apiPath,
    info: apiPath.optional(),
    create: apiPath.optional(),
    update: apiPath.optional(),
    remove: apiPath.optional(),
});

/**
 * A title or label: one text for every language, or texts per language (`{"zh-cn": "品牌名称",
 * "en": "Brand name"}`), where a language left out shows the zh-cn text.
 */
export const localText = z.union([
    z.string().min(1),
    z.strictObject({
        'zh-cn': z.string().min(1),
        en: z.string().min(1).optional(),
        es: z.string().min(1).optional(),
        ja: z.string().min(1).optional(),
    }),
]);

export const optionValue = z.union([z.string().min(1), z.number()]);
export const option = z.strictObject({ value: optionValue, label: localText });
/** A cascade column's first-level option, with its second-level options (two levels: the console's cascade is two selects). */
export const treeOption = option.extend({ children: z.array(option).min(1).optional() });

/** The SQL types a declared column is stored as (information_schema's names), what a migration starts from. */
export const STORED_TYPES = ['text', 'bigint', 'smallint', 'integer'] as const;

/**
 * A change of a column's stored type, applied once at start-up: the column must be stored as
 * `from`, and `using` is the SQL expression (over the column) that converts each row's value.
 * One expression: no statement separators or comments.
 */
export const migrate = z.strictObject({
    from: z.enum(STORED_TYPES),
    using: z
        .string()
        .min(1)
        .max(500)
        .refine(sql => !/;|--|\/\*/.test(sql), { message: 'must be one SQL expression, without ; or comments' }),
});

/** How the list shows a column, in both forms: sorted, totalled, its decimals, width, alignment, shown at first. */
export const columnDisplay = {
    sort: z.boolean().optional(),
    /** Totalled in the summary row (a money column is unless `false`). */
    sum: z.boolean().optional(),
    decimal: z.number().int().min(0).max(6).optional(),
    item_width: z.number().int().positive().optional(),
    item_align: z.enum(['left', 'center', 'right']).optional(),
    showTableRow: z.boolean().optional(),
};

export const industry = z.enum(['car', 'offlinepay', 'all', 'admin']);
export const defaultSort = z.strictObject({ column: identifier, order: z.enum(['asc', 'desc']) });
/**
 * Each merchant sees and writes only its own rows (a `suid` column the server fills from the
 * caller, leading every index), as the hand-written roles and operators tables do: the default.
 * false: one list every merchant of the industry reads and only the platform writes (a
 * platform-wide list such as brands).
 */
export const perMerchant = z.boolean().default(true);
/** Rows written (through the write rules' checks) when the table is created, never after. */
export const seed = z.array(z.record(z.string(), z.unknown())).default([]);

export type DeclaredText = z.infer<typeof localText>;
export type ColumnMigration = z.infer<typeof migrate>;
export type DeclaredOption = z.infer<typeof treeOption>;
