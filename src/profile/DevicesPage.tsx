import { Button, Card, CardActions, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { LoadError } from '../errors/LoadError';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { useDoubleClickGuard } from '../forms/guards';
import { formatTimeValue } from '../forms/timeValue';
import { useFormatDate } from '../i18n/useFormatDate';
import { describeDevice } from './describeDevice';
import { PROFILE_CALLS } from './profileCalls';
import { DEVICES_QUERY_KEY, useDevices, type Device } from './useDevices';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

/** What waits for a confirmation: one session, or every session but this one. */
type Pending = { kind: 'one'; device: Device } | { kind: 'others' };

/**
 * /profile/devices (登录设备): where the account is signed in, one row per sign-in with its
 * browser and system, address, first and last use; "sign out" on any row (this session's own is
 * a logout) and "sign out all others", each after a confirmation.
 */
const DevicesPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const logout = useLogout();
    const formatDate = useFormatDate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const { data: devices, isPending, error, refetch } = useDevices();
    const [pending, setPending] = useState<Pending | undefined>();
    const [busy, setBusy] = useState(false);
    const [locked, lock] = useDoubleClickGuard();

    const confirmed = async () => {
        if (!pending || !lock()) return;
        if (pending.kind === 'one' && pending.device.current) {
            setPending(undefined);
            await logout();
            return;
        }
        setBusy(true);
        try {
            if (pending.kind === 'one') {
                await dataProvider.call(PROFILE_CALLS.signOutSession, { body: { id: pending.device.id } });
                notify('mc.devices.signedOut', { type: 'success' });
            } else {
                const reply = await dataProvider.call<{ count?: unknown }>(PROFILE_CALLS.signOutOthers, { body: {} });
                notify('mc.devices.signedOutOthers', { type: 'success', messageArgs: { smart_count: Number(reply?.count) || 0 } });
            }
        } catch {
            // The error catalogue has shown the server's message.
        } finally {
            setBusy(false);
            setPending(undefined);
            await queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
        }
    };

    if (isPending) return <Loading />;
    if (error || !devices) return <LoadError error={error} onRetry={() => refetch()} fallback="mc.error.malformed" />;
    const others = devices.filter(device => !device.current).length;
    const time = (seconds: number) => formatTimeValue(seconds, 'datetime', formatDate);

    return (
        <Card>
            <CardHeader title={translate('mc.route.profile_devices')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            <CardContent>
                <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
                    {translate(others ? 'mc.devices.intro' : 'mc.devices.onlyThis')}
                </Typography>
                <Table size="small" aria-label={translate('mc.route.profile_devices')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('mc.devices.device')}</TableCell>
                            <TableCell>{translate('mc.devices.ip')}</TableCell>
                            <TableCell>{translate('mc.devices.firstUsed')}</TableCell>
                            <TableCell>{translate('mc.devices.lastUsed')}</TableCell>
                            <TableCell align="right">{translate('mc.devices.actions')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {devices.map(device => {
                            const { browser, system } = describeDevice(device.device);
                            const name = [browser, system].filter(Boolean).join(' · ') || translate('mc.devices.unknownDevice');
                            return (
                                <TableRow key={device.id}>
                                    <TableCell>
                                        <Tooltip title={device.device || name}>
                                            <span>{name}</span>
                                        </Tooltip>
                                        {device.current && <Chip size="small" color="primary" label={translate('mc.devices.current')} sx={{ ml: 1 }} />}
                                    </TableCell>
                                    <TableCell>{device.ip}</TableCell>
                                    <TableCell>{time(device.create_time)}</TableCell>
                                    <TableCell>{time(device.last_used)}</TableCell>
                                    <TableCell align="right">
                                        <Button size="small" color="error" disabled={busy || locked} onClick={() => setPending({ kind: 'one', device })}>
                                            {translate('mc.devices.signOut')}
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            </CardContent>
            <CardActions>
                <Button variant="contained" color="error" disabled={busy || locked || others === 0} onClick={() => setPending({ kind: 'others' })}>
                    {translate('mc.devices.signOutOthers')}
                </Button>
            </CardActions>
            <ConsoleConfirm
                isOpen={!!pending}
                loading={busy}
                title={pending?.kind === 'others' ? 'mc.devices.signOutOthers' : 'mc.devices.signOut'}
                content={
                    pending?.kind === 'others' ? 'mc.devices.confirmOthers' : pending?.device.current ? 'mc.devices.confirmCurrent' : 'mc.devices.confirmOne'
                }
                translateOptions={{ smart_count: others }}
                onConfirm={() => void confirmed()}
                onClose={() => setPending(undefined)}
            />
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', DevicesPage);
