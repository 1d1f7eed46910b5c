import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, useListContext, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import zh from '../../../src/i18n/messages/zh';
import type { ListChildRoute, ListRoute } from '../../../src/schema/ListRoute';
import { SchemaListBase } from '../../../src/schema/SchemaListBase';
import { useSchemaListContext } from '../../../src/schema/SchemaListContext';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition, everyTypeRows } from './fixtures';

const api = 'seller/test/EveryType';
const definition = parseTableDefinition(everyTypeDefinition);
const entry: ListRoute = { path: '/test/list', title: 'mc.route.cars_list_manageShow', api, filter: { status: 1 } };
const edit: ListChildRoute = { path: '/test/edit/:id', title: 'mc.route.cars_list_edit' };
const remove: ListChildRoute = { path: '/test/del/:id', title: 'mc.route.cars_list_del', action: 'delete' };
const audit: ListChildRoute = { path: '/test/audit', title: 'mc.route.cars_list_audit', action: { call: 'seller/test/Audit', fields: [{}] } };
const create: ListChildRoute = { path: '/test/add', title: 'mc.route.cars_list_save' };

/** What the view would render, as text, once the rows are in. */
const Probe = () => {
    const list = useSchemaListContext();
    const { isPending, onToggleItem } = useListContext();
    if (isPending) return null;
    return (
        <>
            <output aria-label="controller">
                {JSON.stringify({
                    title: list.title,
                    search: list.search.map(item => item.name),
                    shown: list.shownColumns.map(column => column.name),
                    defaultHidden: list.defaultHidden,
                    rows: list.rowRoutes.map(route => route.path),
                    batch: list.batchRoutes.map(route => route.path),
                    create: list.createRoute?.path ?? null,
                    canImport: list.canImport,
                    selected: list.selection.ids,
                    summed: list.summary?.summed.map(column => column.name),
                    label: list.summary?.labelColumn,
                })}
            </output>
            <button onClick={() => onToggleItem(1)}>select</button>
        </>
    );
};

const controller = () => JSON.parse(screen.getByLabelText('controller').textContent ?? '{}') as Record<string, unknown>;

const renderController = (forbidden: readonly string[]) => {
    const authProvider: AuthProvider = {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => undefined,
        canAccess: async ({ resource }) => !forbidden.includes(resource),
    };
    render(
        <MemoryRouter initialEntries={[entry.path]}>
            <AdminContext
                dataProvider={fakeTableProvider(everyTypeDefinition, everyTypeRows, { duration: 3784, price: 1234572 }) as unknown as DataProvider}
                i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}
                store={memoryStore()}
                authProvider={authProvider}
            >
                <SchemaListBase entry={entry} api={api} definition={definition} rowRoutes={[edit, remove, audit]} createRoute={create}>
                    <Probe />
                </SchemaListBase>
            </AdminContext>
        </MemoryRouter>
    );
};

describe('useSchemaListController', { timeout: 30_000 }, () => {
    it('works out what the list shows: columns, filters, permitted actions, selection and summary', async () => {
        renderController(['/test/del/:id']);
        await waitFor(() => expect(controller().rows).toEqual(['/test/edit/:id', '/test/audit']));
        expect(controller()).toMatchObject({
            title: '车辆管理',
            // The fixed filter's field is not offered.
            search: ['name', 'scope', 'created', 'visit', 'day', 'month', 'eqday', 'at', 'price', 'duration', 'province'],
            // `hide` columns carry data only; `showTableRow: false` starts hidden.
            shown: ['name', 'created', 'month', 'day', 'eqday', 'visit', 'duration', 'status', 'scope', 'logo', 'price', 'city'],
            defaultHidden: ['at'],
            // Delete is refused to this user: it is neither a row nor a batch action.
            batch: [],
            create: '/test/add',
            canImport: true,
            selected: [],
            summed: ['duration', 'price'],
            label: 'name',
        });
        screen.getByRole('button', { name: 'select' }).click();
        await waitFor(() => expect(controller().selected).toEqual([1]));
    });

    it('offers the create route, the import and batch delete only when the user may open them', async () => {
        renderController(['/test/add']);
        await waitFor(() => expect(controller().rows).toEqual(['/test/edit/:id', '/test/del/:id', '/test/audit']));
        // An import creates rows: not offered where creating is not (a shared list only the platform writes).
        expect(controller()).toMatchObject({ create: null, canImport: false, batch: ['/test/del/:id'] });
    });
});
