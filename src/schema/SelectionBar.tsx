import { Alert } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';

/** How many rows are selected, across pages, with a way to clear the selection. */
export const SelectionBar = () => {
    const translate = useTranslate();
    const { selectedIds, onUnselectItems } = useListContext();
    if (!selectedIds.length) return null;
    return (
        <Alert severity="info" sx={{ py: 0, mx: 1 }} action={<Button label="mc.schema.selection.clear" onClick={() => onUnselectItems()} />}>
            {translate('mc.schema.selection.count', { count: selectedIds.length })}
        </Alert>
    );
};
