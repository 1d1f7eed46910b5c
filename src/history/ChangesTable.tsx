import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '../dataProvider/recordHistory';
import { changeText } from './changeText';
import { useChangeTextEnv } from './useChangeTextEnv';

/** Which values a table shows: both (an update, a restore's difference), or one (a created or a deleted record). */
export type ChangeColumns = { before: string; after: string } | { value: string; side: 'before' | 'after' };

/** The fields of a change, with their values as the list shows them; a replaced value struck through. */
export const ChangesTable = ({ changes, columns, label }: { changes: readonly FieldChange[]; columns: ChangeColumns; label: string }) => {
    const translate = useTranslate();
    const env = useChangeTextEnv();
    const both = 'before' in columns;
    return (
        <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1, py: 0.5, verticalAlign: 'top', wordBreak: 'break-word' } }}>
            <TableHead>
                <TableRow>
                    <TableCell component="th" scope="col">
                        {translate('mc.history.field')}
                    </TableCell>
                    {both ? (
                        <>
                            <TableCell component="th" scope="col">
                                {columns.before}
                            </TableCell>
                            <TableCell component="th" scope="col">
                                {columns.after}
                            </TableCell>
                        </>
                    ) : (
                        <TableCell component="th" scope="col">
                            {columns.value}
                        </TableCell>
                    )}
                </TableRow>
            </TableHead>
            <TableBody>
                {changes.map(change => (
                    <TableRow key={change.field} data-field={change.field}>
                        <TableCell component="th" scope="row" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                            {change.label}
                        </TableCell>
                        {both ? (
                            <>
                                <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>{changeText(change, change.before, env)}</TableCell>
                                <TableCell>{changeText(change, change.after, env)}</TableCell>
                            </>
                        ) : (
                            <TableCell>{changeText(change, change[columns.side], env)}</TableCell>
                        )}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
