import type { Account } from '../../protocol/accessRules';
import type { RouteEntry } from './RouteEntry';
import { ALL_PATHS, isEveryonesRoute, permittedRoutes } from './permittedRoutes';

/** What a role form reads of the account making the role: its merchant's industry and kind, and the addons it installed. */
export interface RoleMaker extends Account {
    installedAddons: readonly string[];
}

/**
 * The routes a role of the maker's merchant can grant, in catalogue order: those a restricted
 * account of that merchant opens once its role lists them (protocol/accessRules): its industry
 * set's, never the owner's alone, the account rules its staff meet (the platform's pages for the
 * platform's own merchant only), an addon's once installed. The Workbench and profile pages are
 * everyone's, so there is nothing to grant. A role form offers these and no other, so no tick
 * grants what the server would refuse.
 */
export const grantableRoutes = (catalogue: readonly RouteEntry[], maker: RoleMaker): RouteEntry[] => {
    const staff = { industry: maker.industry, roles: [], platformMerchant: maker.platformMerchant, installedAddons: maker.installedAddons };
    const opened = permittedRoutes(catalogue, { ...staff, pathArr: [ALL_PATHS] });
    return catalogue.filter(entry => !isEveryonesRoute(entry) && opened.has(entry.path));
};
