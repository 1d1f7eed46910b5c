import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import type { CrudResource } from '../../core/CrudResource';
import { ProtocolError } from '../../core/ProtocolError';
import { withFields } from './declaredFields';
import { DEFAULT_LANG } from '../../../protocol/lang';
import { localize } from '../../i18n/LocalText';
import { message, titleParam } from '../../i18n/Message';
import { guardRepeat } from './guardSubmit';
import { recordOperation } from './recordOperation';
import { idRule, readFields, readId, type FieldRule } from './validate';
import { readVersion, refuseStale } from './versionGuard';
import { VERSION_COLUMN } from '../../db/recordHistory';

type Row = Record<string, unknown>;

export type { CrudResource };

type Located = Pick<CrudResource, 'table' | 'scope' | 'label' | 'owner'>;

/** The merchant column of a resource's table, when its rows are a merchant's. */
export const merchantColumnOf = ({ owner }: Pick<CrudResource, 'owner'>): string | undefined => ('merchant' in owner ? owner.merchant : undefined);

/**
 * The row with this id inside the resource's scope and the caller's merchant, or
 * `{label}不存在或已被删除`: another merchant's id answers exactly as an id that never existed.
 */
export const findRow = async (db: Db, resource: Located, id: number, { lock = false, ctx }: { lock?: boolean; ctx: CallContext }): Promise<Row> => {
    const merchant = merchantColumnOf(resource);
    const scope = resource.scope ? ` AND (${resource.scope})` : '';
    const tenant = merchant ? ` AND ${merchant} = $2` : '';
    const params = merchant ? [id, ctx.user?.suid ?? ''] : [id];
    const { rows } = await db.query(`SELECT * FROM ${resource.table} WHERE id = $1${scope}${tenant}${lock ? ' FOR UPDATE' : ''}`, params);
    if (!rows[0]) throw new ProtocolError(message('{label}不存在或已被删除', { label: titleParam(resource.label) }));
    return rows[0];
};

/** A row as the edit form reads it: lists as arrays; amounts stay in cents, as the form sends them. */
export const toFormRecord = (row: Row, fields: FieldRule[]): Row => {
    const record: Row = { ...row };
    for (const rule of fields) {
        const value = row[rule.column ?? rule.name];
        if (value === undefined) continue;
        if (rule.column && rule.column !== rule.name) delete record[rule.column];
        if (rule.kind === 'multi') record[rule.name] = value ? String(value).split(',') : [];
        else if (rule.kind === 'jsonList') record[rule.name] = typeof value === 'string' ? JSON.parse(value) : value;
        else record[rule.name] = value;
    }
    return record;
};

/** Only a changed value is checked: demo rows may share a name, and saving one unchanged must work. */
const checkUnique = async (tx: Db, resource: CrudResource, values: Row, existing: Row | undefined) => {
    for (const rule of resource.fields.filter(f => f.unique)) {
        const column = rule.column ?? rule.name;
        if (values[column] === undefined || values[column] === '' || values[column] === existing?.[column]) continue;
        const merchant = merchantColumnOf(resource);
        const perTenant = merchant && rule.unique !== 'global';
        const tenant = perTenant ? ` AND ${merchant} = $3` : '';
        const params = [values[column], existing?.id ?? 0, ...(perTenant ? [values[merchant] ?? existing?.[merchant]] : [])];
        const { rows } = await tx.query(`SELECT id FROM ${resource.table} WHERE ${column} = $1 AND id <> $2${tenant} LIMIT 1`, params);
        if (rows[0]) throw new ProtocolError(message('{title}“{value}”已存在', { title: titleParam(rule.title), value: String(values[column]) }));
    }
};

/** `车商#12 杭州恒通…`: the operator log names the record by its name or title when it has one (the log is kept in zh-cn). */
const describe = (resource: CrudResource, row: Row) => {
    const name = row.name ?? row.title;
    return `${localize(resource.label, DEFAULT_LANG)}#${row.id}${name ? ` ${name}` : ''}`;
};

/** The row's own key and the merchant's, for a write that names both (see crudEndpoints). */
const whereRecord = (resource: CrudResource, n: number) => {
    const merchant = merchantColumnOf(resource);
    return `id = $${n}${merchant ? ` AND ${merchant} = $${n + 1}` : ''}`;
};
const recordParams = (resource: CrudResource, id: unknown, ctx: CallContext) => (merchantColumnOf(resource) ? [id, ctx.user?.suid ?? ''] : [id]);

/** The record as the resource's getOne answers it: the row as the form reads it, with its version. */
export const readRecord = async (db: Db, resource: CrudResource, id: number, ctx: CallContext, found?: Row): Promise<Row> => {
    // infoSql reads more than the row; the row itself proves the caller may see it.
    const row = found ?? (await findRow(db, resource, id, { ctx }));
    const info = resource.infoSql ? (await db.query(resource.infoSql, [id])).rows[0] : row;
    if (!info) throw new ProtocolError(message('{label}不存在或已被删除', { label: titleParam(resource.label) }));
    return toFormRecord({ ...info, ...(VERSION_COLUMN in row ? { [VERSION_COLUMN]: row[VERSION_COLUMN] } : {}) }, resource.fields);
};

/** The checks of a create (no `existing`) or an edit: unique fields, then the resource's own. */
export const checkRecord = async (tx: Db, resource: CrudResource, values: Row, existing: Row | undefined, ctx: CallContext): Promise<void> => {
    await checkUnique(tx, resource, values, existing);
    await resource.check?.(tx, values, existing, ctx);
};

/**
 * Writes `values` (columns) over an existing, locked and checked record, keeps copies in step
 * and logs it. Answers the record's version after the write. Writes name the merchant as findRow
 * does, so even a statement alone cannot reach another's row.
 */
