import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Permission } from './Permission';
import { routeNames } from './routeNames';

/**
 * A page of an addon-backed area whose addon is not installed (docs/console.md §4): says which plugin,
 * and leads to the plugin manager for those who may install it.
 */
export const AddonNotInstalled = ({ name }: { name: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ p: 2 }}>
            <Title title={translate('mc.addon.notInstalled')} />
            <Alert
                severity="info"
                action={
                    <Permission route="PluginManage">
                        <Button component={Link} to={routeNames.PluginManage} color="inherit" size="small">
                            {translate('mc.addon.install')}
                        </Button>
                    </Permission>
                }
            >
                <AlertTitle>{translate('mc.addon.notInstalled')}</AlertTitle>
                {translate('mc.addon.notInstalledText', { name })}
            </Alert>
        </Box>
    );
};
