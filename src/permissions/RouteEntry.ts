import type { AccountRule, IndustrySet } from '../../protocol/accessRules';
import type { ResourceCalls } from '../dataProvider/ResourceCalls';

/** The top-level sections of docs/console.md §2: the icon rail. */
export type BuiltInSectionId =
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
 * A section of the icon rail: a built-in one, or one that a catalogue extension declares at
 * start-up (src/resources/extensions), with its own id, title and icon.
 */
export type SectionId = BuiltInSectionId | (string & {});

/** Which industries see a route: the sets of protocol/accessRules, which the server enforces too. */
export type { IndustrySet };

/** The kinds of catalogue route; what each does is `ROUTE_KINDS` (routeKinds.ts). */
export type RouteKind = 'list' | 'create' | 'edit' | 'show' | 'action' | 'page';

/** What the permission rules read of a field: the option list it calls. */
export interface RouteField {
    optionsApi?: string;
}

/**
 * What the permission rules read of one route of the catalogue: who may open it and which calls
 * it makes. The catalogue's `CatalogueEntry` (src/resources/types.ts) extends it with what the
 * pages need; this narrow view lets permissions, the auth provider and the role form's trees
 * work on the catalogue from below the layer that renders it.
 */
export interface RouteEntry {
    /** Full route path as docs/console.md §2 gives it, `:id` for parameters: `/setting/agreement/edit/:id`. */
    path: string;
    /** Translation key of the title (menu, tab, breadcrumb). */
    title: string;
    section: SectionId;
    kind: RouteKind;
    /** Action and sub-page routes are never shown in menus. */
    hidden?: boolean;
    industries: IndustrySet;
    /** The list api (generic table protocol). An entry of kind list without one shows "not configured". */
    api?: string;
    /** The entry whose list this form or action belongs to (breadcrumbs, back navigation). */
    parent?: string;
    calls?: ResourceCalls;
    fields?: readonly RouteField[];
    action?: 'delete' | { call: string; fields?: readonly RouteField[] };
    /** Addon key that must be installed for this route to show (plugin menus). */
    addon?: string;
    /**
     * Account rule: `union` only for a union account, `nonUnion` hidden from one (docs/console.md §4);
     * `owner` only for an account whose roles are unrestricted (the merchant's certification:
     * the server grants its calls to no restricted role, so staff are not offered the page).
     */
    account?: AccountRule;
    /**
     * The calls a custom page component makes (its catalogue `calls` and `api` are known
     * already): granted with the page in a role's `api_arr` (src/permissions/apiGrants.ts).
     */
    apis?: readonly string[];
}
