import type { Accounts, DemoAccount } from './accounts';
import { apiSession } from './apiSignIn';
import { permittedSmokeRoutes, type SmokeRoute } from './smokeRoutes';

/** Which of `of` walks (the languages a share is split between) this one is: 0 ≤ index < of. */
export interface WalkPart {
    index: number;
    of: number;
}

/**
 * The routes of `own` that one walk opens when several walkers share the routes out: the ones no
 * earlier walker may open (`earlier`: their route lists, in their order), so each route goes to the
 * first walker that may open it, with a list's record pages. With `part`, what is left is dealt
 * out in turn between `part.of` walks of the same walker (route i to part i mod `of`), so walks in
 * several languages open each route of the share once between them.
 */
export const shareOf = (own: readonly SmokeRoute[], earlier: ReadonlyArray<readonly SmokeRoute[]>, part?: WalkPart): SmokeRoute[] => {
    if (part && !(Number.isInteger(part.index) && Number.isInteger(part.of) && part.index >= 0 && part.index < part.of))
        throw new Error(`no such part of a share: ${part.index} of ${part.of}`);
    const taken = new Set(earlier.flatMap(routes => routes.map(route => route.path)));
    const left = own.filter(route => !taken.has(route.path));
    return part ? left.filter((_, at) => at % part.of === part.index) : left;
};

/** The routes an account may open, as `permittedSmokeRoutes` lists them for a session of its own. */
export type RouteLister = (walker: DemoAccount) => Promise<SmokeRoute[]>;

/**
 * `list`, asked once per account: a worker walks several languages, and the routes an account may
 * open are the same in each. A failed listing is not kept, so the next walk asks again.
 */
export const keptRouteLists = (list: RouteLister): RouteLister => {
    const lists = new Map<DemoAccount, Promise<SmokeRoute[]>>();
    return walker => {
        let routes = lists.get(walker);
        if (!routes) {
            routes = list(walker);
            routes.catch(() => lists.delete(walker));
            lists.set(walker, routes);
        }
        return routes;
    };
};

/** Lists an account's routes on `baseURL` with a session of its own, signed in through the API. */
export const signedInRouteLister =
    (accounts: Accounts, baseURL: string, only?: string): RouteLister =>
    async walker =>
        permittedSmokeRoutes(await apiSession(baseURL, accounts[walker]!), baseURL, only);

/**
 * The share of `routes` (the ones `role`'s account may open) that `role` walks when `walkers`
 * share the routes out in their order (`shareOf`). Each walker before `role` lists its own
 * routes through `listRoutes`, so walks that run side by side agree on the split without talking.
 * A role that is not among the walkers walks all its routes.
 */
export const walkShare = async (
    role: DemoAccount,
    walkers: readonly DemoAccount[],
    accounts: Accounts,
    routes: SmokeRoute[],
    listRoutes: RouteLister,
    part?: WalkPart
): Promise<SmokeRoute[]> => {
    const place = walkers.indexOf(role);
    if (place < 0) return routes;
    const earlier = walkers.slice(0, place).filter(walker => accounts[walker]);
    return shareOf(routes, await Promise.all(earlier.map(listRoutes)), part);
};
