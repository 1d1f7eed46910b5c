import { Avatar, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../errors/LoadError';
import { AVATAR_SIZE } from '../layout/layoutConstants';
import { useFormatDate } from '../i18n/useFormatDate';
import { formatTimeValue } from '../forms/timeValue';
import { isFlagOn } from './profileCalls';
import { useShopInfo } from './useShopInfo';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

/** /content/shopinfo: the shop's details as the server keeps them. */
const ShopInfoPage = () => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const { data: shop, isPending, error, refetch } = useShopInfo();
    if (isPending) return <Loading />;
    if (error || !shop) {
        return <LoadError error={error} onRetry={() => refetch()} fallback="mc.error.malformed" />;
    }
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    const rows: Array<[string, React.ReactNode]> = [
        [
            'logo',
            <Avatar
                key="logo"
                src={text(shop.logo) || undefined}
                variant="rounded"
                alt={text(shop.username)}
                sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            />,
        ],
        ['username', text(shop.username)],
        ['storeDomain', text(shop.store_domain)],
        ['wechat', translate(isFlagOn(shop.is_bind_wx) ? 'mc.profile.bound' : 'mc.profile.unbound')],
        ['bindTime', formatTimeValue(shop.bind_wx_time, 'datetime', formatDate)],
        ['lastLogin', formatTimeValue(shop.last_login_time, 'datetime', formatDate)],
    ];
    return (
        <Card>
            <CardHeader title={translate('mc.route.content_shopinfo')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            <CardContent>
                <Table size="small" sx={{ maxWidth: 640 }}>
                    <TableBody>
                        {rows.map(([key, value]) => (
                            <TableRow key={key}>
                                <TableCell component="th" scope="row" sx={{ width: 160, color: 'text.secondary' }}>
                                    {translate(`mc.profile.${key}`)}
                                </TableCell>
                                <TableCell>{value || '—'}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </CardContent>
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', ShopInfoPage);
