import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { hashPassword } from '../../../server/session/password';
import { firstPage } from '../domains/domainTestKit';
import { createTestClient, type TestClient, type TestClientOptions } from '../support/createTestClient';
import { failure } from '../support/failure';
import { expectSessionEnded, operatorMaker } from '../support/operatorSessions';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * Sign-in and session security on the whole server (both engines): throttling per username and
 * per address, the same answer for an unknown username, the login log, refresh rotation with
 * reuse detection, the idle timeout, the device list calls, revocation, the password rule on
 * operators and the rehash of weaker hashes. The server trusts the loopback proxy, so each test
 * speaks from an address of its own (X-Forwarded-For).
 */
let server: TestServer;
let nextAddress = 10;
const freshAddress = () => `198.51.100.${nextAddress++}`;

const BOUNDS = { addressCaptchaAfter: 4, addressWaitAfter: 8, addressWindow: 900, refreshReuseGrace: 5 };

beforeAll(async () => {
    server = await startTestServer({ trustProxy: '127.0.0.1', ...BOUNDS });
});
afterAll(() => server?.close());

const passwordOf = (username: string) => demoAccounts.find(account => account.username === username)!.password;
const client = (options: TestClientOptions = {}) => createTestClient(server, { encryption: false, address: freshAddress(), ...options });
const signedIn = async (username: string, options: TestClientOptions = {}) => {
    const made = await client(options);
    await made.login(username, passwordOf(username));
    return made;
};

const captchaAnswerOf = (image: string) => {
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    return Array.from(svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g), match => match[1]).join('');
};
const solvedCaptcha = async (from: TestClient) => {
    const captcha = await from.get<{ captcha_key: string; image: string }>('public/verify/captcha');
    return { captcha_key: captcha.captcha_key, captcha: captchaAnswerOf(captcha.image) };
};

const logLines = async (ip: string) =>
    (
        await server.owner.query<{ username: string; msg: string; success: number; suid: string }>(
            'SELECT username, msg, success, suid FROM login_logs WHERE ip = $1 ORDER BY id',
            [ip]
        )
    ).rows;

/** Everything a refused login answers: the envelope's message and data. */
const refusal = async (attempt: Promise<unknown>) => {
    const error = await failure(attempt);
    return { kind: error.kind, message: error.message, data: error.body };
};

