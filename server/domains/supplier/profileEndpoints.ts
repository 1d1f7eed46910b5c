import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { decryptField } from '../../crypto/decryptField';
import { kefuHost } from './kefuHost';
import { hashPassword, verifyPassword } from '../../session/password';
import { checkNewPassword } from '../../session/passwordPolicy';
import { revokeUserSessions } from '../../session/tokens';
import { withFields } from '../shared/declaredFields';
import { ownAccountCall } from '../shared/ownAccountCall';
import { recordOperation } from '../shared/recordOperation';
import { readField, readFields, type FieldRule } from '../shared/validate';
import { message, titleParam } from '../../i18n/Message';

const userEditFields: FieldRule[] = [
    { name: 'nickname', title: '昵称', required: true, max: 20 },
    { name: 'phone', title: '手机号', kind: 'phone', required: true },
    { name: 'avatar', title: '头像', kind: 'image' },
    { name: 'introduction', title: '个人简介', max: 200 },
];

const userEdit = ownAccountCall({
    method: 'POST',
    path: 'buyer/user/userEdit',
    handler: async ctx => {
        const values = readFields(ctx.params, userEditFields, { partial: true });
        const columns = Object.keys(values);
        if (columns.length === 0) throw new ProtocolError('没有需要保存的内容');
        return ctx.db.transaction(async tx => {
            await tx.query(`UPDATE users SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
                ctx.user!.id,
                ...columns.map(c => values[c]),
            ]);
            await recordOperation(tx, ctx, '账号', '编辑个人资料');
            const { rows } = await tx.query('SELECT nickname, phone, avatar, introduction FROM users WHERE id = $1', [ctx.user!.id]);
            return rows[0];
        });
    },
});

/** The two passwords as they arrive: RSA ciphertext in base64. */
const passwordFields: FieldRule[] = [
    { name: 'old_password', title: '原密码', required: true, max: 1000 },
    { name: 'new_password', title: '新密码', required: true, max: 1000 },
];

/** old_password / new_password arrive RSA-encrypted (docs/protocol.md §5). Other sessions are ended. */
const passwordEdit = ownAccountCall({
    method: 'POST',
    path: 'seller/supplier/PasswordEdit',
    handler: async ctx => {
        const decrypt = (rule: FieldRule) => {
            const cipher = readField<string>(ctx.params, rule);
            const plain = decryptField(cipher, ctx.config.rsaPrivateKeyPem);
            if (plain === undefined) throw new ProtocolError(message('{title}解密失败，请刷新页面后重试', { title: titleParam(rule.title) }));
            return plain;
        };
        const [oldPassword, newPassword] = passwordFields.map(decrypt);
        checkNewPassword(newPassword, ctx.user!.username, '新密码');
        if (newPassword === oldPassword) throw new ProtocolError('新密码不能与原密码相同');
        const { rows } = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [ctx.user!.id]);
        if (!rows[0] || !(await verifyPassword(oldPassword, rows[0].password_hash))) throw new ProtocolError('原密码不正确');
        const hash = await hashPassword(newPassword);
        await ctx.db.transaction(async tx => {
            await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [ctx.user!.id, hash]);
            await revokeUserSessions(tx, ctx.user!.id, 'password', ctx.sessionId);
            await recordOperation(tx, ctx, '账号', '修改登录密码');
        });
        return { id: ctx.user!.id };
    },
});

const shopInfoSql = `SELECT o.logo, o.nickname AS username, u.is_bind_wx, u.bind_wx_time, u.last_login_time, o.suid
                     FROM users u JOIN users o ON o.suid = u.suid AND o.parent_id IS NULL WHERE u.id = $1`;

/** /content/shopinfo: the merchant's shop; `username` is the shop name (the owner's nickname). */
const shopInfo = ownAccountCall({
    method: 'GET',
    path: 'seller/supplier/Info',
    handler: async ctx => {
        const { rows } = await ctx.db.query<Record<string, unknown>>(shopInfoSql, [ctx.user!.id]);
        if (!rows[0]) throw new ProtocolError('店铺不存在');
        const { suid, ...shop } = rows[0];
        return { ...shop, store_domain: `/shop/${suid}` };
    },
});

const shopInfoFields: FieldRule[] = [
    { name: 'username', title: '店铺名称', required: true, max: 30 },
    { name: 'logo', title: '店铺Logo', kind: 'image', required: true },
];

/** The shop's name and logo are the merchant's: its owner changes them, not its staff. */
const shopInfoSave: Endpoint = {
    method: 'POST',
    path: 'seller/supplier/InfoSave',
    fields: shopInfoFields,
    industries: 'all',
    account: 'owner',
    handler: async ctx => {
        const values = readFields(ctx.params, shopInfoFields);
        await ctx.db.transaction(async tx => {
            await tx.query('UPDATE users SET nickname = $2, logo = $3 WHERE suid = $1 AND parent_id IS NULL', [ctx.user!.suid, values.username, values.logo]);
            await recordOperation(tx, ctx, '店铺', `编辑店铺信息：${values.username}`);
        });
        return values;
    },
};

export const profileEndpoints: Endpoint[] = [
    { ...withFields(userEdit, userEditFields), partial: true },
    withFields(passwordEdit, passwordFields),
    withFields(shopInfo, []),
    shopInfoSave,
    {
        method: 'GET',
        path: 'addons/kefu/public/GetKefuConfig',
        fields: [],
        industries: 'all',
        // The reference server's own frame unless MC_KEFU_HOST names another (or `off`: none).
        handler: async () => ({ appid: 'mc-kefu-demo', host: kefuHost() }),
    },
];
