import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Session } from '../../src/dataProvider/sessionStore';
import { parseRuntimeConfig, type RuntimeConfig } from '../../protocol/runtimeConfig';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { encryptEnvelope } from '../../protocol/envelope';
import { sign } from '../../protocol/sign';
import { benchPaths } from '../benchPaths';
import type { Figure } from '../Figure';
import { median, now } from '../stats';

/** What the console signs for a filtered, sorted first page of the dealer list. */
export const typicalListParams = (timestamp: number, token: string) => ({
    page: 1,
    limit: 10,
    sort: 'create_time',
    order: false,
    name: '汽车',
    audit_status: 1,
    business_scope: '1,3',
    province: 110000,
    create_time: '1735660800,1738339199',
    _count_sum: true,
    timestamp,
    accesstoken: token,
});

const session: Session = {
    token: 'a3f1c9e07b5d4e2a9c8b7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c',
    refreshToken: 'r'.repeat(64),
    suid: '10001',
    accessExpire: Math.floor(Date.now() / 1000) + 7200,
    refreshExpire: Math.floor(Date.now() / 1000) + 604800,
    serverOffset: 0,
};

const tenRows = Array.from({ length: 10 }, (_, i) => ({
    id: 300 - i,
    logo: `/api/v1/public/image/placeholder?kind=logo&tone=${i % 8}&text=%E6%B1%BD%E8%BD%A6`,
    name: `北京市顺达二手汽车经销有限公司${i}`,
    contact: '王建国',
    phone: '13800138000',
    city: 110100,
    business_scope: '1,2,4',
    license_expire: 1830268800,
    deposit: 5000000 + i,
    audit_status: 1,
    create_time: 1760000000 - i * 86400,
}));

/** Microseconds per call: several timed batches after a warm-up (three batches' worth: the JIT settles late), the median batch. */
const microsPerCall = async (call: () => unknown, batch: number, batches: number) => {
    for (let i = 0; i < batch * 3; i++) await call();
    const samples: number[] = [];
    for (let b = 0; b < batches; b++) {
        const started = now();
        for (let i = 0; i < batch; i++) await call();
        samples.push(((now() - started) * 1000) / batch);
    }
    return samples;
};

const requestPath = (config: RuntimeConfig, encrypted: boolean) => {
    const envelope = JSON.stringify({ status: true, msg: 'ok', data: { data: tenRows, count: 300, totalrow: { deposit: 150000000 } } });
    const body = encrypted ? encryptEnvelope(envelope, { marker: config.encryptionMarker, keyHex: config.aesKeyHex, ivHex: config.aesIvHex }) : envelope;
    const fakeFetch = (async () => new Response(body, { status: 200 })) as unknown as typeof fetch;
    const http = createHttpClient({ config: () => ({ ...config, encryption: encrypted }), session: () => session, fetch: fakeFetch });
    const { timestamp: _ts, accesstoken: _token, ...params } = typicalListParams(0, '');
    return () => http.request('seller/dealer/DealerList', { params });
};

/**
 * Signing cost in Node: `sign` alone over a typical list query, and the whole
 * createHttpClient request path (wire params, signature, headers, fetch, decryption, envelope)
 * against a fetch that answers at once, with and without response encryption.
 */
export const measureSigning = async (batches = 7): Promise<Figure[]> => {
    const config = parseRuntimeConfig(JSON.parse(readFileSync(resolve(benchPaths.projectRoot, 'public', 'config.json'), 'utf8')));
    const params = typicalListParams(Math.floor(Date.now() / 1000), session.token);
    const part = 'Signing (Node, one core)';
    const signRuns = await microsPerCall(() => sign(params, config.signSecret, config.signHash), 2000, batches);
    const plainRuns = await microsPerCall(requestPath(config, false), 500, batches);
    const encryptedRuns = await microsPerCall(requestPath(config, true), 300, batches);
    return [
        { part, name: `sign() of a list query (${config.signHash} ×3)`, value: median(signRuns), unit: 'µs', runs: signRuns, status: 'info' },
        {
            part,
            name: 'request path, plain reply',
            value: median(plainRuns),
            unit: 'µs',
            runs: plainRuns,
            status: 'info',
            note: 'fake fetch, ignoreencryption',
        },
        {
            part,
            name: 'request path, encrypted 10-row reply',
            value: median(encryptedRuns),
            unit: 'µs',
            runs: encryptedRuns,
            status: 'info',
            note: 'fake fetch; includes AES decryption',
        },
    ];
};
