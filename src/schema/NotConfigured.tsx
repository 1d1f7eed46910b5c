import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** docs/console.md §8: a screen whose catalogue entry names no api. */
export const NotConfigured = () => {
    const translate = useTranslate();
    return (
        <Alert severity="warning" sx={{ m: 2 }}>
            {translate('mc.error.notConfigured')}
        </Alert>
    );
};
