import { decryptField } from '../../crypto/decryptField';
import type { CallContext } from '../../core/CallContext';
import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { sameCaptcha } from '../../session/captcha';
import {
    PRESSURE_COLUMNS,
    clearUserFailures,
    mustWait,
    needsCaptcha,
    recordLoginFailure,
    secondsToWait,
    type LoginPressure,
} from '../../session/loginThrottle';
import { hashPassword, needsRehash, verifyNoAccount, verifyPassword } from '../../session/password';
import { createSession } from '../../session/tokens';
import { LOGIN_LOG_REASONS as REASON, LOGIN_MESSAGES as MSG } from './loginMessages';
import { merchantActiveSql } from '../../core/merchantStatus';

interface LoginUser {
    id: number;
    username: string;
    name: string;
    suid: string;
    password_hash: string;
    status: number;
    /** Whether the account's merchant is active: a suspended merchant's accounts cannot sign in. */
    merchant_active: boolean;
}

type LoginType = 1 | 2;

/** One login attempt: who it names, the account found (if any) and the counts before it. */
interface Attempt {
    ctx: CallContext;
    type: LoginType;
    /** As typed (trimmed): what the log shows. */
    username: string;
    /** What the per-username count is kept under. */
    key: string;
    user: LoginUser | undefined;
    pressure: LoginPressure;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const USER_COLUMNS = `u.id, u.username, u.name, u.suid, u.password_hash, u.status, ${merchantActiveSql('u.suid')} AS merchant_active`;

/**
 * The account and both failure counts in one statement: the right password costs no more
 * round trips than before the counts existed. The account is any merchant's: found through the
 * named access `signIn` (db/namedAccess); once found, the call enters its merchant, so that its
 * log line and its last sign-in are written as that merchant's rows.
 */
const loadAttempt = async (ctx: CallContext, type: LoginType, username: string): Promise<Attempt> => {
    const key = type === 1 ? username.toLowerCase() : username;
    const { rows } = await ctx.db.query<Partial<LoginUser> & { user_failures: number; address_failures: number }>(
        `SELECT ${USER_COLUMNS}, ${PRESSURE_COLUMNS} FROM (SELECT 1) AS one LEFT JOIN mc_sign_in_account($1, $4) u ON true`,
        [key, ctx.ip, nowSeconds() - ctx.config.addressWindow, type === 2]
    );
    const { user_failures, address_failures, ...user } = rows[0];
    const found = user.id === null || user.id === undefined ? undefined : (user as LoginUser);
    if (found) await ctx.enterMerchant!({ suid: found.suid, platform: false, writer: { account: found.id, name: found.username, call: loginEndpoint.path } });
    return {
        ctx,
        type,
        username,
        key,
        user: found,
        pressure: { userFailures: Number(user_failures), addressFailures: Number(address_failures) },
    };
};

const log = ({ ctx, user, username, type }: Attempt, success: boolean, reason: string) =>
    ctx.db.query('INSERT INTO login_logs (user_id, username, suid, success, type, ip, msg) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        user?.id ?? null,
        username.slice(0, 100),
        user?.suid ?? '',
        success ? 1 : 0,
        type,
        ctx.ip,
        reason.slice(0, 200),
    ]);

/** A captcha answer is good once: it is deleted whether it matched or not. */
const captchaSolved = async (ctx: CallContext) => {
    const key = text(ctx.params.captcha_key);
    const typed = text(ctx.params.captcha);
    if (!key || !typed) return 'missing';
    const { rows } = await ctx.db.query<{ answer: string }>('DELETE FROM captchas WHERE captcha_key = $1 AND expire_time > $2 RETURNING answer', [
        key,
        nowSeconds(),
    ]);
    return rows[0] && sameCaptcha(typed, rows[0].answer) ? 'solved' : 'wrong';
};

/** Before any credential is looked at: an address past the wait bound waits, one past a captcha bound solves it. */
const admit = async (attempt: Attempt) => {
    const { ctx, pressure } = attempt;
    if (mustWait(pressure, ctx.config)) {
        const minutes = Math.ceil((await secondsToWait(ctx.db, ctx.config, ctx.ip, nowSeconds())) / 60);
        await log(attempt, false, REASON.wait(minutes));
        throw new ProtocolError(MSG.wait(minutes));
    }
    if (!needsCaptcha(pressure, ctx.config)) return;
    const captcha = await captchaSolved(ctx);
    if (captcha === 'solved') return;
    await log(attempt, false, captcha === 'missing' ? REASON.captchaMissing : REASON.captchaWrong);
    throw new ProtocolError(captcha === 'missing' ? MSG.enterCaptcha : MSG.wrongCaptcha, 'refresh_captcha');
};

