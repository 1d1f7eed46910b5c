import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import brands from '../../../../public/catalogue.d/brands.json';
import { catalogue as builtIn } from '../../../../src/app/catalogue';
import { consoleCatalogueOf } from '../../../../src/app/consoleCatalogue';
import { createAuthProvider } from '../../../../src/authProvider/authProvider';
import { createMemoryStorage, createSessionStore } from '../../../../src/dataProvider/sessionStore';
import type { HttpClient } from '../../../../src/dataProvider/httpClient';
import { routeTree } from '../../../../src/forms/routeTree';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider';
import { IconRail } from '../../../../src/layout/menu/IconRail';
import { SectionMenu } from '../../../../src/layout/menu/SectionMenu';
import { useMenuSections } from '../../../../src/layout/menu/useMenuSections';
import { useMenuSearch } from '../../../../src/layout/search/useMenuSearch';
import { apiTree, grantedCalls } from '../../../../src/permissions/apiGrants';
import { guardRoutes } from '../../../../src/permissions/guardRoutes';
import { CatalogueProvider } from '../../../../src/resources/CatalogueProvider';
import { catalogueRoutes } from '../../../../src/resources/CatalogueRoutes';
import { loadCatalogueExtensions } from '../../../../src/resources/extensions/loadCatalogueExtensions';
import { LocationProbe } from '../../permissions/adminHarness';
import { liveSession, NOW_MS } from '../../auth/fakeAccount';
import { testConfig } from '../../dataProvider/fakeServer';
import { fakeTableProvider } from '../../schema/fakeTableProvider';

// The shipped example, read as the console reads it at start-up; its list api answers here with a
// small brand table, as the reference server's declared table would.
const loadExample = async () => {
    const served: typeof fetch = async () => new Response(JSON.stringify(brands));
    return loadCatalogueExtensions(['catalogue.d/brands.json'], builtIn, served);
};

const brandDefinition = {
    pk: 'id',
    limit: 20,
    column_names: ['id', 'name', 'initial', 'sort'],
    rows: {
        id: { title: 'ID', sort: true },
        name: { title: '品牌名称' },
        initial: { title: '首字母', type: 'select', options: [{ value: 'A', label: 'A' }] },
        sort: { title: '排序', sort: true },
    },
    search: [{ name: 'name', title: '品牌名称', type: 'text' }],
};
const brandRows = [
    { id: 1, name: '奥迪', initial: 'A', sort: 100 },
    { id: 2, name: '宝马', initial: 'B', sort: 90 },
];

/** An operator of industry car whose role lists these pages (`path_arr`). */
const operatorAuth = (catalogue: Parameters<typeof createAuthProvider>[0]['catalogue'], pathArr: string[], industry: string) => {
    const sessions = createSessionStore(createMemoryStorage());
    sessions.set(liveSession);
    const answers: Record<string, unknown> = {
        'buyer/user/info': { uid: 2, nickname: '王小明', industry_type: industry, roles: ['品牌专员'] },
        'seller/role/OperatorPermission': { path_arr: pathArr, api_arr: [] },
        'public/config/GetServerConfig': { server_time: NOW_MS / 1000 },
        'addons/public/SupplierAddonList': [],
    };
    const request = vi.fn(async (path: string) => {
        if (!(path in answers)) throw new Error(`unexpected call ${path}`);
        return answers[path];
    });
    const http = { request, signedUrl: () => '' } as unknown as HttpClient;
    return createAuthProvider({ http, sessions, config: () => testConfig, catalogue, now: () => NOW_MS, location: () => '/brand/list' });
};

/** The icon rail and every permitted section's menu, as the shell shows them. */
const Menus = () => {
    const { sections } = useMenuSections();
    return (
        <>
            <IconRail sections={sections} selected={undefined} onSelect={() => undefined} showLogo={false} />
            {sections.map(section => (
                <SectionMenu key={section.section} section={section} badges={{}} />
            ))}
        </>
    );
};

/** The menu search's answer to `pinpai` (pinyin of 品牌), once its code and the speller have loaded. */
const SearchProbe = () => {
    const { search, ready } = useMenuSearch(true);
    if (!ready) return null;
    return (
        <output data-testid="search">
            {search('pinpai')
                .map(item => `${item.section}/${item.title} ${item.path}`)
                .join('; ')}
        </output>
    );
};

