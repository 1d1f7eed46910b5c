import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { errorReports } from '../../../src/errors/errorReports';
import { reloadPage } from '../../../src/errors/reloadPage';
import { authFor, liveSession } from '../auth/fakeAccount';
import { renderInAdmin } from '../permissions/adminHarness';

vi.mock('../../../src/errors/reloadPage', () => ({ reloadPage: vi.fn() }));

const page = <Route path="/dealer/store/list" element={<p>store list</p>} />;

describe('ErrorCatalogueHost', () => {
    it('data "login": the 请重新登录 dialog; confirming drops the session and reloads', async () => {
        const { authProvider, sessions } = authFor('admin', { session: liveSession });
        await renderInAdmin(page, { authProvider, path: '/dealer/store/list' });
        act(() => errorReports.report(new ApiError('session', '登录已失效，请重新登录'), { toast: false }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('请重新登录');
        expect(dialog).toHaveTextContent('登录已失效，请重新登录');
        fireEvent.click(screen.getByRole('button', { name: '确定' }));
        expect(sessions.get()).toBeUndefined();
        expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('cancelling the dialog keeps the page and the session', async () => {
        const { authProvider, sessions } = authFor('admin', { session: liveSession });
        await renderInAdmin(page, { authProvider, path: '/dealer/store/list' });
        act(() => errorReports.report(new ApiError('session', 'x'), { toast: false }));
        fireEvent.click(await screen.findByRole('button', { name: '取消' }));
        await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(sessions.get()).toBeDefined();
        expect(screen.getByText('store list')).toBeInTheDocument();
    });

    it('no permission: the permission message, and back to the dashboard', async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        await renderInAdmin(page, { authProvider, path: '/dealer/store/list' });
        act(() => errorReports.report(new ApiError('permission', 'mc.error.noPermission'), { toast: true }));
        expect(await screen.findByText('非常抱歉，您没有此操作权限，请联系管理员')).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    });

    it("a custom call's server message as a toast, unless the call hid it; network failures in the catalogue text", async () => {
        const { authProvider } = authFor('admin', { session: liveSession });
        await renderInAdmin(page, { authProvider, path: '/dealer/store/list' });
        act(() => errorReports.report(new ApiError('server', '隐藏的消息', { hideError: true }), { toast: true }));
        act(() => errorReports.report(new ApiError('server', '车商已审核，不能重复审核'), { toast: true }));
        expect(await screen.findByText('车商已审核，不能重复审核')).toBeInTheDocument();
        expect(screen.queryByText('隐藏的消息')).not.toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/dealer/store/list');
    });

    it('network failure reads 网络连接异常', async () => {
        await renderInAdmin(page, { path: '/dealer/store/list' });
        act(() => errorReports.report(new ApiError('network', 'mc.error.network'), { toast: true }));
        expect(await screen.findByText('网络连接异常')).toBeInTheDocument();
    });
});
