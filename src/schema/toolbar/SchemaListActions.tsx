import AddIcon from '@mui/icons-material/Add';
import type { Theme } from '@mui/material';
import { Button, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSchemaListContext } from '../SchemaListContext';
import { useListExtensions } from '../ListExtensions';
import { AsyncExportButton } from './AsyncExportButton';
import { ColumnChooser } from './ColumnChooser';
import { DensityToggle } from './DensityToggle';
import { RefreshButton } from './RefreshButton';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';

/**
 * Labelled buttons wrap onto a second line rather than run past the window. Where react-admin's
 * buttons drop their labels (below its `md` breakpoint: a phone), every control is an icon: they
 * stay on one line, centred on it, each a 36 px target, and on the narrowest screen the line
 * scrolls inside itself rather than break.
 */
const toolbarSx = (theme: Theme) => ({
    flexWrap: 'wrap',
    rowGap: 1,
    minWidth: 0,
    alignItems: 'center',
    [theme.breakpoints.down('md')]: {
        flexWrap: 'nowrap',
        columnGap: 0.5,
        overflowX: 'auto',
        '& .MuiIconButton-root': { p: '6px' },
    },
});

/**
 * The list toolbar: create (when the list has a create route the user may open), refresh,
 * density, column chooser, the exports the definition allows and its import where creating is
 * allowed (useSchemaListController), then what the list's extensions add.
 */
export const SchemaListActions = () => {
    const { definition, createRoute, canImport } = useSchemaListContext();
    const { Toolbar } = useListExtensions(definition);
    return (
        <TopToolbar sx={toolbarSx}>
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
            {Toolbar && <Toolbar />}
        </TopToolbar>
    );
};
