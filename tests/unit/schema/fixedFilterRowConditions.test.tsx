import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { routeAppliesTo } from '../../../src/schema/recordLinks';
import { SchemaList } from '../../../src/schema/SchemaList';
import { listStoreKey } from '../../../src/schema/listParams';
import { fakeTableProvider } from './fakeTableProvider';
import { pluginDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const plugins = pluginDefinition;
const rows = [
    { id: 'jp', key: 'jp', name: '车辆竞拍', installed: 1 },
    { id: 'lottery', key: 'lottery', name: '幸运抽奖', installed: 0 },
];

const entry = (path: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    path,
    title: 'mc.route.plugin_manage',
    section: 'plugin',
    kind: 'list',
    industries: 'all',
    api: 'addons/list',
    ...extra,
});
const setup = entry('/plugin/pluginSetup', { title: 'mc.route.plugin_pluginSetup', filter: { installed: 1 } });
const install = entry('/plugin/manage/install', {
    kind: 'action',
    title: 'mc.route.plugin_manage_install',
    parent: setup.path,
    when: { field: 'installed', values: [0] },
});
const uninstall = entry('/plugin/pluginSetup/uninstall', {
    kind: 'action',
    title: 'mc.route.plugin_pluginSetup_uninstall',
    parent: setup.path,
    when: { field: 'installed', values: [1] },
});

describe('record routes with a condition', () => {
    it('apply only to rows whose field holds one of the values, compared as text', () => {
        expect(routeAppliesTo(install, { installed: 0 })).toBe(true);
        expect(routeAppliesTo(install, { installed: '0' })).toBe(true);
        expect(routeAppliesTo(install, { installed: 1 })).toBe(false);
        expect(routeAppliesTo(install, {})).toBe(false);
        expect(routeAppliesTo({ ...install, when: undefined }, { installed: 1 })).toBe(true);
    });
});

describe('a list with a fixed filter', { timeout: 30_000 }, () => {
    it('keeps its own list state apart from another list of the same api', () => {
        expect(listStoreKey('addons/list')).toBe('mc.list.addons/list');
        expect(listStoreKey('addons/list', entry('/plugin/manage'))).toBe('mc.list.addons/list');
        expect(listStoreKey('addons/list', setup)).not.toBe(listStoreKey('addons/list'));
    });

    it('sends the filter with every row request, offers no search for it, and shows each row only its own actions', async () => {
        const dataProvider = fakeTableProvider(plugins, rows);
        renderWithAdmin(<SchemaList entry={setup} {...listRoutes([setup, install, uninstall], setup)} />, dataProvider, setup.path);
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
        for (const call of dataProvider.getList.mock.calls) {
            expect((call as unknown as [string, { filter: Record<string, unknown> }])[1].filter).toMatchObject({ installed: 1 });
        }
        expect(await screen.findByRole('textbox', { name: '插件名称' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: '状态' })).not.toBeInTheDocument();

        const [, jp, lottery] = within(table).getAllByRole('row');
        expect(within(jp).getByRole('link', { name: '卸载插件' })).toHaveAttribute('href', '/plugin/pluginSetup/uninstall?id=jp');
        expect(within(jp).queryByRole('link', { name: '安装插件' })).not.toBeInTheDocument();
        expect(within(lottery).getByRole('link', { name: '安装插件' })).toHaveAttribute('href', '/plugin/manage/install?id=lottery');
        expect(within(lottery).queryByRole('link', { name: '卸载插件' })).not.toBeInTheDocument();
    });
});
