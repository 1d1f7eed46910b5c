import { Box, Card, CardContent, Checkbox, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import { SchemaCell } from './cells/SchemaCell';
import { EmptyRows } from './EmptyRows';
import { RowActions } from './RowActions';
import { useSchemaListContext } from './SchemaListContext';
import { TableSkeleton } from './TableSkeleton';
import { useLiveListState } from '../live/LiveListContext';

/** How many columns a card shows under its title. */
export const CARD_FIELDS = 4;

/**
 * The rows of a list on a narrow screen (< 992 px), one card each: the first visible column as
 * the title, the next `CARD_FIELDS` visible columns as label and value, the row's checkbox, and
 * its actions in one 更多 menu, so nothing scrolls sideways. The totals of a list with
 * `show_sum` follow as a last card (合计).
 */
export const CardRows = () => {
    const translate = useTranslate();
    const { shownColumns: columns, rowActions, summary } = useSchemaListContext();
    const { data, isPending, selectedIds, onToggleItem } = useListContext();
    const live = useLiveListState();
    if (isPending) return <TableSkeleton />;
    if (!data?.length) return <EmptyRows />;
    const [title, ...rest] = columns;
    const fields = rest.slice(0, CARD_FIELDS);
    return (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
            {data.map(record => (
                <RecordContextProvider key={record.id} value={record}>
                    <Card
                        component="li"
                        variant="outlined"
                        sx={live?.isDeleted(record.id) ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}
                    >
                        <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
                            <Stack direction="row" sx={{ alignItems: 'flex-start' }} spacing={1}>
                                <Checkbox
                                    size="small"
                                    sx={{ ml: -1, mt: -0.5 }}
                                    checked={selectedIds.includes(record.id)}
                                    onChange={() => onToggleItem(record.id)}
                                    slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                                />
                                <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, wordBreak: 'break-word' }}>
                                    {title && <SchemaCell column={title} value={record[title.name]} />}
                                </Typography>
                                {rowActions && <RowActions maxButtons={0} />}
                            </Stack>
                            <FieldList columns={fields} record={record} />
                        </CardContent>
                    </Card>
                </RecordContextProvider>
            ))}
            {summary && summary.summed.length > 0 && (
                <Card component="li" variant="outlined" sx={{ bgcolor: 'action.hover' }}>
                    <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                        <Typography variant="subtitle2" component="h3">
                            {translate('mc.schema.summary')}
                        </Typography>
                        <FieldList columns={summary.summed} record={summary.totals} />
                    </CardContent>
                </Card>
            )}
        </Stack>
    );
};

/** Label and value of each column, as a description list. */
const FieldList = ({ columns, record }: { columns: readonly ColumnDefinition[]; record: Record<string, unknown> }) => (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 0.5 }}>
        {columns.map(column => (
            <Box key={column.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                    {column.title}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                    <SchemaCell column={column} value={record[column.name]} />
                </Typography>
            </Box>
        ))}
    </Box>
);
