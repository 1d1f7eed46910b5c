import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CoreAdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepAliveViews } from '../../../src/layout/tabs/KeepAliveViews';
import { TabsProvider } from '../../../src/layout/tabs/TabsProvider';
import { useTabs } from '../../../src/layout/tabs/useTabs';
import { catalogue } from '../../../src/app/catalogue';
import { RefreshRedirect } from '../../../src/permissions/RefreshRedirect';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';

const mounts: Record<string, number> = {};

const Page = ({ name }: { name: string }) => {
    // Counted once per instance: effects, unlike state, run again when a hidden page is shown.
    const [text, setText] = useState(() => {
        mounts[name] = (mounts[name] ?? 0) + 1;
        return '';
    });
    return <input aria-label={name} value={text} onChange={event => setText(event.target.value)} />;
};

let navigate: (path: string) => void = () => undefined;
let tabsApi: ReturnType<typeof useTabs> | undefined;
const Controls = () => {
    navigate = useNavigate();
    tabsApi = useTabs();
    return null;
};

const renderShell = (start: string) =>
    render(
        <MemoryRouter initialEntries={[start]}>
            <CoreAdminContext store={memoryStore()} dataProvider={testDataProvider()}>
                <CatalogueProvider catalogue={catalogue}>
                    <TabsProvider>
                        <Controls />
                        <KeepAliveViews>
                            <Routes>
                                <Route path="/dashboard" element={<Page name="dashboard" />} />
                                <Route path="/dealer/store/list" element={<Page name="store" />} />
                                <Route path="/dealer/blacklist/list" element={<Page name="blacklist" />} />
                                <Route path="/profile/pwd/edit" element={<Page name="password" />} />
                                <Route path="/redirect/*" element={<RefreshRedirect />} />
                            </Routes>
                        </KeepAliveViews>
                    </TabsProvider>
                </CatalogueProvider>
            </CoreAdminContext>
        </MemoryRouter>
    );

const go = (path: string) => act(() => navigate(path));

describe('kept-alive tab views', () => {
    it('shows a revisited page exactly as it was left, without mounting it again', async () => {
        for (const key of Object.keys(mounts)) delete mounts[key];
        renderShell('/dealer/store/list');
        fireEvent.change(await screen.findByLabelText('store'), { target: { value: 'typed' } });
        await go('/dealer/blacklist/list');
        expect(await screen.findByLabelText('blacklist')).toBeVisible();
        expect(screen.getByLabelText('store', { selector: 'input' })).not.toBeVisible();
        await go('/dealer/store/list');
        expect(screen.getByLabelText('store')).toBeVisible();
        expect(screen.getByLabelText('store')).toHaveValue('typed');
        expect(mounts.store).toBe(1);
        expect(tabsApi!.tabs.map(tab => tab.key)).toEqual(['/dashboard', '/dealer/store/list', '/dealer/blacklist/list']);
    });

    it('mounts a noCache page afresh on every visit', async () => {
        for (const key of Object.keys(mounts)) delete mounts[key];
        renderShell('/profile/pwd/edit');
        fireEvent.change(await screen.findByLabelText('password'), { target: { value: 'secret' } });
        await go('/dealer/store/list');
        expect(screen.queryByLabelText('password')).toBeNull();
        await go('/profile/pwd/edit');
        expect(await screen.findByLabelText('password')).toHaveValue('');
        expect(mounts.password).toBe(2);
    });

    it('refresh mounts the page again through /redirect and comes back to it', async () => {
        for (const key of Object.keys(mounts)) delete mounts[key];
        renderShell('/dealer/store/list?page=2');
        fireEvent.change(await screen.findByLabelText('store'), { target: { value: 'typed' } });
        await act(async () => tabsApi!.refresh('/dealer/store/list'));
        const input = await screen.findByLabelText('store');
        expect(input).toHaveValue('');
        expect(mounts.store).toBe(2);
        expect(tabsApi!.activeTab?.fullPath).toBe('/dealer/store/list?page=2');
    });

    it('closing the current tab shows the last remaining one; the pinned tab stays', async () => {
        renderShell('/dealer/store/list');
        await go('/dealer/blacklist/list');
        await act(async () => tabsApi!.close('/dealer/blacklist/list'));
        expect(await screen.findByLabelText('store')).toBeVisible();
        await act(async () => tabsApi!.closeAll());
        expect(tabsApi!.tabs.map(tab => tab.key)).toEqual(['/dashboard']);
        expect(await screen.findByLabelText('dashboard')).toBeVisible();
        await act(async () => tabsApi!.close('/dashboard'));
        expect(tabsApi!.tabs.map(tab => tab.key)).toEqual(['/dashboard']);
    });
});
