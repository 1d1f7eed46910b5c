import { NO_PERMISSION_TEXT } from '../../protocol/noPermission';
import { isApiError } from '../../src/dataProvider/ApiError';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Check } from './protocolChecks';
import { readList } from './tableChecks';

/** The platform's list of merchants and a call on one (docs/protocol.md §18). */
const MERCHANT_LIST = 'platform/merchant/MerchantList';
const MERCHANT_SUSPEND = 'platform/merchant/MerchantSuspend';
/** A merchant number no deployment has: acting on it writes nothing. */
const NO_MERCHANT = 'conformance-no-such-merchant';

const outcome = async (call: Promise<unknown>) => {
    try {
        return { answered: await call };
    } catch (error) {
        return { error };
    }
};

/**
 * The platform's merchant calls, an optional part of the protocol: a backend without them answers
 * HTTP 404 and holds. One with them is held to what the console expects of the account: the
 * platform administrator (who may open the merchants page by the console's own rules) lists them
 * keyed by `suid`, and acting on a merchant that does not exist is refused; any other account is
 * refused every such call with the permission text. Nothing is written.
 */
export const merchantChecks = (http: HttpClient, mayManageMerchants: boolean): Check[] => {
    const absent = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;
    if (!mayManageMerchants) {
        return [
            {
                name: `merchants: ${MERCHANT_LIST} and ${MERCHANT_SUSPEND} are refused to an account that is not the platform administrator`,
                run: async () => {
                    // One at a time: a refusal that came back while the other was awaited would be a rejection nobody handles yet.
                    for (const call of [
                        () => http.request(MERCHANT_LIST, { hideError: true }),
                        () => http.request(MERCHANT_SUSPEND, { body: { suid: NO_MERCHANT }, hideError: true }),
                    ]) {
                        const { error } = await outcome(call());
                        if (absent(error)) continue;
                        if (!isApiError(error) || error.kind !== 'permission')
                            return `answered without ${NO_PERMISSION_TEXT}${error ? `: ${(error as Error).message}` : ''}`;
                    }
                    return undefined;
                },
            },
        ];
    }
    return [
        {
            name: `merchants: the platform administrator's ${MERCHANT_LIST} reads, keyed by suid`,
            run: async () => {
                const { answered, error } = await outcome(readList(http, MERCHANT_LIST));
                if (absent(error)) return undefined;
                if (error) return (error as Error).message;
                const { definition, rows } = answered as Awaited<ReturnType<typeof readList>>;
                if (definition.pk !== 'suid') return `its key is ${definition.pk}, not suid`;
                if (!rows.length) return 'no merchant listed, not even the administrator’s own';
                return rows.every(row => typeof row.suid === 'string' || typeof row.suid === 'number') ? undefined : 'a row without its suid';
            },
        },
        {
            name: `merchants: ${MERCHANT_SUSPEND} of a merchant that does not exist is refused`,
            run: async () => {
                const { error } = await outcome(http.request(MERCHANT_SUSPEND, { body: { suid: NO_MERCHANT }, hideError: true }));
                if (absent(error)) return undefined;
                if (!error) return 'it was answered with status true';
                return isApiError(error) && error.kind === 'server' ? undefined : `it failed otherwise: ${(error as Error).message}`;
            },
        },
    ];
};
