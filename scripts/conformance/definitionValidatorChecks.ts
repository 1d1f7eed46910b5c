import { isApiError } from '../../src/dataProvider/ApiError';
import type { SessionStore } from '../../src/dataProvider/sessionStore';
import { consoleClient, type Check, type Deployment } from './protocolChecks';

const OPAQUE_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * docs/protocol.md §9.1's optional validators, on a list the account may open: a backend that
 * sends none holds (the console then reads every definition in full); one that sends them must
 * answer 304 to its own tag, in full to any other, never 304 to a refused call, and never 304 in
 * another language whose definition differs.
 */
export const definitionValidatorChecks = (deployment: Deployment, signedIn: { session: SessionStore }, api: string): Check[] => {
    const client = (options: { lang?: string; signSecret?: string } = {}) =>
        consoleClient(deployment, {
            session: signedIn.session,
            lang: options.lang ?? 'zh-cn',
            config: options.signSecret ? { signSecret: options.signSecret } : undefined,
        }).http;
    return [
        {
            name: `definition validators (optional; a backend without them holds): ${api} answers 304 to its own ETag only`,
            run: async () => {
                const zh = client();
                const full = await zh.requestIfChanged(api, undefined, { hideError: true });
                if (!full.changed) return 'a call without If-None-Match was answered 304';
                if (!full.etag) return undefined;
                if (!OPAQUE_TAG.test(full.etag)) return `the ETag ${JSON.stringify(full.etag)} is not a quoted entity tag`;
                if ((await zh.requestIfChanged(api, full.etag, { hideError: true })).changed)
                    return 'If-None-Match with its own ETag was answered in full, not 304';
                const stale = await zh.requestIfChanged(api, 'W/"conformance-never-issued"', { hideError: true });
                if (!stale.changed) return 'a tag it never gave was answered 304';
                if (!same(stale.data, full.data)) return 'the full reply to a stale tag differs from the definition';
                try {
                    const forged = await client({ signSecret: `${deployment.config.signSecret}-wrong` }).requestIfChanged(api, full.etag, { hideError: true });
                    return forged.changed ? 'a call with a wrong signature was answered' : 'a call with a wrong signature was answered 304';
                } catch (error) {
                    if (!isApiError(error) || error.kind !== 'server') return `a call with a wrong signature failed otherwise: ${(error as Error).message}`;
                }
                const en = client({ lang: 'en' });
                const other = await en.requestIfChanged(api, full.etag, { hideError: true });
                if (!other.changed) {
                    const enFull = await en.requestIfChanged(api, undefined, { hideError: true });
                    if (enFull.changed && !same(enFull.data, full.data)) return 'the zh-cn ETag was answered 304 in en, whose definition differs';
                }
                return undefined;
            },
        },
    ];
};
