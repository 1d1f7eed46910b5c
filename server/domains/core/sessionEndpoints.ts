import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { captchaImage, newCaptchaAnswer, newCaptchaKey } from '../../session/captcha';
import { nowSeconds } from '../../core/nowSeconds';
import { SESSION_EXPIRED_MSG, refreshSession, revokeSession } from '../../session/tokens';
import { PHONE_PATTERN } from '../../../protocol/phone';
import { merchantAddons } from '../plugin/merchantAddons';

/** Configuration, captcha, SMS code, refresh and logout: the session calls besides login. */
export const sessionEndpoints: Endpoint[] = [
    {
        method: 'GET',
        path: 'public/config/GetServerConfig',
        fields: [],
        industries: 'all',
        // docs/console.md §3: the addon list (type, key, installed) decides which plugin menus show: the
        // caller's merchant's install state, or none installed before signing in.
        handler: async ctx => {
            // The addons table belongs to the plugin domain, which a core-only server does not have.
            const { rows: present } = await ctx.db.query<{ present: boolean }>("SELECT to_regclass('addons') IS NOT NULL AS present");
            const rows = present[0]?.present ? await merchantAddons(ctx.db, ctx.merchant) : [];
            const addons = rows.map(r => ({ type: r.cate, key: r.key, installed: r.installed }));
            return { server_time: nowSeconds(), sms_login_open: ctx.config.smsLoginOpen, is_debug: ctx.config.demo, addons };
        },
    },
    {
        method: 'GET',
        path: 'public/verify/captcha',
        fields: [],
        industries: 'all',
        // A captcha belongs to no merchant (server tables only): it is asked before signing in.
        writes: true,
        async handler(ctx) {
            const now = nowSeconds();
            await ctx.db.query('DELETE FROM captchas WHERE expire_time <= $1', [now]);
            const key = newCaptchaKey();
            const answer = newCaptchaAnswer();
            await ctx.db.query('INSERT INTO captchas (captcha_key, answer, expire_time) VALUES ($1, $2, $3)', [key, answer, now + ctx.config.captchaTtl]);
            return { captcha_key: key, image: captchaImage(answer) };
        },
    },
    {
        method: 'POST',
        path: 'public/verify/verifysend',
        fields: [{ name: 'mobile', title: '手机号', kind: 'phone', required: true }],
        industries: 'all',
        async handler(ctx) {
            const phone = String(ctx.params.mobile ?? ctx.params.phone ?? '').trim();
            if (!PHONE_PATTERN.test(phone)) throw new ProtocolError('请输入正确的手机号');
            const now = nowSeconds();
            const { rows } = await ctx.db.query<{ create_time: number }>('SELECT create_time FROM sms_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1', [
                phone,
            ]);
            if (rows[0] && now - rows[0].create_time < 60) throw new ProtocolError('验证码发送太频繁，请60秒后再试');
            const code = String(Math.floor(100000 + Math.random() * 900000));
            await ctx.db.query('INSERT INTO sms_codes (phone, code, expire_time) VALUES ($1, $2, $3)', [phone, code, now + ctx.config.smsCodeTtl]);
            // Demo mode has no SMS gateway: the code goes to the server log for the tester to read.
            if (ctx.config.demo) console.info(`[demo] SMS code for ${phone}: ${code}`);
            return { expire: ctx.config.smsCodeTtl };
        },
    },
    {
        method: 'POST',
        path: 'public/user/refreshAccessToken',
        fields: [{ name: 'refresh_token', title: '刷新令牌', required: true }],
        industries: 'all',
        tenancy: { named: 'refresh' },
        async handler(ctx) {
            const token = typeof ctx.params.refresh_token === 'string' ? ctx.params.refresh_token.trim() : '';
            if (!token) throw new ProtocolError(SESSION_EXPIRED_MSG, 'login');
            return refreshSession(ctx.db, ctx.config, token, { ip: ctx.ip, device: ctx.userAgent });
        },
    },
    {
        method: 'GET',
        path: 'buyer/user/logout',
        fields: [],
        industries: 'all',
        anyRole: true,
        writes: true,
        async handler(ctx) {
            if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId, 'logout');
            return null;
        },
    },
];
