import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/** /login: username, password (sent RSA-encrypted) and the optional sub-account name. */
export const LoginPage = () => {
    const translate = useTranslate();
    const login = useLogin();
    const notify = useNotify();
    const [searchParams] = useSearchParams();
    const [pending, setPending] = useState(false);

    const submit = async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setPending(true);
        try {
            await login(
                {
                    username: String(form.get('username') ?? ''),
                    password: String(form.get('password') ?? ''),
                    name: String(form.get('name') ?? ''),
                },
                searchParams.get('redirect') ?? '/'
            );
        } catch (error) {
            notify((error as Error)?.message || 'mc.error.server', { type: 'error' });
        } finally {
            setPending(false);
        }
    };

    return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
            <Card sx={{ width: 380 }}>
                <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
                    <Typography variant="h5" component="h1" textAlign="center">
                        {translate('mc.login.title')}
                    </Typography>
                    <TextField name="username" label={translate('mc.login.username')} required autoFocus autoComplete="username" />
                    <TextField name="password" type="password" label={translate('mc.login.password')} required autoComplete="current-password" />
                    <TextField name="name" label={translate('mc.login.name')} />
                    <Button type="submit" variant="contained" size="large" disabled={pending}>
                        {pending ? <CircularProgress size={24} /> : translate('mc.login.submit')}
                    </Button>
                </CardContent>
            </Card>
        </Box>
    );
};
