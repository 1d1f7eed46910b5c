import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint, EndpointIndustry } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { withFields } from './declaredFields';
import { DEFAULT_LANG } from '../../../protocol/lang';
import { localize, type LocalText } from '../../i18n/LocalText';
import { message, titleParam } from '../../i18n/Message';
import { guardRepeat } from './guardSubmit';
import { recordOperation } from './recordOperation';
import { idRule, readFields, readId, type FieldRule } from './validate';

type Row = Record<string, unknown>;

/** The create/update/getOne/delete calls of one editable resource (docs/protocol.md §8 "Writes"). */
export interface CrudResource {
    /** Name of one record, used in messages and (in zh-cn) the operator log: `车商`. */
    label: LocalText;
    table: string;
    industries: EndpointIndustry;
    fields: FieldRule[];
    /** SQL condition on the table's columns; rows outside it do not exist for these calls. */
    scope?: string;
    /**
     * Whose rows these are: a merchant's (the column holding its `suid`: another merchant's rows
     * do not exist for these calls, new rows get the caller's), or shared, with the reason.
     */
    owner: { merchant: string } | { shared: string };
    info?: string;
    create?: string;
    update?: string;
    /** Accepts GET `?id=` and POST `{id}`. */
    remove?: string;
    /** Columns set by the server on create (create_time, kind, status…). */
    createDefaults?: (ctx: CallContext) => Row;
    /** Columns set by the server on update (update_time…). */
    updateDefaults?: (ctx: CallContext) => Row;
    /** Business checks of a write, after field checks; `existing` on update. Throws ProtocolError. */
    check?: (tx: Db, values: Row, existing: Row | undefined, ctx: CallContext) => Promise<void>;
    /** Keeps copies elsewhere in step after a create or update (e.g. role names on users). */
    afterWrite?: (tx: Db, id: number, ctx: CallContext) => Promise<void>;
    /** Refuses a delete by throwing ProtocolError. */
    beforeDelete?: (tx: Db, row: Row, ctx: CallContext) => Promise<void>;
    /** The record getOne answers, extra columns included (default: the table row). */
    infoSql?: string;
}

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

/** Endpoints for the paths the resource names: getOne, create, update, delete. */
export const crudEndpoints = (resource: CrudResource): Endpoint[] => {
    const { industries, label, table, fields } = resource;
    // Writes name the merchant as findRow does, so even a statement alone cannot reach another's row.
    const merchant = merchantColumnOf(resource);
    const sameMerchant = (n: number) => (merchant ? ` AND ${merchant} = $${n}` : '');
    const merchantParam = (ctx: CallContext) => (merchant ? [ctx.user?.suid ?? ''] : []);
    const endpoints: Endpoint[] = [];
    if (resource.info) {
        endpoints.push({
            method: 'GET',
            path: resource.info,
            industries,
            record: { table },
            handler: async ctx => {
                const id = readId(ctx.params);
                // infoSql reads more than the row; the row itself proves the caller may see it.
                let row = await findRow(ctx.db, resource, id, { ctx });
                if (resource.infoSql) row = (await ctx.db.query(resource.infoSql, [id])).rows[0];
                if (!row) throw new ProtocolError(message('{label}不存在或已被删除', { label: titleParam(label) }));
                return toFormRecord(row, fields);
            },
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
                    await checkUnique(tx, resource, values, undefined);
                    await resource.check?.(tx, values, undefined, ctx);
                    // After the checks, so a refused create keeps its own message.
                    await guardRepeat(tx, resource.create!, String(ctx.user?.id ?? ''), ctx.params);
                    const columns = Object.keys(values);
                    const { rows } = await tx.query<{ id: number }>(
                        `INSERT INTO ${table} (${columns.join(',')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(',')}) RETURNING id`,
                        columns.map(c => values[c])
                    );
                    await resource.afterWrite?.(tx, rows[0].id, ctx);
                    await recordOperation(tx, ctx, label, `添加${describe(resource, { ...values, id: rows[0].id })}`);
                    return { id: rows[0].id };
                });
            },
        });
    }
    if (resource.update) {
        endpoints.push({
            method: 'POST',
            path: resource.update,
            industries,
            record: { table },
            handler: async ctx => {
                const id = readId(ctx.params);
                const values = { ...readFields(ctx.params, fields, { partial: true }), ...resource.updateDefaults?.(ctx) };
                return ctx.db.transaction(async tx => {
                    const existing = await findRow(tx, resource, id, { lock: true, ctx });
                    await checkUnique(tx, resource, values, existing);
                    await resource.check?.(tx, values, existing, ctx);
                    const columns = Object.keys(values);
                    if (columns.length > 0) {
                        await tx.query(
                            `UPDATE ${table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1${sameMerchant(columns.length + 2)}`,
                            [id, ...columns.map(c => values[c]), ...merchantParam(ctx)]
                        );
                    }
                    await resource.afterWrite?.(tx, id, ctx);
                    await recordOperation(tx, ctx, label, `编辑${describe(resource, { ...existing, ...values })}`);
                    return { id };
                });
            },
        });
    }
    if (resource.remove) {
        endpoints.push({
            method: 'ANY',
            path: resource.remove,
            industries,
            record: { table },
            handler: async ctx => {
                const id = readId(ctx.params);
                return ctx.db.transaction(async tx => {
                    const row = await findRow(tx, resource, id, { lock: true, ctx });
                    await resource.beforeDelete?.(tx, row, ctx);
                    await tx.query(`DELETE FROM ${table} WHERE id = $1${sameMerchant(2)}`, [id, ...merchantParam(ctx)]);
                    await recordOperation(tx, ctx, label, `删除${describe(resource, row)}`);
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
