import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import type { CatalogueEntry } from '../../../src/resources/types';
import { routesForAccess } from '../../../src/permissions/accessRoute';
import { buildPermissions, installedAddonsOf, parseUserInfo } from '../../../src/permissions/buildPermissions';
import { isPermissionsError } from '../../../src/permissions/Permissions';
import { hasWorkRoutes } from '../../../src/permissions/loadPermissions';
import { permittedRoutes } from '../../../src/permissions/permittedRoutes';
import { grantableRoutes } from '../../../src/permissions/grantableRoutes';
import { refusalOf } from '../../../protocol/accessRules';

const DEALER_LISTS = ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'];

const routesOf = (industry: string, roles: string[], pathArr: string[] = ['*'], installedAddons: string[] = ['jp', 'ngp']) =>
    permittedRoutes(catalogue, { industry, roles, pathArr, installedAddons });

const sectionsOf = (routes: Set<string>) => new Set(catalogue.filter(entry => routes.has(entry.path)).map(entry => entry.section));

describe('permittedRoutes: industries and roles', () => {
    it('car admin: dealer, deposit, cars, auction, content and the shared sets, no staff/finance and no supertube', () => {
        const sections = sectionsOf(routesOf('car', ['admin']));
        for (const section of ['dashboard', 'profile', 'dealer', 'bzj', 'cars', 'jingpai', 'content', 'plugin', 'setting']) {
            expect(sections.has(section as never), section).toBe(true);
        }
        for (const section of ['user', 'financenh', 'supertube']) expect(sections.has(section as never), section).toBe(false);
    });

    it('roles containing admin are not restricted by the path list', () => {
        const routes = routesOf('car', ['admin'], []);
        expect(routes.has('/cars/list/edit/:id')).toBe(true);
        expect(routes.has('/setting/permission/management/role/add')).toBe(true);
    });

    it('operator: only the listed dealer pages, plus the dashboard and the profile pages but the owner-only certification and shop', () => {
        const routes = routesOf('car', ['车商专员'], DEALER_LISTS);
        expect(routesOf('car', ['车商专员'], [...DEALER_LISTS, '/profile/cert', '/content/shopinfo']).has('/profile/cert')).toBe(false);
        expect(routesOf('car', ['车商专员'], [...DEALER_LISTS, '/content/shopinfo']).has('/content/shopinfo')).toBe(false);
        expect(routesOf('car', ['admin'], []).has('/profile/cert')).toBe(true);
        expect(routesOf('car', ['admin'], []).has('/content/shopinfo')).toBe(true);
        const expected = ['/dashboard', '/profile/user/edit', '/profile/pwd/edit', '/profile/devices', '/profile/user/wechat', ...DEALER_LISTS];
        expect([...routes].sort()).toEqual(expected.sort());
    });

    it('a restricted user never gets routes outside its industry set, even when listed', () => {
        const routes = routesOf('car', ['clerk'], ['/user/list', '/supertube/platform/system', '/cars/list/manageShow']);
        expect(routes.has('/cars/list/manageShow')).toBe(true);
        expect(routes.has('/user/list')).toBe(false);
        expect(routes.has('/supertube/platform/system')).toBe(false);
    });

    it('offlinepay admin: the staff and finance routes plus the shared ones, none of the dealer area', () => {
        const sections = sectionsOf(routesOf('offlinepay', ['admin']));
        for (const section of ['user', 'financenh', 'plugin', 'setting', 'dashboard']) expect(sections.has(section as never), section).toBe(true);
        for (const section of ['dealer', 'bzj', 'cars', 'jingpai', 'content', 'supertube']) expect(sections.has(section as never), section).toBe(false);
    });

    it('union/platform admin (industry admin): the car sets, the shared sets and supertube', () => {
        const sections = sectionsOf(routesOf('admin', ['admin']));
        for (const section of ['supertube', 'dealer', 'plugin', 'setting']) expect(sections.has(section as never), section).toBe(true);
        expect(sections.has('financenh')).toBe(false);
    });

    it('industry admin with role supplier is unrestricted; role supplier elsewhere is not', () => {
        expect(routesOf('admin', ['supplier'], []).has('/supertube/platform/festival')).toBe(true);
        expect(routesOf('car', ['supplier'], []).has('/dealer/store/list')).toBe(false);
    });

    it('matches listed paths with or without their parameters', () => {
        const routes = routesOf('car', ['clerk'], ['/cars/list/edit', 'setting/agreement/edit/:id', '/cars/cat/manage/']);
        expect(routes.has('/cars/list/edit/:id')).toBe(true);
        expect(routes.has('/setting/agreement/edit/:id')).toBe(true);
        expect(routes.has('/cars/cat/manage')).toBe(true);
        expect(routes.has('/cars/cat/add')).toBe(false);
    });

    it('hides addon routes unless the addon is installed, and applies the union-account rules', () => {
        const fixture: CatalogueEntry[] = [
            { path: '/plugin/manage', title: 't', section: 'plugin', kind: 'list', industries: 'all' },
            { path: '/plugin/lottery', title: 't', section: 'plugin', kind: 'list', industries: 'all', addon: 'lottery' },
            { path: '/goods/supply', title: 't', section: 'plugin', kind: 'list', industries: 'all', account: 'nonUnion' },
            { path: '/wallet/pay', title: 't', section: 'plugin', kind: 'list', industries: 'all', account: 'union' },
        ];
        const grant = (industry: string, installedAddons: string[]) =>
            [...permittedRoutes(fixture, { industry, roles: ['admin'], pathArr: ['*'], installedAddons })].sort();
        expect(grant('car', [])).toEqual(['/dashboard', '/goods/supply', '/plugin/manage']);
        expect(grant('car', ['lottery'])).toEqual(['/dashboard', '/goods/supply', '/plugin/lottery', '/plugin/manage']);
        expect(grant('admin', [])).toEqual(['/dashboard', '/plugin/manage', '/wallet/pay']);
    });
});

