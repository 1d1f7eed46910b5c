import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryDrawer, type HistoryDrawerProps } from './HistoryDrawer';

/** 历史记录: opens the record's history drawer (edit and record pages). */
export const HistoryButton = (props: Omit<HistoryDrawerProps, 'open' | 'onClose'>) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} sx={{ textTransform: 'none' }}>
                {translate('mc.history.button')}
            </Button>
            <HistoryDrawer {...props} open={open} onClose={() => setOpen(false)} />
        </>
    );
};
