import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { startReferenceServer, type StartedServer } from './support/referenceServer';

/**
 * The proof that the kit runs against any deployment: a second reference server, with
 * its own signing secret, AES key and IV, encryption marker and RSA key in its own config.json,
 * and the smoke project run against it by MC_E2E_BASE_URL and an MC_E2E_ACCOUNTS file, as a QA
 * team would run it. A few routes per account keep it quick (MC_E2E_SMOKE_ROUTES).
 */
test.setTimeout(420_000);

let deployment: string;
let server: StartedServer | undefined;

const OTHER_KEYS = {
    signSecret: 'qa-deployment-secret-19',
    encryptionMarker: 'QAENC',
    aesKeyHex: '7161' + '2d'.repeat(30),
    aesIvHex: '7169' + '2e'.repeat(14),
};

test.beforeAll(async () => {
    test.setTimeout(240_000);
    deployment = mkdtempSync(path.join(tmpdir(), 'mc-qa-deployment-'));
    const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(OTHER_KEYS)) expect(config[key], `the reference config's ${key}`).not.toBe(value);
    writeFileSync(path.join(deployment, 'config.json'), JSON.stringify({ ...config, ...OTHER_KEYS }));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(path.join(deployment, 'rsa_private.pem'), privateKey.export({ type: 'pkcs1', format: 'pem' }));
    writeFileSync(path.join(deployment, 'accounts.json'), JSON.stringify({ admin: DEMO.admin, bank: DEMO.bank }));
    server = await startReferenceServer({
        MC_DATA_DIR: path.join(deployment, 'data'),
        MC_CONFIG_FILE: path.join(deployment, 'config.json'),
        MC_RSA_PRIVATE_KEY_FILE: path.join(deployment, 'rsa_private.pem'),
    });
});

test.afterAll(() => {
    server?.stop();
    if (deployment) rmSync(deployment, { recursive: true, force: true });
});

test('the smoke project passes against a deployment with other keys, secret and marker', async () => {
    const served = (await (await fetch(`${server!.url}/config.json`)).json()) as Record<string, unknown>;
    expect(served).toMatchObject(OTHER_KEYS);

    // The run's own settings would point the inner run at this run's server and report files.
    const env: Record<string, string | undefined> = {
        ...process.env,
        MC_E2E_BASE_URL: server!.url,
        MC_E2E_ACCOUNTS: path.join(deployment, 'accounts.json'),
        MC_E2E_SMOKE_ROUTES: '/dashboard,/dealer/secondHandCarDealer/list,/dealer/secondHandCarDealer/save,/user/list,/user/add',
        E2E_RUN_ID: `${process.env.E2E_RUN_ID}-deployment`,
    };
    for (const name of [
        'E2E_PORTS',
        'E2E_DATA_DIRS',
        'E2E_SEED_TEMPLATES',
        'TEST_WORKER_INDEX',
        'TEST_PARALLEL_INDEX',
        'PLAYWRIGHT_JSON_OUTPUT_NAME',
        'MC_E2E_ALLOW_WRITES',
    ])
        delete env[name];
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
        const run = execFile(
            process.execPath,
            ['node_modules/@playwright/test/cli.js', 'test', '--project', 'smoke', '--reporter', 'json'],
            { env, maxBuffer: 64 * 1024 * 1024, timeout: 360_000 },
            (_error, out, err) => resolve({ code: run.exitCode, stdout: out, stderr: err })
        );
    });
    let report: { stats: { expected: number; unexpected: number; flaky: number }; errors: unknown[] };
    try {
        report = JSON.parse(stdout);
    } catch {
        throw new Error(`the smoke run wrote no JSON report (exit ${code}): ${stderr}\n${stdout.slice(0, 4000)}`);
    }
    const failures = JSON.stringify(report, (key, value) => (key === 'attachments' ? undefined : value)).match(/"message":"[^"]{0,400}/g) ?? [];
    expect(failures, `the smoke run's errors (evidence under test-results/run-${env.E2E_RUN_ID})`).toEqual([]);
    // The route walks (admin and bank are both scanned: one test per account and language, zh-cn
    // and en against a deployment, so four), the list, drawer and sticky-cell tests (the file's
    // first account, three) and the phone walks (admin and bank, two), each passed at once.
    expect(report.stats).toMatchObject({ expected: 9, unexpected: 0, flaky: 0 });
    expect(code).toBe(0);
});
