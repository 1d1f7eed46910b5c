import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, localStorageStore, useListContext, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameValueStore } from '../../../src/app/sameValueStore';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import zh from '../../../src/i18n/messages/zh';
import type { ListRoute } from '../../../src/schema/ListRoute';
import { SchemaListBase } from '../../../src/schema/SchemaListBase';
import { listStoreKey } from '../../../src/schema/listParams';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition, everyTypeRows } from './fixtures';

const api = 'seller/test/EveryType';
const definition = parseTableDefinition(everyTypeDefinition);
const entry: ListRoute = { path: '/test/list', title: 'mc.route.cars_list_manageShow', api };

/** Each render's selection callback, and the rows once they are in. */
const renderList = (store: Store) => {
    const toggles: unknown[] = [];
    const Probe = () => {
        const { data, onToggleItem } = useListContext();
        toggles.push(onToggleItem);
        return data ? <output aria-label="rows">{data.length}</output> : null;
    };
    render(
        <MemoryRouter initialEntries={[entry.path]}>
            <AdminContext
                dataProvider={fakeTableProvider(everyTypeDefinition, everyTypeRows) as unknown as DataProvider}
                i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                store={store}
            >
                <SchemaListBase entry={entry} api={api} definition={definition} rowRoutes={[]} disableAuthentication>
                    <Probe />
                </SchemaListBase>
            </AdminContext>
        </MemoryRouter>
    );
    return toggles;
};

/** Lets the effects that follow the rows run, and what they set render. */
const settle = () => new Promise(resolve => setTimeout(resolve, 50));

describe('a list on its first visit, over the console store', () => {
    beforeEach(() => localStorage.clear());

    it("keeps its selection callbacks through react-admin's mount effects: the list is not rendered again for them", async () => {
        const store = sameValueStore(localStorageStore(undefined, 'listRendersOnce'));
        const toggles = renderList(store);
        await waitFor(() => expect(screen.getByLabelText('rows').textContent).toBe(String(everyTypeRows.length)));
        await settle();
        expect(new Set(toggles).size).toBe(1);
        // The list's selection is registered with its resource, as react-admin does it.
        expect(store.getItem(`${api}.selectedIds.storeKeys`)).toEqual([`${listStoreKey(api, entry)}.selectedIds`]);
    });

    it('does the same on a later visit, the selection key already registered', async () => {
        const store = sameValueStore(localStorageStore(undefined, 'listRendersOnce'));
        store.setItem(`${api}.selectedIds.storeKeys`, ['other.selectedIds', `${listStoreKey(api, entry)}.selectedIds`]);
        const toggles = renderList(store);
        await waitFor(() => expect(screen.getByLabelText('rows')).toBeTruthy());
        await settle();
        expect(new Set(toggles).size).toBe(1);
        expect(store.getItem(`${api}.selectedIds.storeKeys`)).toEqual(['other.selectedIds', `${listStoreKey(api, entry)}.selectedIds`]);
    });
});
