import { z } from 'zod';
import { PROTOCOL_COLUMN_TYPES } from '../../protocol/columnTypes';
import { DECLARED_COLUMN_TYPES, type DeclaredColumnType } from '../../protocol/declaredColumnTypes';
import { FORM_INPUT_KINDS, WRITE_FIELD_KINDS } from '../../protocol/writeForm';
import {
    api,
    columnDisplay,
    defaultSort,
    identifier,
    industry,
    localText,
    migrate,
    option,
    optionValue,
    perMerchant,
    seed,
    treeOption,
} from './declarationParts';

/** The column types (protocol/declaredColumnTypes.ts), where the server's declaration modules read them. */
export { DECLARED_COLUMN_TYPES, type DeclaredColumnType };

/** An option list the server holds by name (the province → city tree, the brands): only the server's own declarations name one. */
const optionListName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be the name of one of the server’s option lists, or a list of options');

/**
 * The column as a filter: `true` (its title, type and options), or what differs for the filter
 * (`{"title": "提交日期", "type": "eqdate"}`, `{"type": "checkbox"}` to pick several of a select).
 */
const columnSearch = z.union([
    z.boolean(),
    z.strictObject({
        title: localText.optional(),
        type: z.enum(PROTOCOL_COLUMN_TYPES).optional(),
        options: z.array(option).min(1).optional(),
    }),
]);

/**
 * How a call writes the column (`domains/shared/validate.ts` FieldRule, with `maxLength` for
 * text), and what the console's form shows besides. Its kind follows from the column's type
 * unless given (`columnKinds.ts`); its title is the column's unless the form names it otherwise.
 */
const write = z.strictObject({
    /** The form's label and the messages' name, when they differ from the column's title (封面 → 封面图). */
    title: localText.optional(),
    kind: z.enum(WRITE_FIELD_KINDS).optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    /** enum and multi: the values accepted; default: the values of the column's options. */
    options: z.array(optionValue).min(1).optional(),
    /** Checked against the merchant's other rows (`global`, the server's own only: every merchant's) on create and update. */
    unique: z.union([z.boolean(), z.literal('global')]).optional(),
    /** A line the console's form shows under the input, in the caller's language. */
    hint: localText.optional(),
    /** The console's input for it, one of those that can show its kind (protocol/writeForm.ts); default the kind's usual one. */
    input: z.enum(FORM_INPUT_KINDS).optional(),
});

const column = z.strictObject({
    title: localText,
    type: z.enum(DECLARED_COLUMN_TYPES).optional(),
    options: z.union([z.array(treeOption).min(1), optionListName]).optional(),
    /** cascade: the stored column of the second level (the column's own name holds the first). */
    second: identifier.optional(),
    /** cascade, the server's own only: the column holds the second level, and `first` names the stored column of the first. */
    first: identifier.optional(),
    ...columnDisplay,
    search: columnSearch.optional(),
    /** How calls write it; absent or `false`: read-only. `true`: written with the type's kind and no further rule. */
    write: z.union([z.boolean(), write]).optional(),
    /** `false`: an import of the table leaves this written column out (default: every written column is imported). */
    import: z.boolean().optional(),
    /** `false`: stored and written, not a column of the list (a record's description, a password). */
    list: z.boolean().optional(),
    /** Never shown: a record's revisions and a refused write's copy of it leave the column out. */
    secret: z.boolean().optional(),
    /** The server's own only: the SQL expression the list reads (default the column of that name). */
    sql: z.string().min(1).optional(),
    /** Convert the stored values to the column's new type (see `migrate`); without it a changed type is only reported. */
    migrate: migrate.optional(),
});

/** Conditions on the table's columns: `{"kind": 1}` (equal), `{"status": [2, 3]}` (one of); the server's own may give SQL. */
const scope = z.union([z.record(identifier, z.union([optionValue, z.array(optionValue).min(1)])), z.string().min(1)]);

/** One file of `MC_TABLES_DIR`, or one of the server's own tables: a generic table with its record calls, declared as data. */
export const tableDeclarationSchema = z.strictObject({
    $schema: z.string().optional(),
    /** The stored table: its rows are the list's and the calls' records. */
    table: identifier,
    /** One record's name, used in messages and (in zh-cn) the operator log: 品牌. Required with record calls. */
    label: localText.optional(),
    industry,
    /** The server's own only: the account rule (union, nonUnion, owner) the caller must meet. */
    account: z.enum(['union', 'nonUnion', 'owner']).optional(),
    api,
    /** The server's own only: the SQL the list reads instead of the table (a query joining others, with its alias). */
    from: z.string().min(1).optional(),
    /** With `from`: its rows are the table's records (it answers their `_version`), with versions and history. */
    recordRows: z.boolean().optional(),
    /** The server's own only: the rows the records are (the list reads them unless its `from` selects its rows itself); a create writes its equalities. */
    scope: scope.optional(),
    /** The server's own only: what the list narrows the records to besides (`{"is_black": 0}`). */
    listScope: scope.optional(),
    /** The server's own only: the column that keys a row, when it is not `id`. */
    pk: identifier.optional(),
    /** The server's own only: why the table's rows are the merchant's or shared (server/README.md, "Merchants"). */
    why: z.string().min(1).optional(),
    /** Display order is key order; `id`, `create_time` and `update_time` are the server's own. */
    columns: z.record(identifier, column).refine(columns => Object.keys(columns).length > 0, { message: 'must declare at least one column' }),
    /** The filters' order, when it is not the columns': every searched column, by name. */
    searchOrder: z.array(identifier).optional(),
    /** The write form's order (and the order a write's input is checked in), when it is not the columns': every written column, by name. */
    writeOrder: z.array(identifier).optional(),
    defaultSort,
    /** Rows a page shows (default 10). */
    limit: z.number().int().positive().max(100).optional(),
    /** The server's own only: deep pages read by OFFSET and no write counter (the append-only logs every write goes through). */
    pageAnchors: z.literal(false).optional(),
    /** Offer the synchronous and queued xlsx export (default true); `sync`: the synchronous one only. */
    export: z.union([z.boolean(), z.literal('sync')]).default(true),
    /** Offer xlsx import of the written columns (default false). */
    import: z.boolean().default(false),
    perMerchant,
    seed,
});

export type TableDeclaration = z.infer<typeof tableDeclarationSchema>;
export type TableDeclarationInput = z.input<typeof tableDeclarationSchema>;
export type DeclaredColumn = z.infer<typeof column>;
export type DeclaredWrite = z.infer<typeof write>;
export type DeclaredScope = z.infer<typeof scope>;
export type { DeclaredText, ColumnMigration } from './declarationParts';
export { STORED_TYPES } from './declarationParts';
