import { Alert, Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { BatchDialog } from './BatchDialog';
import type { ListChildRoute } from './ListRoute';
import { useSchemaListContext } from './SchemaListContext';

/** Class of the bar while rows are selected: the list's table box gives up its height then. */
export const SELECTION_BAR = 'mc-selectionBar';

/**
 * How many rows are selected, across pages, with a way to clear the selection and the list's
 * batch actions (the export of the selected rows is the toolbar's asynchronous export).
 */
export const SelectionBar = () => {
    const translate = useTranslate();
    const { api, definition, batchRoutes: routes, selection } = useSchemaListContext();
    const { ids: selectedIds, clear } = selection;
    const [running, setRunning] = useState<ListChildRoute>();
    if (!selectedIds.length && !running) return null;
    return (
        <>
            {selectedIds.length > 0 && (
                <Alert
                    className={SELECTION_BAR}
                    severity="info"
                    sx={{ py: 0, mx: 1, alignItems: 'center' }}
                    action={
                        <Stack direction="row" spacing={1} aria-label={translate('mc.schema.batch.label')} role="group">
                            {routes.map(route => (
                                <MuiButton
                                    key={route.path}
                                    size="small"
                                    variant="outlined"
                                    color={route.action === 'delete' ? 'error' : 'primary'}
                                    onClick={() => setRunning(route)}
                                >
                                    {translate(route.title)}
                                </MuiButton>
                            ))}
                            <Button label="mc.schema.selection.clear" onClick={() => clear()} />
                        </Stack>
                    }
                >
                    {translate('mc.schema.selection.count', { count: selectedIds.length })}
                </Alert>
            )}
            {running && <BatchDialog route={running} api={api} pk={definition.pk} ids={selectedIds} onClose={() => setRunning(undefined)} />}
        </>
    );
};
