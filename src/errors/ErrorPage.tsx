import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../config/routePaths';

/** The public /404 and /401 pages: a code, what it means, and the way back. */
export const ErrorPage = ({ code }: { code: '404' | '401' }) => {
    const translate = useTranslate();
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
                <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
                    {code}
                </Typography>
                <Typography variant="h5" component="h1">
                    {translate(`mc.errorPage.title${code}`)}
                </Typography>
                <Typography color="text.secondary">{translate(`mc.errorPage.detail${code}`)}</Typography>
                <Button component={Link} to={DASHBOARD_PATH} variant="contained">
                    {translate('mc.errorPage.home')}
                </Button>
            </Box>
        </Box>
    );
};

export const NotFoundPage = () => <ErrorPage code="404" />;
export const ForbiddenPage = () => <ErrorPage code="401" />;