describe('throttling per address', () => {
    it('a spray over many usernames meets the captcha at the address bound, then a wait; each step is in the login log with address and reason', async () => {
        const address = freshAddress();
        const sprayer = await client({ address });
        // One wrong password per username: no username reaches its own bound.
        const sprayed = ['admin', 'nobody-1', 'bank', 'nobody-2'];
        const answers = [];
        for (const username of sprayed) answers.push(await refusal(sprayer.login(username, 'Spring2026!')));
        expect(answers.slice(0, 3).map(answer => answer.message)).toEqual(['用户名或密码错误', '用户名或密码错误', '用户名或密码错误']);
        expect(answers[3]).toEqual({ kind: 'captcha', message: '用户名或密码错误，请输入验证码', data: 'refresh_captcha' });

        // From now on every login from this address needs the captcha, the right password too…
        expect(await refusal(sprayer.login('platform', passwordOf('platform')))).toEqual({ kind: 'captcha', message: '请输入验证码', data: 'refresh_captcha' });
        // …but not from another address, where the right password is still one call.
        await expect((await client()).login('platform', passwordOf('platform'))).resolves.toHaveProperty('token');
        // With the captcha solved, the right password signs in.
        await expect(sprayer.login('platform', passwordOf('platform'), await solvedCaptcha(sprayer))).resolves.toHaveProperty('token');

        // Guesses with solved captchas still count: at the wait bound the address waits, whatever it sends.
        for (let failures = sprayed.length; failures < BOUNDS.addressWaitAfter; failures++) {
            expect((await failure(sprayer.login(`nobody-${failures}`, 'Spring2026!', await solvedCaptcha(sprayer)))).kind).toBe('captcha');
        }
        const waiting = await refusal(sprayer.login('platform', passwordOf('platform'), await solvedCaptcha(sprayer)));
        expect(waiting).toEqual({ kind: 'server', message: '登录失败次数过多，请15分钟后再试', data: null });

        const lines = await logLines(address);
        expect(lines.map(line => [line.username, line.success, line.msg])).toEqual([
            ['admin', 0, '密码错误'],
            ['nobody-1', 0, '账号不存在'],
            ['bank', 0, '密码错误'],
            ['nobody-2', 0, '账号不存在，此后该地址登录需要验证码'],
            ['platform', 0, '需要验证码，未填写'],
            ['platform', 1, '登录成功'],
            ...Array.from({ length: BOUNDS.addressWaitAfter - sprayed.length }, (_, i) => [`nobody-${i + sprayed.length}`, 0, '账号不存在']),
            ['platform', 0, '该地址登录失败次数过多，需等待15分钟'],
        ]);
        // A known account's lines belong to its merchant's log; an unknown name's to nobody's.
        expect(lines[0].suid).toBe('10001');
        expect(lines[1].suid).toBe('');

        // Once the failures are older than the window, the address is free again.
        await server.owner.query('UPDATE login_address_failures SET fail_time = fail_time - $2 WHERE ip = $1', [address, BOUNDS.addressWindow]);
        await expect(sprayer.login('platform', passwordOf('platform'))).resolves.toHaveProperty('token');
    });

    it('a success does not clear the address count (a sprayer cannot reset it with an account of its own)', async () => {
        const address = freshAddress();
        const sprayer = await client({ address });
        for (let n = 0; n < BOUNDS.addressCaptchaAfter - 1; n++) await failure(sprayer.login(`other-${n}`, 'Spring2026!'));
        await sprayer.login('union', passwordOf('union'));
        expect(await refusal(sprayer.login('other-x', 'Spring2026!'))).toMatchObject({ kind: 'captcha', data: 'refresh_captcha' });
    });

    it('an unknown username answers exactly as a known one with a wrong password, and meets its captcha alike', async () => {
        const known = await client();
        const unknown = await client();
        for (let attempt = 1; attempt <= 3; attempt++) {
            const a = await refusal(known.login('operator', `Wrong-${attempt}`));
            const b = await refusal(unknown.login('no-such-operator', `Wrong-${attempt}`));
            expect(b).toEqual(a);
        }
        expect(await refusal(unknown.login('no-such-operator', 'Wrong-4'))).toEqual({ kind: 'captcha', message: '请输入验证码', data: 'refresh_captcha' });
        await server.owner.query("DELETE FROM login_failures WHERE username IN ('operator', 'no-such-operator')");
    });

    it('wrong SMS codes count for the address too', async () => {
        const address = freshAddress();
        const guesser = await client({ address });
        const bank = demoAccounts.find(account => account.username === 'bank')!.phone;
        // One wrong code per phone: no phone reaches its own bound.
        const phones = [bank, '13100000001', '13100000002', '13100000003'];
        const guess = (phone: string) => guesser.http.request('public/user/login', { body: { username: phone, password: '000000', type: 2 } });
        for (const phone of phones.slice(0, -1)) expect((await failure(guess(phone))).message).toBe('验证码错误或已过期');
        expect(await refusal(guess(phones.at(-1)!))).toEqual({ kind: 'captcha', message: '验证码错误或已过期', data: 'refresh_captcha' });
        expect((await logLines(address)).map(line => line.msg)).toContain('短信验证码错误');
    });
});