/** The console as a restricted operator of `industry` whose role opens `pathArr`. Brands are shared: only the platform's (union) accounts may create one. */
const renderConsole = async (pathArr: string[], path = '/brand/list', industry = 'admin') => {
    const loaded = await loadExample();
    expect(loaded.problems).toEqual([]);
    const { catalogue, sectionIcons } = consoleCatalogueOf(loaded);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    const i18nProvider = await createI18nProvider('zh-cn', loaded.messages);
    const dataProvider = fakeTableProvider(brandDefinition, brandRows);
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                authProvider={operatorAuth(catalogue, pathArr, industry)}
                dataProvider={dataProvider as unknown as DataProvider}
                i18nProvider={i18nProvider}
                store={memoryStore()}
            >
                <CatalogueProvider catalogue={catalogue} sectionIcons={sectionIcons}>
                    <Menus />
                    <SearchProbe />
                    <Routes>
                        {guardRoutes(catalogueRoutes(catalogue))}
                        <Route path="/401" element={<p>forbidden page</p>} />
                    </Routes>
                    <LocationProbe />
                </CatalogueProvider>
            </AdminContext>
        </MemoryRouter>
    );
    return { dataProvider, catalogue };
};

describe('an extension list in the console', { timeout: 30_000 }, () => {
    it('has its section in the rail, its item in the menu, and its list page generated from the definition', async () => {
        const { dataProvider } = await renderConsole(['/brand/list', '/brand/add', '/brand/edit', '/dealer/store/list']);
        const rail = await screen.findByRole('navigation', { name: '主菜单' });
        expect(await within(rail).findByRole('button', { name: '品牌' }, { timeout: 10_000 })).toBeInTheDocument();
        const menu = screen.getByRole('navigation', { name: '品牌' });
        expect(within(menu).getByRole('link', { name: '品牌管理' })).toHaveAttribute('href', '/brand/list');
        // Hidden routes (add, edit, delete) have no menu item.
        expect(within(menu).getAllByRole('link')).toHaveLength(1);

        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        expect(within(table).getByText('奥迪')).toBeInTheDocument();
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(header => header.textContent)
        ).toEqual(expect.arrayContaining(['品牌名称', '首字母', '排序']));
        expect(dataProvider.fetchDefinition).toHaveBeenCalledWith('seller/brand/BrandList', expect.anything());
        // The create route the role grants becomes the toolbar's button.
        expect(await screen.findByRole('link', { name: /新增/ }, { timeout: 10_000 })).toHaveAttribute('href', '/brand/add');
        expect(screen.getByTestId('location')).toHaveTextContent('/brand/list');
        // Menu search, with pinyin, finds it by its Chinese title.
        expect(await screen.findByTestId('search', {}, { timeout: 10_000 })).toHaveTextContent('品牌/品牌管理 /brand/list');
    });

    it('offers a car merchant’s operator no create on the shared list, even when the role lists it', async () => {
        await renderConsole(['/brand/list', '/brand/add', '/brand/edit'], '/brand/list', 'car');
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        expect(within(table).getByText('奥迪')).toBeInTheDocument();
        expect(await screen.findByRole('button', { name: '列设置' }, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /新增/ })).not.toBeInTheDocument();
    });

    it('is refused to a role that does not list it, and has no menu item then', async () => {
        await renderConsole(['/dealer/store/list']);
        expect(await screen.findByText('forbidden page')).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/401');
        expect(screen.queryByRole('button', { name: '品牌' })).not.toBeInTheDocument();
    });
});

describe('an extension in the role form', () => {
    it('joins the page tree (path_arr) under its section, and its pages grant their calls (api_arr)', async () => {
        const { catalogue } = consoleCatalogueOf(await loadExample());
        const brandNode = routeTree(catalogue).find(node => node.section === 'brand');
        expect(brandNode?.routes.map(route => route.path)).toEqual(['/brand/list', '/brand/add', '/brand/edit/:id', '/brand/del/:id']);
        expect(grantedCalls(catalogue, ['/brand/list', '/brand/edit/:id']).sort()).toEqual([
            'seller/brand/BrandEdit',
            'seller/brand/BrandInfo',
            'seller/brand/BrandList',
        ]);
        expect(
            apiTree(catalogue)
                .find(node => node.section === 'brand')
                ?.pages.map(page => page.title)
        ).toContain('mc.ext.route./brand/list');
    });
});
