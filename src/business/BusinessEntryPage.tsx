import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useErrorText } from '../errors/useErrorText';
import { BusinessEntryForm } from './BusinessEntryForm';
import { BusinessShell } from './BusinessShell';
import { useEnterConf } from './useEnterConf';
import { useEnterSubmit } from './useEnterSubmit';
import { withPageTexts } from '../i18n/withPageTexts';

/** /business/create: the supplier-entry application, open without login. */
const EntryPage = () => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const { data: conf, error, isPending } = useEnterConf();
    const { submit, saving, result } = useEnterSubmit();
    return (
        <BusinessShell title="mc.business.formTitle">
            {result && (
                <Alert severity="success" role="status">
                    {translate('mc.business.submitted', { status: result.status_text ?? translate('mc.business.pending') })}
                </Alert>
            )}
            {error ? (
                <Alert severity="error">{translate('mc.business.loadFailed', { message: errorText(error) })}</Alert>
            ) : isPending ? (
                <CircularProgress aria-label={translate('mc.app.loading')} />
            ) : (
                <BusinessEntryForm conf={conf} onSubmit={payload => void submit(payload)} busy={saving} />
            )}
            <Stack direction="row" spacing={1}>
                <Button component={Link} to="/business">
                    {translate('mc.business.back')}
                </Button>
                <Button component={Link} to="/login">
                    {translate('mc.business.backToLogin')}
                </Button>
            </Stack>
        </BusinessShell>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export const BusinessEntryPage = withPageTexts('business', EntryPage);
