import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * A page's or a panel's loading state: react-admin's `<Loading />`, with its progress bar named.
 * react-admin's draws an unnamed MUI `CircularProgress` (role progressbar), which axe rates
 * `aria-progressbar-name`, serious, and a screen reader announces as a bare "progress bar".
 * Here the bar carries `primary` as its name. Nothing shows for the first `timeout` ms, as in
 * react-admin's, so a quick load does not flash a spinner.
 */
export const Loading = ({
    primary = 'ra.page.loading',
    secondary = 'ra.message.loading',
    timeout = 1000,
}: {
    /** The heading under the spinner and the spinner's accessible name (a translation key). */
    primary?: string;
    /** A line under the heading (a translation key), or none with `''`. */
    secondary?: string;
    timeout?: number;
}) => {
    const translate = useTranslate();
    const shown = useTimeout(timeout);
    if (!shown) return null;
    const name = translate(primary, { _: primary });
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', height: '100%', py: 2, textAlign: 'center' }}>
            <CircularProgress aria-label={name} size="9em" />
            <Typography variant="h5" sx={{ mt: 3, color: 'text.secondary' }}>
                {name}
            </Typography>
            {secondary && (
                <Typography variant="body2" sx={{ color: 'text.disabled' }}>
                    {translate(secondary, { _: secondary })}
                </Typography>
            )}
        </Box>
    );
};
