import { Box } from '@mui/material';
import { useRef } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { SchemaCell } from './cells/SchemaCell';
import { columnsStoreKey } from './columnVisibility';
import { EmptyTable } from './EmptyTable';
import { ACTION_CELL, COMPACT, DELETED_ROW_SX } from './listStyles';
import { NamedRowCheckboxes } from './NamedRowCheckboxes';
import { RowActions } from './RowActions';
import { useSchemaListContext } from './SchemaListContext';
import { SUMMARY_RECORD, SummaryFoot, SummaryLabel } from './SummaryFoot';
import { SortDescribedHead } from './SortDescribedHead';
import { useScrollEdge } from './useScrollEdge';
import { useLiveListState } from '../live/LiveListContext';

/**
 * The rows as a table (≥ 992 px): the columns in the user's order (DataTable hides the ones the
 * column chooser hid, under the same store key), their sort buttons named by their titles, the
 * sticky action column, the summary row; with no rows, the same header over the empty state; a
 * row deleted since the list was read is struck through (a live list).
 */
export const SchemaTable = () => {
    const translate = useTranslate();
    const { api, columns, defaultHidden, density, rowActions, summary, title } = useSchemaListContext();
    const live = useLiveListState();
    const box = useRef<HTMLDivElement>(null);
    useScrollEdge(box);
    const className = density === 'compact' ? COMPACT : undefined;
    const tableColumns = [
        ...columns.map(column => (
            <DataTable.Col
                key={column.name}
                source={column.name}
                label={column.title}
                disableSort={!column.sort}
                align={column.itemAlign}
                sx={column.itemWidth ? { width: column.itemWidth, minWidth: column.itemWidth } : undefined}
                render={record =>
                    !record[SUMMARY_RECORD] || column.sum ? (
                        <SchemaCell column={column} value={record[column.name]} />
                    ) : column.name === summary?.labelColumn ? (
                        <SummaryLabel />
                    ) : null
                }
            />
        )),
        ...(rowActions
            ? [
                  <DataTable.Col
                      key={ACTION_CELL}
                      label={translate('mc.schema.actions')}
                      headerClassName={ACTION_CELL}
                      cellClassName={ACTION_CELL}
                      render={() => <RowActions />}
                  />,
              ]
            : []),
    ];
    return (
        <Box ref={box}>
            <NamedRowCheckboxes>
                <DataTable
                    storeKey={columnsStoreKey(api)}
                    hiddenColumns={defaultHidden}
                    rowClick={false}
                    rowSx={record => (live?.isDeleted(record.id) ? DELETED_ROW_SX : {})}
                    bulkActionButtons={<></>}
                    bulkActionsToolbar={<></>}
                    head={SortDescribedHead}
                    foot={summary ? SummaryFoot : undefined}
                    empty={<EmptyTable columns={tableColumns} className={className} label={title} />}
                    className={className}
                >
                    {tableColumns}
                </DataTable>
            </NamedRowCheckboxes>
        </Box>
    );
};
