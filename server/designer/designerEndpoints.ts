import type { CallContext } from '../core/CallContext';
import type { Endpoint } from '../core/Endpoint';
import type { FieldRule } from '../core/FieldRule';
import type { SchemaPowers } from '../core/SchemaPowers';
import { ProtocolError } from '../core/ProtocolError';
import type { Declaration } from '../declared/declaredColumns';
import { declarationInLanguages } from '../declared/declarationInLanguages';
import { DECLARED_COLUMN_TYPES } from '../../protocol/declaredColumnTypes';
import { DESIGNER_CALLS, ENTRIES_CALL } from '../../protocol/designerCalls';
import { WRITE_FIELD_KINDS } from '../../protocol/writeForm';
import { withFields } from '../domains/shared/declaredFields';
import { readField } from '../domains/shared/validate';
import { message } from '../i18n/Message';
import { applyDesign, refuseDesign, unconvertedTypes } from './applyDesign';
import { rowCounts } from './rowCounts';
import { checkDesign, DECLARATION_MAX_BYTES, ENTRY_MAX_BYTES, problemIn } from './checkDesign';
import { currentDesigns, designVersion, designVersions, type DesignVersion } from './designedTables';
import { hiddenColumns } from './hiddenColumns';

const DESIGNER_PATHS = { ...DESIGNER_CALLS, entries: ENTRIES_CALL };

const tableRule: FieldRule = { name: 'table', title: '表名', kind: 'text', required: true, max: 63 };
const declarationRule: FieldRule = { name: 'declaration', title: '资源声明', kind: 'text', required: true, max: DECLARATION_MAX_BYTES };
const entryRule: FieldRule = { name: 'entry', title: '菜单入口', kind: 'text', max: ENTRY_MAX_BYTES };
const versionRule: FieldRule = { name: 'version', title: '版本号', kind: 'int', required: true, min: 0 };

/**
 * The designer's calls are the platform administrator's alone: a schema change reaches every
 * merchant, so a union merchant's owner (unrestricted in the same industry) may not make one.
 */
const platform = { industries: 'admin', account: 'platform' } as const;

/** One of the designer's calls: the platform's, with the parameters it reads (and, for the OpenAPI document, what it answers). */
const designerCall = (
    method: 'GET' | 'POST',
    path: string,
    fields: readonly FieldRule[],
    handler: Endpoint['handler'],
    answers?: Endpoint['answers']
): Endpoint => withFields({ method, path, ...platform, handler, ...(answers ? { answers } : {}) }, fields);

/** Where a resource's declaration lives: saved in the designer, a `tables.d` file, or the server's own (shown as an example). */
const SOURCES = ['designer', 'file', 'builtin'] as const;
type Source = (typeof SOURCES)[number];
const describedSchema = {
    source: {
        enum: SOURCES,
        description: 'designer: saved in the designer; file: a tables.d file manages it; builtin: one of the server’s own tables, shown as an example',
    },
    editable: { type: 'boolean', description: 'true for the designer’s own resources only' },
    version: { type: 'integer', minimum: 0, description: 'the current version; 0 for a file’s table never versioned and a built-in table' },
};
const LIST_ANSWER = {
    type: 'array',
    items: {
        type: 'object',
        // A built-in table is not counted (it may hold millions of rows): `rows` and `merchants` are the others'.
        required: ['table', 'source', 'editable', 'version'],
        properties: {
            table: { type: 'string' },
            label: { description: 'the record’s name: one text, or texts per language; absent when the declaration names none' },
            industry: { type: 'string' },
            api: { type: 'object' },
            per_merchant: { type: 'boolean' },
            ...describedSchema,
            author: { type: 'string' },
            update_time: { type: 'integer' },
            rows: { type: 'integer', minimum: 0 },
            merchants: { type: 'integer', minimum: 0 },
            merchant_rows: {
                type: 'array',
                items: { type: 'object', properties: { suid: { type: 'string' }, name: { type: 'string' }, rows: { type: 'integer', minimum: 0 } } },
            },
        },
    },
};
const INFO_ANSWER = {
    type: 'object',
    required: ['table', 'source', 'editable', 'version', 'declaration', 'entry', 'hidden_columns'],
    properties: {
        table: { type: 'string' },
        ...describedSchema,
        declaration: { type: 'string', description: 'the declaration as JSON text (a built-in table’s with its texts in every language)' },
        entry: { type: 'string', description: 'the menu entries as JSON text' },
        hidden_columns: {
            type: 'array',
            description: 'columns kept in the database with their data but no longer declared, each with how it is declared again without a stored type change',
            items: {
                type: 'object',
                required: ['name', 'type'],
                properties: {
                    name: { type: 'string' },
                    type: { enum: ['text', ...DECLARED_COLUMN_TYPES], description: 'the declared column type' },
                    kind: {
                        enum: [...WRITE_FIELD_KINDS],
                        description: "the write kind its storage asks for, where the type's first kind would store it otherwise",
                    },
                },
            },
        },
    },
};

const powersOf = (ctx: CallContext): SchemaPowers => {
    if (!ctx.schema) throw new ProtocolError('资源设计在此服务器上不可用');
    return ctx.schema;
};

const tableOf = (ctx: CallContext) => readField<string>(ctx.params, tableRule);

/** A draft's parameters: the declaration is required (its size is checkDesign's, in bytes), the entry may be left out. */
const draftOf = (ctx: CallContext) => {
    readField(ctx.params, { ...declarationRule, max: undefined });
    return { declaration: ctx.params.declaration, entry: ctx.params.entry };
};

interface Resource {
    table: string;
    declaration: Record<string, unknown>;
    design: DesignVersion | undefined;
    source: Source;
}

