import { Button, Card, CardHeader, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { LoadError } from '../errors/LoadError';
import { useNotifyError } from '../errors/useNotifyError';
import { WalletDataError, parseWalletChannels, toDraft, toPayload, type ChannelDraft, type DraftField, type WalletChannel } from './walletChannels';
import { withPageTexts } from '../i18n/withPageTexts';
import { Loading } from '../ui/Loading';

const LIST = 'seller/wallet/WalletSetList';
const SAVE = 'seller/wallet/WalletSetSave';

const fields: DraftField[] = ['feeRate', 'minWithdraw', 'settleDays'];

/** /setting/wallet: the union wallet's payment channels, each row edited and saved on its own. */
const WalletSetPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const channels = useQuery({
        queryKey: [LIST],
        queryFn: async ({ signal }) => parseWalletChannels(await dataProvider.call(LIST, { signal })),
        retry: false,
    });
    const title = translate('mc.route.setting_wallet');
    return (
        <Card sx={{ mt: 1 }}>
            <Title title={title} />
            <CardHeader title={title} subheader={translate('mc.wallet.hint')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
            {channels.isPending ? (
                <Loading />
            ) : channels.data ? (
                <Table aria-label={title}>
                    <TableHead>
                        <TableRow>
                            {(['channel', 'status', ...fields] as const).map(key => (
                                <TableCell key={key}>{translate(`mc.wallet.${key}`)}</TableCell>
                            ))}
                            <TableCell />
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {channels.data.map(channel => (
                            <ChannelRow key={`${channel.code}:${channels.dataUpdatedAt}`} channel={channel} />
                        ))}
                    </TableBody>
                </Table>
            ) : (
                <LoadError error={channels.error} onRetry={() => void channels.refetch()} fallback="mc.error.malformed" sx={{ m: 2 }}>
                    {channels.error instanceof WalletDataError ? translate('mc.wallet.malformed') : undefined}
                </LoadError>
            )}
        </Card>
    );
};

const ChannelRow = ({ channel }: { channel: WalletChannel }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const [draft, setDraft] = useState<ChannelDraft>(() => toDraft(channel));
    const [invalid, setInvalid] = useState<DraftField>();
    const save = useMutation({
        mutationFn: (payload: Record<string, string | number>) => dataProvider.call(SAVE, { body: payload }),
        onSuccess: async () => {
            notify('mc.message.saved', { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: [LIST] });
        },
        onError: failure => notifyError(failure),
    });
    const submit = () => {
        const result = toPayload(channel.code, draft);
        if ('invalid' in result) {
            setInvalid(result.invalid);
            return;
        }
        setInvalid(undefined);
        save.mutate(result.payload);
    };
    const labelOf = (key: string) => `${channel.name} ${translate(`mc.wallet.${key}`)}`;
    return (
        <TableRow>
            <TableCell component="th" scope="row">
                {channel.name}
            </TableCell>
            <TableCell>
                <Switch
                    checked={draft.enabled}
                    onChange={event => setDraft({ ...draft, enabled: event.target.checked })}
                    slotProps={{ input: { 'aria-label': labelOf('status') } }}
                />
            </TableCell>
            {fields.map(field => (
                <TableCell key={field}>
                    <TextField
                        size="small"
                        value={draft[field]}
                        onChange={event => setDraft({ ...draft, [field]: event.target.value })}
                        error={invalid === field}
                        helperText={
                            invalid === field ? translate('mc.wallet.invalid', { name: channel.name, field: translate(`mc.wallet.${field}`) }) : undefined
                        }
                        slotProps={{ htmlInput: { 'aria-label': labelOf(field), inputMode: 'decimal' } }}
                    />
                </TableCell>
            ))}
            <TableCell>
                <Button variant="contained" size="small" disabled={save.isPending} onClick={submit}>
                    {translate('mc.wallet.saveChannel', { name: channel.name })}
                </Button>
            </TableCell>
        </TableRow>
    );
};

// Its own texts are fetched when it opens, not with the login page.
export default withPageTexts('wallet', WalletSetPage);
