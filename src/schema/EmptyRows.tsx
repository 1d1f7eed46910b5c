import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a list with no matching rows shows (the filters stay above it). */
export const EmptyRows = () => {
    const translate = useTranslate();
    return (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
            {translate('mc.schema.emptyList')}
        </Typography>
    );
};
