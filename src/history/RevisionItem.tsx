import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Revision } from '../dataProvider/recordHistory';
import { formatTimeValue } from '../forms/timeValue';
import { useFormatDate } from '../i18n/useFormatDate';
import { ChangesTable, type ChangeColumns } from './ChangesTable';

const actionColor = { create: 'success', import: 'success', update: 'primary', restore: 'secondary', delete: 'error' } as const;

/** How a revision's values read: an update its before and after, a created record its values, a deleted one what it held. */
const useColumns = (revision: Revision): ChangeColumns => {
    const translate = useTranslate();
    if (revision.action === 'create' || revision.action === 'import') return { value: translate('mc.history.value'), side: 'after' };
    if (revision.action === 'delete') return { value: translate('mc.history.value'), side: 'before' };
    return { before: translate('mc.history.before'), after: translate('mc.history.after') };
};

/** What a revision says besides its fields: an action's title, a reason, the revision a restore came from. */
const useDetail = (revision: Revision, callTitle?: (call: string) => string | undefined) => {
    const translate = useTranslate();
    const restoredFrom = revision.action === 'restore' && revision.reason?.startsWith('#') ? revision.reason.slice(1) : undefined;
    return {
        title: revision.action === 'update' ? callTitle?.(revision.call) : undefined,
        note: restoredFrom
            ? translate('mc.history.restoredFrom', { revision: restoredFrom })
            : revision.reason
              ? translate('mc.history.reason', { reason: revision.reason })
              : undefined,
    };
};

/** One entry of a record's timeline: what was done, by whom and when, and what changed. */
export const RevisionItem = ({
    revision,
    callTitle,
    onView,
}: {
    revision: Revision;
    /** The title of the action a call belongs to (审核, 拉黑…), from the catalogue. */
    callTitle?: (call: string) => string | undefined;
    onView?: () => void;
}) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const columns = useColumns(revision);
    const { title, note } = useDetail(revision, callTitle);
    const action = translate(`mc.history.action.${revision.action}`);
    const byAt = translate('mc.history.byAt', {
        name: revision.by.name || translate('mc.history.someone'),
        time: formatTimeValue(revision.time, 'datetime', formatDate),
    });
    return (
        <Box component="li" data-revision={revision.revision} sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" color={actionColor[revision.action]} label={title ?? action} />
                <Typography variant="body2">{byAt}</Typography>
                {revision.version !== undefined && (
                    <Typography variant="caption" color="text.secondary">
                        {translate('mc.history.version', { version: revision.version })}
                    </Typography>
                )}
            </Stack>
            {note && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                    {note}
                </Typography>
            )}
            {revision.changes.length > 0 && <ChangesTable changes={revision.changes} columns={columns} label={`${action} · ${byAt}`} />}
            {onView && (
                <Button size="small" onClick={onView} sx={{ mt: 0.5 }}>
                    {translate('mc.history.view')}
                </Button>
            )}
        </Box>
    );
};
