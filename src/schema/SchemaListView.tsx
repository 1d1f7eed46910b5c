import { Box } from '@mui/material';
import { Fragment } from 'react';
import { ListView, Pagination } from 'react-admin';
import { CardRows } from './CardRows';
import { DefinitionProblems } from './DefinitionProblems';
import { SchemaFilterForm } from './filters/SchemaFilterForm';
import { ListLoadError } from './ListLoadError';
import { LIST_SX } from './listStyles';
import { SchemaTable } from './SchemaTable';
import { useSchemaListContext } from './SchemaListContext';
import { SelectionBar } from './SelectionBar';
import { NewRowsChip } from '../live/NewRowsChip';
import { SummaryLine } from './SummaryLine';
import { SchemaListActions } from './toolbar/SchemaListActions';
import { useListExtensions } from './ListExtensions';
import { RenderAfterContent } from '../ui/RenderAfterContent';

/** The filter form's first row, held while the form renders after the rows. */
const FILTERS_PLACEHOLDER = <Box sx={{ minHeight: 72 }} />;

/**
 * A generated list's page, as its controller gives it: the definition's problems, the toolbar,
 * the filter form, the selection bar, the live list's new rows chip, the rows (a table, or cards
 * below 992 px), the totals line and the pagination, inside the host of the features added to it
 * (ListExtensions). The toolbar, the filter form (its date pickers are the page's heaviest
 * part) and the pagination (its page-size select with its menu) render after the rows.
 */
export const SchemaListView = ({
    pageTitle = true,
}: {
    /** false: the page keeps its own title (a list shown inside another page). */ pageTitle?: boolean;
}) => {
    const { api, definition, title, search, narrow, pageSizes } = useSchemaListContext();
    const { Host = Fragment } = useListExtensions(definition);
    return (
        <Host>
            <Box>
                <DefinitionProblems api={api} problems={definition.problems} />
                <ListView
                    title={pageTitle ? title : false}
                    actions={
                        <RenderAfterContent>
                            <SchemaListActions />
                        </RenderAfterContent>
                    }
                    pagination={
                        <RenderAfterContent>
                            <Pagination rowsPerPageOptions={pageSizes} />
                        </RenderAfterContent>
                    }
                    empty={false}
                    error={<ListLoadError />}
                    sx={LIST_SX}
                >
                    <RenderAfterContent placeholder={search.length ? FILTERS_PLACEHOLDER : null}>
                        <SchemaFilterForm api={api} search={search} />
                    </RenderAfterContent>
                    <SelectionBar />
                    <NewRowsChip />
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
        </Host>
    );
};
