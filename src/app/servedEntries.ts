import { ENTRIES_CALL } from '../../protocol/designerCalls';
import type { RuntimeConfig } from '../../protocol/runtimeConfig';
import { isApiError } from '../dataProvider/ApiError';
import { createHttpClient } from '../dataProvider/httpClient';
import type { ServedEntries } from '../resources/extensions/loadCatalogueExtensions';

/**
 * The menu entries the backend publishes for the resources made in its designer (docs/protocol.md
 * §19), read before sign-in like the catalogue files (a public call). A backend that does not
 * have the call answers 404, and the console starts as before.
 */
export const servedEntries = (config: RuntimeConfig, fetchImpl?: typeof fetch): ServedEntries => {
    const http = createHttpClient({ config: () => config, session: () => undefined, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
    return {
        name: ENTRIES_CALL,
        read: () => http.request(ENTRIES_CALL, { hideError: true }),
        absent: error => isApiError(error) && error.kind === 'http' && error.status === 404,
    };
};
