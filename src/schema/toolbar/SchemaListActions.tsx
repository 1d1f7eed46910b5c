import AddIcon from '@mui/icons-material/Add';
import { Button, CanAccess, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListChildRoute } from '../ListRoute';
import type { TableDefinition } from '../../dataProvider/TableDefinition';
import { AsyncExportButton } from './AsyncExportButton';
import { ColumnChooser } from './ColumnChooser';
import { DensityToggle } from './DensityToggle';
import { RefreshButton } from './RefreshButton';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';

interface SchemaListActionsProps {
    api: string;
    definition: TableDefinition;
    defaultHidden: string[];
    fileName: string;
    createRoute?: ListChildRoute;
    /** The entry's fixed filter: exports send it with the filters typed. */
    fixedFilter?: Record<string, unknown>;
}

/** The list toolbar: create (when permitted), refresh, density, column chooser, and the exports and import the definition allows. */
export const SchemaListActions = ({ api, definition, defaultHidden, fileName, createRoute, fixedFilter }: SchemaListActionsProps) => (
    <TopToolbar>
        {createRoute && (
            <CanAccess action="access" resource={createRoute.path}>
                <Button component={Link} to={createRoute.path} label="mc.schema.page.create" variant="contained">
                    <AddIcon />
                </Button>
            </CanAccess>
        )}
        <RefreshButton />
        <DensityToggle api={api} />
        <ColumnChooser api={api} columns={definition.columns} defaultHidden={defaultHidden} />
        {definition.showExcel && <ExportButton api={api} fileName={fileName} fixedFilter={fixedFilter} />}
        {definition.showExcelAsync && <AsyncExportButton api={api} columns={definition.columns} defaultHidden={defaultHidden} fixedFilter={fixedFilter} />}
        {definition.showExcelImport && <ImportButton api={api} />}
    </TopToolbar>
);
