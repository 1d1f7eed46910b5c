import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSchemaListContext } from '../SchemaListContext';
import { AsyncExportButton } from './AsyncExportButton';
import { ColumnChooser } from './ColumnChooser';
import { DensityToggle } from './DensityToggle';
import { RefreshButton } from './RefreshButton';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';

/**
 * The list toolbar: create (when the list has a create route the user may open), refresh,
 * density, column chooser, the exports the definition allows and its import where creating is
 * allowed (useSchemaListController). It wraps onto a
 * second line rather than run past a narrow window.
 */
export const SchemaListActions = () => {
    const { definition, createRoute, canImport } = useSchemaListContext();
    return (
        <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}>
            {createRoute && (
                <Button component={Link} to={createRoute.path} label="mc.schema.page.create" variant="contained">
                    <AddIcon />
                </Button>
            )}
            <RefreshButton />
            <DensityToggle />
            <ColumnChooser />
            {definition.showExcel && <ExportButton />}
            {definition.showExcelAsync && <AsyncExportButton />}
            {canImport && <ImportButton />}
        </TopToolbar>
    );
};
