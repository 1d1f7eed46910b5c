import { decryptField } from '../../crypto/decryptField';
import type { Db } from '../../core/Db';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { sameCaptcha } from '../../session/captcha';
import { nowSeconds } from '../../core/nowSeconds';
import { verifyPassword } from '../../session/password';
import { createSession } from '../../session/tokens';

const WRONG_CREDENTIALS_MSG = '用户名或密码错误';

interface LoginUser {
    id: number;
    username: string;
    name: string;
    suid: string;
    password_hash: string;
    status: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const failuresOf = async (db: Db, key: string) =>
    (await db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE username = $1', [key])).rows[0]?.failures ?? 0;

const logLogin = (ctx: CallContext, user: Pick<LoginUser, 'id' | 'suid'> | undefined, username: string, type: number, success: boolean, msg: string) =>
    ctx.db.query('INSERT INTO login_logs (user_id, username, suid, success, type, ip, msg) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        user?.id ?? null,
        username.slice(0, 100),
        user?.suid ?? '',
        success ? 1 : 0,
        type,
        ctx.ip,
        msg,
    ]);

/** A captcha answer is good once: it is deleted whether it matched or not. */
const checkCaptcha = async (ctx: CallContext) => {
    const key = text(ctx.params.captcha_key);
    const typed = text(ctx.params.captcha);
    if (!key || !typed) throw new ProtocolError('请输入验证码', 'refresh_captcha');
    const { rows } = await ctx.db.query<{ answer: string }>('DELETE FROM captchas WHERE captcha_key = $1 AND expire_time > $2 RETURNING answer', [
        key,
        nowSeconds(),
    ]);
    if (!rows[0] || !sameCaptcha(typed, rows[0].answer)) throw new ProtocolError('验证码错误，请重新输入', 'refresh_captcha');
};

const passwordLogin = async (ctx: CallContext, username: string): Promise<LoginUser> => {
    const key = username.toLowerCase();
    const { db, config } = ctx;
    if ((await failuresOf(db, key)) >= config.captchaAfter) await checkCaptcha(ctx);
    const { rows } = await db.query<LoginUser>('SELECT id, username, name, suid, password_hash, status FROM users WHERE lower(username) = $1', [key]);
    const user = rows[0];
    const password = typeof ctx.params.password === 'string' ? decryptField(ctx.params.password, config.rsaPrivateKeyPem) : undefined;
    const name = text(ctx.params.name);
    const ok = !!user && password !== undefined && (await verifyPassword(password, user.password_hash)) && (!name || name === user.name);
    if (!ok) {
        const { rows: counted } = await db.query<{ failures: number }>(
            `INSERT INTO login_failures (username, failures, last_time) VALUES ($1, 1, $2)
             ON CONFLICT (username) DO UPDATE SET failures = login_failures.failures + 1, last_time = $2 RETURNING failures`,
            [key, nowSeconds()]
        );
        await logLogin(ctx, user, username, 1, false, WRONG_CREDENTIALS_MSG);
        // From the failure that reaches the limit on, the console must show a captcha.
        if (counted[0].failures >= config.captchaAfter) throw new ProtocolError(`${WRONG_CREDENTIALS_MSG}，请输入验证码`, 'refresh_captcha');
        throw new ProtocolError(WRONG_CREDENTIALS_MSG);
    }
    await db.query('DELETE FROM login_failures WHERE username = $1', [key]);
    return user;
};

const smsLogin = async (ctx: CallContext, phone: string): Promise<LoginUser> => {
    if (!ctx.config.smsLoginOpen) throw new ProtocolError('未开启短信验证码登录');
    const raw = text(ctx.params.password);
    // The console may send the code RSA-encrypted like a password, or as typed.
    const code = decryptField(raw, ctx.config.rsaPrivateKeyPem) ?? raw;
    const { rows: codes } = await ctx.db.query<{ id: number }>(
        `UPDATE sms_codes SET used = 1 WHERE id = (
            SELECT id FROM sms_codes WHERE phone = $1 AND code = $2 AND used = 0 AND expire_time > $3 ORDER BY id DESC LIMIT 1
         ) RETURNING id`,
        [phone, code, nowSeconds()]
    );
    const { rows } = codes[0]
        ? await ctx.db.query<LoginUser>(
              'SELECT id, username, name, suid, password_hash, status FROM users WHERE phone = $1 ORDER BY parent_id NULLS FIRST, id LIMIT 1',
              [phone]
          )
        : { rows: [] };
    if (!rows[0]) {
        await logLogin(ctx, undefined, phone, 2, false, '验证码错误');
        throw new ProtocolError('验证码错误或已过期');
    }
    return rows[0];
};

/** `public/user/login` (docs/protocol.md §6): type 1 password (RSA), type 2 SMS code. */
export const loginEndpoint: Endpoint = {
    method: 'POST',
    path: 'public/user/login',
    // What the handler reads by hand (the checks depend on `type` and on earlier failures).
    fields: [
        { name: 'username', title: '用户名（type 2：手机号）', required: true, max: 100 },
        { name: 'password', title: '密码（RSA 加密，base64）或短信验证码', required: true },
        { name: 'type', title: '登录方式', kind: 'enum', options: ['1', '2'] },
        { name: 'name', title: '姓名' },
        { name: 'captcha', title: '验证码' },
        { name: 'captcha_key', title: '验证码标识' },
    ],
    industries: 'all',
    async handler(ctx) {
        const username = text(ctx.params.username);
        const type = text(ctx.params.type) || '1';
        if (!username) throw new ProtocolError('请输入用户名');
        if (!text(ctx.params.password)) throw new ProtocolError(type === '2' ? '请输入短信验证码' : '请输入密码');
        if (type !== '1' && type !== '2') throw new ProtocolError('参数错误：type 只能是 1（密码）或 2（短信验证码）');
        const user = type === '1' ? await passwordLogin(ctx, username) : await smsLogin(ctx, username);
        if (user.status !== 1) {
            await logLogin(ctx, user, username, Number(type), false, '账号已被禁用');
            throw new ProtocolError('账号已被禁用，请联系管理员');
        }
        await ctx.db.query('UPDATE users SET last_login_time = $2, last_login_ip = $3 WHERE id = $1', [user.id, nowSeconds(), ctx.ip]);
        await logLogin(ctx, user, user.username, Number(type), true, '登录成功');
        return createSession(ctx.db, ctx.config, user, ctx.ip);
    },
};
