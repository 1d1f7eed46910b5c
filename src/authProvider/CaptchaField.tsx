import { Box, ButtonBase, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useCaptcha } from './useCaptcha';

/** The captcha answer and its image; clicking the image (or Enter on it) loads another. */
export const CaptchaField = ({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 120px', gap: 1, alignItems: 'center' }}>
            <TextField name="captcha" label={translate('mc.login.captcha')} autoComplete="off" slotProps={{ htmlInput: { required: true, maxLength: 8 } }} />
            <ButtonBase
                onClick={() => void captcha.reload()}
                aria-label={translate('mc.login.refreshCaptcha')}
                title={translate('mc.login.refreshCaptcha')}
                sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}
            >
                {captcha.captcha ? (
                    <img src={captcha.captcha.image} alt={translate('mc.login.captchaImage')} width={120} height={40} />
                ) : captcha.failed ? (
                    translate('mc.login.captchaFailed')
                ) : (
                    <CircularProgress size={20} aria-label={translate('mc.app.loading')} />
                )}
            </ButtonBase>
        </Box>
    );
};
