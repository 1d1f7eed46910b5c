import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { LoadStates } from './LoadStates';
import type { RestoreRights } from './RestoreRights';
import { RevisionItem } from './RevisionItem';
import { RevisionPanel } from './RevisionPanel';
import { useRecordHistory } from './useRecordHistory';

export interface HistoryDrawerProps {
    open: boolean;
    onClose: () => void;
    /** The list api the record belongs to, and the record. */
    api: string;
    id: Identifier;
    rights: RestoreRights;
    /** The title of the action a call belongs to (审核, 拉黑…), from the catalogue. */
    callTitle?: (call: string) => string | undefined;
}

/**
 * A record's history (docs/protocol.md §16): the timeline of its revisions, newest first (who,
 * when, what changed, before → after), a page at a time; a revision opened shows how the record
 * now differs from it, with a confirmed restore.
 */
export const HistoryDrawer = ({ open, onClose, api, id, rights, callTitle }: HistoryDrawerProps) => {
    const translate = useTranslate();
    const titleId = useId();
    const [viewing, setViewing] = useState<number>();
    const history = useRecordHistory(api, id, open);
    const revisions = history.data?.pages.flatMap(page => page.revisions) ?? [];
    const close = () => {
        setViewing(undefined);
        onClose();
    };
    return (
        <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog' } }}>
            <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }}>
                <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
                    <Typography id={titleId} variant="h6" component="h2">
                        {translate('mc.history.title', { id })}
                    </Typography>
                    <IconButton aria-label={translate('mc.history.close')} onClick={close}>
                        <CloseIcon />
                    </IconButton>
                </Stack>
                {viewing !== undefined ? (
                    <Stack spacing={1}>
                        <Box>
                            <Button startIcon={<ArrowBackIcon />} onClick={() => setViewing(undefined)}>
                                {translate('mc.history.back')}
                            </Button>
                        </Box>
                        <RevisionPanel api={api} id={id} revision={viewing} rights={rights} callTitle={callTitle} onRestored={() => setViewing(undefined)} />
                    </Stack>
                ) : (
                    <>
                        <LoadStates query={history} isEmpty={revisions.length === 0} empty="mc.history.empty" />
                        <Box component="ol" aria-label={translate('mc.history.button')} sx={{ p: 0, m: 0 }}>
                            {revisions.map(revision => (
                                <RevisionItem key={revision.revision} revision={revision} callTitle={callTitle} onView={() => setViewing(revision.revision)} />
                            ))}
                        </Box>
                        {history.hasNextPage && (
                            <Box sx={{ textAlign: 'center', mt: 1 }}>
                                <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                                    {translate('mc.history.loadMore')}
                                </Button>
                            </Box>
                        )}
                    </>
                )}
            </Box>
        </Drawer>
    );
};
