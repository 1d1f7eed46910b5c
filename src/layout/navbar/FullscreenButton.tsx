import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** Toggles full screen; browsers without the Fullscreen API get docs/console.md §8's message. */
export const FullscreenButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const [active, setActive] = useState(() => !!document.fullscreenElement);

    useEffect(() => {
        const onChange = () => setActive(!!document.fullscreenElement);
        document.addEventListener('fullscreenchange', onChange);
        return () => document.removeEventListener('fullscreenchange', onChange);
    }, []);

    const toggle = () => {
        if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
            notify('mc.error.fullscreenUnsupported', { type: 'warning' });
            return;
        }
        const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
        change.catch(() => notify('mc.error.fullscreenUnsupported', { type: 'warning' }));
    };

    const label = translate(active ? 'mc.layout.navbar.exitFullscreen' : 'mc.layout.navbar.fullscreen');
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" aria-label={label} onClick={toggle}>
                {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
        </Tooltip>
    );
};
