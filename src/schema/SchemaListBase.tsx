import type { ReactNode } from 'react';
import { ListBase } from 'react-admin';
import { LiveListContext } from '../live/LiveListContext';
import { useLiveList } from '../live/useLiveList';
import { useNotifyError } from '../errors/useNotifyError';
import { LIST_DEFAULT_SORT, listStoreKey } from './listParams';
import { SchemaListContext } from './SchemaListContext';
import { useSelectionKeyRegistered } from './useSelectionKeyRegistered';
import { useSchemaListController, type SchemaListControllerProps } from './useSchemaListController';

export interface SchemaListBaseProps extends SchemaListControllerProps {
    /** Default: `listStoreKey(api, entry)`. */
    storeKey?: string;
    /** The list's filters, sort and page stay out of the URL (a list shown inside another page: the designer's preview). */
    disableSyncWithLocation?: boolean;
    /** No access check for the list's resource: rows that are not the server's (the designer's preview). */
    disableAuthentication?: boolean;
    children: ReactNode;
}

const SchemaListScope = ({ children, ...props }: SchemaListControllerProps & { children: ReactNode }) => {
    const live = useLiveList({ api: props.api, pk: props.definition.pk, fixedFilter: props.entry.filter });
    return (
        <SchemaListContext.Provider value={useSchemaListController(props)}>
            <LiveListContext.Provider value={live}>{children}</LiveListContext.Provider>
        </SchemaListContext.Provider>
    );
};

/**
 * A generated list's controllers, without any view: react-admin's `ListBase` (rows, filters in
 * the URL, paging, sort, selection) over the entry's api, and below it the list's own
 * controller (`useSchemaListController`) in `SchemaListContext`, for the view to render, and
 * its live state (`useLiveList`: rows changed in place, deleted ones, new ones waiting).
 */
export const SchemaListBase = ({ storeKey, disableSyncWithLocation, disableAuthentication, children, ...props }: SchemaListBaseProps) => {
    const notifyError = useNotifyError();
    const { api, entry, definition } = props;
    const key = storeKey ?? listStoreKey(api, entry);
    if (!useSelectionKeyRegistered(api, key)) return null;
    return (
        <ListBase
            resource={api}
            storeKey={key}
            filter={entry.filter}
            perPage={definition.limit}
            sort={LIST_DEFAULT_SORT}
            exporter={false}
            disableSyncWithLocation={disableSyncWithLocation}
            disableAuthentication={disableAuthentication}
            // react-admin's own toast would drop the error's parameters (the HTTP status).
            queryOptions={{ onError: failure => notifyError(failure) }}
        >
            <SchemaListScope {...props}>{children}</SchemaListScope>
        </ListBase>
    );
};
