/** A reply that carries a session (a backend that logs in by social account). */
export const isTokenReply = (reply: unknown) =>
    !!reply &&
    typeof reply === 'object' &&
    typeof (reply as Record<string, unknown>).token === 'string' &&
    typeof (reply as Record<string, unknown>).refresh_token === 'string';

/** `path` with the authorisation's code and state added to its query (the binding page reads them there). */
export const withAuthCode = (path: string, code: string, state: string) => {
    const [pathname, query = ''] = path.split('?', 2);
    const params = new URLSearchParams(query);
    params.set('code', code);
    if (state) params.set('state', state);
    return `${pathname}?${params.toString()}`;
};
