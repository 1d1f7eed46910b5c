import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../errors/LoadError';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { useDoubleClickGuard } from '../forms/guards';
import { useFormatDate } from '../i18n/useFormatDate';
import { formatTimeValue } from '../forms/timeValue';
import { PROFILE_CALLS, isFlagOn } from './profileCalls';
import { useShopInfo } from './useShopInfo';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

/**
 * /profile/user/wechat: sends the user to WeChat's authorisation page, which comes back here
 * with a `code`; binds the account to that code's WeChat user, or unbinds it (after a
 * confirmation).
 */
const WechatBindPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const formatDate = useFormatDate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const [searchParams] = useSearchParams();
    const code = searchParams.get('code') ?? '';
    const { data: shop, isPending, error, refetch } = useShopInfo();
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const [locked, lock] = useDoubleClickGuard();

    const run = async (call: string, body: Record<string, unknown>, success: string) => {
        if (!lock()) return;
        setBusy(true);
        try {
            await dataProvider.call(call, { body });
            notify(success, { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['mc.shopInfo'] });
        } catch {
            // The error catalogue has shown the server's message.
        } finally {
            setBusy(false);
            setConfirming(false);
        }
    };

    const authorize = async () => {
        if (!lock()) return;
        setBusy(true);
        try {
            const reply = await dataProvider.call<{ auth_url?: unknown }>(PROFILE_CALLS.socialAuth, { params: { redirect: '/profile/user/wechat' } });
            const url = typeof reply?.auth_url === 'string' ? reply.auth_url : '';
            if (!url) throw new Error('mc.error.malformed');
            // The demo server answers a path of this console; a real one WeChat's own page.
            if (url.startsWith('/')) navigate(url);
            else window.location.assign(url);
        } catch (error) {
            if ((error as Error)?.message === 'mc.error.malformed') notify('mc.error.malformed', { type: 'error' });
        } finally {
            setBusy(false);
        }
    };

    if (isPending) return <Loading />;
    if (error || !shop) {
        return <LoadError error={error} onRetry={() => refetch()} fallback="mc.error.malformed" />;
    }
    const bound = isFlagOn(shop.is_bind_wx);
    return (
        <Card>
            <CardHeader title={translate('mc.route.profile_user_wechat')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            <CardContent>
                <Typography>{translate(bound ? 'mc.profile.bound' : 'mc.profile.unbound')}</Typography>
                {bound && (
                    <Typography color="text.secondary" variant="body2">
                        {translate('mc.profile.bindTime')}: {formatTimeValue(shop.bind_wx_time, 'datetime', formatDate)}
                    </Typography>
                )}
                {!bound && !code && (
                    <Typography color="text.secondary" variant="body2">
                        {translate('mc.profile.bindHint')}
                    </Typography>
                )}
            </CardContent>
            <CardActions>
                {bound ? (
                    <Button color="error" disabled={busy || locked} onClick={() => setConfirming(true)}>
                        {translate('mc.profile.unbind')}
                    </Button>
                ) : code ? (
                    <Button variant="contained" disabled={busy || locked} onClick={() => run(PROFILE_CALLS.wxBind, { code }, 'mc.profile.bindDone')}>
                        {translate('mc.profile.bind')}
                    </Button>
                ) : (
                    <Button variant="contained" disabled={busy || locked} onClick={authorize}>
                        {translate('mc.profile.authorize')}
                    </Button>
                )}
            </CardActions>
            <ConsoleConfirm
                isOpen={confirming}
                loading={busy}
                title="mc.profile.unbind"
                content="mc.profile.unbindConfirm"
                onConfirm={() => run(PROFILE_CALLS.wxUnbind, {}, 'mc.profile.unbindDone')}
                onClose={() => setConfirming(false)}
            />
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', WechatBindPage);
