import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { conflictOf } from '../dataProvider/recordConflict';
import { LoadStates } from './LoadStates';
import { useNotifyError } from '../errors/useNotifyError';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { ChangesTable } from './ChangesTable';
import type { RestoreRights } from './RestoreRights';
import { RevisionItem } from './RevisionItem';
import { useRestoreRevision, useRevisionPreview } from './useRecordHistory';

/** Why a revision cannot be restored now, as a translation key; undefined when it can. */
export const restoreBlock = (preview: { deleted: boolean; restorable: boolean; restore: readonly unknown[] }, rights: RestoreRights): string | undefined => {
    if (!(preview.deleted ? rights.create : rights.update)) return 'mc.history.noRight';
    if (!preview.deleted && preview.restore.length === 0) return 'mc.history.nothingToRestore';
    if (!preview.restorable) return 'mc.history.notRestorable';
    return undefined;
};

/**
 * One revision: what it changed, how the record now differs from it, and a confirmed restore
 * (docs/protocol.md §16) where the operator may make one.
 */
export const RevisionPanel = ({
    api,
    id,
    revision,
    rights,
    callTitle,
    onRestored,
}: {
    api: string;
    id: Identifier;
    revision: number;
    rights: RestoreRights;
    callTitle?: (call: string) => string | undefined;
    onRestored: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const preview = useRevisionPreview(api, id, revision);
    const restore = useRestoreRevision(api);
    const [confirming, setConfirming] = useState(false);

    const { data } = preview;
    if (!data) return <LoadStates query={preview} isEmpty={false} />;

    const blocked = restoreBlock(data, rights);
    const confirm = async () => {
        try {
            await restore.mutateAsync({ id, revision });
            notify('mc.history.restoreDone', { type: 'success' });
            onRestored();
        } catch (error) {
            // A record changed meanwhile: the preview is read again, so what is shown is what a restore would write.
            if (conflictOf(error)) void preview.refetch();
            notifyError(error);
        } finally {
            setConfirming(false);
        }
    };
    return (
        <Stack spacing={2}>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
                <RevisionItem revision={data.revision} callTitle={callTitle} />
            </Box>
            {data.deleted && <Alert severity="info">{translate('mc.history.recordDeleted')}</Alert>}
            {data.restore.length > 0 && (
                <Box>
                    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                        {translate('mc.history.compare')}
                    </Typography>
                    <ChangesTable
                        changes={data.restore}
                        columns={{ before: translate('mc.history.current'), after: translate('mc.history.restored') }}
                        label={translate('mc.history.compare')}
                    />
                </Box>
            )}
            {blocked && blocked !== 'mc.history.noRight' && <Alert severity="info">{translate(blocked)}</Alert>}
            {blocked !== 'mc.history.nothingToRestore' && blocked !== 'mc.history.notRestorable' && (
                <Box>
                    <Button
                        variant="contained"
                        startIcon={<RestoreIcon />}
                        disabled={!!blocked || restore.isPending}
                        onClick={() => setConfirming(true)}
                        title={blocked ? translate(blocked) : undefined}
                    >
                        {translate('mc.history.restore')}
                    </Button>
                    {blocked && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                            {translate(blocked)}
                        </Typography>
                    )}
                </Box>
            )}
            <ConsoleConfirm
                isOpen={confirming}
                loading={restore.isPending}
                title="mc.history.restoreTitle"
                content={data.deleted ? translate('mc.history.recreateContent') : translate('mc.history.restoreContent', { smart_count: data.restore.length })}
                confirm="mc.history.restore"
                cancel="mc.action.cancel"
                onConfirm={() => void confirm()}
                onClose={() => setConfirming(false)}
            />
        </Stack>
    );
};
