import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../errors/useErrorText';
import { RichText } from './RichText';
import { useEnterAgreement } from './useEnterConf';

/** The entry agreement, loaded when first opened. */
export const AgreementDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const { data, error, isPending } = useEnterAgreement(open);
    return (
        <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-labelledby="mc-enter-agreement">
            <DialogTitle id="mc-enter-agreement">
                {data?.title || translate('mc.business.agreementTitle')}
                {data?.version ? ` ${data.version}` : ''}
            </DialogTitle>
            <DialogContent dividers>
                {error ? (
                    <Alert severity="error">{translate('mc.business.agreementFailed', { message: errorText(error) })}</Alert>
                ) : isPending ? (
                    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                        <CircularProgress aria-label={translate('mc.app.loading')} />
                    </Box>
                ) : data.content ? (
                    <Box sx={{ '& h3': { fontSize: '1rem', mt: 2 } }}>
                        <RichText html={data.content} />
                    </Box>
                ) : (
                    translate('mc.business.agreementEmpty')
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} autoFocus>
                    {translate('mc.business.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
