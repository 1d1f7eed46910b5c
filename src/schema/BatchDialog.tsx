import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import { refreshCounters } from '../dataProvider/counters/useCounters';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { useErrorText } from '../errors/useErrorText';
import { dialogPaperSx } from '../ui/dialogPaper';
import { batchCall, rowVersions } from './batchRoutes';
import type { ListChildRoute } from './ListRoute';
import { runBatch, type BatchOutcome } from './runBatch';

type Phase = { step: 'confirm' } | { step: 'running'; done: number } | { step: 'done'; outcome: BatchOutcome<Identifier> };

interface BatchDialogProps {
    route: ListChildRoute;
    api: string;
    pk: string;
    ids: readonly Identifier[];
    onClose: () => void;
}

/**
 * A batch action on the selected rows: confirmation, then one call per row with a progress
 * bar, then how many succeeded and each failure with the server's message. The list is
 * refetched afterwards and only the failed rows stay selected, to look at or try again by hand.
 */
export const BatchDialog = ({ route, api, pk, ids, onClose }: BatchDialogProps) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const { onSelect, data } = useListContext();
    const titleId = useId();
    const [phase, setPhase] = useState<Phase>({ step: 'confirm' });
    const aborter = useRef<AbortController>(undefined);
    useEffect(() => () => aborter.current?.abort(), []);
    const action = translate(route.title);

    const start = async () => {
        aborter.current = new AbortController();
        setPhase({ step: 'running', done: 0 });
        const outcome = await runBatch(
            ids,
            batchCall(dataProvider, api, pk, route, rowVersions(data)),
            done => setPhase({ step: 'running', done }),
            aborter.current.signal
        );
        if (aborter.current.signal.aborted) return;
        setPhase({ step: 'done', outcome });
        onSelect(outcome.failed.map(failure => failure.id));
        await queryClient.invalidateQueries({ queryKey: [api] });
        void refreshCounters(queryClient);
    };

    const running = phase.step === 'running';
    return (
        <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: dialogPaperSx } }}>
            <DialogTitle id={titleId}>{action}</DialogTitle>
            <DialogContent>
                {phase.step === 'confirm' && <Typography>{translate('mc.schema.batch.confirm', { count: ids.length, action })}</Typography>}
                {phase.step === 'running' && (
                    <Stack spacing={1}>
                        <Typography role="status">{translate('mc.schema.batch.running', { action, done: phase.done, total: ids.length })}</Typography>
                        <LinearProgress
                            variant="determinate"
                            value={(phase.done / Math.max(ids.length, 1)) * 100}
                            aria-label={translate('mc.schema.batch.progress')}
                        />
                    </Stack>
                )}
                {phase.step === 'done' && (
                    <Stack spacing={1}>
                        <Alert severity={phase.outcome.failed.length ? 'warning' : 'success'} role="status">
                            {translate('mc.schema.batch.done', {
                                action,
                                succeeded: phase.outcome.succeeded.length,
                                failed: phase.outcome.failed.length,
                            })}
                        </Alert>
                        {phase.outcome.failed.length > 0 && (
                            <List dense aria-label={translate('mc.schema.batch.label')}>
                                {phase.outcome.failed.map(({ id, error }) => (
                                    <ListItem key={String(id)}>{translate('mc.schema.batch.failure', { id, message: errorText(error) })}</ListItem>
                                ))}
                            </List>
                        )}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                {phase.step === 'confirm' && (
                    <>
                        <Button onClick={onClose}>{translate('mc.schema.batch.cancel')}</Button>
                        <Button variant="contained" color={route.action === 'delete' ? 'warning' : 'primary'} onClick={() => void start()}>
                            {translate('mc.schema.batch.ok')}
                        </Button>
                    </>
                )}
                {phase.step === 'done' && (
                    <Button variant="contained" onClick={onClose}>
                        {translate('mc.schema.batch.close')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
