import type { HttpClient } from '../dataProvider/httpClient';
import { isPublicPath } from '../../protocol/publicPath';
import type { TokenRefresher } from './tokenRefresher';

/**
 * The transport with docs/protocol.md §6's refresh rule in front of it: every non-public call first
 * waits for a fresh access token. Wraps the HttpClient (not the data provider), so the auth
 * provider's own calls and every custom call obey it too, and the data provider's
 * `supportAbortSignal` is left as it is.
 */
export const withTokenRefresh = (http: HttpClient, refresher: TokenRefresher): HttpClient => {
    const fresh = async (path: string, signal: AbortSignal | undefined) => {
        if (isPublicPath(path.replace(/^\/+/, ''))) return;
        if (signal?.aborted) throw signal.reason;
        await refresher.ensureFresh();
    };
    return {
        async request(path, options) {
            await fresh(path, options?.signal);
            return http.request(path, options);
        },
        async requestIfChanged(path, etag, options) {
            await fresh(path, options?.signal);
            return http.requestIfChanged(path, etag, options);
        },
        // A URL opened in a new window cannot wait; the background check keeps the token fresh.
        signedUrl: (path, params) => http.signedUrl(path, params),
    };
};