export const updateRecord = async (
    tx: Db,
    resource: CrudResource,
    existing: Row,
    values: Row,
    ctx: CallContext,
    verb = '编辑'
): Promise<number | undefined> => {
    const columns = Object.keys(values);
    let version = existing[VERSION_COLUMN] as number | undefined;
    if (columns.length > 0) {
        const { rows } = await tx.query<Row>(
            `UPDATE ${resource.table} SET ${columns.map((c, i) => `${c} = $${i + 1}`).join(', ')} WHERE ${whereRecord(resource, columns.length + 1)} RETURNING ${VERSION_COLUMN in existing ? VERSION_COLUMN : 'id'}`,
            [...columns.map(c => values[c]), ...recordParams(resource, existing.id, ctx)]
        );
        version = rows[0]?.[VERSION_COLUMN] as number | undefined;
    }
    await resource.afterWrite?.(tx, existing.id as number, ctx);
    await recordOperation(tx, ctx, resource.label, `${verb}${describe(resource, { ...existing, ...values })}`);
    return version;
};

/** Inserts a checked record (`values` by column), keeps copies in step and logs it. Answers its id. */
export const insertRecord = async (tx: Db, resource: CrudResource, values: Row, ctx: CallContext, verb = '添加'): Promise<number> => {
    const columns = Object.keys(values);
    const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ${resource.table} (${columns.join(',')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(',')}) RETURNING id`,
        columns.map(c => values[c])
    );
    await resource.afterWrite?.(tx, rows[0].id, ctx);
    await recordOperation(tx, ctx, resource.label, `${verb}${describe(resource, { ...values, id: rows[0].id })}`);
    return rows[0].id;
};

/** Columns the resource sets itself on every update (update_time…): never another person's change. */
export const serverSetColumns = (resource: CrudResource, ctx: CallContext): string[] => Object.keys(resource.updateDefaults?.(ctx) ?? {});

/** The record an update or delete writes, locked, after refusing the write when the caller's version of it is stale. */
const lockCurrent = async (tx: Db, resource: CrudResource, id: number, expected: ReturnType<typeof readVersion>, ctx: CallContext): Promise<Row> => {
    const row = await findRow(tx, resource, id, { lock: true, ctx });
    await refuseStale(tx, {
        table: resource.table,
        row,
        expected,
        record: () => readRecord(tx, resource, id, ctx, row),
        fields: resource.fields,
        ignored: serverSetColumns(resource, ctx),
    });
    return row;
};

/** Endpoints for the paths the resource names: getOne, create, update, delete. */
export const crudEndpoints = (resource: CrudResource): Endpoint[] => {
    const { industries, table, fields } = resource;
    const record = { table, resource };
    const endpoints: Endpoint[] = [];
    if (resource.info) {
        endpoints.push({
            method: 'GET',
            path: resource.info,
            industries,
            record,
            handler: async ctx => readRecord(ctx.db, resource, readId(ctx.params), ctx),
        });
    }
    if (resource.create) {
        endpoints.push({
            method: 'POST',
            path: resource.create,
            industries,
            handler: async ctx => {
                const values = {
                    ...readFields(ctx.params, fields),
                    ...resource.createDefaults?.(ctx),
                    ...(merchantColumnOf(resource) ? { [merchantColumnOf(resource)!]: ctx.user?.suid ?? '' } : {}),
                };
                return ctx.db.transaction(async tx => {
                    // The checks run first, so a refused create keeps its own message.
                    await checkRecord(tx, resource, values, undefined, ctx);
                    await guardRepeat(tx, resource.create!, String(ctx.user?.id ?? ''), ctx.params);
                    return { id: await insertRecord(tx, resource, values, ctx) };
                });
            },
        });
    }
    if (resource.update) {
        endpoints.push({
            method: 'POST',
            path: resource.update,
            industries,
            record,
            versioned: true,
            handler: async ctx => {
                const id = readId(ctx.params);
                const expected = readVersion(ctx.params);
                const values = { ...readFields(ctx.params, fields, { partial: true }), ...resource.updateDefaults?.(ctx) };
                return ctx.db.transaction(async tx => {
                    const existing = await lockCurrent(tx, resource, id, expected, ctx);
                    await checkRecord(tx, resource, values, existing, ctx);
                    const version = await updateRecord(tx, resource, existing, values, ctx);
                    return version === undefined ? { id } : { id, [VERSION_COLUMN]: version };
                });
            },
        });
    }
    if (resource.remove) {
        endpoints.push({
            method: 'ANY',
            path: resource.remove,
            industries,
            record,
            versioned: true,
            handler: async ctx => {
                const id = readId(ctx.params);
                const expected = readVersion(ctx.params);
                return ctx.db.transaction(async tx => {
                    const row = await lockCurrent(tx, resource, id, expected, ctx);
                    await resource.beforeDelete?.(tx, row, ctx);
                    await tx.query(`DELETE FROM ${table} WHERE ${whereRecord(resource, 1)}`, recordParams(resource, id, ctx));
                    await recordOperation(tx, ctx, resource.label, `删除${describe(resource, row)}`);
                    return { id };
                });
            },
        });
    }
    // Each declares what it reads (see declaredFields.ts): create and update the fields, getOne,
    // update and delete the id.
    return endpoints.map(endpoint => {
        const declared = withFields(
            endpoint,
            endpoint.path === resource.create || endpoint.path === resource.update ? fields : [],
            endpoint.path === resource.create ? undefined : idRule()
        );
        return endpoint.path === resource.update ? { ...declared, partial: true } : declared;
    });
};
