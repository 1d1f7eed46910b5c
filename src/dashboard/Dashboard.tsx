import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { QuickMenuPanel } from './quickMenu/QuickMenuPanel';

/** /dashboard, the Workbench: a greeting and the quick-navigation shortcuts. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    return (
        <Stack spacing={2}>
            <Card>
                <CardContent>
                    <Typography variant="h6" component="h1">
                        {translate('mc.login.welcome', { name: identity?.fullName ?? '' })}
                    </Typography>
                </CardContent>
            </Card>
            <QuickMenuPanel />
        </Stack>
    );
};

export default Dashboard;
