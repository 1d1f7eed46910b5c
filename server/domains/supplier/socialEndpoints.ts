import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../core/Db';
import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { ownAccountCall } from '../shared/ownAccountCall';
import { placeholderImage } from '../shared/placeholderImage';
import { recordOperation } from '../shared/recordOperation';
import { readField, type FieldRule } from '../shared/validate';

/**
 * WeChat in demo mode: no WeChat server is reachable, so the authorisation page is the
 * console's own /auth-redirect with a code, and a code maps to a stable demo openid.
 */
const DEMO_APPID = 'wx5d2c7e9a1b3f4c60';

const demoProfile = (code: string) => {
    const digest = createHash('sha1').update(code).digest('hex');
    return {
        openid: `o${digest.slice(0, 27)}`,
        unionid: `u${digest.slice(10, 38)}`,
        nickname: `微信用户${digest.slice(0, 4)}`,
        avatar: placeholderImage('avatar', '微', parseInt(digest.slice(0, 2), 16)),
    };
};

const codeRule: FieldRule = { name: 'code', title: '授权码', required: true, max: 128 };

const readCode = (params: Record<string, unknown>) => {
    const code = readField<string>(params, codeRule);
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new ProtocolError('授权码格式不正确');
    return code;
};

/** Whether any account of the marketplace has bound this WeChat identity (one account per openid). */
const isBound = async (db: Db, openid: string) => (await db.query('SELECT 1 FROM wx_bindings WHERE openid = $1', [openid])).rows.length > 0;

/** The account an identity is bound to: a sign-in question, asked across merchants (the named access `wechatSignIn`). */
const bindingOf = async (db: Db, openid: string) =>
    (await db.query<{ user_id: number; username: string }>('SELECT user_id, username FROM mc_wechat_account($1)', [openid])).rows[0];

const bind = ownAccountCall({
    method: 'POST',
    path: 'seller/supplier/WxBind',
    fields: [codeRule],
    handler: async ctx => {
        const profile = demoProfile(readCode(ctx.params));
        const user = ctx.user!;
        return ctx.db.transaction(async tx => {
            const { rows } = await tx.query('SELECT openid FROM wx_bindings WHERE user_id = $1', [user.id]);
            if (rows[0]) throw new ProtocolError('当前账号已绑定微信，请先解绑');
            if (await isBound(tx, profile.openid)) throw new ProtocolError('该微信已绑定其他账号');
            const now = nowSeconds();
            await tx.query('INSERT INTO wx_bindings (user_id, openid, nickname, avatar, bind_time) VALUES ($1, $2, $3, $4, $5)', [
                user.id,
                profile.openid,
                profile.nickname,
                profile.avatar,
                now,
            ]);
            await tx.query('UPDATE users SET is_bind_wx = 1, bind_wx_time = $2 WHERE id = $1', [user.id, now]);
            await recordOperation(tx, ctx, '账号', `绑定微信：${profile.nickname}`);
            return { is_bind_wx: 1, bind_wx_time: now, nickname: profile.nickname, avatar: profile.avatar };
        });
    },
});

const unbind = ownAccountCall({
    method: 'POST',
    path: 'seller/supplier/WxUnbind',
    fields: [],
    handler: async ctx =>
        ctx.db.transaction(async tx => {
            const { rows } = await tx.query<{ nickname: string }>('DELETE FROM wx_bindings WHERE user_id = $1 RETURNING nickname', [ctx.user!.id]);
            if (!rows[0]) throw new ProtocolError('当前账号未绑定微信');
            await tx.query('UPDATE users SET is_bind_wx = 0, bind_wx_time = 0 WHERE id = $1', [ctx.user!.id]);
            await recordOperation(tx, ctx, '账号', `解绑微信：${rows[0].nickname}`);
            return { is_bind_wx: 0, bind_wx_time: 0 };
        }),
});

export const socialEndpoints: Endpoint[] = [
    {
        method: 'GET',
        path: 'addons/social/public/GetSocialAuthData',
        fields: [{ name: 'redirect', title: '回调路径', max: 2000 }],
        industries: 'all',
        handler: async ({ params }) => {
            const state = randomBytes(8).toString('hex');
            const code = `DEMO${randomBytes(6).toString('hex')}`;
            const redirect = typeof params.redirect === 'string' && params.redirect.startsWith('/') ? params.redirect : '/auth-redirect';
            return { appid: DEMO_APPID, scope: 'snsapi_login', state, auth_url: `${redirect}?code=${code}&state=${state}`, demo: true };
        },
    },
    {
        method: 'GET',
        path: 'addons/social/public/GetSocialAndBindByCode',
        fields: [codeRule],
        industries: 'all',
        tenancy: { named: 'wechatSignIn' },
        handler: async ({ db, params }) => {
            const profile = demoProfile(readCode(params));
            const binding = await bindingOf(db, profile.openid);
            return { ...profile, is_bind: binding ? 1 : 0, username: binding?.username ?? '' };
        },
    },
    bind,
    unbind,
];
