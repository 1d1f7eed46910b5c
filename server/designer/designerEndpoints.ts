import type { CallContext } from '../core/CallContext';
import type { Endpoint } from '../core/Endpoint';
import type { FieldRule } from '../core/FieldRule';
import type { SchemaPowers } from '../core/SchemaPowers';
import { ProtocolError } from '../core/ProtocolError';
import { readOneColumn } from '../declared/readTableDeclarations';
import { storageColumns } from '../declared/storageColumns';
import { VERSION_COLUMN } from '../db/recordHistory';
import { DESIGNER_CALLS, ENTRIES_CALL } from '../../protocol/designerCalls';
import { withFields } from '../domains/shared/declaredFields';
import { readField } from '../domains/shared/validate';
import { message } from '../i18n/Message';
import { applyDesign, refuseDesign, unconvertedTypes } from './applyDesign';
import { checkDesign, DECLARATION_MAX_BYTES, ENTRY_MAX_BYTES, problemIn } from './checkDesign';
import { currentDesigns, designVersion, designVersions } from './designedTables';

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

/** One of the designer's calls: the platform's, with the parameters it reads. */
const designerCall = (method: 'GET' | 'POST', path: string, fields: readonly FieldRule[], handler: Endpoint['handler']): Endpoint =>
    withFields({ method, path, ...platform, handler }, fields);

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

/** The columns a table keeps in the database that its declaration no longer names (kept with their data; shown as hidden). */
const hiddenColumns = async (ctx: CallContext, declaration: unknown): Promise<string[]> => {
    const read = readOneColumn(declaration).declaration;
    if (!read) return [];
    const { rows } = await ctx.db.query<{ column_name: string }>(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position',
        [read.table]
    );
    const declared = new Set([...storageColumns(read).map(column => column.name), VERSION_COLUMN]);
    return rows.map(row => row.column_name).filter(name => !declared.has(name));
};

/** Rows in total and merchants holding them, across merchants (the owner's count). */
const rowCounts = async (powers: SchemaPowers, table: string, perMerchant: boolean) => {
    const db = powers.acrossMerchants('the resource designer: row counts of its tables');
    const { rows } = await db.query<{ n: number; merchants: number }>(
        `SELECT count(*) AS n, ${perMerchant ? 'count(DISTINCT suid)' : '0'} AS merchants FROM ${table}`
    );
    return { rows: Number(rows[0].n), merchants: Number(rows[0].merchants) };
};

const list: Endpoint = designerCall('GET', DESIGNER_PATHS.list, [], async ctx => {
    const powers = powersOf(ctx);
    const designs = await currentDesigns(ctx.db);
    const files = [...powers.reserved().files].map(([table, declaration]) => ({ table, declaration: declaration as Record<string, unknown> }));
    // A table a file declares is the file's, even when the designer made it first.
    const resources = [
        ...designs.filter(design => !powers.reserved().files.has(design.name)).map(design => ({ table: design.name, declaration: design.declaration, design })),
        ...files.map(file => ({ ...file, design: undefined })),
    ];
    return Promise.all(
        resources.map(async ({ table, declaration, design }) => ({
            table,
            label: declaration.label,
            industry: declaration.industry,
            api: declaration.api,
            per_merchant: declaration.perMerchant !== false,
            source: design ? 'designer' : 'file',
            editable: !!design,
            version: design?.version ?? 0,
            author: design?.author ?? '',
            update_time: design?.create_time ?? 0,
            ...(await rowCounts(powers, table, declaration.perMerchant !== false)),
        }))
    );
});

const info: Endpoint = designerCall('GET', DESIGNER_PATHS.info, [tableRule], async ctx => {
    const powers = powersOf(ctx);
    const table = tableOf(ctx);
    const [design] = await currentDesigns(ctx.db, table);
    const file = powers.reserved().files.get(table);
    if (!design && !file) throw new ProtocolError(message('资源不存在：{table}', { table }));
    const declaration = design && !file ? design.declaration : file;
    return {
        table,
        source: design && !file ? 'designer' : 'file',
        editable: !file,
        version: design && !file ? design.version : 0,
        declaration: JSON.stringify(declaration),
        entry: JSON.stringify(design && !file ? design.entry : []),
        hidden_columns: await hiddenColumns(ctx, declaration),
    };
});

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
    if (!found.length) throw new ProtocolError(message('资源不存在：{table}', { table }));
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
