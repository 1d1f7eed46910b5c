import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { MenuItem } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Button, useTranslate, type RaRecord } from 'react-admin';
import { ListExtensionsContext, type ListExtensionParts, type ListExtensions } from '../schema/ListExtensions';
import { useSchemaListContext } from '../schema/SchemaListContext';
import { HistoryDrawer } from './HistoryDrawer';
import { HistoryOptionsContext, OpenHistoryContext, useHistoryOptions, useOpenHistory, type HistoryOptions } from './HistoryOptions';
import { RecentlyDeletedDialog } from './RecentlyDeletedDialog';

/** One history drawer for the whole list, opened by a row's 更多 or the recently deleted. */
const HistoryHost = ({ children }: { children: ReactNode }) => {
    const { api } = useSchemaListContext();
    const { rights, callTitle } = useHistoryOptions();
    const [id, setId] = useState<string | number>();
    return (
        <OpenHistoryContext.Provider value={setId}>
            {children}
            {id !== undefined && <HistoryDrawer open api={api} id={id} rights={rights} callTitle={callTitle} onClose={() => setId(undefined)} />}
        </OpenHistoryContext.Provider>
    );
};

/** 历史记录 in a row's 更多 menu. */
const HistoryMenuItem = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
    const translate = useTranslate();
    const openHistory = useOpenHistory();
    return (
        <MenuItem
            onClick={() => {
                onClose();
                openHistory(record.id);
            }}
        >
            {translate('mc.history.button')}
        </MenuItem>
    );
};

/** 最近删除 in the list's toolbar. */
const RecentlyDeletedButton = () => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button label="mc.history.deleted" onClick={() => setOpen(true)}>
                <DeleteSweepIcon />
            </Button>
            {open && <RecentlyDeletedDialog open onClose={() => setOpen(false)} />}
        </>
    );
};

const PARTS: ListExtensionParts = { Host: HistoryHost, Toolbar: RecentlyDeletedButton, RowMenu: HistoryMenuItem };

/** The parts of a list whose definition says its records keep a history (docs/protocol.md §16). */
const historyExtensions: ListExtensions = definition => (definition.history ? PARTS : {});

/**
 * The record history features of the lists below: a row's history from its 更多 menu and the
 * list's 最近删除, with the restores the operator may make.
 */
export const RecordHistoryFeatures = ({ rights, callTitle, children }: HistoryOptions & { children: ReactNode }) => {
    const options = useMemo(() => ({ rights, callTitle }), [rights, callTitle]);
    return (
        <HistoryOptionsContext.Provider value={options}>
            <ListExtensionsContext.Provider value={historyExtensions}>{children}</ListExtensionsContext.Provider>
        </HistoryOptionsContext.Provider>
    );
};
