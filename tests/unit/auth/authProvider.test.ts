import { describe, expect, it } from 'vitest';
import { SessionEndedError } from '../../../src/dataProvider/SessionEndedError';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { isPermissionsError } from '../../../src/permissions/Permissions';
import { authFor, liveSession, NOW_MS } from './fakeAccount';

const LOGIN_WITH_REDIRECT = `/login?redirect=${encodeURIComponent('/cars/list/manageShow?page=2')}`;

describe('authProvider: session', () => {
    it('logs in with the trimmed username and name and an encrypted password, keeping the server offset', async () => {
        const { authProvider, sessions, request } = authFor('admin');
        await authProvider.login({ username: '  admin ', password: 'Admin@2026', name: ' sub ' });
        const body = request.mock.calls[0][1]?.body as Record<string, unknown>;
        expect(body).toMatchObject({ username: 'admin', name: 'sub', type: 1 });
        expect(body.password).not.toBe('Admin@2026');
        expect(String(body.password).length).toBeGreaterThan(100);
        expect(sessions.get()).toMatchObject({ token: 'new', refreshToken: 'newr', suid: '10001', serverOffset: 5 });
    });

    it('asks who signed in and what they may open as soon as the login answers, once, before anything asks', async () => {
        const { authProvider, request, callsTo } = authFor('admin');
        await authProvider.login({ username: 'admin', password: 'Admin@2026' });
        const asked = request.mock.calls.map(([path]) => path);
        expect(asked.slice(1).sort()).toEqual(['addons/public/SupplierAddonList', 'buyer/user/info', 'seller/role/OperatorPermission']);
        await authProvider.getPermissions();
        await authProvider.getIdentity!();
        expect([callsTo('buyer/user/info'), callsTo('seller/role/OperatorPermission')]).toEqual([1, 1]);
    });

    it('leaves a failed early load to the next question, which asks again', async () => {
        const { authProvider, request, callsTo } = authFor('admin');
        const fallback = request.getMockImplementation()!;
        request.mockImplementation(async (path, options) => {
            if (path === 'buyer/user/info' && callsTo('buyer/user/info') === 1) throw new ApiError('network', 'offline', {});
            return fallback(path, options);
        });
        await authProvider.login({ username: 'admin', password: 'Admin@2026' });
        await new Promise(resolve => setTimeout(resolve, 0));
        await expect(authProvider.getPermissions()).resolves.toBeTruthy();
        expect(callsTo('buyer/user/info')).toBe(2);
    });

    it('a refused login leaves no session and passes the server message on', async () => {
        const { authProvider, sessions } = authFor('admin');
        await expect(authProvider.login({ username: 'nobody', password: 'x' })).rejects.toThrow('用户名或密码错误');
        expect(sessions.get()).toBeUndefined();
    });

    it('checkAuth without a session sends to login with the full path as redirect', async () => {
        const { authProvider } = authFor('admin');
        await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN_WITH_REDIRECT, message: false });
    });

    it('checkAuth ends a session whose refresh token has expired', async () => {
        const { authProvider, sessions } = authFor('admin', { session: { ...liveSession, refreshExpire: NOW_MS / 1000 - 1 } });
        await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: LOGIN_WITH_REDIRECT });
        expect(sessions.get()).toBeUndefined();
    });

    it('checkAuth passes with a live session', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        expect(authProvider.hasSession()).toBe(true);
    });

    it('does not carry a public page as redirect', async () => {
        const { authProvider } = authFor('admin', { location: '/login?redirect=%2Fx' });
        await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    });

    it('checkError sends an ended session to login and lets every other error through', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        await expect(authProvider.checkError(new SessionEndedError())).rejects.toMatchObject({ redirectTo: LOGIN_WITH_REDIRECT });
        await expect(authProvider.checkError(new ApiError('session', 'x'))).resolves.toBeUndefined();
        await expect(authProvider.checkError(new ApiError('permission', 'x'))).resolves.toBeUndefined();
    });

    it('logout calls the server, then drops the session and the loaded permissions', async () => {
        const { authProvider, sessions, callsTo } = authFor('admin', { session: liveSession });
        await authProvider.getPermissions();
        await expect(authProvider.logout({})).resolves.toBe(LOGIN_WITH_REDIRECT);
        expect(callsTo('buyer/user/logout')).toBe(1);
        expect(sessions.get()).toBeUndefined();
        sessions.set(liveSession);
        await authProvider.getPermissions();
        expect(callsTo('buyer/user/info')).toBe(2);
    });

    it('tells listeners when the session ends by itself, not on logout', async () => {
        const { authProvider, sessions } = authFor('admin', { session: liveSession });
        let ended = 0;
        authProvider.onSessionExpired(() => (ended += 1));
        sessions.clear('expired');
        sessions.set(liveSession);
        await authProvider.logout({});
        expect(ended).toBe(1);
    });
});

