import SaveIcon from '@mui/icons-material/Save';
import { Card, CardHeader, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Form, PasswordInput, required, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { getRuntimeConfig } from '../config/runtimeConfig';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { encryptField, prefetchFieldEncryption } from '../dataProvider/encryptField';
import { useDoubleClickGuard } from '../forms/guards';
import { PROFILE_CALLS } from './profileCalls';
import { passwordProblems } from './passwordRules';
import { withPageTexts } from '../i18n/withPageTexts';

/**
 * /profile/pwd/edit: old and new password, both sent RSA-encrypted (docs/protocol.md §5), the new one
 * checked by the one password rule as the server will. The server ends the account's other
 * sessions.
 */
const PasswordEditPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const [saving, setSaving] = useState(false);
    const [formKey, setFormKey] = useState(0);
    const [locked, lock] = useDoubleClickGuard();
    const { identity } = useGetIdentity();
    const username = typeof identity?.username === 'string' ? identity.username : '';
    // The encryption's code is fetched while the user types, not when they save.
    useEffect(() => prefetchFieldEncryption(), []);

    const save = async (values: Record<string, unknown>) => {
        if (!lock()) return;
        const key = getRuntimeConfig().rsaPublicKey;
        setSaving(true);
        try {
            const body = await Promise.all([encryptField(String(values.old_password), key), encryptField(String(values.new_password), key)]).then(
                ([old_password, new_password]) => ({ old_password, new_password }),
                () => undefined
            );
            // A failed encryption (its code could not be fetched) never reached the server: shown here.
            if (!body) {
                notify('mc.error.server', { type: 'error' });
                return;
            }
            await dataProvider.call(PROFILE_CALLS.password, { body });
            notify('mc.message.saved', { type: 'success' });
            setFormKey(current => current + 1);
        } catch {
            // The error catalogue has shown the server's message.
        } finally {
            setSaving(false);
        }
    };

    return (
        <Card>
            <CardHeader title={translate('mc.route.profile_pwd_edit')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            <Form
                key={formKey}
                onSubmit={save}
                validate={values => passwordProblems(values, { username, newPasswordLabel: translate('mc.profile.newPassword') })}
                noValidate
            >
                <Stack spacing={1} sx={{ p: 2, maxWidth: 480 }}>
                    <PasswordInput source="old_password" label="mc.profile.oldPassword" validate={required()} autoComplete="current-password" />
                    <PasswordInput source="new_password" label="mc.profile.newPassword" validate={required()} autoComplete="new-password" />
                    <PasswordInput source="confirm_password" label="mc.profile.confirmPassword" validate={required()} autoComplete="new-password" />
                    <div>
                        <Button type="submit" variant="contained" label="ra.action.save" disabled={saving || locked}>
                            <SaveIcon />
                        </Button>
                    </div>
                </Stack>
            </Form>
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', PasswordEditPage);
