import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** /dashboard, the Workbench. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    return (
        <Card>
            <Title title={translate('mc.route.dashboard')} />
            <CardContent>
                <Typography variant="h6">{translate('mc.login.welcome', { name: identity?.fullName ?? '' })}</Typography>
            </CardContent>
        </Card>
    );
};
