import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataTableConfigContext, useListContext, useTranslate } from 'react-admin';

/** Marks the record the summary row renders, so columns show totals only where `sum` is set. */
export const SUMMARY_RECORD = '__mcSummary';

/**
 * The summary row of a list with `show_sum`: the `totalrow` of page 1 (reused for later pages
 * by the data provider), rendered by the same columns as the rows.
 */
export const SummaryFoot = ({ children }: { children?: ReactNode }) => {
    const translate = useTranslate();
    const { meta, total } = useListContext();
    const { hasBulkActions } = useDataTableConfigContext();
    const totals = meta?.totalrow;
    if (!totals || typeof totals !== 'object' || Array.isArray(totals) || !total) return null;
    return (
        <TableFooter>
            <RecordContextProvider value={{ ...totals, id: SUMMARY_RECORD, [SUMMARY_RECORD]: true }}>
                <TableRow aria-label={translate('mc.schema.summary')}>
                    {hasBulkActions && (
                        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                            {translate('mc.schema.summary')}
                        </TableCell>
                    )}
                    {children}
                </TableRow>
            </RecordContextProvider>
        </TableFooter>
    );
};
