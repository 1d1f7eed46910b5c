import { vi } from 'vitest';
import { createAuthProvider } from '../../../src/authProvider/authProvider';
import { createMemoryStorage, createSessionStore, type Session } from '../../../src/dataProvider/sessionStore';
import { ApiError } from '../../../src/dataProvider/ApiError';
import type { HttpClient } from '../../../src/dataProvider/httpClient';
import { catalogue } from '../../../src/app/catalogue';
import { testConfig } from '../dataProvider/fakeServer';

export const NOW_MS = 1_763_700_000_000;
const NOW = NOW_MS / 1000;

export const liveSession: Session = {
    token: 't',
    refreshToken: 'r',
    suid: '10001',
    accessExpire: NOW + 7200,
    refreshExpire: NOW + 86400,
    serverOffset: 0,
};

export const ACCOUNTS = {
    admin: { info: { uid: 1, nickname: '诚信二手车', industry_type: 'car', roles: ['admin'] }, grant: { path_arr: ['*'], api_arr: ['*'] } },
    operator: {
        info: { uid: 2, nickname: '王小明', industry_type: 'car', roles: ['车商专员'] },
        grant: { path_arr: ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'], api_arr: [] },
    },
    bank: { info: { uid: 3, nickname: '农商银行', industry_type: 'offlinepay', roles: ['admin'] }, grant: { path_arr: ['*'], api_arr: ['*'] } },
    platform: { info: { uid: 4, nickname: '平台', industry_type: 'admin', roles: ['admin'] }, grant: { path_arr: ['*'], api_arr: ['*'] } },
    empty: { info: { uid: 5, nickname: '空', industry_type: 'car', roles: ['clerk'] }, grant: { path_arr: [], api_arr: [] } },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** An auth provider over a fake server that answers as the given demo account. */
/** The addons of the demo seed: the auction and bank plugins installed. */
export const demoAddons = () => [
    { type: 2, key: 'jp', name: '车辆竞拍', installed: true },
    { type: 2, key: 'ngp', name: '农商行收银', installed: true },
    { type: 1, key: 'lottery', name: '幸运抽奖', installed: false },
];

export const authFor = (
    account: AccountName | { info: unknown; grant: unknown },
    options: { session?: Session; location?: string; addons?: () => unknown } = {}
) => {
    const { info, grant } = typeof account === 'string' ? ACCOUNTS[account] : account;
    const sessions = createSessionStore(createMemoryStorage());
    if (options.session !== undefined) sessions.set(options.session);
    const request = vi.fn(async (path: string, requestOptions?: { body?: unknown }) => {
        switch (path) {
            case 'buyer/user/info':
                return info;
            case 'seller/role/OperatorPermission':
                return grant;
            case 'public/config/GetServerConfig':
                return { server_time: NOW, sms_login_open: true };
            case 'addons/public/SupplierAddonList':
                return (options.addons ?? demoAddons)();
            case 'buyer/user/logout':
                return null;
            case 'public/user/login': {
                const body = requestOptions?.body as Record<string, unknown>;
                if (body.username !== 'admin') throw new ApiError('server', '用户名或密码错误', { status: 200 });
                return { token: 'new', refresh_token: 'newr', access_expire: NOW + 7200, refresh_expire: NOW + 86400, server_time: NOW + 5, suid: 10001 };
            }
            default:
                throw new Error(`unexpected call ${path}`);
        }
    });
    const http = { request, signedUrl: () => '' } as unknown as HttpClient;
    const authProvider = createAuthProvider({
        http,
        sessions,
        config: () => testConfig,
        catalogue,
        now: () => NOW_MS,
        location: () => options.location ?? '/cars/list/manageShow?page=2',
    });
    const callsTo = (path: string) => request.mock.calls.filter(([p]) => p === path).length;
    return { authProvider, sessions, request, callsTo };
};
