import { Alert } from '@mui/material';
import { DataTable, List, Loading, useTranslate } from 'react-admin';
import type { CatalogueEntry } from '../resources/types';
import { useTableDefinition } from './useTableDefinition';

/** A list page generated from the server's table definition of the entry's api. */
export const SchemaList = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const { data: definition, error, isPending } = useTableDefinition(entry.api);
    if (!entry.api) return <Alert severity="warning">{translate('mc.error.notConfigured')}</Alert>;
    if (isPending) return <Loading />;
    if (error || !definition) {
        return <Alert severity="error">{translate(error?.message ?? 'mc.error.malformed', { _: error?.message })}</Alert>;
    }
    const columns = definition.columns.filter(column => column.type !== 'hide' && column.showTableRow);
    return (
        <List
            resource={entry.api}
            title={translate(entry.title)}
            perPage={definition.limit}
            sort={{ field: '', order: 'DESC' }}
            disableSyncWithLocation={false}
            storeKey={entry.api}
            exporter={false}
        >
            <DataTable bulkActionButtons={false} rowClick={false}>
                {columns.map(column => (
                    <DataTable.Col key={column.name} source={column.name} label={column.title} disableSort={!column.sort} />
                ))}
            </DataTable>
        </List>
    );
};
