import type { CallContext } from '../core/CallContext';
import type { CrudResource } from '../core/CrudResource';
import type { Endpoint } from '../core/Endpoint';
import { idRule, type FieldRule } from '../core/FieldRule';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { REVISIONS_TABLE, VERSION_COLUMN, type Revision } from '../db/recordHistory';
import type { Domain } from '../domains/Domain';
import { serverSetColumns } from '../domains/shared/crudEndpoints';
import { SqlParams } from '../tables/SqlParams';
import { readPaging } from '../tables/readPaging';
import { changeView, columnViews, revisionChanges, type ColumnView } from './changeViews';
import { API_RULE, historyList, listScope, locateRecord, type HistoryList } from './locateRecord';
import type { RecordCatalog } from './recordCatalog';
import { readRevision, restoredFields, restoreRecord, revisionsAfter, REVISION_RULE } from './restoreRecord';
import { restoredState } from './restoreState';
import { PAGING_FIELDS } from '../domains/shared/pagingFields';

/** Revisions per page unless the call asks otherwise. */
const PAGE_SIZE = 20;

/** How a revision travels (docs/protocol.md §16). */
const revisionReply = (revision: Revision, viewOf: (column: string) => ColumnView, ignored: ReadonlySet<string>) => ({
    revision: Number(revision.id),
    action: revision.action,
    [VERSION_COLUMN]: revision.version,
    time: Number(revision.created_at),
    by: { id: revision.account_id, name: revision.account_name },
    call: revision.call,
    reason: revision.reason,
    changes: revisionChanges(revision.operation, revision.changes, viewOf, ignored),
});

/** How a list's record's columns read in the caller's language, by the list and the resource that writes it. */
const viewsFor = (list: HistoryList, resource: CrudResource | undefined, ctx: CallContext) => ({
    viewOf: columnViews(list.spec, resource, ctx.lang, ctx.config.timeZone),
    ignored: new Set(resource ? serverSetColumns(resource, ctx) : []),
});

const paging = (list: HistoryList, ctx: CallContext) => readPaging({ ...list.spec, limit: PAGE_SIZE }, ctx);

/** `GET seller/history/RecordHistory {api, id, page, limit}`: the record's revisions, newest first. */
const recordHistory = async (catalog: RecordCatalog, ctx: CallContext) => {
    const list = await historyList(catalog, ctx);
    const record = await locateRecord(ctx.db, list, ctx, catalog.resourcesOf(list.table));
    const { limit, offset } = paging(list, ctx);
    const where = `${MERCHANT_COLUMN} = $1 AND table_name = $2 AND record_id = $3`;
    const params = [ctx.merchant ?? '', list.table, record.id];
    // The page and the count in one statement (the count is over every revision, before the limit).
    const { rows } = await ctx.db.query<Revision & { total: number }>(
        `SELECT *, count(*) OVER ()::int AS total FROM ${REVISIONS_TABLE} WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
        [...params, limit, offset]
    );
    const count = rows[0]
        ? rows[0].total
        : (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${REVISIONS_TABLE} WHERE ${where}`, params)).rows[0].n;
    const { viewOf, ignored } = viewsFor(list, record.resource, ctx);
    return { data: rows.map(revision => revisionReply(revision, viewOf, ignored)), count, deleted: !record.row };
};

/**
 * `GET seller/history/RecordRevision {api, id, revision}`: one revision, and what restoring it
 * would write: each form field whose value now differs from the value after that revision.
 */
const recordRevision = async (catalog: RecordCatalog, ctx: CallContext) => {
    const list = await historyList(catalog, ctx);
    const resources = catalog.resourcesOf(list.table);
    const record = await locateRecord(ctx.db, list, ctx, resources);
    const revision = await readRevision(ctx.db, list, record, ctx);
    const state = restoredState(record.row, revision, await revisionsAfter(ctx.db, list, record, revision, ctx));
    const { resource } = record;
    const { viewOf, ignored } = viewsFor(list, resource, ctx);
    const names = state && resource ? restoredFields(resource, record.row, state) : [];
    const columnOf = (name: string) => resource?.fields.find(rule => rule.name === name)?.column ?? name;
    return {
        revision: revisionReply(revision, viewOf, ignored),
        deleted: !record.row,
        restorable: !!state && !!resource && (record.row ? !!resource.update : !!resource.create) && (names.length > 0 || !record.row),
        restore: names.map(name => changeView(viewOf(columnOf(name)), record.row?.[columnOf(name)], state?.[columnOf(name)])),
    };
};

