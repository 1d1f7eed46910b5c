import type { ResourceCalls } from '../dataProvider/ResourceCalls';

/** Top-level sections: the icon rail. */
export type SectionId =
    | 'dashboard'
    | 'profile'
    | 'dealer'
    | 'bzj'
    | 'cars'
    | 'jingpai'
    | 'content'
    | 'plugin'
    | 'setting'
    | 'supertube'
    | 'user'
    | 'financenh'
    | 'order'
    | 'goods'
    | 'marketing';

/**
 * Which industries see a route (SPEC.md §6): `car` is every industry other than offlinepay
 * (dealer, cars, auction, deposit, content); `offlinepay` its staff and finance routes;
 * `all` the plugin, setting and profile sets; `admin` the supertube set (union/platform only).
 */
export type IndustrySet = 'car' | 'offlinepay' | 'all' | 'admin';

export type RouteKind = 'list' | 'create' | 'edit' | 'show' | 'action' | 'page' | 'redirect';

/** What the permission rules read of a field: the option list it calls. */
export interface RouteField {
    optionsApi?: string;
}

/**
 * What the permission rules read of one route of the catalogue: who may open it and which calls
 * it makes. The catalogue's `CatalogueEntry` (src/resources/types.ts) extends it with what the
 * pages need; this narrow view lets permissions, the auth provider and the role form's trees
 * work on the catalogue from below the layer that renders it. Fields as in `CatalogueEntry`.
 */
export interface RouteEntry {
    path: string;
    /** Translation key of the title. */
    title: string;
    section: SectionId;
    kind: RouteKind;
    hidden?: boolean;
    industries: IndustrySet;
    api?: string;
    parent?: string;
    calls?: ResourceCalls;
    fields?: readonly RouteField[];
    action?: 'delete' | { call: string; fields?: readonly RouteField[] };
    addon?: string;
    account?: 'union' | 'nonUnion';
    apis?: readonly string[];
}
