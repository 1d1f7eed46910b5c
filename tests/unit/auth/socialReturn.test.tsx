import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthRedirectPage } from '../../../src/authProvider/AuthRedirectPage';
import { withAuthCode } from '../../../src/authProvider/socialAuth';
import { renderInAdmin } from '../permissions/adminHarness';
import { authFor, liveSession } from './fakeAccount';

const social = (reply: unknown) => ({ call: vi.fn(async () => reply) }) as unknown as DataProvider & { call: ReturnType<typeof vi.fn> };

const routes = (
    <>
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="/profile/user/wechat" element={<p>bind page</p>} />
    </>
);

describe('/auth-redirect', () => {
    it('signed in: exchanges the code and lands on the binding page with it', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        const dataProvider = social({ openid: 'o1', nickname: '微信用户', is_bind: 0, username: '' });
        await renderInAdmin(routes, { authProvider, dataProvider, path: '/auth-redirect?code=DEMO1&state=s1' });
        expect(await screen.findByText('bind page')).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/profile/user/wechat?code=DEMO1&state=s1');
        expect(dataProvider.call).toHaveBeenCalledWith(
            'addons/social/public/GetSocialAndBindByCode',
            expect.objectContaining({ params: { code: 'DEMO1', state: 's1' } })
        );
    });

    it('signed out: says which account the WeChat user is bound to', async () => {
        const { authProvider } = authFor('admin');
        await renderInAdmin(routes, { authProvider, dataProvider: social({ is_bind: 1, username: 'admin' }), path: '/auth-redirect?code=DEMO2&state=s' });
        expect(await screen.findByText('该微信已绑定账号「admin」，请使用该账号登录。')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
    });

    it('a reply with a session logs in and lands on the redirect', async () => {
        const { authProvider, sessions } = authFor('admin');
        const now = Math.floor(Date.now() / 1000);
        const reply = { token: 'a', refresh_token: 'r', access_expire: now + 7200, refresh_expire: now + 9999, server_time: now, suid: 1 };
        await renderInAdmin(
            <>
                {routes}
                <Route path="/dealer/fwjl" element={<p>visits</p>} />
            </>,
            { authProvider, dataProvider: social(reply), path: '/auth-redirect?code=DEMO3&redirect=%2Fdealer%2Ffwjl' }
        );
        expect(await screen.findByText('visits')).toBeInTheDocument();
        expect(sessions.get()?.token).toBe('a');
    });

    it('without a code, says so', async () => {
        await renderInAdmin(routes, { dataProvider: social({}), path: '/auth-redirect' });
        expect(await screen.findByText('第三方授权失败：缺少授权码')).toBeInTheDocument();
    });

    it('adds the code to a path that has a query already', () => {
        expect(withAuthCode('/profile/user/wechat?tab=1', 'C', 'S')).toBe('/profile/user/wechat?tab=1&code=C&state=S');
    });
});
