import { Card, CardHeader } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate, useDataProvider, Loading } from 'react-admin';
import { useState } from 'react';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { SchemaForm } from '../forms/SchemaForm';
import type { FormField } from '../resources/types';
import { PROFILE_CALLS } from './profileCalls';

const fields: FormField[] = [
    { name: 'avatar', label: 'mc.layout.profile.avatar', kind: 'image' },
    { name: 'nickname', label: 'mc.layout.profile.nickname', kind: 'text', required: true, maxLength: 32 },
    { name: 'phone', label: 'mc.layout.profile.phone', kind: 'phone' },
    { name: 'introduction', label: 'mc.layout.profile.introduction', kind: 'textarea', maxLength: 200 },
];

/** /profile/user/edit: the signed-in user's own details (buyer/user/userEdit). */
const ProfileEditPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { identity, isPending, refetch } = useGetIdentity();
    const [saving, setSaving] = useState(false);

    const save = async (payload: Record<string, unknown>) => {
        setSaving(true);
        try {
            await dataProvider.call(PROFILE_CALLS.edit, { body: payload });
            notify('mc.message.saved', { type: 'success' });
            await refetch();
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

export default ProfileEditPage;
