import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLiveClient } from './LiveClientContext';
import { useLiveStatus } from './useLiveStatus';

/** A first connection shows nothing for this long: a console that goes live at once never flickers. */
const QUIET_START_MS = 3000;

const MESSAGES = {
    connecting: 'mc.live.status.connecting',
    reconnecting: 'mc.live.status.reconnecting',
    paused: 'mc.live.status.paused',
} as const;

/**
 * The header's small sign that the console is not live: while the stream reconnects (or is paused),
 * a button that says so and reconnects now. Nothing while it is live, and nothing against a backend
 * without the stream, which works as it always has.
 */
export const LiveIndicator = () => {
    const translate = useTranslate();
    const client = useLiveClient();
    const status = useLiveStatus();
    const [patient, setPatient] = useState(false);
    useEffect(() => {
        if (status !== 'connecting') return;
        const timer = setTimeout(() => setPatient(true), QUIET_START_MS);
        return () => {
            clearTimeout(timer);
            setPatient(false);
        };
    }, [status]);
    if (!(status in MESSAGES) || (status === 'connecting' && !patient)) return null;
    const text = `${translate(MESSAGES[status as keyof typeof MESSAGES])} · ${translate('mc.live.status.retry')}`;
    return (
        <Tooltip title={text}>
            <IconButton aria-label={text} color="warning" onClick={() => client?.resume()} data-live-status={status}>
                <SyncProblemIcon fontSize="small" />
            </IconButton>
        </Tooltip>
    );
};
