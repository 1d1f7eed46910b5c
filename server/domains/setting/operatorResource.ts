import { PASSWORD_MAX_LENGTH } from '../../../protocol/passwordRule';
import { ProtocolError } from '../../core/ProtocolError';
import { hashPassword } from '../../session/password';
import { checkNewPassword } from '../../session/passwordPolicy';
import { revokeUserSessions } from '../../session/tokens';
import type { CrudResource } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { syncRoleNames } from './roleResource';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** A login account's name: the operators' and a new merchant owner's alike. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;

/**
 * Operators are `users` rows under the merchant's owner account (same suid, `parent_id` set).
 * Passwords are checked by the one password rule and hashed here; an empty password on edit
 * keeps the old one. A new password or a disabled status ends the operator's sessions at once
 * (a deleted operator's sessions go with its row).
 */
const checkOperator: CrudResource['check'] = async (tx, values, existing, ctx) => {
    if (values.username !== undefined && !USERNAME_PATTERN.test(String(values.username))) throw new ProtocolError('登录账号应为4-20位字母、数字或下划线');
    const password = values.password as string | undefined;
    delete values.password;
    if (!existing && !password) throw new ProtocolError('请填写登录密码');
    if (password) {
        checkNewPassword(password, String(values.username ?? existing?.username ?? ''), '登录密码');
        values.password_hash = await hashPassword(password);
    }
    if (existing) {
        const disabled = values.status !== undefined && Number(values.status) !== 1 && Number(existing.status) === 1;
        if (password || disabled) await revokeUserSessions(tx, Number(existing.id), password ? 'password' : 'disabled');
    }
    if (values.role_ids !== undefined) {
        const ids = (JSON.parse(String(values.role_ids)) as string[]).map(Number);
        if (ids.length === 0) throw new ProtocolError('请至少选择一个角色');
        if (ids.some(id => !Number.isInteger(id))) throw new ProtocolError('角色格式不正确');
        const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM roles WHERE id = ANY($1::int[]) AND suid = $2', [
            ids,
            ctx.user?.suid ?? '',
        ]);
        if (rows[0].n !== ids.length) throw new ProtocolError('所选角色不存在');
        values.role_ids = JSON.stringify(ids);
    }
    if (!existing) {
        const { rows } = await tx.query<{ id: number; industry_type: string }>(
            'SELECT id, industry_type FROM users WHERE suid = $1 AND parent_id IS NULL ORDER BY id LIMIT 1',
            [ctx.user?.suid ?? '']
        );
        if (!rows[0]) throw new ProtocolError('当前商户不存在');
        Object.assign(values, { parent_id: rows[0].id, industry_type: rows[0].industry_type, name: values.username });
    }
};

export const operatorResource: CrudResource = {
    label: '操作员',
    table: 'users',
    owner: MERCHANT_ROWS,
    industries: 'all',
    scope: 'parent_id IS NOT NULL',
    info: 'seller/operator/OperatorInfo',
    create: 'seller/operator/OperatorAdd',
    update: 'seller/operator/OperatorEdit',
    remove: 'seller/operator/OperatorDel',
    fields: [
        { name: 'username', title: '登录账号', required: true, max: 20, unique: 'global' },
        { name: 'password', title: '登录密码', max: PASSWORD_MAX_LENGTH },
        { name: 'nickname', title: '姓名', required: true, max: 20 },
        { name: 'phone', title: '手机号', kind: 'phone', required: true },
        { name: 'avatar', title: '头像', kind: 'image' },
        { name: 'role_ids', title: '角色', kind: 'jsonList', required: true },
        { name: 'status', title: '状态', kind: 'enum', options: [1, 0] },
    ],
    createDefaults: () => ({ create_time: nowSeconds() }),
    check: checkOperator,
    afterWrite: (tx, id) => syncRoleNames(tx, 'u.id = $1', [id]),
    infoSql: 'SELECT id, username, nickname, phone, avatar, role_ids, roles, status, last_login_time, create_time FROM users WHERE id = $1',
    beforeDelete: async (_tx, row, ctx) => {
        if (row.id === ctx.user?.id) throw new ProtocolError('不能删除当前登录的账号');
    },
};
