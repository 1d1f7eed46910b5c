import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import type { CrudResource } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message } from '../../i18n/Message';

const API_KEY = /^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/;

/** Users keep their role names next to the ids (what `buyer/user/info` answers): refresh them. */
export const syncRoleNames = async (tx: Db, where: string, params: unknown[]) => {
    await tx.query(
        `UPDATE users u SET roles = coalesce((SELECT jsonb_agg(r.name ORDER BY r.id) FROM roles r WHERE u.role_ids @> to_jsonb(r.id)), '[]'::jsonb)
         WHERE ${where}`,
        params
    );
};

/**
 * /setting/permission/management/role: add, edit, del and the edit form's getOne. `path_arr`
 * (route paths) and `api_arr` (api keys) arrive as JSON text and are answered as arrays.
 */
export const roleResource: CrudResource = {
    label: '角色',
    table: 'roles',
    owner: MERCHANT_ROWS,
    industries: 'all',
    info: 'seller/role/roleinfo',
    create: 'seller/role/roleadd',
    update: 'seller/role/roleedit',
    remove: 'seller/role/roledel',
    fields: [
        { name: 'name', title: '角色名称', required: true, max: 20, unique: true },
        { name: 'description', title: '角色描述', max: 100 },
        { name: 'path_arr', title: '页面权限', kind: 'jsonList', required: true },
        { name: 'api_arr', title: '接口权限', kind: 'jsonList' },
    ],
    createDefaults: () => ({ create_time: nowSeconds() }),
    check: async (_tx, values) => {
        if (values.name !== undefined && /admin/i.test(String(values.name))) throw new ProtocolError('角色名称不能包含admin');
        // `supplier` is the union merchant owner's role: a role named so would lift its staff's restriction (protocol/accessRules).
        if (values.name !== undefined && /^\s*supplier\s*$/i.test(String(values.name))) throw new ProtocolError('角色名称不能为supplier');
        if (values.path_arr !== undefined) {
            const paths = JSON.parse(String(values.path_arr)) as string[];
            if (paths.length === 0) throw new ProtocolError('请至少选择一个页面权限');
            if (paths.some(p => !p.startsWith('/') || p.length > 200)) throw new ProtocolError('页面权限格式不正确');
        }
        if (values.api_arr !== undefined) {
            const apis = JSON.parse(String(values.api_arr)) as string[];
            if (apis.some(a => !API_KEY.test(a) || a.length > 200)) throw new ProtocolError('接口权限格式不正确');
        }
    },
    afterWrite: (tx, id) => syncRoleNames(tx, 'u.role_ids @> to_jsonb($1::int)', [id]),
    beforeDelete: async (tx, row) => {
        const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE role_ids @> to_jsonb($1::int)', [row.id]);
        if (rows[0].n > 0) throw new ProtocolError(message('该角色下还有{count}个操作员，不能删除', { count: rows[0].n }));
    },
};
