import { Admin, DataTable, ImageField, List, NumberField, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { BASELINE_COLUMNS, BASELINE_PER_PAGE, BASELINE_RESOURCE } from './columns';

// The comparison point of the benchmark: what react-admin costs with nothing of ours on top.
const dataProvider = simpleRestProvider(`${window.location.origin}/api`);

const fieldOf = (column: string) => (column === 'logo' ? ImageField : column === 'deposit' ? NumberField : undefined);

const DealerList = () => (
    <List perPage={BASELINE_PER_PAGE} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
        <DataTable bulkActionButtons={false} rowClick={false}>
            {BASELINE_COLUMNS.map(column => (
                <DataTable.Col key={column} source={column} field={fieldOf(column)} />
            ))}
        </DataTable>
    </List>
);

export const BaselineApp = () => (
    <Admin disableTelemetry dataProvider={dataProvider}>
        <Resource name={BASELINE_RESOURCE} list={DealerList} />
    </Admin>
);
