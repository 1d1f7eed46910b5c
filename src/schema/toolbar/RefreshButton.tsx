import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Reloads this list's rows (and its totals), keeping filters, page and selection. */
export const RefreshButton = () => {
    const translate = useTranslate();
    const { refetch, isFetching } = useListContext();
    const label = translate('mc.schema.refresh');
    return (
        <Tooltip title={label}>
            <span>
                <IconButton size="small" aria-label={label} onClick={() => void refetch()} disabled={isFetching}>
                    <RefreshIcon fontSize="small" />
                </IconButton>
            </span>
        </Tooltip>
    );
};
