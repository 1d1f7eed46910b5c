import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useErrorText } from '../errors/useErrorText';
import { AgreementDialog } from './AgreementDialog';
import { BusinessShell } from './BusinessShell';
import { centsToYuan } from './enterConf';
import { SupplierList } from './SupplierList';
import { useEnterConf } from './useEnterConf';
import { withPageTexts } from '../i18n/withPageTexts';

/** /business: what joining means (kinds, deposit, service phone, agreement) and the way to apply. */
const LandingPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const errorText = useErrorText();
    const { data: conf, error, isPending } = useEnterConf();
    const [agreementOpen, setAgreementOpen] = useState(false);
    return (
        <BusinessShell title="mc.business.title">
            <Typography>{translate('mc.business.intro')}</Typography>
            {error ? (
                <Alert severity="error">{translate('mc.business.loadFailed', { message: errorText(error) })}</Alert>
            ) : isPending ? (
                <CircularProgress aria-label={translate('mc.app.loading')} />
            ) : (
                <Stack spacing={1}>
                    <Typography>{translate('mc.business.kinds', { kinds: conf.kinds.map(kind => kind.label).join('、') })}</Typography>
                    {conf.deposit !== undefined && <Typography>{translate('mc.business.deposit', { amount: centsToYuan(conf.deposit, locale) })}</Typography>}
                    {conf.servicePhone && <Typography>{translate('mc.business.servicePhone', { phone: conf.servicePhone })}</Typography>}
                </Stack>
            )}
            <Stack direction="row" spacing={1} flexWrap="wrap">
                <Button component={Link} to="/business/create" variant="contained" disabled={!!error || isPending}>
                    {translate('mc.business.apply')}
                </Button>
                <Button onClick={() => setAgreementOpen(true)}>{translate('mc.business.agreementTitle')}</Button>
                <Button component={Link} to="/login">
                    {translate('mc.business.backToLogin')}
                </Button>
            </Stack>
            <SupplierList />
            <AgreementDialog open={agreementOpen} onClose={() => setAgreementOpen(false)} />
        </BusinessShell>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export const BusinessLandingPage = withPageTexts('business', LandingPage);
