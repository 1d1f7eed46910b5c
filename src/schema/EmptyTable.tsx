import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import clsx from 'clsx';
import { Children, isValidElement, useRef, type ReactNode } from 'react';
import {
    DataTableClasses,
    DataTableConfigContext,
    DataTableRenderContext,
    DataTableRoot,
    useDataTableConfigContext,
    useDataTableStoreContext,
    useStore,
} from 'react-admin';
import { EmptyRows } from './EmptyRows';
import { SortDescribedHead } from './SortDescribedHead';
import { useScrollRegion } from './useScrollRegion';

/** Whether a column the user hid (or that starts hidden) leaves the header, as DataTable's header cells decide. */
const columnKey = (column: ReactNode) =>
    isValidElement<{ source?: string; label?: unknown }>(column) ? (column.props.source ?? column.props.label) : undefined;

/**
 * A list with no rows, as a table: its header row (the same columns as the rows would have, in
 * the user's order, the hidden ones left out) and, inside the table, the empty state. A new
 * resource's first visitor sees what it will hold. Nothing to sort or select yet: the titles are
 * plain and there is no select-all box. With nothing to focus inside, a header wider than the
 * page takes the focus itself (a region named `label`), so a keyboard scrolls it too.
 */
export const EmptyTable = ({ columns, className, label }: { columns: ReactNode; className?: string; label: string }) => {
    const box = useRef<HTMLDivElement>(null);
    useScrollRegion(box, label);
    const config = useDataTableConfigContext();
    const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
    const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
    const shown = Children.toArray(columns).filter(column => !hidden.includes(columnKey(column) as string));
    return (
        <DataTableConfigContext.Provider value={{ ...config, hasBulkActions: false }}>
            <DataTableRoot className={clsx(DataTableClasses.root, className)}>
                <div ref={box} className={DataTableClasses.tableWrapper}>
                    <Table size="small" className={DataTableClasses.table}>
                        <DataTableRenderContext.Provider value="header">
                            <SortDescribedHead>{columns}</SortDescribedHead>
                        </DataTableRenderContext.Provider>
                        <TableBody>
                            <TableRow>
                                <TableCell colSpan={Math.max(1, shown.length)} sx={{ borderBottom: 0 }}>
                                    <EmptyRows />
                                </TableCell>
                            </TableRow>
                        </TableBody>
                    </Table>
                </div>
            </DataTableRoot>
        </DataTableConfigContext.Provider>
    );
};
