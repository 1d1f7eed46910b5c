import { lazy, Suspense, useEffect, useState } from 'react';
import { getRuntimeConfig, readDebugOverride } from '../../config/runtimeConfig';

/** Opens the dialog from elsewhere than the keyboard (the user menu when `is_debug` is on). */
const OPEN_EVENT = 'mc:open-debug-dialog';
export const openDebugDialog = () => window.dispatchEvent(new Event(OPEN_EVENT));

export interface DebugDialogProps {
    /** Reloads the page once the override is saved (the configuration is read at start). */
    reload?: () => void;
}

// Fetched the first time the dialog opens: every page renders the dialog, few ever open it.
const DebugDialogForm = lazy(() => import('./DebugDialogForm'));

/**
 * The hidden debug dialog (Ctrl+Alt+S): API host and encryption switch for this browser session,
 * what of the deployment's catalogue extensions was left out, and what of the server's table
 * definitions the lists could not show. Each opening starts from the settings in effect.
 */
export const DebugDialog = ({ reload = () => window.location.reload() }: DebugDialogProps) => {
    const [open, setOpen] = useState(false);
    const [opening, setOpening] = useState<{ count: number; apiHost: string; encryption: boolean }>();

    useEffect(() => {
        const show = () => {
            const override = readDebugOverride(sessionStorage);
            const config = getRuntimeConfig();
            setOpening(previous => ({
                count: (previous?.count ?? 0) + 1,
                apiHost: override.apiHost ?? config.apiBase,
                encryption: override.encryption ?? config.encryption,
            }));
            setOpen(true);
        };
        const onKeyDown = (event: KeyboardEvent) => {
            if (!event.ctrlKey || !event.altKey || event.code !== 'KeyS') return;
            event.preventDefault();
            show();
        };
        window.addEventListener('keydown', onKeyDown);
        window.addEventListener(OPEN_EVENT, show);
        return () => {
            window.removeEventListener('keydown', onKeyDown);
            window.removeEventListener(OPEN_EVENT, show);
        };
    }, []);

    if (!opening) return null;
    return (
        <Suspense fallback={null}>
            <DebugDialogForm key={opening.count} open={open} onClose={() => setOpen(false)} initial={opening} reload={reload} />
        </Suspense>
    );
};
