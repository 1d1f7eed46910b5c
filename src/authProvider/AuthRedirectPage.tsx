import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useErrorText } from '../errors/useErrorText';
import { useSocialReturn } from './useSocialReturn';

/** /auth-redirect, where a social authorisation comes back: a spinner, or what happens next. */
export const AuthRedirectPage = () => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const result = useSocialReturn();
    if (result.state === 'pending') {
        return (
            <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
                <Stack spacing={2} alignItems="center" role="status">
                    <CircularProgress aria-hidden />
                    {translate('mc.social.pending')}
                </Stack>
            </Box>
        );
    }
    const message =
        result.state === 'failed'
            ? translate('mc.social.failed', { message: errorText(result.error) })
            : result.bound
              ? translate('mc.social.boundTo', { username: result.username })
              : translate('mc.social.notBound');
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
            <Stack spacing={2} alignItems="center" sx={{ maxWidth: 480 }}>
                <Alert severity={result.state === 'failed' ? 'error' : 'info'}>{message}</Alert>
                <Button component={Link} to="/login" variant="contained">
                    {translate('mc.social.backToLogin')}
                </Button>
            </Stack>
        </Box>
    );
};
