import type { Accounts, DemoAccount } from './accounts';
import { apiSession } from './apiSignIn';
import { permittedSmokeRoutes, type SmokeRoute } from './smokeRoutes';

/**
 * The share of `routes` (the ones `role`'s account may open) that `role` walks when `walkers`
 * share the routes out in their order: each route once, by the first walker that may open it,
 * and a list's record pages with it. Each walker before `role` signs in once (through the API)
 * to list its own routes, so walks that run side by side agree on the split without talking.
 * `only` narrows every walker's routes as MC_E2E_SMOKE_ROUTES does.
 */
export const walkShare = async (
    role: DemoAccount,
    walkers: readonly DemoAccount[],
    accounts: Accounts,
    routes: SmokeRoute[],
    baseURL: string,
    only?: string
): Promise<SmokeRoute[]> => {
    const place = walkers.indexOf(role);
    if (place < 0) return routes;
    const earlier = walkers.slice(0, place).filter(walker => accounts[walker]);
    const taken = new Set<string>();
    for (const walker of earlier) {
        const session = await apiSession(baseURL, accounts[walker]!);
        for (const route of await permittedSmokeRoutes(session, baseURL, only)) taken.add(route.path);
    }
    return routes.filter(route => !taken.has(route.path));
};
