import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../e2e/support/accounts';
import type { SmokeRoute } from '../../e2e/support/smokeRoutes';
import { keptRouteLists, shareOf, walkShare, type RouteLister } from '../../e2e/support/walkShare';

const list = (path: string, records: string[] = []): SmokeRoute => ({ path, kind: 'list', ...(records.length ? { records } : {}) });
const page = (path: string): SmokeRoute => ({ path, kind: 'page' });

const ADMIN = [page('/dashboard'), list('/cars/list', ['/cars/list/edit/:id']), list('/user/list'), page('/settings'), list('/orders/list')];
const BANK = [page('/dashboard'), list('/loans/list', ['/loans/list/show/:id']), list('/orders/list'), page('/bank/report')];
const PLATFORM = [page('/dashboard'), list('/merchants/list'), page('/settings'), list('/platform/audit')];
const ROUTES: Record<string, SmokeRoute[]> = { admin: ADMIN, bank: BANK, platform: PLATFORM };
const WALKERS: DemoAccount[] = ['admin', 'bank', 'platform'];
const ACCOUNTS = Object.fromEntries(WALKERS.map(role => [role, { username: role, password: 'x' }]));
const paths = (routes: SmokeRoute[]) => routes.map(route => route.path);

/** A lister over ROUTES that counts how often each account is asked for. */
const counting = () => {
    const asked: string[] = [];
    const lister: RouteLister = async walker => {
        asked.push(walker);
        return ROUTES[walker];
    };
    return { lister, asked };
};

describe('shareOf', () => {
    it('gives each route to the first walker that may open it, with its record pages', () => {
        expect(shareOf(ADMIN, [])).toEqual(ADMIN);
        expect(shareOf(BANK, [ADMIN])).toEqual([list('/loans/list', ['/loans/list/show/:id']), page('/bank/report')]);
        expect(paths(shareOf(PLATFORM, [ADMIN, BANK]))).toEqual(['/merchants/list', '/platform/audit']);
    });

    it('between the walkers and the parts of each, opens every route of every walker exactly once', () => {
        for (const of of [1, 2, 3, 4]) {
            const walked = WALKERS.flatMap((role, place) =>
                Array.from({ length: of }, (_, index) =>
                    shareOf(
                        ROUTES[role],
                        WALKERS.slice(0, place).map(earlier => ROUTES[earlier]),
                        { index, of }
                    )
                ).flat()
            );
            const everyRoute = [...new Set(Object.values(ROUTES).flatMap(paths))];
            expect(paths(walked).sort(), `${of} parts`).toEqual(everyRoute.sort());
        }
    });

    it('deals a share out in turn between the parts, in the share’s order', () => {
        expect(paths(shareOf(ADMIN, [], { index: 0, of: 3 }))).toEqual(['/dashboard', '/settings']);
        expect(paths(shareOf(ADMIN, [], { index: 1, of: 3 }))).toEqual(['/cars/list', '/orders/list']);
        expect(shareOf(ADMIN, [], { index: 2, of: 3 })).toEqual([list('/user/list')]);
    });

    it('refuses a part that is not one of the share’s', () => {
        expect(() => shareOf(ADMIN, [], { index: 3, of: 3 })).toThrow('no such part');
        expect(() => shareOf(ADMIN, [], { index: 0, of: 0 })).toThrow('no such part');
        expect(() => shareOf(ADMIN, [], { index: -1, of: 2 })).toThrow('no such part');
    });
});

describe('walkShare', () => {
    it('lists the earlier walkers’ routes only, and a role outside the walkers keeps all its routes', async () => {
        const { lister, asked } = counting();
        expect(paths(await walkShare('platform', WALKERS, ACCOUNTS, PLATFORM, lister))).toEqual(['/merchants/list', '/platform/audit']);
        expect(asked).toEqual(['admin', 'bank']);
        expect(await walkShare('dealer2', WALKERS, ACCOUNTS, ADMIN, lister)).toEqual(ADMIN);
        expect(await walkShare('admin', WALKERS, ACCOUNTS, ADMIN, lister)).toEqual(ADMIN);
        expect(asked).toEqual(['admin', 'bank']);
    });

    it('leaves out an earlier walker the run has no account for', async () => {
        const { lister, asked } = counting();
        const { bank: _bank, ...withoutBank } = ACCOUNTS;
        expect(paths(await walkShare('platform', WALKERS, withoutBank, PLATFORM, lister))).toEqual(['/merchants/list', '/platform/audit']);
        expect(asked).toEqual(['admin']);
    });
});

describe('keptRouteLists', () => {
    it('asks once per account, and again after a listing that failed', async () => {
        const asked: string[] = [];
        let fail = true;
        const kept = keptRouteLists(async walker => {
            asked.push(walker);
            if (walker === 'bank' && fail) throw new Error('sign-in refused');
            return ROUTES[walker];
        });
        expect(await kept('admin')).toBe(ADMIN);
        expect(await kept('admin')).toBe(ADMIN);
        await expect(kept('bank')).rejects.toThrow('sign-in refused');
        fail = false;
        expect(await kept('bank')).toBe(BANK);
        expect(await kept('bank')).toBe(BANK);
        expect(asked).toEqual(['admin', 'bank', 'bank']);
    });
});
