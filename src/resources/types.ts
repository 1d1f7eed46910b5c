import type { ComponentType } from 'react';
import type { FormField } from '../forms/FormField';
import type { MenuBadgeSource } from '../dataProvider/counters/MenuBadgeSource';
import type { RouteEntry } from '../permissions/RouteEntry';
import type { ListTab } from '../schema/ListRoute';
import type { ColumnTextsByName } from '../dataProvider/columnTexts';

/**
 * What an action route does (docs/console.md §2 hidden action routes): asks its fields (or only a
 * confirmation) and calls `call` with `{pk: id, ...fields}`, then returns to its list.
 * `'delete'` deletes the record through the list's `calls.delete`.
 */
export type RouteAction =
    | 'delete'
    | {
          call: string;
          fields?: FormField[];
          /** Translation key of the success message (default `mc.message.saved`). */
          success?: string;
          /** The call changes what the user may open (a plugin installed): permissions and menus are reloaded. */
          reloadsPermissions?: boolean;
          /**
           * The call answers a file (a merchant's archive): after the confirmation it is opened in a
           * new window as a signed URL with `{pk: id, ...fields}`, as an export is, not posted.
           */
          download?: boolean;
      };

/** One route of docs/console.md §2. Routes, menus, breadcrumbs and permissions derive from these. */
export interface CatalogueEntry extends RouteEntry {
    icon?: ComponentType;
    /**
     * List routes: filter values sent with every row request (the installed plugins of
     * /plugin/pluginSetup); their search fields are not offered. Such a list keeps its own
     * filters and paging, apart from another list of the same api.
     */
    filter?: Record<string, string | number>;
    fields?: FormField[];
    /** Action routes: what the route does. */
    action?: RouteAction;
    /**
     * Record routes: the row button shows only on rows whose `field` holds one of `values`
     * (install on a plugin not installed), so no row offers an action its state refuses.
     */
    when?: { field: string; values: ReadonlyArray<string | number> };
    /** Create/edit forms whose submit is refused when equal to the previous one (docs/console.md §5). */
    guarded?: boolean;
    /** Excluded from the tab cache: re-mounted on every visit. */
    noCache?: boolean;
    /** Pinned in the tab bar (the dashboard). */
    affix?: boolean;
    /** A custom page component instead of a generated one. */
    component?: () => Promise<{ default: ComponentType }>;
    /** A counter shown as a badge on the menu item (docs/console.md §2 "menu badges"). */
    badge?: MenuBadgeSource;
    /**
     * List routes: tabs above the list, each adding its filter to the list's `filter` and
     * showing its counter (the order list's 待付款 / 待发货 … tabs and OrderCount).
     */
    tabs?: ListTab[];
    /**
     * List routes: the server's column titles and option labels overridden per language, by column
     * name (a backend that speaks one language still gets an English list). The data provider lays
     * them over the definition of the entry's api.
     */
    columns?: ColumnTextsByName;
    /** Show routes: lists held by the record (an order's goods and logistics trail), each as a table. */
    details?: RecordDetail[];
}

export interface RecordDetail {
    /** The record field holding the list. */
    field: string;
    /** Translation key of the table's caption. */
    title: string;
    /** Columns: the row field, its translation key, and how its value is shown. */
    columns: Array<{ name: string; label: string; format?: 'text' | 'cents' | 'datetime' }>;
}
