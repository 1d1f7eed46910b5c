/** Polls `probe` until it answers something other than undefined; fails after `ms`, naming `what`. */
export const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string, ms = 15000): Promise<T> => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
        const value = await probe();
        if (value !== undefined) return value;
        await new Promise(resolve => setTimeout(resolve, 150));
    }
    throw new Error(`timed out waiting for ${what}`);
};
