import { Box, Button, Card, CardContent, CircularProgress, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { MerchantAuthProvider } from './authProvider';
import { CaptchaField } from './CaptchaField';
import { prefetchAfterLogin, preparePassword, type LandingPrefetch } from './prefetchAfterLogin';
import { useCaptcha } from './useCaptcha';
import { useLoginSubmit } from './useLoginSubmit';
import { useServerConfig } from './useServerConfig';
import { useSmsCode } from './useSmsCode';

type Mode = 'password' | 'sms';

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

// Required by the browser's own validation, without an asterisk in the label: the label is the
// field's plain name, as people (and tests) read it.
const REQUIRED = { htmlInput: { required: true } } as const;

/**
 * /login: username and password (RSA-encrypted by the auth provider) with the optional
 * sub-account name, or, when the server opens it, phone and SMS code. The captcha appears when
 * the server asks for it. With a live session the page leads to `/`. `landing` starts fetching
 * the code of the page the login leads to from the first keystroke, and its data as soon as the
 * login answers.
 */
const LOGIN_FORM_SX = { display: 'grid', gap: 2 } as const;

export const LoginPage = ({ landing }: { landing?: LandingPrefetch }) => {
    const translate = useTranslate();
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const [signedIn] = useState(() => authProvider?.hasSession() ?? false);
    const { data: serverConfig } = useServerConfig();
    const [mode, setMode] = useState<Mode>('password');
    const [phone, setPhone] = useState('');
    const captcha = useCaptcha();
    const { submit, pending, redirect } = useLoginSubmit(captcha, landing);
    const sms = useSmsCode();
    const smsOpen = !!serverConfig?.sms_login_open;
    const current: Mode = smsOpen ? mode : 'password';

    if (signedIn) return <Navigate to="/" replace />;

    const prefetch = () => prefetchAfterLogin(redirect, landing);
    const onInput = (event: FormEvent<HTMLFormElement>) => {
        prefetch();
        if (event.target instanceof HTMLInputElement && event.target.name === 'password') preparePassword(event.target);
    };

    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        prefetch();
        const form = new FormData(event.currentTarget);
        const captchaAnswer = field(form, 'captcha');
        void submit(
            current === 'sms'
                ? { type: 2, username: phone, password: field(form, 'code'), captcha: captchaAnswer }
                : { type: 1, username: field(form, 'username'), password: field(form, 'password'), name: field(form, 'name'), captcha: captchaAnswer }
        );
    };

    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
            <Card sx={{ width: 400, maxWidth: '100%' }}>
                <CardContent component="form" onSubmit={onSubmit} onInput={onInput} sx={LOGIN_FORM_SX} noValidate={false}>
                    <Typography variant="h5" component="h1" textAlign="center">
                        {translate('mc.login.title')}
                    </Typography>
                    {smsOpen && (
                        <Tabs value={current} onChange={(_, value: Mode) => setMode(value)} variant="fullWidth">
                            <Tab value="password" label={translate('mc.login.passwordTab')} />
                            <Tab value="sms" label={translate('mc.login.smsTab')} />
                        </Tabs>
                    )}
                    {current === 'password' ? (
                        <>
                            <TextField name="username" label={translate('mc.login.username')} autoFocus autoComplete="username" slotProps={REQUIRED} />
                            <TextField
                                name="password"
                                type="password"
                                label={translate('mc.login.password')}
                                autoComplete="current-password"
                                slotProps={REQUIRED}
                            />
                            <TextField name="name" label={translate('mc.login.name')} autoComplete="off" />
                        </>
                    ) : (
                        <>
                            <TextField
                                name="phone"
                                label={translate('mc.login.phone')}
                                autoFocus
                                value={phone}
                                onChange={event => setPhone(event.target.value)}
                                slotProps={{ htmlInput: { required: true, inputMode: 'numeric', maxLength: 11 } }}
                                autoComplete="tel"
                            />
                            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'center' }}>
                                <TextField name="code" label={translate('mc.login.smsCode')} autoComplete="one-time-code" slotProps={REQUIRED} />
                                <Button
                                    variant="outlined"
                                    disabled={sms.left > 0 || sms.sending}
                                    onClick={() => void sms.send(phone)}
                                    sx={{ height: 56, minWidth: 128 }}
                                >
                                    {sms.left > 0 ? translate('mc.login.resendIn', { seconds: sms.left }) : translate('mc.login.sendCode')}
                                </Button>
                            </Box>
                        </>
                    )}
                    {captcha.required && <CaptchaField captcha={captcha} />}
                    <Button type="submit" variant="contained" size="large" disabled={pending}>
                        {pending ? <CircularProgress size={24} aria-label={translate('mc.app.loading')} /> : translate('mc.login.submit')}
                    </Button>
                </CardContent>
            </Card>
        </Box>
    );
};
