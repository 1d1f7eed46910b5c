import type { CallContext } from '../core/CallContext';
import type { CrudResource } from '../core/CrudResource';
import type { Db } from '../core/Db';
import { authorize } from '../core/authorize';
import { ProtocolError } from '../core/ProtocolError';
import { requireInstalledAddon } from '../tenancy/requireInstalledAddon';
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

/** What a history call finds of a record: the row when it exists in the list, else its delete revision; and the resource writing it. */
export interface LocatedRecord {
    id: number;
    row?: Row;
    deleted?: Revision;
    /** The resource whose calls write this record: the one whose scope it meets (dealers and stores share a table). */
    resource?: CrudResource;
}

/** The not-found refusal of the record calls: another merchant's id answers exactly as one that never existed. */
export const notFound = (resource: CrudResource | undefined) =>
    new ProtocolError(message('{label}不存在或已被删除', { label: titleParam(resource?.label ?? '记录') }));

/** Each resource's scope as a column of the select (`__resource0`…): which one a row meets, read with the row. */
const scopeFlags = (resources: readonly CrudResource[]) => resources.map((resource, i) => `, (${resource.scope ?? 'true'}) AS "__resource${i}"`).join('');

/** The row without the flags, and the first resource whose flag is set. */
const withResource = (flagged: Row, resources: readonly CrudResource[]) => {
    const row = Object.fromEntries(Object.entries(flagged).filter(([column]) => !column.startsWith('__resource')));
    return { row, resource: resources.find((_, i) => flagged[`__resource${i}`] === true) };
};

/**
 * The record `id` names as the list shows it (its merchant, its scope), with the resource that
 * writes it, in one statement; or as it was deleted from it (its delete revision, and the list's
 * and resources' scopes tested on the row it holds). Refused as not found otherwise.
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
    const params = new SqlParams();
    params.values.push(...query.values);
    const own = 'merchant' in list.spec.owner ? ` AND ${list.table}.${MERCHANT_COLUMN} = ${params.add(ctx.merchant ?? '')}` : '';
    const { rows } = await db.query<Row>(
        `SELECT ${list.table}.*${scopeFlags(resources)} FROM ${list.table}
          WHERE ${list.table}.id = ${params.add(id)}${own} AND EXISTS (SELECT 1 FROM ${list.spec.from} ${query.where})${lock ? ` FOR UPDATE OF ${list.table}` : ''}`,
        params.values
    );
    if (rows[0]) return { id, ...withResource(rows[0], resources) };
    const latest = await latestRevision(db, list.table, id, ctx.merchant);
    if (latest?.operation === 'delete') {
        const scope = listScope(list, ctx);
        const tested = new SqlParams();
        const record = tested.add(JSON.stringify(latest.changes));
        const inList = scope ? tested.addFragment(scope.sql, scope.params) : 'true';
        const { rows: flagged } = await db.query<Row>(
            `SELECT (${inList}) AS "__list"${scopeFlags(resources)} FROM jsonb_populate_record(NULL::${list.table}, ${record}::jsonb) AS ${list.table}`,
            tested.values
        );
        if (flagged[0]?.__list === true) return { id, deleted: latest, resource: withResource(flagged[0], resources).resource };
    }
    throw notFound(resources[0]);
};
