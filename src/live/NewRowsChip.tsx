import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveListState } from './LiveListContext';

/** "3 条新记录" above a live list's rows: new rows of its filter, shown on click rather than moving the table under the cursor. */
export const NewRowsChip = () => {
    const translate = useTranslate();
    const live = useLiveListState();
    if (!live || (!live.waiting.count && !live.waiting.changed)) return null;
    const label = live.waiting.count ? translate('mc.live.list.newRows', { smart_count: live.waiting.count }) : translate('mc.live.list.changed');
    return (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', my: 0.5 }}>
            <Chip color="primary" size="small" icon={<ArrowUpwardIcon />} label={label} onClick={live.showWaiting} />
        </Box>
    );
};
