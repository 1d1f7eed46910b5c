import { act, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import type { LiveEvent } from '../../../protocol/liveEvents';
import { LiveClientContext } from '../../../src/live/LiveClientContext';
import { fakeLiveClient } from './fakeLiveClient';
import { RecordChangedBanner } from '../../../src/live/RecordChangedBanner';
import { useRecordChange } from '../../../src/live/useRecordChange';
import zh from '../../../src/i18n/messages/zh';

const API = 'seller/dealer/DealerList';

const Form = ({ saving, version, onShowChange }: { saving?: boolean; version?: number; onShowChange?: () => void }) => {
    const live = useRecordChange(API, '5', { saving, version });
    return <RecordChangedBanner change={live.change} onShowChange={onShowChange} onReload={live.reload} onDismiss={live.dismiss} />;
};

const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: '1', fullName: '我' }),
};

const renderForm = (props: Parameters<typeof Form>[0] = {}) => {
    const live = fakeLiveClient();
    const ui = (extra: Parameters<typeof Form>[0]) => (
        <AdminContext
            dataProvider={{} as DataProvider}
            authProvider={authProvider}
            i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
            store={memoryStore()}
        >
            <LiveClientContext.Provider value={live.client}>
                <Form {...extra} />
            </LiveClientContext.Provider>
        </AdminContext>
    );
    const view = render(ui(props));
    return { ...live, rerender: (next: Parameters<typeof Form>[0]) => view.rerender(ui(next)) };
};

const update = (ids: Array<string | number>, by?: { id: number; name: string }, extra: object = {}): LiveEvent => ({
    type: 'table',
    data: { api: API, action: 'updated', ids, count: ids.length, at: 1_790_000_000, ...(by ? { by } : {}), ...extra },
});

describe('an edit form whose record changes underneath it', () => {
    it('says who changed it and when, offers the change and a reload, and goes on dismissal', async () => {
        const onShowChange = vi.fn();
        const { emit } = renderForm({ onShowChange });
        await act(() => new Promise(resolve => setTimeout(resolve, 50)));
        emit(update([4], { id: 3, name: '李四' }));
        emit({ type: 'table', data: { api: 'seller/dealer/StoreList', action: 'updated', ids: [5], count: 1, at: 1 } });
        expect(screen.queryByRole('alert')).toBeNull();
        emit(update([5], { id: 3, name: '李四' }));
        const banner = await screen.findByRole('alert');
        expect(banner).toHaveTextContent(/^李四 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改了此记录 现在保存会覆盖对方的修改。/);
        fireEvent.click(screen.getByRole('button', { name: '查看修改' }));
        expect(onShowChange).toHaveBeenCalledWith(expect.objectContaining({ action: 'updated', by: { id: 3, name: '李四' } }));
        fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
        expect(screen.queryByRole('alert')).toBeNull();
        emit({ type: 'table', data: { api: API, action: 'deleted', ids: ['5'], count: 1, at: 1_790_000_000 } });
        expect(await screen.findByRole('alert')).toHaveTextContent('此记录已于');
        expect(screen.queryByRole('button', { name: '载入最新内容' })).toBeNull();
    });

    it("takes its own account's write while saving, and just after, as its own save; another operator's write is news", async () => {
        const { emit, rerender } = renderForm({ saving: true });
        await act(() => new Promise(resolve => setTimeout(resolve, 50)));
        emit(update([5], { id: 1, name: 'admin' }));
        rerender({ saving: false });
        emit(update([5], { id: 1, name: 'admin' }));
        expect(screen.queryByRole('alert')).toBeNull();
        emit(update([5], { id: 2, name: 'operator' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('operator 于');
    });

    it('an event not past the version the form holds is no news', async () => {
        const { emit } = renderForm({ version: 7 });
        await act(() => new Promise(resolve => setTimeout(resolve, 50)));
        emit(update([5], { id: 2, name: 'operator' }, { _version: 7 }));
        expect(screen.queryByRole('alert')).toBeNull();
        emit(update([5], { id: 2, name: 'operator' }, { _version: 8 }));
        expect(await screen.findByRole('alert')).toHaveTextContent('operator 于');
    });
});