describe('permittedRoutes: addon and union rules on the real catalogue', () => {
    const plugins = catalogue.filter(entry => entry.section === 'plugin');
    // Entries of one addon and no account rule (those are pinned by the fixture test above).
    const addonEntries = catalogue.filter(entry => entry.addon && !entry.account);

    it('keeps the plugin manage and setup entries whatever is installed (docs/console.md §4)', () => {
        for (const installed of [[], ['jp', 'ngp']]) {
            const routes = routesOf('car', ['admin'], ['*'], installed);
            expect(routes.has('/plugin/manage')).toBe(true);
            expect(routes.has('/plugin/pluginSetup')).toBe(true);
        }
        expect(plugins.filter(entry => !entry.addon).map(entry => entry.path)).toEqual(expect.arrayContaining(['/plugin/manage', '/plugin/pluginSetup']));
    });

    it('shows each addon-bound entry only while its addon is installed', () => {
        for (const entry of addonEntries) {
            const industry = entry.industries === 'offlinepay' ? 'offlinepay' : entry.industries === 'admin' ? 'admin' : 'car';
            expect(routesOf(industry, ['admin'], ['*'], []).has(entry.path), entry.path).toBe(false);
            expect(routesOf(industry, ['admin'], ['*'], [entry.addon!]).has(entry.path), entry.path).toBe(true);
        }
    });

    it('gives supertube (platform settings) to the union account only', () => {
        const supertube = catalogue.filter(entry => entry.section === 'supertube').map(entry => entry.path);
        expect(supertube.length).toBeGreaterThan(0);
        for (const path of supertube) {
            expect(routesOf('admin', ['admin']).has(path), path).toBe(true);
            expect(routesOf('car', ['admin']).has(path), path).toBe(false);
            expect(routesOf('offlinepay', ['admin']).has(path), path).toBe(false);
        }
    });
});

describe("the platform team: the platform merchant's staff, by their roles", () => {
    const DESIGNER = '/supertube/platform/designer';
    const staff = (platformMerchant: boolean, pathArr: string[]) =>
        permittedRoutes(catalogue, { industry: 'admin', roles: ['平台工程师'], platformMerchant, pathArr, installedAddons: [] });

    it("opens the platform's pages to its own merchant's staff whose role lists them, never to a union merchant's", () => {
        expect(staff(true, [DESIGNER]).has(DESIGNER)).toBe(true);
        expect(staff(true, ['/supertube/merchant/list']).has(DESIGNER)).toBe(false);
        expect(staff(false, [DESIGNER]).has(DESIGNER)).toBe(false);
        expect(routesOf('admin', ['supplier']).has(DESIGNER)).toBe(false);
        expect(routesOf('admin', ['admin']).has(DESIGNER)).toBe(true);
    });

    it('refuses a platform call to a union merchant for its account, and to the platform staff unless its role grants the call', () => {
        const rules = { industries: 'admin', account: 'platform' } as const;
        const caller = (platformMerchant: boolean, apiArr: string[], roles = ['平台工程师']) => ({
            industry: 'admin',
            roles,
            platformMerchant,
            apiArr,
            installedAddons: [],
        });
        const save = 'platform/designer/TableSave';
        expect(refusalOf(rules, caller(true, [save]), save)).toBeUndefined();
        expect(refusalOf(rules, caller(true, ['platform/designer/TableList']), save)).toBe('role');
        expect(refusalOf(rules, caller(false, [save]), save)).toBe('account');
        expect(refusalOf(rules, caller(false, [], ['supplier']), save)).toBe('account');
        expect(refusalOf(rules, caller(false, [], ['admin']), save)).toBeUndefined();
    });
});

