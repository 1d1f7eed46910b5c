import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryDrawer, type HistoryDrawerProps } from './HistoryDrawer';

export interface HistoryButtonProps extends Omit<HistoryDrawerProps, 'open' | 'onClose'> {
    /** Given, the drawer is the caller's to open too (a live banner's "see the change"). */
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
}

/** 历史记录: opens the record's history drawer (edit and record pages). */
export const HistoryButton = ({ open: controlled, onOpenChange, ...props }: HistoryButtonProps) => {
    const translate = useTranslate();
    const [own, setOwn] = useState(false);
    const open = controlled ?? own;
    const setOpen = onOpenChange ?? setOwn;
    return (
        <>
            <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
                {translate('mc.history.button')}
            </Button>
            <HistoryDrawer {...props} open={open} onClose={() => setOpen(false)} />
        </>
    );
};
