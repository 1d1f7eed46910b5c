import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/console.md §5 and §9: the dialog confirm button stays disabled this long after a click. */
export const CONFIRM_LOCK_MS = 500;
/** docs/console.md §5 and §9: the default double-click guard. */
export const DOUBLE_CLICK_MS = 3000;
/** Translation key of the unchanged-data rejection of guarded submits (docs/console.md §5). */
export const UNCHANGED_MESSAGE = 'mc.message.unchanged';

/**
 * A lock that closes for `ms` after each accepted click: `lock()` answers whether this click
 * may proceed, `locked` disables the button meanwhile.
 */
const useTimedLock = (ms: number): [boolean, () => boolean] => {
    const [locked, setLocked] = useState(false);
    const lockedRef = useRef(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const release = useCallback(() => {
        clearTimeout(timer.current);
        lockedRef.current = false;
        setLocked(false);
    }, []);
    // A page hidden in its kept-alive tab (React's <Activity>) runs this cleanup but keeps its
    // state: the timer is gone, so a lock left closed would never open again when the page is
    // shown (a create form's 保存 after its first save). Nobody clicks a hidden button twice,
    // so hiding opens the lock.
    useEffect(() => release, [release]);
    const lock = useCallback(() => {
        if (lockedRef.current) return false;
        lockedRef.current = true;
        setLocked(true);
        timer.current = setTimeout(() => {
            lockedRef.current = false;
            setLocked(false);
        }, ms);
        return true;
    }, [ms]);
    return [locked, lock];
};

/** The dialog confirm lock (500 ms). */
export const useConfirmLock = () => useTimedLock(CONFIRM_LOCK_MS);

/** The double-click guard (3000 ms by default) for buttons that start a call. */
export const useDoubleClickGuard = (ms: number = DOUBLE_CLICK_MS) => useTimedLock(ms);

/** Keys sorted at every level, so equal payloads compare equal whatever their key order. */
const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
        return Object.fromEntries(
            Object.keys(value)
                .sort()
                .map(key => [key, canonical((value as Record<string, unknown>)[key])])
        );
    }
    return value;
};

/**
 * The unchanged-data guard of docs/console.md §5: `check(payload)` answers false when the payload
 * equals the previous guarded submission (the caller then shows UNCHANGED_MESSAGE); `accept`
 * records a submission once the server took it, so a failed call can be retried unchanged.
 */
export const createSubmitGuard = () => {
    let previous: string | undefined;
    return {
        check: (payload: unknown) => JSON.stringify(canonical(payload)) !== previous,
        accept: (payload: unknown) => {
            previous = JSON.stringify(canonical(payload));
        },
        reset: () => {
            previous = undefined;
        },
    };
};

const guards = new Map<string, ReturnType<typeof createSubmitGuard>>();

/** The session's guard of one guarded submit (e.g. `seller/quickmenu/QuickMenuAdds`). */
export const submitGuardFor = (scope: string) => {
    let guard = guards.get(scope);
    if (!guard) {
        guard = createSubmitGuard();
        guards.set(scope, guard);
    }
    return guard;
};