describe('grantableRoutes: what a role form offers', () => {
    const paths = (industry: string, platformMerchant: boolean, installedAddons: string[] = []) =>
        grantableRoutes(catalogue, { industry, roles: ['admin'], platformMerchant, installedAddons }).map(entry => entry.path);

    it("offers the merchant's own industry's pages, never another industry's, the owner's, everyone's or a missing addon's", () => {
        const car = paths('car', false);
        expect(car).toEqual(expect.arrayContaining(DEALER_LISTS));
        expect(car).not.toContain('/user/list');
        expect(car.some(path => path.startsWith('/supertube/'))).toBe(false);
        expect(car).not.toContain('/profile/cert');
        expect(car).not.toContain('/dashboard');
        expect(car).not.toContain('/content/shopinfo');
        const addonEntry = catalogue.find(entry => entry.addon && entry.industries !== 'offlinepay' && !entry.account)!;
        expect(car).not.toContain(addonEntry.path);
        expect(paths('car', false, [addonEntry.addon!])).toContain(addonEntry.path);
        expect(paths('offlinepay', false, ['ngp'])).toContain('/user/list');
    });

    it("offers the platform's pages (the designer, the merchants) to the platform's merchant only", () => {
        expect(paths('admin', true)).toEqual(expect.arrayContaining(['/supertube/platform/designer', '/supertube/merchant/list']));
        expect(paths('admin', false)).not.toContain('/supertube/platform/designer');
        expect(paths('admin', false)).not.toContain('/supertube/merchant/list');
    });
});

describe('buildPermissions', () => {
    it('reads roles and industry from the user info and the lists from OperatorPermission (arrays or JSON text)', () => {
        const info = parseUserInfo({ uid: 2, industry_type: 'car', roles: ['车商专员'] });
        const permissions = buildPermissions(catalogue, info, { path_arr: JSON.stringify(DEALER_LISTS), api_arr: ['seller/dealer/DealerList'] });
        expect(permissions).toMatchObject({
            industry: 'car',
            unrestricted: false,
            union: false,
            platformMerchant: false,
            apiArr: ['seller/dealer/DealerList'],
        });
        expect(permissions.routes.has('/dealer/fwjl')).toBe(true);
        expect(hasWorkRoutes(permissions, catalogue)).toBe(true);
    });

    it("reads the platform merchant's mark, absent from a backend that does not send it", () => {
        const grant = { path_arr: ['/supertube/platform/designer'], api_arr: [] };
        const staffOf = (mark: unknown) =>
            buildPermissions(catalogue, parseUserInfo({ industry_type: 'admin', roles: ['平台工程师'], platform_merchant: mark }), grant);
        expect(staffOf(true)).toMatchObject({ platformMerchant: true });
        expect(staffOf(true).routes.has('/supertube/platform/designer')).toBe(true);
        expect(staffOf(1).platformMerchant).toBe(true);
        for (const mark of [undefined, false, 0, 'yes']) expect(staffOf(mark).routes.has('/supertube/platform/designer'), String(mark)).toBe(false);
    });

    it('refuses user info without roles or industry, and malformed path lists', () => {
        const failures = [
            () => parseUserInfo(null),
            () => parseUserInfo('login'),
            () => parseUserInfo({ industry_type: 'car', roles: [] }),
            () => parseUserInfo({ industry_type: 'car', roles: 'admin' }),
            () => parseUserInfo({ roles: ['admin'] }),
            () => buildPermissions(catalogue, parseUserInfo({ industry_type: 'car', roles: ['x'] }), { path_arr: [1, 2] }),
            () => buildPermissions(catalogue, parseUserInfo({ industry_type: 'car', roles: ['x'] }), null),
        ];
        for (const failure of failures) {
            let error: unknown;
            try {
                failure();
            } catch (e) {
                error = e;
            }
            expect(isPermissionsError(error)).toBe(true);
        }
    });

    it('an empty path list leaves no work routes (the verify-failed alert)', () => {
        const permissions = buildPermissions(catalogue, parseUserInfo({ industry_type: 'car', roles: ['x'] }), { path_arr: [], api_arr: [] });
        expect([...permissions.routes]).toContain('/dashboard');
        expect(hasWorkRoutes(permissions, catalogue)).toBe(false);
    });

    it('reads installed addons from the server configuration', () => {
        expect(
            installedAddonsOf({
                addon: [
                    { type: 'x', key: 'kefu', installed: 1 },
                    { key: 'jp', installed: 0 },
                    { key: 'ngp', installed: true },
                ],
            })
        ).toEqual(['kefu', 'ngp']);
        expect(installedAddonsOf({ server_time: 1 })).toEqual([]);
        expect(installedAddonsOf(undefined)).toEqual([]);
    });
});