describe('authProvider: identity and permissions', () => {
    it('loads the user info and route list once per session for every check', async () => {
        const { authProvider, callsTo } = authFor('operator', { session: liveSession });
        await Promise.all([
            authProvider.getIdentity!(),
            authProvider.getPermissions(),
            authProvider.canAccess({ resource: '/dealer/store/list', action: 'list' }),
            authProvider.canAccess({ resource: '/cars/list/manageShow', action: 'list' }),
        ]);
        expect(callsTo('buyer/user/info')).toBe(1);
        expect(callsTo('seller/role/OperatorPermission')).toBe(1);
        await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: '2', fullName: '王小明' });
    });

    it('operator: its dealer lists and the dashboard only; no create/edit buttons on them', async () => {
        const { authProvider } = authFor('operator', { session: liveSession });
        const can = (resource: string, action = 'list') => authProvider.canAccess({ resource, action });
        await expect(can('/dealer/fwjl')).resolves.toBe(true);
        await expect(can('/dashboard')).resolves.toBe(true);
        await expect(can('/jingpai/record')).resolves.toBe(false);
        await expect(can('/setting/permission/management/role')).resolves.toBe(false);
        await expect(can('seller/dealer/DealerList', 'list')).resolves.toBe(true);
        await expect(can('seller/dealer/DealerList', 'create')).resolves.toBe(false);
        await expect(can('seller/dealer/StoreList', 'delete')).resolves.toBe(false);
        await expect(can('PluginManage')).resolves.toBe(false);
    });

    it('admin of car: its industry, everything; supertube and the offlinepay routes, nothing', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        const can = (resource: string, action = 'list') => authProvider.canAccess({ resource, action });
        await expect(can('seller/dealer/DealerList', 'create')).resolves.toBe(true);
        await expect(can('/cars/list/edit/5')).resolves.toBe(true);
        await expect(can('PluginManage')).resolves.toBe(true);
        await expect(can('/supertube/platform/system')).resolves.toBe(false);
        await expect(can('/financenh/cash')).resolves.toBe(false);
    });

    it('bank (offlinepay): staff and finance, no dealer area', async () => {
        const { authProvider } = authFor('bank', { session: liveSession });
        await expect(authProvider.canAccess({ resource: '/financenh/balance', action: 'list' })).resolves.toBe(true);
        await expect(authProvider.canAccess({ resource: '/user/list', action: 'list' })).resolves.toBe(true);
        await expect(authProvider.canAccess({ resource: '/dealer/secondHandCarDealer/list', action: 'list' })).resolves.toBe(false);
    });

    it('platform (industry admin): supertube too', async () => {
        const { authProvider } = authFor('platform', { session: liveSession });
        await expect(authProvider.canAccess({ resource: '/supertube/platform/copyright', action: 'list' })).resolves.toBe(true);
        await expect(authProvider.getPermissions()).resolves.toMatchObject({ union: true, unrestricted: true });
    });

    it('a start with a stored session asks who is signed in at once, and every later question uses that answer', async () => {
        const { authProvider, request, callsTo } = authFor('admin', { session: liveSession });
        authProvider.prefetchUser();
        expect(request.mock.calls.map(([path]) => path).sort()).toEqual([
            'addons/public/SupplierAddonList',
            'buyer/user/info',
            'seller/role/OperatorPermission',
        ]);
        await authProvider.getPermissions();
        await authProvider.getIdentity!();
        expect([callsTo('buyer/user/info'), callsTo('seller/role/OperatorPermission')]).toEqual([1, 1]);
    });

    it('a start without a session asks nothing', () => {
        const { authProvider, request } = authFor('admin');
        authProvider.prefetchUser();
        expect(request).not.toHaveBeenCalled();
    });

    it('without a session nothing is permitted and nothing is fetched', async () => {
        const { authProvider, request } = authFor('admin');
        await expect(authProvider.canAccess({ resource: '/dashboard', action: 'list' })).resolves.toBe(false);
        await expect(authProvider.getPermissions()).resolves.toBeNull();
        await expect(authProvider.getIdentity!()).rejects.toThrow();
        expect(request).not.toHaveBeenCalled();
    });

    it('a broken user info rejects (info failure) and is fetched again next time', async () => {
        const { authProvider, callsTo } = authFor({ info: { uid: 9, roles: [] }, grant: { path_arr: [] } }, { session: liveSession });
        const error = await authProvider.getPermissions().catch(e => e);
        expect(isPermissionsError(error)).toBe(true);
        await authProvider.getPermissions().catch(() => undefined);
        expect(callsTo('buyer/user/info')).toBe(2);
    });
});

describe('sessionStore: token parse failure', () => {
    it('a stored session that cannot be read is removed and reads as none', async () => {
        const { createMemoryStorage, createSessionStore, SESSION_KEY } = await import('../../../src/dataProvider/sessionStore');
        for (const garbage of ['{not json', JSON.stringify({ token: 1 }), JSON.stringify({ ...liveSession, accessExpire: 'soon' })]) {
            const storage = createMemoryStorage();
            storage.setItem(SESSION_KEY, garbage);
            const sessions = createSessionStore(storage);
            expect(sessions.get()).toBeUndefined();
            expect(storage.getItem(SESSION_KEY)).toBeNull();
        }
    });
});
