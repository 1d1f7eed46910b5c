import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/forms/routeTree';
import { permittedRoutes } from '../../../src/permissions/permittedRoutes';
import { catalogue } from '../../../src/app/catalogue';
import { parentOf } from '../../../src/resources/routeLinks';

const newSections = ['order', 'goods', 'marketing'] as const;
const newEntries = catalogue.filter(entry => (newSections as readonly string[]).includes(entry.section) || entry.path === '/setting/wallet');

const routesOf = (industry: string, roles: string[], installedAddons: string[] = []) =>
    permittedRoutes(catalogue, { industry, roles, pathArr: ['*'], installedAddons });

describe('the order, goods, wallet and marketing pages in the role tree', () => {
    it('offers every new page under its section, so a role can be given it', () => {
        const tree = routeTree(catalogue);
        for (const section of newSections) {
            const node = tree.find(candidate => candidate.section === section);
            expect(node, section).toBeDefined();
            expect(node!.routes.map(route => route.path)).toEqual(newEntries.filter(entry => entry.section === section).map(entry => entry.path));
        }
        expect(tree.find(node => node.section === 'setting')!.routes.map(route => route.path)).toContain('/setting/wallet');
    });

    it('names every call of each page in its entry (api, calls, action call), from which api_arr is derived', () => {
        for (const entry of newEntries) {
            const list = entry.kind === 'list' || entry.kind === 'page' ? entry : parentOf(catalogue, entry);
            const calls = [list?.api, ...Object.values(list?.calls ?? {}), typeof entry.action === 'object' ? entry.action.call : undefined].filter(Boolean);
            expect(calls.length, entry.path).toBeGreaterThan(0);
            if (entry.kind === 'action') expect(entry.action, entry.path).toMatchObject({ call: expect.stringMatching(/^[\w/]+$/) });
        }
        expect(catalogue.find(entry => entry.path === '/setting/wallet')!.calls).toEqual({
            getOne: 'seller/wallet/WalletSetList',
            update: 'seller/wallet/WalletSetSave',
        });
    });
});

describe('docs/console.md §4 menu rules on real routes', () => {
    it('shows supply goods to a non-union account and the payment wallet to a union one only', () => {
        const merchant = routesOf('car', ['admin']);
        const union = routesOf('admin', ['supplier']);
        expect(merchant.has('/goods/supply/list')).toBe(true);
        expect(merchant.has('/setting/wallet')).toBe(false);
        expect(union.has('/goods/supply/list')).toBe(false);
        expect(union.has('/setting/wallet')).toBe(true);
        expect(routesOf('offlinepay', ['admin']).has('/setting/wallet')).toBe(false);
    });

    it('shows each marketing plugin page only while its addon is installed', () => {
        const pages = (routes: Set<string>) => [...routes].filter(path => path.startsWith('/marketing/')).sort();
        expect(pages(routesOf('car', ['admin']))).toEqual([]);
        const lottery = pages(routesOf('car', ['admin'], ['lottery']));
        expect(lottery).toEqual([
            '/marketing/lottery/add',
            '/marketing/lottery/disable',
            '/marketing/lottery/edit/:id',
            '/marketing/lottery/enable',
            '/marketing/lottery/list',
        ]);
        expect(pages(routesOf('car', ['admin'], ['lottery', 'seckill', 'group']))).toHaveLength(15);
    });

    it('puts a badge on the pending-payment, to-ship, store and after-sale items', () => {
        const badges = Object.fromEntries(catalogue.filter(entry => entry.badge).map(entry => [entry.path, entry.badge!.field]));
        expect(badges).toEqual({
            '/order/unpaid': 'pay',
            '/order/toship': 'send',
            '/order/store/unpaid': 'bepaid',
            '/order/store/toconsume': 'becounsumed',
            '/order/refund/list': 'refund',
            '/order/return/list': 'return',
        });
    });
});
