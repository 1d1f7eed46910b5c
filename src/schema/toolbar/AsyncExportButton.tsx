import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { dialogSlotProps } from '../../ui/dialogPaper';
import { useConfirmLock } from '../../forms/guards';
import { visibleColumns, displayableColumns } from '../columnVisibility';
import { EXPORT_DRAWER_STORE_KEY, asyncExportParams, type AsyncExportScope } from '../exportParams';
import { useSchemaListContext } from '../SchemaListContext';

/**
 * Asynchronous export: choose the columns and the rows (current page or the selection, kept
 * across pages), create the export task, then open the export-task drawer.
 */
export const AsyncExportButton = () => {
    const translate = useTranslate();
    const { api, definition, hidden, fixedFilter } = useSchemaListContext();
    const { columns } = definition;
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { filterValues, sort, page, perPage, selectedIds } = useListContext();
    const [, setDrawerOpen] = useStore<boolean>(EXPORT_DRAWER_STORE_KEY, false);
    const [open, setOpen] = useState(false);
    const [chosen, setChosen] = useState<string[]>([]);
    const [scope, setScope] = useState<AsyncExportScope>('page');
    const [locked, lock] = useConfirmLock();

    const start = () => {
        setChosen(visibleColumns(columns, hidden).map(column => column.name));
        setScope(selectedIds.length ? 'selected' : 'page');
        setOpen(true);
    };
    // Keep the display order whatever order the boxes were ticked in.
    const ordered = displayableColumns(columns)
        .filter(column => chosen.includes(column.name))
        .map(column => column.name);
    const { mutate, isPending } = useMutation({
        mutationFn: () =>
            dataProvider.call(api, {
                params: asyncExportParams({ filter: { ...filterValues, ...fixedFilter }, sort, page, perPage }, ordered, scope, selectedIds),
            }),
        onSuccess: () => {
            setOpen(false);
            notify('mc.schema.asyncExport.created', { type: 'success' });
            setDrawerOpen(true);
        },
    });
    const submit = () => {
        if (!lock()) return;
        if (!chosen.length) return notify('mc.schema.asyncExport.noColumns', { type: 'warning' });
        if (scope === 'selected' && !selectedIds.length) return notify('mc.schema.asyncExport.noSelection', { type: 'warning' });
        mutate();
    };
    const toggle = (name: string) => setChosen(now => (now.includes(name) ? now.filter(one => one !== name) : [...now, name]));

    return (
        <>
            <Button label="mc.schema.asyncExport.button" onClick={start}>
                <CloudDownloadIcon />
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="mc-async-export-title" slotProps={dialogSlotProps()}>
                <DialogTitle id="mc-async-export-title">{translate('mc.schema.asyncExport.title')}</DialogTitle>
                <DialogContent>
                    <FormLabel id="mc-async-export-scope">{translate('mc.schema.asyncExport.scope')}</FormLabel>
                    <RadioGroup row aria-labelledby="mc-async-export-scope" value={scope} onChange={event => setScope(event.target.value as AsyncExportScope)}>
                        <FormControlLabel value="page" control={<Radio />} label={translate('mc.schema.asyncExport.page')} />
                        <FormControlLabel
                            value="selected"
                            control={<Radio />}
                            disabled={!selectedIds.length}
                            label={translate('mc.schema.asyncExport.selected', { count: selectedIds.length })}
                        />
                    </RadioGroup>
                    <FormLabel id="mc-async-export-columns">{translate('mc.schema.asyncExport.columns')}</FormLabel>
                    <FormGroup row aria-labelledby="mc-async-export-columns">
                        {displayableColumns(columns).map(column => (
                            <FormControlLabel
                                key={column.name}
                                label={column.title}
                                control={<Checkbox size="small" checked={chosen.includes(column.name)} onChange={() => toggle(column.name)} />}
                            />
                        ))}
                    </FormGroup>
                </DialogContent>
                <DialogActions>
                    <Button label="mc.action.cancel" onClick={() => setOpen(false)} />
                    <Button label="mc.schema.asyncExport.submit" variant="contained" disabled={isPending || locked} onClick={submit} />
                </DialogActions>
            </Dialog>
        </>
    );
};