describe('routesForAccess', () => {
    it('takes route paths as they are, concrete or as patterns, with or without a query', () => {
        expect(routesForAccess(catalogue, '/cars/list/edit/12')).toEqual(['/cars/list/edit/:id']);
        expect(routesForAccess(catalogue, '/dealer/store/info?id=3', 'show')).toEqual(['/dealer/store/info']);
        expect(routesForAccess(catalogue, '/setting/agreement/edit/:id', 'anything')).toEqual(['/setting/agreement/edit/:id']);
        expect(routesForAccess(catalogue, '/no/such/page')).toEqual([]);
    });

    it('maps a list api and a react-admin action to the route of that action', () => {
        expect(routesForAccess(catalogue, 'seller/dealer/DealerList', 'list')).toEqual(['/dealer/secondHandCarDealer/list']);
        expect(routesForAccess(catalogue, 'seller/dealer/DealerList', 'create')).toEqual(['/dealer/secondHandCarDealer/save']);
        expect(routesForAccess(catalogue, 'seller/dealer/DealerList', 'edit')).toEqual(['/dealer/secondHandCarDealer/edit']);
        expect(routesForAccess(catalogue, 'seller/dealer/DealerList', 'show')).toEqual(['/dealer/secondHandCarDealer/info']);
        expect(routesForAccess(catalogue, 'seller/dealer/DealerList', 'audit')).toEqual(['/dealer/secondHandCarDealer/audit']);
        expect(routesForAccess(catalogue, 'seller/dealer/StoreList', 'delete')).toEqual(['/dealer/store/delete']);
        expect(routesForAccess(catalogue, 'seller/dealer/BlackList', 'unblack')).toEqual(['/dealer/blacklist/unblack']);
        expect(routesForAccess(catalogue, 'seller/dealer/VisitList', 'create')).toEqual([]);
        expect(routesForAccess(catalogue, 'seller/unknown/List')).toEqual([]);
    });

    it('uses the list path and its folder to find the sibling routes', () => {
        const fixture: CatalogueEntry[] = [
            { path: '/s/role', title: 't', section: 'setting', kind: 'list', industries: 'all', api: 'role' },
            { path: '/s/role/add', title: 't', section: 'setting', kind: 'create', industries: 'all' },
            { path: '/s/role/del/:id', title: 't', section: 'setting', kind: 'action', industries: 'all' },
            { path: '/s/ops/manage', title: 't', section: 'setting', kind: 'list', industries: 'all', api: 'ops' },
            { path: '/s/ops/add', title: 't', section: 'setting', kind: 'create', industries: 'all' },
            { path: '/s/log', title: 't', section: 'setting', kind: 'list', industries: 'all', api: 'log' },
        ];
        expect(routesForAccess(fixture, 'role', 'create')).toEqual(['/s/role/add']);
        expect(routesForAccess(fixture, 'role', 'delete')).toEqual(['/s/role/del/:id']);
        expect(routesForAccess(fixture, 'ops', 'create')).toEqual(['/s/ops/add']);
        expect(routesForAccess(fixture, 'log', 'create')).toEqual([]);
    });

    it('names every page that lists the same table', () => {
        const fixture: CatalogueEntry[] = [
            { path: '/a/manage', title: 't', section: 'content', kind: 'list', industries: 'all', api: 'agreements' },
            { path: '/a/del/:id', title: 't', section: 'content', kind: 'action', industries: 'all' },
            { path: '/b/manage', title: 't', section: 'setting', kind: 'list', industries: 'all', api: 'agreements' },
            { path: '/b/del/:id', title: 't', section: 'setting', kind: 'action', industries: 'all' },
        ];
        expect(routesForAccess(fixture, 'agreements', 'list')).toEqual(['/a/manage', '/b/manage']);
        expect(routesForAccess(fixture, 'agreements', 'delete')).toEqual(['/a/del/:id', '/b/del/:id']);
    });

    it('resolves permission names', () => {
        expect(routesForAccess(catalogue, 'PluginManage')).toEqual(['/plugin/manage']);
    });
});
