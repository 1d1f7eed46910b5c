import { Card, CardHeader } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, useTranslate, type UserIdentity } from 'react-admin';
import { useState } from 'react';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { SchemaForm } from '../forms/SchemaForm';
import type { FormField } from '../forms/FormField';
import { PROFILE_CALLS } from './profileCalls';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

const fields: FormField[] = [
    { name: 'avatar', label: 'mc.profile.avatar', kind: 'image' },
    { name: 'nickname', label: 'mc.profile.nickname', kind: 'text', required: true, maxLength: 20 },
    { name: 'phone', label: 'mc.profile.phone', kind: 'phone', required: true },
    { name: 'introduction', label: 'mc.profile.introduction', kind: 'textarea', maxLength: 200 },
];

/** /profile/user/edit: the signed-in user's own details (buyer/user/userEdit). */
const ProfileEditPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const { identity, isPending } = useGetIdentity();
    const [saving, setSaving] = useState(false);

    const save = async (payload: Record<string, unknown>) => {
        setSaving(true);
        try {
            const reply = await dataProvider.call<Record<string, unknown> | null>(PROFILE_CALLS.edit, { body: payload });
            notify('mc.message.saved', { type: 'success' });
            // The auth provider keeps the user info of the session: the navbar and the watermark
            // take the saved values from react-admin's identity cache instead.
            const saved = { ...payload, ...(reply && typeof reply === 'object' ? reply : {}) };
            queryClient.setQueryData<UserIdentity>(['auth', 'getIdentity'], current =>
                current
                    ? {
                          ...current,
                          ...saved,
                          fullName: typeof saved.nickname === 'string' && saved.nickname ? saved.nickname : current.fullName,
                          avatar: typeof saved.avatar === 'string' && saved.avatar ? saved.avatar : current.avatar,
                      }
                    : current
            );
        } catch {
            // The error catalogue has shown the server's message.
        } finally {
            setSaving(false);
        }
    };

    if (isPending) return <Loading />;
    return (
        <Card>
            <CardHeader title={translate('mc.route.profile_user_edit')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            <SchemaForm fields={fields} record={identity as Record<string, unknown> | undefined} onSubmit={save} saving={saving} />
        </Card>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('profile', ProfileEditPage);
