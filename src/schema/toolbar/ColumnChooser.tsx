import { Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useState } from 'react';
import { Button, useNotify, useStore, useTranslate } from 'react-admin';
import { columnsStoreKey, displayableColumns, toggleColumn } from '../columnVisibility';
import type { ColumnDefinition } from '../../dataProvider/TableDefinition';

/**
 * Shows and hides columns. The choice lives in react-admin's store (localStorage) under the
 * key DataTable reads, per api; hiding the last visible column is refused (至少选择一列).
 */
export const ColumnChooser = ({ api, columns, defaultHidden }: { api: string; columns: ColumnDefinition[]; defaultHidden: string[] }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [hidden, setHidden] = useStore<string[]>(columnsStoreKey(api), defaultHidden);
    const toggle = (name: string) => {
        const next = toggleColumn(columns, hidden, name);
        if (next === 'lastColumn') notify('mc.schema.columns.lastColumn', { type: 'warning' });
        else setHidden(next);
    };
    return (
        <>
            <Button label="mc.schema.columns.button" onClick={event => setAnchor(event.currentTarget)} aria-haspopup="menu">
                <ViewColumnIcon />
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} aria-label={translate('mc.schema.columns.title')}>
                {displayableColumns(columns).map(column => {
                    const shown = !hidden.includes(column.name);
                    return (
                        <MenuItem key={column.name} role="menuitemcheckbox" aria-checked={shown} onClick={() => toggle(column.name)} dense>
                            <ListItemIcon>
                                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple inputProps={{ 'aria-hidden': true }} />
                            </ListItemIcon>
                            <ListItemText primary={column.title} />
                        </MenuItem>
                    );
                })}
            </Menu>
        </>
    );
};
