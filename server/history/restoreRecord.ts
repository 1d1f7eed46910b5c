import type { CallContext } from '../core/CallContext';
import type { CrudResource } from '../core/CrudResource';
import type { Db } from '../core/Db';
import { authorize } from '../core/authorize';
import { ProtocolError } from '../core/ProtocolError';
import { requireInstalledAddon } from '../tenancy/requireInstalledAddon';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { noteWrite, REVISIONS_TABLE, VERSION_COLUMN, type Revision } from '../db/recordHistory';
import { checkRecord, insertRecord, merchantColumnOf, toFormRecord, updateRecord } from '../domains/shared/crudEndpoints';
import { readField, readFields } from '../domains/shared/validate';
import { readVersion, refuseStale } from '../domains/shared/versionGuard';
import type { TextKey } from '../i18n/catalogue';
import { locateRecord, type HistoryList, type LocatedRecord } from './locateRecord';
import type { RecordCatalog } from './recordCatalog';
import { restoredState } from './restoreState';

type Row = Record<string, unknown>;

export const REVISION_RULE = { name: 'revision', title: '历史版本', kind: 'int', required: true, min: 1 } as const;

/** A revision of this record (of the caller's merchant), or refused. */
export const readRevision = async (db: Db, list: HistoryList, record: LocatedRecord, ctx: CallContext): Promise<Revision> => {
    const id = readField<number>(ctx.params, REVISION_RULE);
    const { rows } = await db.query<Revision>(
        `SELECT * FROM ${REVISIONS_TABLE} WHERE ${MERCHANT_COLUMN} = $1 AND table_name = $2 AND record_id = $3 AND id = $4`,
        [ctx.merchant ?? '', list.table, record.id, id]
    );
    if (!rows[0]) throw new ProtocolError('历史版本不存在');
    return rows[0];
};

/** The record's revisions after `revision`, newest first. */
export const revisionsAfter = async (db: Db, list: HistoryList, record: LocatedRecord, revision: Revision, ctx: CallContext): Promise<Revision[]> =>
    (
        await db.query<Revision>(
            `SELECT * FROM ${REVISIONS_TABLE} WHERE ${MERCHANT_COLUMN} = $1 AND table_name = $2 AND record_id = $3 AND id > $4 ORDER BY id DESC`,
            [ctx.merchant ?? '', list.table, record.id, revision.id]
        )
    ).rows;

/** What a restore would write: the form fields whose value differs between the record now and the restored state. */
export const restoredFields = (resource: CrudResource, now: Row | undefined, state: Row): string[] => {
    const before = now ? toFormRecord(now, resource.fields) : {};
    const after = toFormRecord(state, resource.fields);
    return resource.fields
        .filter(rule => rule.name in after || (rule.column ?? rule.name) in state)
        .filter(rule => JSON.stringify(before[rule.name] ?? null) !== JSON.stringify(after[rule.name] ?? null))
        .map(rule => rule.name);
};

/** Database refusals of a re-created record, said without SQL. */
const REFUSALS: Record<string, TextKey> = {
    '23503': '关联的数据已不存在，无法恢复',
    '23505': '与已有数据重复，无法恢复',
    '23502': '该记录不能恢复',
};

const asParam = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/**
 * `POST seller/history/RecordRestore {api, id, revision[, _version]}`: writes the record back to
 * its state after that revision, through the rules of an edit (its fields, unique values, the
 * resource's own check) as a new versioned write with its own revision, or re-creates a deleted
 * record through the rules of a create. Only the fields the record's form writes come back:
 * what actions alone change (an audit, a blacklist, a deposit) stays as it is. The permission is
 * the update call's (the create call's for a deleted record).
 */
export const restoreRecord = async (catalog: RecordCatalog, list: HistoryList, ctx: CallContext) => {
    const expected = readVersion(ctx.params);
    const resources = catalog.resourcesOf(list.table);
    return ctx.db.transaction(async tx => {
        const record = await locateRecord(tx, list, ctx, resources, { lock: true });
        const revision = await readRevision(tx, list, record, ctx);
        const state = restoredState(record.row, revision, await revisionsAfter(tx, list, record, revision, ctx));
        const { resource } = record;
        const path = record.row ? resource?.update : resource?.create;
        if (!state || !resource || !path) throw new ProtocolError('该记录不能恢复');
        authorize(ctx.user!, path, { industries: resource.industries });
        await requireInstalledAddon(tx, path, ctx.merchant);
        await noteWrite(tx, { action: 'restore', reason: `#${revision.id}` });
        if (record.row) {
            const now = record.row;
            await refuseStale(tx, { table: list.table, row: now, expected, record: () => toFormRecord(now, resource.fields), fields: resource.fields });
            const names = restoredFields(resource, now, state);
            if (!names.length) throw new ProtocolError('记录已是该版本的内容，无需恢复');
            const form = toFormRecord(state, resource.fields);
            const values = {
                ...readFields(Object.fromEntries(names.map(name => [name, form[name]])), resource.fields, { partial: true }),
                ...resource.updateDefaults?.(ctx),
            };
            await checkRecord(tx, resource, values, now, ctx);
            const version = await updateRecord(tx, resource, now, values, ctx, '恢复');
            return { id: record.id, [VERSION_COLUMN]: version, fields: names };
        }
        // A deleted record comes back whole, as it was deleted, under its own id and a version past it.
        const merchant = merchantColumnOf(resource);
        const values: Row = {
            ...Object.fromEntries(Object.entries(state).map(([column, value]) => [column, asParam(value)])),
            ...readFields(toFormRecord(state, resource.fields), resource.fields),
            id: record.id,
            [VERSION_COLUMN]: Number(state[VERSION_COLUMN] ?? 0) + 1,
            ...(merchant ? { [merchant]: ctx.user?.suid ?? '' } : {}),
        };
        await checkRecord(tx, resource, values, undefined, ctx);
        try {
            await insertRecord(tx, resource, values, ctx, '恢复');
        } catch (error) {
            const refusal = REFUSALS[String((error as { code?: unknown }).code ?? '')];
            if (refusal) throw new ProtocolError(refusal);
            throw error;
        }
        return { id: record.id, [VERSION_COLUMN]: values[VERSION_COLUMN], fields: restoredFields(resource, undefined, state) };
    });
};
