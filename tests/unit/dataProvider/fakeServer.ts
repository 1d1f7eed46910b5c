import vectors from '../../../protocol/vectors.json';
import type { RuntimeConfig } from '../../../protocol/runtimeConfig';
import { encryptEnvelope } from '../../../protocol/envelope';

export const testConfig: RuntimeConfig = {
    apiBase: 'http://api.test',
    signSecret: 'mc-sign-secret-2026',
    signHash: 'md5',
    encryptionMarker: vectors.aes.marker,
    aesKeyHex: vectors.aes.key_hex,
    aesIvHex: vectors.aes.iv_hex,
    encryption: true,
    rsaPublicKey: vectors.rsa.public_key_pem,
    defaultLocale: 'zh-cn',
    refreshBeforeExpirySeconds: 60,
    sessionCheckIntervalSeconds: 30,
    versionCheckUrl: '',
    catalogue: [],
};

export interface Recorded {
    url: URL;
    method: string;
    headers: Record<string, string>;
    body: unknown;
}

/** A fetch that records each request and answers with what `reply` returns, encrypted. */
export const fakeFetch = (reply: (request: Recorded) => unknown, options: { encrypt?: boolean } = {}) => {
    const calls: Recorded[] = [];
    const fetchImpl = (async (input: string, init: RequestInit = {}) => {
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
        const request = { url: new URL(input), method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body };
        calls.push(request);
        const answer = reply(request);
        if (answer instanceof Response) return answer;
        const text = JSON.stringify(answer);
        const keys = { marker: testConfig.encryptionMarker, keyHex: testConfig.aesKeyHex, ivHex: testConfig.aesIvHex };
        return new Response(options.encrypt === false ? text : encryptEnvelope(text, keys), { status: 200 });
    }) as unknown as typeof fetch;
    return { fetchImpl, calls };
};
