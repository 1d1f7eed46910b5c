import type { MenuBadgeSource } from '../dataProvider/counters/MenuBadgeSource';

/** A tab above a list: it adds its filter to the list's and shows its counter in its label. */
export interface ListTab {
    /** Translation key. */
    label: string;
    filter: Record<string, string | number>;
    count?: MenuBadgeSource;
}

/**
 * What the list generator reads of the route it renders (a catalogue entry of kind list, whose
 * `CatalogueEntry` in src/resources/types.ts documents these fields): the list stays free of the
 * catalogue, which sits above it.
 */
export interface ListRoute {
    path: string;
    /** Translation key of the title. */
    title: string;
    api?: string;
    filter?: Record<string, string | number>;
    tabs?: ListTab[];
}

/** A route opened from a list: its create route (toolbar) or a record route (row button). */
export interface ListChildRoute {
    path: string;
    /** Translation key of the button's label. */
    title: string;
    /**
     * `'delete'` shows the row button in the error colour. A call with no `fields` (or delete)
     * is also offered as a batch action on the selected rows.
     */
    action?: 'delete' | { call: string; fields?: readonly unknown[] };
    /** The row button shows only on rows whose `field` holds one of `values`. */
    when?: { field: string; values: ReadonlyArray<string | number> };
}