/**
 * Each resource the designer shows: the designed ones, those a file declares (a file's even when
 * the designer made it first), then the server's built-in tables (their texts in every language).
 */
const resources = async (ctx: CallContext, powers: SchemaPowers, name?: string): Promise<Resource[]> => {
    const designs = await currentDesigns(ctx.db, name);
    const { files, builtin } = powers.reserved();
    const named = <T>(map: ReadonlyMap<string, T>) => [...map].filter(([table]) => name === undefined || table === name);
    const designed = designs
        .filter(design => !files.has(design.name))
        .map((design): Resource => ({ table: design.name, declaration: design.declaration, design, source: 'designer' }));
    const declared = named(files).map(([table, declaration]): Resource => ({
        table,
        declaration: declaration as Record<string, unknown>,
        // A table the designer made before a file took it over keeps its versions.
        design: designs.find(design => design.name === table),
        source: 'file',
    }));
    const own = named(builtin).map(([table, declaration]): Resource => ({
        table,
        declaration: declarationInLanguages(declaration as Declaration) as unknown as Record<string, unknown>,
        design: undefined,
        source: 'builtin',
    }));
    return [...designed, ...declared, ...own];
};

/** What TableList and TableInfo say of every resource: where it is declared, whether the designer may change it, its version. */
const described = ({ source, design }: Resource) => ({ source, editable: source === 'designer', version: design?.version ?? 0 });

const list: Endpoint = designerCall(
    'GET',
    DESIGNER_PATHS.list,
    [],
    async ctx => {
        const powers = powersOf(ctx);
        return Promise.all(
            (await resources(ctx, powers)).map(async resource => ({
                table: resource.table,
                label: resource.declaration.label,
                industry: resource.declaration.industry,
                api: resource.declaration.api,
                per_merchant: resource.declaration.perMerchant !== false,
                ...described(resource),
                author: resource.design?.author ?? '',
                update_time: resource.design?.create_time ?? 0,
                // A built-in table is an example, and may hold millions of rows: it is not counted.
                ...(resource.source === 'builtin' ? {} : await rowCounts(powers, resource.table, resource.declaration.perMerchant !== false)),
            }))
        );
    },
    LIST_ANSWER
);

const info: Endpoint = designerCall(
    'GET',
    DESIGNER_PATHS.info,
    [tableRule],
    async ctx => {
        const table = tableOf(ctx);
        const [found] = await resources(ctx, powersOf(ctx), table);
        if (!found) throw new ProtocolError(message('资源不存在：{table}', { table }));
        const { declaration, design, source } = found;
        return {
            table,
            ...described(found),
            declaration: JSON.stringify(declaration),
            entry: JSON.stringify(design?.entry ?? []),
            // A built-in table's other columns are its domain's own, not columns a declaration dropped.
            hidden_columns: source === 'builtin' ? [] : await hiddenColumns(ctx.db, declaration),
        };
    },
    INFO_ANSWER
);

const check: Endpoint = designerCall('POST', DESIGNER_PATHS.check, [declarationRule, entryRule], async ctx => {
    const drafted = checkDesign(draftOf(ctx), powersOf(ctx).reserved());
    const problems = drafted.declaration ? await unconvertedTypes(ctx.db, drafted.declaration) : drafted.problems;
    return { problems: problems.map(problem => problemIn(problem, ctx.lang)) };
});

const save: Endpoint = designerCall('POST', DESIGNER_PATHS.save, [declarationRule, entryRule, versionRule], async ctx => {
    const powers = powersOf(ctx);
    const version = readField<number>(ctx.params, versionRule);
    const drafted = checkDesign(draftOf(ctx), powers.reserved());
    if (!drafted.declaration) throw refuseDesign(drafted.problems, ctx);
    return applyDesign(ctx, powers, { declaration: drafted.declaration, entry: drafted.entry, action: 'save', expected: version });
});

const versions: Endpoint = designerCall('GET', DESIGNER_PATHS.versions, [tableRule], async ctx => {
    const table = tableOf(ctx);
    const found = await designVersions(ctx.db, table);
    // A built-in table has no versions: its declaration is the server's own.
    if (!found.length && !powersOf(ctx).reserved().builtin.has(table)) throw new ProtocolError(message('资源不存在：{table}', { table }));
    return found.map(({ version, action, author, create_time, diff, declaration, entry }) => ({
        version,
        action,
        author,
        create_time,
        diff,
        declaration: JSON.stringify(declaration),
        entry: JSON.stringify(entry),
    }));
});

const rollback: Endpoint = designerCall('POST', DESIGNER_PATHS.rollback, [tableRule, versionRule], async ctx => {
    const powers = powersOf(ctx);
    const table = tableOf(ctx);
    const version = readField<number>(ctx.params, { ...versionRule, min: 1 });
    const target = await designVersion(ctx.db, table, version);
    if (!target) throw new ProtocolError(message('版本不存在：{table}第{version}版', { table, version }));
    // The old version is read again through today's schema and checks, as a save is.
    const drafted = checkDesign({ declaration: target.declaration, entry: target.entry }, powers.reserved());
    if (!drafted.declaration) throw refuseDesign(drafted.problems, ctx);
    return applyDesign(ctx, powers, { declaration: drafted.declaration, entry: drafted.entry, action: 'rollback', restores: version });
});

/** The menu entries of the designed resources, for the console to merge as it merges catalogue.d files. */
const entries: Endpoint = withFields(
    {
        method: 'GET',
        path: DESIGNER_PATHS.entries,
        industries: 'all',
        handler: async ctx => {
            const designs = await currentDesigns(ctx.db);
            return designs.flatMap(design => (Array.isArray(design.entry) ? design.entry : [design.entry]));
        },
    },
    []
);

export const designerEndpoints: Endpoint[] = [list, info, check, save, versions, rollback, entries];
