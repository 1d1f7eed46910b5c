import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, Button as MuiButton, Checkbox, FormControlLabel, IconButton, List, ListItem, Popover, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useNotify, useStore, useTranslate } from 'react-admin';
import { columnOrderStoreKey, columnsStoreKey, moveColumn, orderedColumns, toggleColumn } from '../columnVisibility';
import { useSchemaListContext } from '../SchemaListContext';

/**
 * Shows, hides and reorders columns. The choice lives in react-admin's store (localStorage)
 * under the key DataTable reads, the order next to it, both per api; hiding the last visible
 * column is refused (至少选择一列). A popover of checkboxes and move buttons rather than a
 * menu: a menu item may not hold other controls.
 */
export const ColumnChooser = () => {
    const translate = useTranslate();
    const { api, definition, defaultHidden } = useSchemaListContext();
    const { columns } = definition;
    const notify = useNotify();
    const titleId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [hidden, setHidden] = useStore<string[]>(columnsStoreKey(api), defaultHidden);
    const [order, setOrder] = useStore<string[]>(columnOrderStoreKey(api), []);
    const toggle = (name: string) => {
        const next = toggleColumn(columns, hidden, name);
        if (next === 'lastColumn') notify('mc.schema.columns.lastColumn', { type: 'warning' });
        else setHidden(next);
    };
    const ordered = orderedColumns(columns, order);
    return (
        <>
            <Button label="mc.schema.columns.button" onClick={event => setAnchor(event.currentTarget)} aria-haspopup="dialog">
                <ViewColumnIcon />
            </Button>
            <Popover
                anchorEl={anchor}
                open={!!anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
            >
                <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
                    {translate('mc.schema.columns.title')}
                </Typography>
                <List dense sx={{ maxHeight: 420, overflowY: 'auto', minWidth: 260 }}>
                    {ordered.map((column, index) => (
                        <ListItem key={column.name} sx={{ py: 0 }}>
                            <FormControlLabel
                                sx={{ flex: 1, mr: 1 }}
                                control={<Checkbox size="small" checked={!hidden.includes(column.name)} onChange={() => toggle(column.name)} />}
                                label={column.title}
                            />
                            <IconButton
                                size="small"
                                disabled={index === 0}
                                aria-label={translate('mc.schema.columns.moveUp', { title: column.title })}
                                onClick={() => setOrder(moveColumn(columns, order, column.name, -1))}
                            >
                                <ArrowUpwardIcon fontSize="inherit" />
                            </IconButton>
                            <IconButton
                                size="small"
                                disabled={index === ordered.length - 1}
                                aria-label={translate('mc.schema.columns.moveDown', { title: column.title })}
                                onClick={() => setOrder(moveColumn(columns, order, column.name, 1))}
                            >
                                <ArrowDownwardIcon fontSize="inherit" />
                            </IconButton>
                        </ListItem>
                    ))}
                </List>
                <Box sx={{ px: 2, pb: 1.5 }}>
                    <MuiButton size="small" onClick={() => setOrder([])} disabled={!order.length}>
                        {translate('mc.schema.columns.resetOrder')}
                    </MuiButton>
                </Box>
            </Popover>
        </>
    );
};
