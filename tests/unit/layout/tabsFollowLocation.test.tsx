import { act, render } from '@testing-library/react';
import { CoreAdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { TABS_STORE_KEY, TabsProvider } from '../../../src/layout/tabs/TabsProvider';
import { useTabs } from '../../../src/layout/tabs/useTabs';
import { CatalogueProvider } from '../../../src/resources/CatalogueProvider';

/**
 * The tab bar follows the location in the render that sees it: the layout under the tabs renders
 * once as a page opens, with that page's tab already there, instead of rendering again for the
 * tab bar's own bookkeeping (which, as the shell mounts after login, delays the first rows).
 */
describe('the tabs follow the location', () => {
    const setup = (start: string) => {
        const renders: string[][] = [];
        let navigate: (path: string) => void = () => undefined;
        const Probe = () => {
            navigate = useNavigate();
            renders.push(useTabs().tabs.map(tab => tab.key));
            return null;
        };
        const store = memoryStore();
        render(
            <MemoryRouter initialEntries={[start]}>
                <CoreAdminContext store={store} dataProvider={testDataProvider()}>
                    <CatalogueProvider catalogue={catalogue}>
                        <TabsProvider>
                            <Probe />
                        </TabsProvider>
                    </CatalogueProvider>
                </CoreAdminContext>
            </MemoryRouter>
        );
        return { renders, store, go: (path: string) => act(() => navigate(path)) };
    };

    it("renders once as the shell mounts, with the page's tab, and stores it", async () => {
        const { renders, store } = setup('/dealer/store/list');
        await act(async () => undefined);
        expect(renders).toHaveLength(1);
        expect(renders[0]).toContain('/dealer/store/list');
        expect((store.getItem(TABS_STORE_KEY) as { key: string }[]).map(tab => tab.key)).toContain('/dealer/store/list');
    });

    it('renders once per navigation, with the new tab', async () => {
        const { renders, go, store } = setup('/dealer/store/list');
        await act(async () => undefined);
        go('/dealer/blacklist/list');
        await act(async () => undefined);
        expect(renders).toHaveLength(2);
        expect(renders[1]).toEqual(expect.arrayContaining(['/dealer/store/list', '/dealer/blacklist/list']));
        expect((store.getItem(TABS_STORE_KEY) as { key: string }[]).map(tab => tab.key)).toContain('/dealer/blacklist/list');
    });
});
