import type { CallContext } from '../core/CallContext';
import type { Endpoint } from '../core/Endpoint';
import type { FieldRule } from '../core/FieldRule';
import type { SchemaPowers } from '../core/SchemaPowers';
import { ProtocolError } from '../core/ProtocolError';
import { DECLARED_COLUMN_TYPES } from '../../protocol/declaredColumnTypes';
import { DESIGNER_CALLS, ENTRIES_CALL } from '../../protocol/designerCalls';
import { WRITE_FIELD_KINDS } from '../../protocol/writeForm';
import { withFields } from '../domains/shared/declaredFields';
import { readField } from '../domains/shared/validate';
import { message } from '../i18n/Message';
import { applyDesign, refuseDesign, unconvertedTypes } from './applyDesign';
import { checkDesign, DECLARATION_MAX_BYTES, ENTRY_MAX_BYTES, problemIn } from './checkDesign';
import { currentDesigns, designVersion, designVersions } from './designedTables';
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

/** One of the designer's calls: the platform's, with the parameters it reads (and the answer it states, where it does). */
const designerCall = (
    method: 'GET' | 'POST',
    path: string,
    fields: readonly FieldRule[],
    handler: Endpoint['handler'],
    answers?: Endpoint['answers']
): Endpoint => withFields({ method, path, ...platform, handler, ...(answers ? { answers } : {}) }, fields);

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

/** One merchant's rows in a designed or declared table (`suid` empty: rows of no merchant). */
interface MerchantRows {
    suid: string;
    name: string;
    rows: number;
}

/**
 * Rows in total, and per merchant with its name, across merchants (the owner, a named reason).
 * Exact counts: a per-merchant table's indexes lead with its merchant column, so the grouping
 * reads an index; a shared table has only its total.
 */
const rowCounts = async (powers: SchemaPowers, table: string, perMerchant: boolean) => {
    const db = powers.acrossMerchants('the resource designer: row counts of its tables, per merchant');
    if (!perMerchant) {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
        return { rows: Number(rows[0].n), merchants: 0, merchant_rows: [] as MerchantRows[] };
    }
    const { rows: registry } = await db.query<{ found: string | null }>(`SELECT to_regclass('merchants')::text AS found`);
    const name = registry[0].found ? `coalesce((SELECT m.name FROM merchants m WHERE m.suid = g.suid), '')` : `''`;
    const { rows } = await db.query<{ suid: string | null; name: string; n: number }>(
        `SELECT g.suid, ${name} AS name, g.n FROM (SELECT suid, count(*) AS n FROM ${table} GROUP BY suid) g ORDER BY g.n DESC, g.suid`
    );
    const merchantRows = rows.map(row => ({ suid: row.suid ?? '', name: row.name, rows: Number(row.n) }));
    return {
        rows: merchantRows.reduce((sum, row) => sum + row.rows, 0),
        merchants: merchantRows.filter(row => row.suid !== '').length,
        merchant_rows: merchantRows,
    };
};

/** Each resource the designer shows: the designed ones, and those a file declares (a file's even when the designer made it first). */
const resources = async (ctx: CallContext, powers: SchemaPowers, name?: string) => {
    const designs = await currentDesigns(ctx.db, name);
    const { files } = powers.reserved();
    const designed = designs
        .filter(design => !files.has(design.name))
        .map(design => ({ table: design.name, declaration: design.declaration, design, file: false }));
    const declared = [...files]
        .filter(([table]) => name === undefined || table === name)
        .map(([table, declaration]) => ({
            table,
            declaration: declaration as Record<string, unknown>,
            // A table the designer made before a file took it over keeps its versions.
            design: designs.find(design => design.name === table),
            file: true,
        }));
    return [...designed, ...declared];
};

const list: Endpoint = designerCall('GET', DESIGNER_PATHS.list, [], async ctx => {
    const powers = powersOf(ctx);
    return Promise.all(
        (await resources(ctx, powers)).map(async ({ table, declaration, design, file }) => ({
            table,
            label: declaration.label,
            industry: declaration.industry,
            api: declaration.api,
            per_merchant: declaration.perMerchant !== false,
            source: file ? 'file' : 'designer',
            editable: !file,
            version: design?.version ?? 0,
            author: design?.author ?? '',
            update_time: design?.create_time ?? 0,
            ...(await rowCounts(powers, table, declaration.perMerchant !== false)),
        }))
    );
});

/** TableInfo's answer, as the OpenAPI document states it (docs/protocol.md §19). */
const INFO_ANSWER = {
    type: 'object',
    required: ['table', 'source', 'editable', 'version', 'declaration', 'entry', 'hidden_columns'],
    properties: {
        table: { type: 'string' },
        source: { enum: ['designer', 'file'] },
        editable: { type: 'boolean' },
        version: { type: 'integer', minimum: 0 },
        declaration: { type: 'string', description: 'the declaration, JSON text' },
        entry: { type: 'string', description: 'the menu entry or entries, JSON text' },
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
} as const;

const info: Endpoint = designerCall(
    'GET',
    DESIGNER_PATHS.info,
    [tableRule],
    async ctx => {
        const table = tableOf(ctx);
        const [found] = await resources(ctx, powersOf(ctx), table);
        if (!found) throw new ProtocolError(message('资源不存在：{table}', { table }));
        const { declaration, design, file } = found;
        return {
            table,
            source: file ? 'file' : 'designer',
            editable: !file,
            version: design?.version ?? 0,
            declaration: JSON.stringify(declaration),
            entry: JSON.stringify(design?.entry ?? []),
            hidden_columns: await hiddenColumns(ctx.db, declaration),
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
