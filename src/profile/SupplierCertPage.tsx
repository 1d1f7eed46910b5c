import { Alert, Button, Card, CardActions, CardContent, CardHeader, Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { LoadError } from '../errors/LoadError';
import { UNCHANGED_MESSAGE, submitGuardFor, useDoubleClickGuard } from '../forms/guards';
import { SchemaForm } from '../forms/SchemaForm';
import { formatMinorUnits } from '../forms/decimal';
import { useFormatNumber } from '../i18n/useFormatNumber';
import { CERT_CALLS, PAY_TYPES, canApply, certFields, parseCertInfo, type CertState } from './supplierCert';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

const CERT_INFO_KEY = ['mc.certInfo'];

const stateColor: Record<CertState, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
    none: 'default',
    unpaid: 'warning',
    reviewing: 'info',
    approved: 'success',
    rejected: 'error',
};

/**
 * /profile/cert: the merchant's certification. Apply (CertApply, refused unchanged as docs/console.md §5
 * says), pay the fee (CertPay), and follow the state (CertInfo).
 */
const SupplierCertPage = () => {
    const translate = useTranslate();
    const formatNumber = useFormatNumber();
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const [payType, setPayType] = useState(PAY_TYPES[0].value);
    const [reapplying, setReapplying] = useState(false);
    const [payLocked, lockPay] = useDoubleClickGuard();
    const {
        data: cert,
        error,
        isPending,
        refetch,
    } = useQuery({
        queryKey: CERT_INFO_KEY,
        queryFn: async ({ signal }) => parseCertInfo(await dataProvider.call(CERT_CALLS.info, { signal })),
        retry: false,
    });
    const refresh = () => queryClient.invalidateQueries({ queryKey: CERT_INFO_KEY });

    const apply = useMutation({
        mutationFn: (payload: Record<string, unknown>) => dataProvider.call(CERT_CALLS.apply, { body: payload }),
        onSuccess: async (_reply, payload) => {
            submitGuardFor(CERT_CALLS.apply).accept(payload);
            notify('mc.cert.applied', { type: 'success' });
            setReapplying(false);
            await refresh();
        },
    });
    const pay = useMutation({
        mutationFn: () => dataProvider.call(CERT_CALLS.pay, { body: { pay_type: payType } }),
        onSuccess: async () => {
            notify('mc.cert.paidDone', { type: 'success' });
            await refresh();
        },
    });

    const submit = (payload: Record<string, unknown>) => {
        const guard = submitGuardFor(CERT_CALLS.apply);
        if (!guard.check(payload)) return notify(UNCHANGED_MESSAGE, { type: 'warning' });
        apply.mutate(payload);
    };

    if (isPending) return <Loading />;
    if (error || !cert) return <LoadError error={error} onRetry={() => refetch()} fallback="mc.error.malformed" />;

    const showForm = cert.state === 'none' || (reapplying && canApply(cert.state));
    const exactFee = cert.fee === undefined ? undefined : formatMinorUnits(cert.fee, 2);
    const fee = exactFee === undefined ? undefined : formatNumber(exactFee);
    return (
        <Card>
            <CardHeader
                title={translate('mc.route.profile_cert')}
                slotProps={{ title: { component: 'h1', variant: 'h6' } }}
                action={<Chip color={stateColor[cert.state]} label={translate(`mc.cert.state.${cert.state}`)} />}
            />
            {cert.state !== 'none' && !showForm && (
                <CardContent>
                    <Stack spacing={2}>
                        {/* The application's standing state, read on arrival: a status, not an alert that interrupts. */}
                        <Alert role="status" severity={cert.state === 'rejected' ? 'error' : cert.state === 'approved' ? 'success' : 'info'}>
                            {translate(`mc.cert.explain.${cert.state}`)}
                            {cert.remark && ` ${translate('mc.cert.remark', { remark: cert.remark })}`}
                        </Alert>
                        {cert.state === 'unpaid' && (
                            <>
                                {fee && <Typography>{translate('mc.cert.fee', { fee })}</Typography>}
                                <RadioGroup
                                    row
                                    aria-label={translate('mc.cert.payType')}
                                    value={String(payType)}
                                    onChange={event => setPayType(Number(event.target.value))}
                                >
                                    {PAY_TYPES.map(option => (
                                        <FormControlLabel key={option.value} value={String(option.value)} control={<Radio />} label={translate(option.label)} />
                                    ))}
                                </RadioGroup>
                            </>
                        )}
                    </Stack>
                </CardContent>
            )}
            {!showForm && (cert.state === 'unpaid' || cert.state === 'rejected') && (
                <CardActions>
                    {cert.state === 'unpaid' && (
                        <Button variant="contained" disabled={pay.isPending || payLocked} onClick={() => lockPay() && pay.mutate()}>
                            {translate('mc.cert.pay')}
                        </Button>
                    )}
                    <Button onClick={() => setReapplying(true)}>{translate('mc.cert.reapply')}</Button>
                </CardActions>
            )}
            {showForm && (
                <SchemaForm
                    fields={certFields}
                    record={cert.state === 'none' ? undefined : cert.record}
                    onSubmit={submit}
                    submitLabel="mc.cert.apply"
                    saving={apply.isPending}
                    toolbar={reapplying ? <Button onClick={() => setReapplying(false)}>{translate('mc.action.cancel')}</Button> : undefined}
                />
            )}
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', SupplierCertPage);
