import type { ResourceCalls } from '../dataProvider/ResourceCalls';
import type { RouteEntry, RouteField, RouteKind } from './RouteEntry';

/**
 * The page the console generates for an entry (an entry's own `component` comes first); each is
 * drawn by `src/resources/CatalogueRoutes.tsx`.
 */
export type GeneratedPage = 'list' | 'create' | 'edit' | 'show' | 'action' | 'settings' | 'notConfigured';

/** The form a form page writes with (`src/resources/pages/catalogueFormPlan.ts`). */
export type FormKind = 'create' | 'edit' | 'action' | 'settings';

/** A call of the parent list the route cannot work without. */
export type NeededCall = keyof ResourceCalls;

/** What the console does with a catalogue entry of one kind. */
export interface RouteKindRules {
    /** The page the entry shows. */
    page: (entry: RouteEntry) => GeneratedPage;
    /** The form its page writes with; null: its page is no form. */
    form: FormKind | null;
    /**
     * The calls of its parent list the route needs, given the entry's `action` (as a file or the
     * catalogue holds it): a catalogue file's entry whose list lacks one is left out with its
     * reason (`src/resources/extensions/mergeExtensions.ts`).
     */
    neededCalls: (action: unknown) => NeededCall[];
    /**
     * The calls that ticking the page grants in a role (`api_arr`, `apiGrants.ts`), besides the
     * `apis` the entry names; `list` is its parent list. Undefined items (a call the catalogue
     * does not give) are dropped.
     */
    grantedCalls: (entry: RouteEntry, list: RouteEntry | undefined) => Array<string | undefined>;
    /**
     * The properties its branch of `public/catalogue.schema.json` (`ExtensionEntry`, by `kind`)
     * takes besides those of every entry (`COMMON_PROPERTIES`); a unit test holds the two equal.
     */
    schema: readonly string[];
    /** Each row of its list offers it (edit, show, an action), under its `when`. */
    record: boolean;
    /** Never a menu item: it is opened from its list. */
    hidden: boolean;
}

/** The properties every kind's schema branch takes. */
export const COMMON_PROPERTIES = ['kind', 'path', 'title', 'section', 'industries', 'addon', 'account', 'noCache'] as const;

const optionCalls = (fields: readonly RouteField[] | undefined) => (fields ?? []).flatMap(field => (field.optionsApi ? [field.optionsApi] : []));

/**
 * Every kind of catalogue route, in one table: a kind added to `RouteKind` does not compile until
 * it names its page, its form, the calls it needs and grants, and its part of the catalogue file
 * format. `src/resources/README.md`, "Add a route kind", lists the steps.
 */
export const ROUTE_KINDS: Record<RouteKind, RouteKindRules> = {
    list: {
        page: () => 'list',
        form: null,
        neededCalls: () => [],
        // The table api (its definition, rows, exports and imports) and its getOne: reading one
        // record of a list one may list is part of listing it.
        grantedCalls: entry => [entry.api, entry.calls?.getOne],
        schema: ['api', 'calls', 'fields', 'filter', 'columns', 'resource', 'parent', 'hidden', 'badge', 'tabs'],
        record: false,
        hidden: false,
    },
    create: {
        page: () => 'create',
        form: 'create',
        neededCalls: () => ['create'],
        grantedCalls: (entry, list) => [list?.api, list?.calls?.create, ...optionCalls(entry.fields ?? list?.fields)],
        schema: ['parent', 'fields', 'guarded', 'when'],
        record: false,
        hidden: true,
    },
    edit: {
        page: () => 'edit',
        form: 'edit',
        neededCalls: () => ['getOne', 'update'],
        grantedCalls: (entry, list) => [list?.api, list?.calls?.getOne, list?.calls?.update, ...optionCalls(entry.fields ?? list?.fields)],
        schema: ['parent', 'fields', 'guarded', 'when'],
        record: true,
        hidden: true,
    },
    show: {
        page: () => 'show',
        form: null,
        neededCalls: () => ['getOne'],
        grantedCalls: (_entry, list) => [list?.api, list?.calls?.getOne],
        schema: ['parent', 'details', 'when'],
        record: true,
        hidden: true,
    },
    action: {
        page: () => 'action',
        form: 'action',
        neededCalls: action => (action === 'delete' ? ['delete'] : []),
        grantedCalls: ({ action }, list) => [
            list?.api,
            ...(action === 'delete' ? [list?.calls?.delete] : action ? [action.call, ...optionCalls(action.fields)] : []),
        ],
        schema: ['parent', 'action', 'when'],
        record: true,
        hidden: true,
    },
    page: {
        // One settings record read and saved, or a list of another api, or nothing to show.
        page: entry => (entry.calls?.getOne && entry.calls.update && entry.fields?.length ? 'settings' : entry.api ? 'list' : 'notConfigured'),
        form: 'settings',
        neededCalls: () => [],
        grantedCalls: entry => [entry.calls?.getOne, entry.calls?.update],
        schema: ['api', 'calls', 'fields', 'hidden', 'affix', 'apis', 'component'],
        record: false,
        hidden: false,
    },
};
