import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataTableConfigContext, useTranslate } from 'react-admin';
import { useSchemaListContext } from './SchemaListContext';

/** Marks the record the summary row renders, so columns show totals only where `sum` is set. */
export const SUMMARY_RECORD = '__mcSummary';

/** The 合计 label: on one line, as the row's header cell. */
export const SummaryLabel = () => {
    const translate = useTranslate();
    return <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{translate('mc.schema.summary')}</span>;
};

/**
 * The summary row of a list with `show_sum` (DataTable's `foot`): the list's totals, rendered by
 * the same columns as the rows, so each total sits under its column and scrolls with it. The 合计
 * label goes in the summary's label column (rendered by that column); without one, in the
 * checkbox column, kept on one line. `SummaryLine` repeats the totals below the table.
 */
export const SummaryFoot = ({ children }: { children?: ReactNode }) => {
    const translate = useTranslate();
    const { summary } = useSchemaListContext();
    const { hasBulkActions } = useDataTableConfigContext();
    if (!summary) return null;
    return (
        <TableFooter>
            <RecordContextProvider value={{ ...summary.totals, id: SUMMARY_RECORD, [SUMMARY_RECORD]: true }}>
                <TableRow aria-label={translate('mc.schema.summary')}>
                    {hasBulkActions && <TableCell padding="checkbox">{summary.labelColumn ? null : <SummaryLabel />}</TableCell>}
                    {children}
                </TableRow>
            </RecordContextProvider>
        </TableFooter>
    );
};