/** A wrong credential: counted, logged with its reason, and answered the same whether the account exists or not. */
const refuse = async (attempt: Attempt, reason: string): Promise<never> => {
    const { ctx } = attempt;
    const after = await recordLoginFailure(ctx.db, ctx.config, attempt.key, ctx.ip, nowSeconds());
    const captchaFromNowOn = needsCaptcha(after, ctx.config);
    const why = after.userFailures >= ctx.config.captchaAfter && ctx.config.captchaAfter > 0 ? 'user' : 'address';
    const newlyDemanded = captchaFromNowOn && !needsCaptcha(attempt.pressure, ctx.config);
    await log(attempt, false, newlyDemanded ? `${reason}${REASON.captchaFromNowOn(why)}` : reason);
    const message = attempt.type === 1 ? (captchaFromNowOn ? MSG.wrongCredentialsCaptcha : MSG.wrongCredentials) : MSG.wrongSmsCode;
    throw new ProtocolError(message, captchaFromNowOn ? 'refresh_captcha' : undefined);
};

const passwordLogin = async (attempt: Attempt): Promise<{ user: LoginUser; rehash?: string }> => {
    const { ctx, user } = attempt;
    const password = typeof ctx.params.password === 'string' ? decryptField(ctx.params.password, ctx.config.rsaPrivateKeyPem) : undefined;
    const name = text(ctx.params.name);
    if (!user) {
        if (password !== undefined) await verifyNoAccount(password);
        return refuse(attempt, REASON.unknownUser);
    }
    const ok = password !== undefined && (await verifyPassword(password, user.password_hash)) && (!name || name === user.name);
    if (!ok) return refuse(attempt, REASON.wrongPassword);
    // Parameters raised since this hash was made: the proven password is hashed again.
    return { user, rehash: needsRehash(user.password_hash) ? await hashPassword(password) : undefined };
};

const smsLogin = async (attempt: Attempt): Promise<{ user: LoginUser }> => {
    const { ctx, user } = attempt;
    const raw = text(ctx.params.password);
    // The console may send the code RSA-encrypted like a password, or as typed.
    const code = decryptField(raw, ctx.config.rsaPrivateKeyPem) ?? raw;
    const { rows: codes } = await ctx.db.query<{ id: number }>(
        `UPDATE sms_codes SET used = 1 WHERE id = (
            SELECT id FROM sms_codes WHERE phone = $1 AND code = $2 AND used = 0 AND expire_time > $3 ORDER BY id DESC LIMIT 1
         ) RETURNING id`,
        [attempt.username, code, nowSeconds()]
    );
    if (!codes[0] || !user) return refuse(attempt, REASON.wrongSmsCode);
    return { user };
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
    tenancy: { named: 'signIn' },
    async handler(ctx) {
        const username = text(ctx.params.username);
        const type = text(ctx.params.type) || '1';
        if (!username) throw new ProtocolError(MSG.enterUsername);
        if (!text(ctx.params.password)) throw new ProtocolError(type === '2' ? MSG.enterSmsCode : MSG.enterPassword);
        if (type !== '1' && type !== '2') throw new ProtocolError(MSG.badType);
        if (type === '2' && !ctx.config.smsLoginOpen) throw new ProtocolError(MSG.smsClosed);

        const attempt = await loadAttempt(ctx, Number(type) as LoginType, username);
        await admit(attempt);
        const { user, rehash } = attempt.type === 1 ? await passwordLogin(attempt) : { ...(await smsLogin(attempt)), rehash: undefined };
        if (user.status !== 1) {
            await log(attempt, false, REASON.disabled);
            throw new ProtocolError(MSG.disabled);
        }
        if (!user.merchant_active) {
            await log(attempt, false, REASON.merchantSuspended);
            throw new ProtocolError(MSG.merchantSuspended);
        }
        if (attempt.pressure.userFailures > 0) await clearUserFailures(ctx.db, attempt.key);
        await ctx.db.query(`UPDATE users SET last_login_time = $2, last_login_ip = $3${rehash ? ', password_hash = $4' : ''} WHERE id = $1`, [
            user.id,
            nowSeconds(),
            ctx.ip,
            ...(rehash ? [rehash] : []),
        ]);
        await log({ ...attempt, username: user.username }, true, REASON.success);
        return createSession(ctx.db, ctx.config, user, { ip: ctx.ip, device: ctx.userAgent });
    },
};
