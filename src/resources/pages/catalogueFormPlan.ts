import type { FormField } from '../../forms/FormField';
import { ROUTE_KINDS } from '../../permissions/routeKinds';
import type { CatalogueEntry } from '../types';

/**
 * What a generated form page writes with: the list's create or update call, an action's own
 * call, the list's delete call, or a settings record's update call; `none` for an entry whose
 * kind has no form (a list or show route), which is never configured.
 */
export type FormMode = 'create' | 'edit' | 'action' | 'delete' | 'settings' | 'none';

/** The list a form belongs to, as `useResourceOf` finds it. */
export interface FormResource {
    list?: CatalogueEntry;
    api?: string;
    listPath: string;
}

/** Everything a form page does that follows from its catalogue entry alone. */
export interface CatalogueFormPlan {
    mode: FormMode;
    /** The form's fields (none: an action that only asks for confirmation, or delete). */
    fields?: FormField[];
    /** A create or edit entry without fields of its own or its list's: the form is the server's (the definition's `form`). */
    fieldsFromServer: boolean;
    /** The entry has what its mode needs; otherwise the page says "not configured". */
    configured: boolean;
    /** The route names one record (`:id` or `?id=`). */
    needsId: boolean;
    /** Translation key of the success message. */
    success: string;
    /** Where a success returns to; none for settings, which stay and show the saved record. */
    back?: string;
    /** Scope of the unchanged-data guard (docs/console.md §5), for guarded entries. */
    guardScope?: string;
    /** The call changes what the user may open: permissions and menus reload after it. */
    reloadsPermissions: boolean;
    /** An action whose call answers a file: opened in a new window as a signed URL, not posted. */
    download: boolean;
    /** The record's state changes: menu badges and tab counts are fetched again. */
    refreshesCounters: boolean;
    /**
     * The list's cached pages are read again: an action's own call, which react-admin does not
     * track, and every write, whose rows react-admin patches in the cache but whose count and
     * sums (the summary row) it cannot.
     */
    invalidatesList: boolean;
}

/** The form of the entry's kind (`ROUTE_KINDS`); an action deleting its record is a delete. */
const modeOf = (entry: CatalogueEntry): FormMode => {
    const form = ROUTE_KINDS[entry.kind].form;
    return form === 'action' && entry.action === 'delete' ? 'delete' : (form ?? 'none');
};

/**
 * The plan of the form page of `entry` (create, edit, action or settings route). A create or
 * edit entry whose catalogue gives no fields takes `serverFields`, the list definition's write
 * form (undefined while it loads, or when the server sends none).
 */
export const catalogueFormPlan = (entry: CatalogueEntry, { list, api, listPath }: FormResource, serverFields?: FormField[]): CatalogueFormPlan => {
    const mode = modeOf(entry);
    const action = typeof entry.action === 'object' ? entry.action : undefined;
    const common = {
        mode,
        guardScope: entry.guarded ? entry.path : undefined,
        reloadsPermissions: false,
        download: false,
        refreshesCounters: false,
        invalidatesList: false,
        fieldsFromServer: false,
    };
    switch (mode) {
        case 'create':
        case 'edit': {
            const own = entry.fields ?? list?.fields;
            const fields = own ?? serverFields;
            return {
                ...common,
                fields,
                fieldsFromServer: !own,
                invalidatesList: true,
                configured: !!api && !!fields?.length,
                needsId: mode === 'edit',
                success: mode === 'edit' ? 'mc.message.saved' : 'mc.message.added',
                back: listPath,
            };
        }
        case 'delete':
            return {
                ...common,
                configured: !!api,
                needsId: true,
                success: 'mc.message.deleted',
                back: listPath,
                refreshesCounters: true,
                invalidatesList: true,
            };
        case 'action':
            // A download changes nothing: the list and counters stay as they are.
            return {
                ...common,
                fields: action?.fields?.length ? action.fields : undefined,
                configured: !!action && !!api,
                needsId: true,
                success: action?.success ?? (action?.download ? 'mc.message.downloadOpened' : 'mc.message.saved'),
                back: listPath,
                reloadsPermissions: !!action?.reloadsPermissions,
                download: !!action?.download,
                refreshesCounters: !action?.download,
                invalidatesList: !action?.download,
            };
        case 'settings':
            return {
                ...common,
                fields: entry.fields,
                configured: !!entry.calls?.getOne && !!entry.calls.update && !!entry.fields?.length,
                needsId: false,
                success: 'mc.message.saved',
            };
        case 'none':
            return { ...common, configured: false, needsId: false, success: 'mc.message.saved' };
    }
};
