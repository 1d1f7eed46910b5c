import { Alert, Button, Snackbar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import { reloadPage } from '../../errors/reloadPage';
import { fetchNewerVersion } from './versionCheck';

/**
 * After login, asks the configured version-check service once; when it announces a newer
 * console, a notice offers to reload. Dismissed, it stays away for the rest of the session.
 */
export const VersionNotice = () => {
    const translate = useTranslate();
    const [dismissed, setDismissed] = useState(false);
    const url = getRuntimeConfig().versionCheckUrl;
    const { data: version } = useQuery({
        queryKey: ['mc', 'versionCheck', url],
        queryFn: async ({ signal }) => (await fetchNewerVersion(url, undefined, undefined, signal)) ?? null,
        enabled: url !== '',
        staleTime: Infinity,
        retry: false,
    });
    return (
        <Snackbar open={!!version && !dismissed} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
            <Alert
                severity="info"
                variant="filled"
                action={
                    <>
                        <Button color="inherit" size="small" onClick={() => reloadPage()}>
                            {translate('mc.account.update.reload')}
                        </Button>
                        <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
                            {translate('mc.account.update.dismiss')}
                        </Button>
                    </>
                }
            >
                {translate('mc.account.update.available', { version: version ?? '' })}
            </Alert>
        </Snackbar>
    );
};
