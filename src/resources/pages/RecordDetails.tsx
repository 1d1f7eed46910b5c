import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useFormatNumber } from '../../i18n/useFormatNumber';
import type { RecordDetail } from '../types';
import { recordDetailRows } from './recordDetails';

/** The lists a show page's record holds, one captioned table each. */
export const RecordDetails = ({ record, details }: { record: Record<string, unknown>; details: RecordDetail[] }) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const formatNumber = useFormatNumber();
    return details.map(detail => {
        const rows = recordDetailRows(record, detail, formatDate, formatNumber);
        const caption = translate(detail.title);
        return (
            <Box key={detail.field} component="section" aria-label={caption} sx={{ mt: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                    {caption}
                </Typography>
                <Table size="small" aria-label={caption}>
                    <TableHead>
                        <TableRow>
                            {detail.columns.map(column => (
                                <TableCell key={column.name}>{translate(column.label)}</TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.length === 0 ? (
                            <TableRow>
                                <TableCell colSpan={detail.columns.length}>{translate('mc.schema.emptyList')}</TableCell>
                            </TableRow>
                        ) : (
                            rows.map((cells, index) => (
                                <TableRow key={index}>
                                    {cells.map((cell, column) => (
                                        <TableCell key={detail.columns[column].name}>{cell}</TableCell>
                                    ))}
                                </TableRow>
                            ))
                        )}
                    </TableBody>
                </Table>
            </Box>
        );
    });
};
