import { describe, expect, it } from 'vitest';
import { DEALER_CLERK_ROLE, demoAccounts } from '../../../server/domains/core/demoAccounts';
import { apiArrAfterPageChange, apiKeyOf, apiTree, grantedCalls, routeCalls } from '../../../src/permissions/apiGrants';
import { catalogue } from '../../../src/app/catalogue';
import type { CatalogueEntry } from '../../../src/resources/types';

const entry = (path: string) => {
    const found = catalogue.find(candidate => candidate.path === path);
    if (!found) throw new Error(`no catalogue entry ${path}`);
    return found;
};
const callsOf = (path: string) => routeCalls(catalogue, entry(path));

describe('routeCalls: the calls a page needs, from the real catalogue', () => {
    it('a list page: its table api, and the read of one of its records when it has one', () => {
        expect(callsOf('/dealer/secondHandCarDealer/list')).toEqual(['seller/dealer/DealerList', 'seller/dealer/DealerInfo']);
        expect(callsOf('/dealer/blacklist/list')).toEqual(['seller/dealer/BlackList']);
    });

    it('create, edit, show and delete routes: the list definition plus their write or read', () => {
        expect(callsOf('/cars/cat/add')).toEqual(['seller/cars/CatList', 'seller/cars/CatAdd']);
        expect(callsOf('/cars/cat/edit/:id')).toEqual(['seller/cars/CatList', 'seller/cars/CatInfo', 'seller/cars/CatEdit']);
        expect(callsOf('/dealer/secondHandCarDealer/info')).toEqual(['seller/dealer/DealerList', 'seller/dealer/DealerInfo']);
        expect(callsOf('/dealer/store/delete')).toEqual(['seller/dealer/StoreList', 'seller/dealer/StoreDel']);
    });

    it('a delete call given with its query (`roledel?id=`) is granted as the key the server checks', () => {
        expect(callsOf('/setting/permission/management/role/del/:id')).toEqual(['seller/role/rolemanage', 'seller/role/roledel']);
        expect(apiKeyOf('seller/role/roledel?id=')).toBe('seller/role/roledel');
        expect(apiKeyOf('seller/cars/CatList?page=1&limit=200')).toBe('seller/cars/CatList');
    });

    it('an action route: its call; a form: the option lists its selects read', () => {
        expect(callsOf('/dealer/secondHandCarDealer/audit')).toEqual(['seller/dealer/DealerList', 'seller/dealer/DealerAudit']);
        expect(callsOf('/plugin/pluginSetup/uninstall')).toEqual(['addons/list', 'addons/uninstall']);
        expect(callsOf('/cars/list/save')).toEqual(['seller/cars/CarList', 'seller/cars/CarSave', 'seller/cars/CatList', 'seller/dealer/DealerList']);
        expect(callsOf('/setting/permission/management/operators/add')).toEqual([
            'seller/operator/OperatorList',
            'seller/operator/OperatorAdd',
            'seller/role/rolemanage',
        ]);
    });

    it('settings pages their getOne and update; a custom page the calls it names', () => {
        expect(callsOf('/supertube/platform/system')).toEqual(['seller/systemSet/SystemSetInfo', 'seller/systemSet/SystemSetSave']);
        expect(callsOf('/supertube/platform/festival')).toEqual([
            'seller/systemSet/HolidaySetConf',
            'seller/systemSet/HolidaySetInfo',
            'seller/systemSet/HolidaySetSave',
        ]);
    });

    it('every catalogue route that renders a server page grants at least one call', () => {
        const silent = catalogue.filter(route => route.section !== 'dashboard' && route.section !== 'profile' && !routeCalls(catalogue, route).length);
        expect(silent.map(route => route.path)).toEqual([]);
    });

    it('a new entry gets its grants with no further step', () => {
        const list: CatalogueEntry = {
            path: '/x/list',
            title: 'x',
            section: 'cars',
            kind: 'list',
            industries: 'car',
            api: 'addons/x/seller/XList',
            calls: { update: 'addons/x/seller/XEdit' },
        };
        const edit: CatalogueEntry = { path: '/x/edit/:id', title: 'x', section: 'cars', kind: 'edit', industries: 'car', parent: '/x/list' };
        expect(grantedCalls([list, edit], ['/x/list', '/x/edit/:id'])).toEqual(['addons/x/seller/XList', 'addons/x/seller/XEdit']);
    });
});

describe('apiArrAfterPageChange: the api ticks follow the page ticks', () => {
    const blackList = '/dealer/blacklist/list';
    const unblack = '/dealer/blacklist/unblack';
    const visits = '/dealer/fwjl';

    it('ticking a page adds its calls to the ones already there', () => {
        expect(apiArrAfterPageChange(catalogue, [], [blackList], [])).toEqual(['seller/dealer/BlackList']);
        expect(apiArrAfterPageChange(catalogue, [blackList], [blackList, unblack], ['seller/dealer/BlackList'])).toEqual([
            'seller/dealer/BlackList',
            'seller/dealer/UnBlack',
        ]);
    });

    it('unticking a page withdraws only the calls no remaining page grants', () => {
        const apis = ['seller/dealer/BlackList', 'seller/dealer/UnBlack', 'seller/dealer/VisitList'];
        expect(apiArrAfterPageChange(catalogue, [blackList, unblack, visits], [blackList, visits], apis)).toEqual([
            'seller/dealer/BlackList',
            'seller/dealer/VisitList',
        ]);
        expect(apiArrAfterPageChange(catalogue, [blackList, unblack], [unblack], ['seller/dealer/BlackList', 'seller/dealer/UnBlack'])).toEqual([
            'seller/dealer/BlackList',
            'seller/dealer/UnBlack',
        ]);
    });

    it('a call unticked or added by hand on an unchanged page stays so', () => {
        // BlackList unticked by hand, CarList added by hand; then the visit page is ticked.
        expect(apiArrAfterPageChange(catalogue, [blackList], [blackList, visits], ['seller/cars/CarList'])).toEqual([
            'seller/cars/CarList',
            'seller/dealer/VisitList',
        ]);
    });
});

describe('apiTree: the 接口权限 tree', () => {
    it('groups the calls by section and page, in catalogue order', () => {
        const tree = apiTree(catalogue);
        expect(tree.map(node => node.section)).toEqual([
            'dealer',
            'bzj',
            'cars',
            'jingpai',
            'content',
            'order',
            'goods',
            'setting',
            'marketing',
            'user',
            'financenh',
            'plugin',
            'supertube',
        ]);
        const dealer = tree.find(node => node.section === 'dealer')!;
        expect(dealer.pages[0]).toEqual({
            path: '/dealer/secondHandCarDealer/list',
            title: 'mc.route.dealer_secondHandCarDealer_list',
            calls: ['seller/dealer/DealerList', 'seller/dealer/DealerInfo'],
        });
    });
});

describe('seeded roles follow the same rule', () => {
    it('each demo role grants exactly the calls of its pages (the server cannot read the catalogue, so this pins it)', () => {
        const roles = demoAccounts.flatMap(account => (account.role ? [account.role] : []));
        expect(roles).toContain(DEALER_CLERK_ROLE);
        for (const role of roles) expect(role.api_arr, role.name).toEqual(grantedCalls(catalogue, role.path_arr));
    });
});
