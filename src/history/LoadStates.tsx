import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../errors/LoadError';

/**
 * What a history view shows besides its content: a spinner while it loads, why it failed with a
 * retry, or that there is nothing (`empty`, a translation key).
 */
export const LoadStates = ({
    query,
    isEmpty,
    empty,
}: {
    query: { isPending: boolean; error: unknown; refetch: () => unknown };
    isEmpty: boolean;
    empty?: string;
}) => {
    const translate = useTranslate();
    if (query.isPending)
        return (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label={translate('mc.app.loading')} />
            </Box>
        );
    if (query.error) return <LoadError error={query.error} fallback="mc.error.malformed" onRetry={() => void query.refetch()} />;
    if (isEmpty && empty)
        return (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {translate(empty)}
            </Typography>
        );
    return null;
};
