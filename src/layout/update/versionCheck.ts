/** Set by the build (vite `define`) from package.json; absent under the unit tests. */
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

const parts = (version: string) => {
    const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
    return match ? [1, 2, 3].map(index => Number(match[index] ?? 0)) : undefined;
};

/** Whether `candidate` is a later `major.minor.patch` than `current`; unreadable versions never are. */
export const isNewerVersion = (candidate: string, current: string) => {
    const next = parts(candidate);
    const now = parts(current);
    if (!next || !now) return false;
    for (let index = 0; index < 3; index++) {
        if (next[index] !== now[index]) return next[index] > now[index];
    }
    return false;
};

/** The version a reply announces: `{version}`, or the same inside the `/v1` envelope's `data`. */
export const announcedVersion = (reply: unknown): string | undefined => {
    if (!reply || typeof reply !== 'object') return undefined;
    const record = reply as Record<string, unknown>;
    if (typeof record.version === 'string') return record.version;
    return record.data && typeof record.data === 'object' ? announcedVersion(record.data) : undefined;
};

/**
 * Asks the version-check service (docs/console.md §7) about a newer console: GET `url` with the
 * running version as `current`. Answers the newer version, or undefined when the URL is empty,
 * the service is unreachable or says nothing newer: the check must never trouble the user.
 */
export const fetchNewerVersion = async (
    url: string,
    current: string = APP_VERSION,
    fetchImpl: typeof fetch = fetch,
    signal?: AbortSignal
): Promise<string | undefined> => {
    if (!url) return undefined;
    try {
        const target = new URL(url, window.location.href);
        target.searchParams.set('current', current);
        const response = await fetchImpl(target, { signal, cache: 'no-store' });
        if (!response.ok) return undefined;
        const version = announcedVersion(await response.json());
        return version !== undefined && isNewerVersion(version, current) ? version.trim() : undefined;
    } catch {
        return undefined;
    }
};
