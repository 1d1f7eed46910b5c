import { Box } from '@mui/material';
import { ListView, Pagination } from 'react-admin';
import { CardRows } from './CardRows';
import { DefinitionProblems } from './DefinitionProblems';
import { SchemaFilterForm } from './filters/SchemaFilterForm';
import { ListLoadError } from './ListLoadError';
import { LIST_SX } from './listStyles';
import { SchemaTable } from './SchemaTable';
import { useSchemaListContext } from './SchemaListContext';
import { SelectionBar } from './SelectionBar';
import { SummaryLine } from './SummaryLine';
import { SchemaListActions } from './toolbar/SchemaListActions';
import { RenderAfterContent } from '../ui/RenderAfterContent';

/** The filter form's first row, held while the form renders after the rows. */
const FILTERS_PLACEHOLDER = <Box sx={{ minHeight: 72 }} />;

/**
 * A generated list's page, as its controller gives it: the definition's problems, the toolbar,
 * the filter form, the selection bar, the rows (a table, or cards below 992 px), the totals
 * line and the pagination. The toolbar and the filter form (its date pickers are the page's
 * heaviest part) render after the rows.
 */
export const SchemaListView = () => {
    const { api, definition, title, search, narrow, pageSizes } = useSchemaListContext();
    return (
        <Box>
            <DefinitionProblems api={api} problems={definition.problems} />
            <ListView
                title={title}
                actions={
                    <RenderAfterContent>
                        <SchemaListActions />
                    </RenderAfterContent>
                }
                pagination={<Pagination rowsPerPageOptions={pageSizes} />}
                empty={false}
                error={<ListLoadError />}
                sx={LIST_SX}
            >
                <RenderAfterContent placeholder={search.length ? FILTERS_PLACEHOLDER : null}>
                    <SchemaFilterForm api={api} search={search} />
                </RenderAfterContent>
                <SelectionBar />
                {narrow ? (
                    <CardRows />
                ) : (
                    <>
                        <SchemaTable />
                        <SummaryLine />
                    </>
                )}
            </ListView>
        </Box>
    );
};
