import type { CallContext } from '../core/CallContext';
import type { CrudResource } from '../core/CrudResource';
import type { Db } from '../core/Db';
import { authorize } from '../core/authorize';
import { ProtocolError } from '../core/ProtocolError';
import { requireInstalledAddon } from '../core/requireInstalledAddon';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { REVISIONS_TABLE, type Revision } from '../db/recordHistory';
import { message, titleParam } from '../i18n/Message';
import { readField, readId } from '../domains/shared/validate';
import { buildListQuery } from '../tables/listQuery';
import { SqlParams } from '../tables/SqlParams';
import type { TableSpec } from '../tables/TableSpec';
import type { RecordCatalog } from './recordCatalog';

type Row = Record<string, unknown>;

/** The list a history call names, checked as a call of that list would be. */
export interface HistoryList {
    api: string;
    spec: TableSpec;
    /** The table whose records it shows. */
    table: string;
}

export const API_RULE = { name: 'api', title: '列表接口', required: true, max: 200 } as const;

/**
 * The list `api` names, with the caller's right to it: the list's own permission (industry,
 * account, the role's `api_arr`, the merchant's addons), so whoever may open a list may read
 * its records' history and nobody else.
 */
export const historyList = async (catalog: RecordCatalog, ctx: CallContext): Promise<HistoryList> => {
    const api = readField<string>(ctx.params, API_RULE);
    const spec = catalog.list(api);
    if (!spec) throw new ProtocolError(message('列表接口不存在：{api}', { api: api.slice(0, 80) }));
    authorize(ctx.user!, api, spec);
    await requireInstalledAddon(ctx.db, api, ctx.merchant);
    const table = catalog.recordTableOf(spec);
    if (!table) throw new ProtocolError('该列表的记录没有历史');
    return { api, spec, table };
};

/** Whether `scope` (SQL over the table's columns, with its parameters) holds for a row given as its values. */
export const rowMeets = async (db: Db, table: string, row: Row, scope: { sql: string; params: unknown[] } | undefined): Promise<boolean> => {
    if (!scope) return true;
    const params = new SqlParams();
    const value = params.add(JSON.stringify(row));
    const condition = params.addFragment(scope.sql, scope.params);
    const { rows } = await db.query(`SELECT 1 FROM jsonb_populate_record(NULL::${table}, ${value}::jsonb) AS ${table} WHERE ${condition}`, params.values);
    return rows.length > 0;
};

/** The list's own scope, when it can be tested on a record's values: a list of the table itself (not of a query joining others). */
export const listScope = (list: HistoryList, ctx: CallContext) => (list.spec.from.trim() === list.table ? list.spec.scope?.(ctx) : undefined);

/** The record's latest revision. */
export const latestRevision = async (db: Db, table: string, id: number, merchant: string | null): Promise<Revision | undefined> =>
    (
        await db.query<Revision>(
            `SELECT * FROM ${REVISIONS_TABLE} WHERE ${MERCHANT_COLUMN} = $1 AND table_name = $2 AND record_id = $3 ORDER BY id DESC LIMIT 1`,
            [merchant ?? '', table, id]
        )
    ).rows[0];

/** The merchant condition of a statement on the list's table by id (`$2`), when its rows are a merchant's. */
const ownRows = (list: HistoryList) => ('merchant' in list.spec.owner ? ` AND ${MERCHANT_COLUMN} = $2` : '');

/** What a history call finds of a record: the row when it exists in the list, else its delete revision. */
export interface LocatedRecord {
    id: number;
    row?: Row;
    deleted?: Revision;
}

/** The not-found refusal of the record calls: another merchant's id answers exactly as one that never existed. */
export const notFound = (resource: CrudResource | undefined) =>
    new ProtocolError(message('{label}不存在或已被删除', { label: titleParam(resource?.label ?? '记录') }));

/**
 * The record `id` names as the list shows it (its merchant, its scope), or as it was deleted from
 * it; refused as not found otherwise.
 */
export const locateRecord = async (
    db: Db,
    list: HistoryList,
    ctx: CallContext,
    resources: readonly CrudResource[],
    { lock = false }: { lock?: boolean } = {}
): Promise<LocatedRecord> => {
    const id = readId(ctx.params);
    const query = buildListQuery(list.spec, { ...ctx, params: {} }, { ids: [String(id)] });
    const { rows } = await db.query(`SELECT 1 FROM ${list.spec.from} ${query.where} LIMIT 1`, query.values);
    if (rows[0]) {
        const row = (
            await db.query<Row>(`SELECT * FROM ${list.table} WHERE id = $1${ownRows(list)}${lock ? ' FOR UPDATE' : ''}`, [
                id,
                ...(ownRows(list) ? [ctx.merchant] : []),
            ])
        ).rows[0];
        if (row) return { id, row };
    }
    const latest = await latestRevision(db, list.table, id, ctx.merchant);
    if (latest?.operation === 'delete' && (await rowMeets(db, list.table, latest.changes, listScope(list, ctx)))) return { id, deleted: latest };
    throw notFound(resources[0]);
};
