import { TableCell, TableFooter, TableRow } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { RecordContextProvider, useDataTableConfigContext, useListContext, useTranslate } from 'react-admin';

/** Marks the record the summary row renders, so columns show totals only where `sum` is set. */
export const SUMMARY_RECORD = '__mcSummary';

/** The 合计 label: on one line, as the row's header cell. */
export const SummaryLabel = () => {
    const translate = useTranslate();
    return <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{translate('mc.schema.summary')}</span>;
};

/**
 * The summary row of a list with `show_sum`: the `totalrow` of page 1 (reused for later pages
 * by the data provider), rendered by the same columns as the rows, so each total sits under its
 * column. The 合计 label goes in the first visible column when that column has no total
 * (`labelInColumn`, rendered by the column); otherwise in the checkbox column, kept on one line.
 */
export const summaryFoot = (labelInColumn: boolean): ComponentType<{ children?: ReactNode }> => {
    const SummaryFoot = ({ children }: { children?: ReactNode }) => {
        const translate = useTranslate();
        const { meta, total } = useListContext();
        const { hasBulkActions } = useDataTableConfigContext();
        const totals = meta?.totalrow;
        if (!totals || typeof totals !== 'object' || Array.isArray(totals) || !total) return null;
        return (
            <TableFooter>
                <RecordContextProvider value={{ ...totals, id: SUMMARY_RECORD, [SUMMARY_RECORD]: true }}>
                    <TableRow aria-label={translate('mc.schema.summary')}>
                        {hasBulkActions && <TableCell padding="checkbox">{labelInColumn ? null : <SummaryLabel />}</TableCell>}
                        {children}
                    </TableRow>
                </RecordContextProvider>
            </TableFooter>
        );
    };
    return SummaryFoot;
};