/**
 * `GET seller/history/RecordDeleted {api, page, limit}`: the list's records deleted and not
 * brought back since (the record's latest revision is its delete), newest first, with who
 * deleted them and when.
 */
const recordDeleted = async (catalog: RecordCatalog, ctx: CallContext) => {
    const list = await historyList(catalog, ctx);
    const { limit, offset } = paging(list, ctx);
    const params = new SqlParams();
    const scope = listScope(list, ctx);
    const inScope = scope
        ? ` AND EXISTS (SELECT 1 FROM jsonb_populate_record(NULL::${list.table}, r.changes) AS ${list.table} WHERE ${params.addFragment(scope.sql, scope.params)})`
        : '';
    const where = `r.${MERCHANT_COLUMN} = ${params.add(ctx.merchant ?? '')} AND r.table_name = ${params.add(list.table)} AND r.action = 'delete'
        AND NOT EXISTS (SELECT 1 FROM ${REVISIONS_TABLE} n WHERE n.${MERCHANT_COLUMN} = r.${MERCHANT_COLUMN} AND n.table_name = r.table_name AND n.record_id = r.record_id AND n.id > r.id)${inScope}`;
    const countValues = [...params.values];
    const { rows } = await ctx.db.query<Revision & { record_id: number }>(
        `SELECT r.* FROM ${REVISIONS_TABLE} r WHERE ${where} ORDER BY r.id DESC LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
        params.values
    );
    const counted = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${REVISIONS_TABLE} r WHERE ${where}`, countValues);
    const columns = new Set(Object.keys(list.spec.columns));
    return {
        data: rows.map(revision => ({
            revision: Number(revision.id),
            [list.spec.pk]: Number(revision.record_id),
            time: Number(revision.created_at),
            by: { id: revision.account_id, name: revision.account_name },
            // The row as the list would show it, as far as the record's own columns go.
            record: Object.fromEntries(Object.entries(revision.changes).filter(([column]) => columns.has(column))),
        })),
        count: counted.rows[0].n,
    };
};

const historyCall = (path: string, method: Endpoint['method'], fields: FieldRule[], key: FieldRule | undefined, run: Endpoint['handler']): Endpoint => ({
    method,
    path,
    // The list's own permission decides (historyList): any role may make the call itself.
    industries: 'all',
    anyRole: true,
    fields,
    ...(key ? { key } : {}),
    handler: run,
});

/**
 * The record history calls of a composed server (docs/protocol.md §16), over the lists and
 * resources of its domains.
 */
export const recordHistoryCalls = (catalog: RecordCatalog): Domain => ({
    name: 'history calls',
    migrations: [],
    owners: {},
    tables: [],
    endpoints: [
        historyCall('seller/history/RecordHistory', 'GET', [API_RULE, ...PAGING_FIELDS], idRule(), ctx => recordHistory(catalog, ctx)),
        historyCall('seller/history/RecordRevision', 'GET', [API_RULE, REVISION_RULE], idRule(), ctx => recordRevision(catalog, ctx)),
        historyCall('seller/history/RecordDeleted', 'GET', [API_RULE, ...PAGING_FIELDS], undefined, ctx => recordDeleted(catalog, ctx)),
        {
            ...historyCall('seller/history/RecordRestore', 'POST', [API_RULE, REVISION_RULE], idRule(), async ctx =>
                restoreRecord(catalog, await historyList(catalog, ctx), ctx)
            ),
            versioned: true,
        },
    ],
});
