import { DefinitionError } from './DefinitionError';
import type { ListChildRoute, ListRoute } from './ListRoute';
import { NotConfigured } from './NotConfigured';
import { SchemaListBase } from './SchemaListBase';
import { SchemaListView } from './SchemaListView';
import { TabbedList } from './TabbedList';
import { TableSkeleton } from './TableSkeleton';
import { useTableDefinition } from './useTableDefinition';

export interface SchemaListProps {
    entry: ListRoute;
    /** The routes of a row's buttons (edit, show, actions), from the catalogue. */
    rowRoutes: readonly ListChildRoute[];
    /** The route of the toolbar's create button, if the list has one. */
    createRoute?: ListChildRoute;
}

/**
 * A list page generated from the server's table definition of the entry's api: the definition's
 * loading and failure states, then the list's controllers (`SchemaListBase`) and its view
 * (`SchemaListView`), under the entry's tabs when it has them.
 */
export const SchemaList = ({ entry, ...routes }: SchemaListProps) => {
    const { data: definition, error, isPending, refetch } = useTableDefinition(entry.api);
    if (!entry.api) return <NotConfigured />;
    if (isPending) return <TableSkeleton />;
    if (error || !definition) return <DefinitionError error={error} onRetry={() => void refetch()} />;
    if (entry.tabs?.length) return <TabbedList entry={entry} tabs={entry.tabs} api={entry.api} definition={definition} {...routes} />;
    return (
        <SchemaListBase entry={entry} api={entry.api} definition={definition} {...routes}>
            <SchemaListView />
        </SchemaListBase>
    );
};
