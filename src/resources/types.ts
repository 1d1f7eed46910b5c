import type { ComponentType } from 'react';

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
    | 'financenh';

/**
 * Which industries see a route (SPEC.md §6): `car` is every industry other than offlinepay
 * (dealer, cars, auction, deposit, content); `offlinepay` its staff and finance routes;
 * `all` the plugin, setting and profile sets; `admin` the supertube set (union/platform only).
 */
export type IndustrySet = 'car' | 'offlinepay' | 'all' | 'admin';

/** A form field of a generated create/edit form. */
export type FieldKind =
    | 'text'
    | 'textarea'
    | 'number'
    | 'price'
    | 'phone'
    | 'noChinese'
    | 'select'
    | 'date'
    | 'datetime'
    | 'image'
    | 'switch'
    | 'routeTree';

export interface FormField {
    name: string;
    /** Translation key. */
    label: string;
    kind: FieldKind;
    required?: boolean;
    /** Static options (labels are translation keys), or a call answering `[{value, label}]`. */
    options?: Array<{ value: string | number; label: string }>;
    optionsApi?: string;
    /** number/price: decimals allowed (price default 2). */
    decimals?: number;
    maxLength?: number;
    /** Translation key of a hint shown under the field. */
    hint?: string;
}

/** The calls of a resource other than its list (PROTOCOL.md §5 "Writes"). */
export interface ResourceCalls {
    /** GET, answers one record: `{api}?{pk}=id`. */
    getOne?: string;
    create?: string;
    update?: string;
    /** GET `{delete}{id}` when it ends with `=`, else POST `{pk: id}`. */
    delete?: string;
    /** Row actions: translation key of the button → POST call with `{pk: id, ...}`. */
    actions?: Record<string, { call: string; confirm?: boolean; fields?: FormField[] }>;
}

export type RouteKind = 'list' | 'create' | 'edit' | 'show' | 'action' | 'page' | 'redirect';

/** One route of SPEC.md §2. Routes, menus, breadcrumbs and permissions derive from these. */
export interface CatalogueEntry {
    /** Full route path as SPEC.md gives it, `:id` for parameters: `/setting/agreement/edit/:id`. */
    path: string;
    /** Translation key of the title (menu, tab, breadcrumb). */
    title: string;
    section: SectionId;
    kind: RouteKind;
    /** Action and sub-page routes are never shown in menus. */
    hidden?: boolean;
    industries: IndustrySet;
    icon?: ComponentType;
    /** The list api (generic table protocol). An entry of kind list without one shows "not configured". */
    api?: string;
    /** The entry whose list this form or action belongs to (breadcrumbs, back navigation). */
    parent?: string;
    calls?: ResourceCalls;
    fields?: FormField[];
    /** Excluded from the tab cache: re-mounted on every visit. */
    noCache?: boolean;
    /** Pinned in the tab bar (the dashboard). */
    affix?: boolean;
    /** Addon key that must be installed for this route to show (plugin menus). */
    addon?: string;
    /** A custom page component instead of a generated one. */
    component?: () => Promise<{ default: ComponentType }>;
}