describe('sessions', () => {
    const sessionRows = async (username: string) =>
        (
            await server.owner.query<{ id: number; revoked_at: number | null; revoked_reason: string }>(
                'SELECT s.id, s.revoked_at, s.revoked_reason FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = $1 ORDER BY s.id',
                [username]
            )
        ).rows;

    it('a refresh rotates the tokens of the same sign-in: one row, the old tokens dead', async () => {
        const user = await signedIn('bank');
        const before = user.session.get()!;
        const rows = (await sessionRows('bank')).length;
        await user.refresh();
        expect((await sessionRows('bank')).length).toBe(rows);
        expect(await user.get('buyer/user/info')).toMatchObject({ username: 'bank' });
        const stale = await createTestClient(server, { encryption: false });
        stale.session.set(before);
        expect((await failure(stale.get('buyer/user/info'))).body).toBe('login');
    });

    it('a spent refresh token presented again after the grace ends the whole session: the current tokens too', async () => {
        const user = await signedIn('union');
        const first = user.session.get()!;
        await user.refresh();
        const thief = await createTestClient(server, { encryption: false });
        thief.session.set(first);
        await server.owner.query('UPDATE spent_refresh_tokens SET spent_at = spent_at - $1', [BOUNDS.refreshReuseGrace + 1]);
        expect((await failure(thief.refresh())).body).toBe('login');
        expect((await failure(user.get('buyer/user/info'))).body).toBe('login');
        expect((await failure(user.refresh())).body).toBe('login');
        expect((await sessionRows('union')).at(-1)?.revoked_reason).toBe('reuse');
    });

    it('within the grace a spent refresh token is only refused: two tabs refreshing at once keep their session', async () => {
        const user = await signedIn('union');
        const first = user.session.get()!;
        await user.refresh();
        const otherTab = await createTestClient(server, { encryption: false });
        otherTab.session.set(first);
        expect((await failure(otherTab.refresh())).body).toBe('login');
        expect(await user.get('buyer/user/info')).toMatchObject({ username: 'union' });
        await expect(user.refresh()).resolves.toHaveProperty('token');
    });

    it('an idle session ends, and a refresh does not keep it alive; a call does', async () => {
        const user = await signedIn('platform');
        const idle = server.config.sessionIdle;
        const id = (await sessionRows('platform')).at(-1)!.id;
        await server.owner.query('UPDATE sessions SET last_used = last_used - 120 WHERE id = $1', [id]);
        await user.get('buyer/user/info');
        const { rows } = await server.owner.query<{ last_used: string }>('SELECT last_used FROM sessions WHERE id = $1', [id]);
        expect(Math.abs(Number(rows[0].last_used) - Date.now() / 1000)).toBeLessThan(5);

        await server.owner.query('UPDATE sessions SET last_used = last_used - $2 WHERE id = $1', [id, idle + 1]);
        expect((await failure(user.get('buyer/user/info'))).body).toBe('login');
        expect((await failure(user.refresh())).body).toBe('login');
    });

    it('the device list shows each sign-in; one can be signed out, or all others, and only the own', async () => {
        const laptop = await signedIn('bank', { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36' });
        const phone = await signedIn('bank', { userAgent: 'Mozilla/5.0 (iPhone) Version/17.5 Mobile/15E148 Safari/604.1' });
        const tablet = await signedIn('bank', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0' });
        const stranger = await signedIn('platform');
        type Row = { id: number; device: string; ip: string; create_time: number; last_used: number; current: boolean };
        const listed = await laptop.get<Row[]>('buyer/user/SessionList');
        expect(listed[0]).toMatchObject({ current: true, device: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36' });
        expect(listed.filter(row => row.current)).toHaveLength(1);
        expect(listed.map(row => row.device)).toEqual(expect.arrayContaining([expect.stringContaining('iPhone'), expect.stringContaining('Android')]));
        expect(listed[0].ip).toMatch(/^198\.51\.100\.\d+$/);
        expect(listed[0].create_time).toBeGreaterThan(0);

        const phoneRow = (await phone.get<Row[]>('buyer/user/SessionList'))[0];
        expect((await failure(stranger.post('buyer/user/SessionLogout', { id: phoneRow.id }))).message).toBe('该登录设备不存在或已退出');
        await laptop.post('buyer/user/SessionLogout', { id: phoneRow.id });
        expect((await failure(phone.get('buyer/user/info'))).body).toBe('login');
        expect((await failure(phone.refresh())).body).toBe('login');

        expect(await laptop.post('buyer/user/SessionLogoutOthers', {})).toEqual({ count: expect.any(Number) });
        expect((await failure(tablet.get('buyer/user/info'))).body).toBe('login');
        expect(await laptop.get<Row[]>('buyer/user/SessionList')).toHaveLength(1);
        expect(await stranger.get('buyer/user/info')).toMatchObject({ username: 'platform' });
        const log = await firstPage<{ content: string }>(laptop, 'seller/log/OperatorLogList', { module: '账号' });
        expect(log.data.map(row => row.content)).toEqual(
            expect.arrayContaining([`退出登录设备#${phoneRow.id}`, expect.stringMatching(/^退出其他登录设备（\d+个）$/)])
        );
    });
});

describe('revocation and the password rule on operators', () => {
    let admin: TestClient;
    let roleId: number;
    let newOperator: (username: string, password?: string) => Promise<{ id: number; session: TestClient }>;
    beforeAll(async () => {
        admin = await signedIn('admin');
        const maker = await operatorMaker(admin, () => client());
        roleId = maker.roleId;
        newOperator = maker.signedInOperator;
    });
    const expectEnded = expectSessionEnded;

    it('creating or changing an operator refuses a weak password with the rule’s message', async () => {
        const base = { nickname: '弱密码', phone: '13900003333', role_ids: JSON.stringify([roleId]), status: 1 };
        const refused = async (username: string, password: string) =>
            (await failure(admin.post('seller/operator/OperatorAdd', { ...base, username, password }))).message;
        expect(await refused('weak01', '123456')).toBe('登录密码至少需要8位');
        expect(await refused('weak01', '12345678')).toBe('登录密码须包含大写字母、小写字母、数字、符号中的至少两类');
        expect(await refused('weak0123', 'Weak0123')).toBe('登录密码不能与登录账号相同');
        expect(await refused('weak01', 'Password1')).toBe('登录密码过于常见，容易被猜中，请换一个');
        const { id } = await newOperator('strong01', 'Strong#2026');
        expect((await failure(admin.post('seller/operator/OperatorEdit', { id, password: 'iloveyou1' }))).message).toBe(
            '登录密码过于常见，容易被猜中，请换一个'
        );
        expect((await failure(admin.post('seller/operator/OperatorEdit', { id, password: 'Strong01' }))).message).toBe('登录密码不能与登录账号相同');
    });

    it('disabling an operator ends its sessions at once, and enabling it again does not bring them back', async () => {
        const { id, session } = await newOperator('revoke01');
        await admin.post('seller/operator/OperatorEdit', { id, status: 0 });
        await expectEnded(session);
        await admin.post('seller/operator/OperatorEdit', { id, status: 1 });
        await expectEnded(session);
    });

    it('a new password set by the merchant ends the operator’s sessions', async () => {
        const { id, session } = await newOperator('revoke02');
        await admin.post('seller/operator/OperatorEdit', { id, nickname: '只改姓名' });
        expect(await session.get('buyer/user/info')).toMatchObject({ username: 'revoke02' });
        await admin.post('seller/operator/OperatorEdit', { id, password: 'Another#2026' });
        await expectEnded(session);
    });

    it('deleting an operator ends its sessions at once', async () => {
        const { id, session } = await newOperator('revoke03');
        await admin.post('seller/operator/OperatorDel', { id });
        await expectEnded(session);
    });

    it('changing one’s own password ends the other sessions and keeps this one', async () => {
        const { session } = await newOperator('revoke04');
        const other = await client();
        await other.login('revoke04', 'Clerk@2026x');
        await session.post('seller/supplier/PasswordEdit', { old_password: session.encrypt('Clerk@2026x'), new_password: session.encrypt('Clerk@2027y') });
        expect(await session.get('buyer/user/info')).toMatchObject({ username: 'revoke04' });
        await expectEnded(other);
    });
});

describe('password hashes', () => {
    it('a hash made with weaker scrypt parameters is made again at the next login, which stays one call', async () => {
        const weak = await hashPassword(passwordOf('platform'), { logN: 10, r: 8, p: 1 });
        await server.owner.query("UPDATE users SET password_hash = $1 WHERE username = 'platform'", [weak]);
        await signedIn('platform');
        const { rows } = await server.owner.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'platform'");
        expect(rows[0].password_hash).toMatch(/^scrypt\$ln=14,r=8,p=1\$/);
        await expect(signedIn('platform')).resolves.toBeTruthy();
    });
});
