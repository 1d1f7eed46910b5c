import RefreshIcon from '@mui/icons-material/Refresh';
import { Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useFormatDate } from '../i18n/useFormatDate';
import { AVATAR_SIZE } from '../layout/layoutConstants';
import { useShopInfo } from '../profile/useShopInfo';
import { formatTimeValue } from '../forms/timeValue';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export interface WorkbenchHeaderProps {
    onRefresh(): void;
    refreshing: boolean;
    /** When the figures shown were fetched (ms), 0 before the first answer. */
    updatedAt: number;
}

/**
 * The Workbench's header: the greeting, the shop card of docs/console.md §3 (logo, shop name, last
 * login) and the refresh of the figures. A shop info that cannot be read leaves the shop out,
 * not the Workbench.
 */
export const WorkbenchHeader = ({ onRefresh, refreshing, updatedAt }: WorkbenchHeaderProps) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const { identity } = useGetIdentity();
    const { data: shop, refetch } = useShopInfo();
    const lastLogin = shop ? formatTimeValue(shop.last_login_time, 'datetime', formatDate) : '';
    return (
        <Card component="header">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                {shop && (
                    <Box component="section" aria-label={translate('mc.workbench.shop')} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                        <Avatar
                            src={text(shop.logo) || undefined}
                            variant="rounded"
                            alt={text(shop.username)}
                            sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
                        />
                        <Box>
                            <Typography variant="subtitle1" component="p">
                                {text(shop.username)}
                            </Typography>
                            {lastLogin && (
                                <Typography variant="body2" color="text.secondary">
                                    {translate('mc.workbench.lastLogin', { time: lastLogin })}
                                </Typography>
                            )}
                        </Box>
                    </Box>
                )}
                <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
                    {translate('mc.login.welcome', { name: identity?.fullName ?? '' })}
                </Typography>
                {updatedAt > 0 && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('mc.workbench.updatedAt', { time: formatDate(updatedAt, 'time') })}
                    </Typography>
                )}
                <Button
                    startIcon={<RefreshIcon />}
                    loading={refreshing}
                    loadingPosition="start"
                    onClick={() => {
                        onRefresh();
                        void refetch();
                    }}
                >
                    {translate('mc.workbench.refresh')}
                </Button>
            </CardContent>
        </Card>
    );
};
