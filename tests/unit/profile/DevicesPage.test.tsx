import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import DevicesPage from '../../../src/profile/DevicesPage';
import { renderInAdmin } from '../permissions/adminHarness';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** A data provider answering the device calls as the server does: sign-outs leave the list. */
const deviceServer = (failList = false) => {
    let sessions = [
        { id: 7, device: CHROME, ip: '203.0.113.5', create_time: 1_790_000_000, last_used: 1_790_003_600, current: true },
        { id: 3, device: FIREFOX, ip: '198.51.100.9', create_time: 1_789_000_000, last_used: 1_789_500_000, current: false },
        { id: 2, device: 'curl/8.5.0', ip: '198.51.100.10', create_time: 1_788_000_000, last_used: 1_788_000_100, current: false },
    ];
    const call = vi.fn(async (path: string, options: { body?: Record<string, unknown> } = {}) => {
        if (path === 'buyer/user/SessionList') {
            if (failList) throw new Error('list failed');
            return sessions;
        }
        if (path === 'buyer/user/SessionLogout') {
            sessions = sessions.filter(session => session.id !== options.body?.id);
            return { id: options.body?.id, current: false };
        }
        if (path === 'buyer/user/SessionLogoutOthers') {
            const count = sessions.filter(session => !session.current).length;
            sessions = sessions.filter(session => session.current);
            return { count };
        }
        throw new Error(`unexpected ${path}`);
    });
    return { call, dataProvider: { call } as never };
};

const open = async (server = deviceServer(), authProvider?: AuthProvider) => {
    await renderInAdmin(<Route path="/profile/devices" element={<DevicesPage />} />, {
        dataProvider: server.dataProvider,
        authProvider,
        path: '/profile/devices',
    });
    return server;
};

const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('DevicesPage (登录设备)', () => {
    it('lists every sign-in with its browser and system, address and times, this one first and marked', async () => {
        await open();
        const table = await screen.findByRole('table', { name: '登录设备' });
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(cell => cell.textContent)
        ).toEqual(['设备', 'IP地址', '首次登录', '最后使用', '操作']);
        const [current, firefox, unknown] = await rows();
        expect(current).toHaveTextContent('Chrome 126 · Windows');
        expect(current).toHaveTextContent('当前会话');
        expect(current).toHaveTextContent('203.0.113.5');
        expect(firefox).toHaveTextContent('Firefox 127 · Linux');
        expect(firefox).not.toHaveTextContent('当前会话');
        expect(unknown).toHaveTextContent('未知设备');
    });

    it('signs out one other session after a confirmation', async () => {
        const server = await open();
        const [, firefox] = await rows();
        fireEvent.click(within(firefox).getByRole('button', { name: '退出此会话' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('确定要退出该设备上的登录吗');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await screen.findByText('已退出该会话')).toBeInTheDocument();
        expect(server.call).toHaveBeenCalledWith('buyer/user/SessionLogout', { body: { id: 3 } });
        await waitFor(async () => expect(await rows()).toHaveLength(2));
    });

    it('signs out all the others after a confirmation naming how many, then says this is the only one', async () => {
        const server = await open();
        await rows();
        fireEvent.click(screen.getByRole('button', { name: '退出其他所有会话' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('确定要退出其他 2 个会话吗');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await screen.findByText('已退出其他 2 个会话')).toBeInTheDocument();
        expect(server.call).toHaveBeenCalledWith('buyer/user/SessionLogoutOthers', { body: {} });
        expect(await screen.findByText('当前账号只在这台设备上登录。')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await rows()).toHaveLength(1);
        expect(screen.getByRole('button', { name: '退出其他所有会话' })).toBeDisabled();
    });

    it('this session’s own sign-out is a logout', async () => {
        const logout = vi.fn(async () => undefined);
        const authProvider = {
            login: vi.fn(),
            logout,
            checkAuth: vi.fn(async () => undefined),
            checkError: vi.fn(async () => undefined),
            getPermissions: vi.fn(async () => undefined),
        } as AuthProvider;
        const server = await open(deviceServer(), authProvider);
        const [current] = await rows();
        fireEvent.click(within(current).getByRole('button', { name: '退出此会话' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('确定要退出当前会话吗');
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(logout).toHaveBeenCalled());
        expect(server.call).not.toHaveBeenCalledWith('buyer/user/SessionLogout', expect.anything());
    });

    it('a list that cannot be read says so and offers a retry', async () => {
        await open(deviceServer(true));
        expect(await screen.findByRole('alert')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    });
});
