import { act, fireEvent, screen } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/authProvider/LoginPage';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { renderInAdmin } from '../permissions/adminHarness';

afterEach(() => {
    vi.useRealTimers();
});

/** A server whose login answers come from `answers`, one per attempt. */
const setup = ({ smsOpen = false, signedIn = false, answers = [] as Array<ApiError | null> } = {}) => {
    let captchas = 0;
    const call = vi.fn(async (path: string, options?: { body?: Record<string, unknown> }) => {
        if (path === 'public/config/GetServerConfig') return { server_time: 1, sms_login_open: smsOpen, is_debug: false };
        if (path === 'public/verify/captcha') {
            captchas += 1;
            return { captcha_key: `key-${captchas}`, image: `data:image/svg+xml;base64,${btoa(`<svg>${captchas}</svg>`)}` };
        }
        if (path === 'public/verify/verifysend') return { expire: 300, sent: options?.body };
        throw new Error(`unexpected ${path}`);
    });
    const login = vi.fn(async () => {
        const answer = answers.shift();
        if (answer) throw answer;
    });
    const authProvider = {
        login,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        hasSession: () => signedIn,
    } as unknown as AuthProvider;
    const dataProvider = { call } as unknown as DataProvider;
    const captchaCalls = () => call.mock.calls.filter(([path]) => path === 'public/verify/captcha').length;
    return { authProvider, dataProvider, login, call, captchaCalls };
};

const routes = (
    <>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/cars/list/manageShow" element={<p>vehicles page</p>} />
    </>
);

const fillPassword = (username: string, password: string) => {
    fireEvent.change(screen.getByLabelText(/用户名/), { target: { value: username } });
    fireEvent.change(screen.getByLabelText(/^密码/), { target: { value: password } });
};

describe('LoginPage', () => {
    it('lands on the redirect query after login, with the fields as typed (the provider trims)', async () => {
        const env = setup();
        await renderInAdmin(routes, { ...env, path: `/login?redirect=${encodeURIComponent('/cars/list/manageShow?page=3')}` });
        fillPassword(' admin ', 'Admin@2026');
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cars/list/manageShow?page=3'));
        expect(env.login).toHaveBeenCalledWith(expect.objectContaining({ type: 1, username: ' admin ', password: 'Admin@2026', captcha_key: '' }));
    });

    it("starts the landing page's code as the user types, and its data only once the login has answered", async () => {
        const env = setup({ answers: [new ApiError('server', '用户名或密码错误'), null] });
        const landing = { code: vi.fn(), data: vi.fn() };
        const target = '/dealer/secondHandCarDealer/list';
        const withLanding = (
            <>
                <Route path="/login" element={<LoginPage landing={landing} />} />
                <Route path={target} element={<p>dealers page</p>} />
            </>
        );
        await renderInAdmin(withLanding, { ...env, path: `/login?redirect=${encodeURIComponent(target)}` });
        fireEvent.input(screen.getByLabelText(/用户名/), { target: { value: 'admin' } });
        expect(landing.code).toHaveBeenCalledWith(target);
        fillPassword('admin', 'wrong');
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
        expect(landing.data).not.toHaveBeenCalled();

        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        await vi.waitFor(() => expect(landing.data).toHaveBeenCalledWith(target));
        expect(landing.data).toHaveBeenCalledTimes(1);
    });

    it('logs in once however often the button is pressed while the login is under way', async () => {
        const env = setup();
        let answer: () => void = () => undefined;
        env.login.mockImplementationOnce(() => new Promise<void>(resolve => (answer = resolve)));
        await renderInAdmin(routes, { ...env, path: '/login' });
        fillPassword('admin', 'Admin@2026');
        const button = screen.getByRole('button', { name: '登录' });
        fireEvent.click(button);
        fireEvent.click(button);
        fireEvent.click(button);
        await act(async () => answer());
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'));
        expect(env.login).toHaveBeenCalledTimes(1);
    });

    it('ignores a redirect that leaves the console', async () => {
        const env = setup();
        await renderInAdmin(routes, { ...env, path: '/login?redirect=%2F%2Fevil.example%2F' });
        fillPassword('admin', 'Admin@2026');
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        expect(await screen.findByText('home page')).toBeInTheDocument();
    });

    it('with a live session goes to /', async () => {
        const env = setup({ signedIn: true });
        await renderInAdmin(routes, { ...env, path: '/login' });
        expect(await screen.findByText('home page')).toBeInTheDocument();
    });

    it('shows the server message; brings up the captcha when asked, renews it on every failure and on click', async () => {
        const env = setup({
            answers: [
                new ApiError('server', '用户名或密码错误'),
                new ApiError('captcha', '用户名或密码错误，请输入验证码'),
                new ApiError('captcha', '验证码错误，请重新输入'),
            ],
        });
        await renderInAdmin(routes, { ...env, path: '/login' });
        fillPassword('admin', 'wrong');
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
        expect(screen.queryByLabelText(/验证码/)).not.toBeInTheDocument();
        expect(env.captchaCalls()).toBe(0);

        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        const captchaImage = await screen.findByRole('img', { name: '验证码图片' });
        expect(env.captchaCalls()).toBe(1);

        fireEvent.change(screen.getByLabelText(/^验证码/), { target: { value: 'ABCD' } });
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        await vi.waitFor(() => expect(env.captchaCalls()).toBe(2));
        expect(env.login).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: 'ABCD', captcha_key: 'key-1' }));

        fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
        await vi.waitFor(() => expect(env.captchaCalls()).toBe(3));
        expect(captchaImage).toBeInTheDocument();
    });

    it('offers SMS login when the server opens it: the code is sent once per 60 s', async () => {
        const env = setup({ smsOpen: true });
        await renderInAdmin(routes, { ...env, path: '/login' });
        fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
        fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: '12345' } });
        fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
        expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
        expect(env.call).not.toHaveBeenCalledWith('public/verify/verifysend', expect.anything());

        vi.useFakeTimers({ shouldAdvanceTime: true });
        fireEvent.change(screen.getByLabelText(/手机号/), { target: { value: '13800138000' } });
        fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
        const countdown = await screen.findByRole('button', { name: /秒后重发/ });
        expect(countdown).toBeDisabled();
        expect(env.call).toHaveBeenCalledWith('public/verify/verifysend', expect.objectContaining({ body: { mobile: '13800138000' } }));
        await act(async () => {
            await vi.advanceTimersByTimeAsync(59_000);
        });
        expect(screen.getByRole('button', { name: '1 秒后重发' })).toBeDisabled();
        await act(async () => {
            await vi.advanceTimersByTimeAsync(1_000);
        });
        expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

        fireEvent.change(screen.getByLabelText(/短信验证码/), { target: { value: '123456' } });
        fireEvent.click(screen.getByRole('button', { name: '登录' }));
        await vi.waitFor(() => expect(env.login).toHaveBeenCalledWith(expect.objectContaining({ type: 2, username: '13800138000', password: '123456' })));
    });

    it('has no SMS tab when the server keeps SMS login closed', async () => {
        const env = setup({ smsOpen: false });
        await renderInAdmin(routes, { ...env, path: '/login' });
        await vi.waitFor(() => expect(env.call).toHaveBeenCalledWith('public/config/GetServerConfig', expect.anything()));
        expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    });
});
