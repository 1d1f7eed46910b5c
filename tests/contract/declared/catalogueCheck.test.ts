import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/dataProvider/httpClient';
import { checkCatalogue } from '../../../scripts/catalogueCheck/checkCatalogue';
import { runCatalogueCheck } from '../../../scripts/catalogueCheck/runCatalogueCheck';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * `npm run catalogue:check` against a reference server: the built-in catalogue and the shipped
 * brands table pass; an extension whose calls the server lacks fails, naming the call.
 */

let server: TestServer;
let dir: string;

beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(path.join(tmpdir(), 'mc-check-'));
});
afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runCatalogueCheck(['--base', server.url, '--username', 'admin', '--password', 'Admin@2026', ...args], text => lines.push(text));
    return { code, lines };
};

const brands = [
    {
        path: '/brand/list',
        kind: 'list',
        section: 'cars',
        industries: 'car',
        api: 'seller/brand/BrandList',
        calls: { getOne: 'seller/brand/BrandInfo', create: 'seller/brand/BrandAdd', update: 'seller/brand/BrandEdit', delete: 'seller/brand/BrandDel' },
        fields: [{ name: 'name', required: true }, { name: 'initial', required: true }, { name: 'logo' }],
    },
    { path: '/brand/add', kind: 'create', section: 'cars', industries: 'car', parent: '/brand/list', hidden: true },
];

describe('catalogue:check', () => {
    it('passes the built-in catalogue on the reference server, one line per entry, probing writes only with refused calls', async () => {
        const before = await server.db.query<{ n: string }>('SELECT count(*) AS n FROM operator_logs');
        const { code, lines } = await run();
        expect(
            lines.filter(l => l.startsWith('ERROR')),
            lines.join('\n')
        ).toEqual([]);
        expect(code).toBe(0);
        expect(lines).toContain('ok    /dealer/store/list');
        expect(lines).toContain('ok    /content/agreement/add  note: form fields the list definition does not know: content');
        expect(lines.find(l => l.startsWith('skip  /financenh/cash'))).toBeDefined();
        expect(lines.at(-1)).toMatch(/entries on http:\/\/127\.0\.0\.1:\d+ as admin: \d+ ok, 0 with problems, \d+ not open to this account$/);
        const after = await server.db.query<{ n: string }>('SELECT count(*) AS n FROM operator_logs');
        expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('checks an extension file against the declared brands table', async () => {
        const file = path.join(dir, 'brands.json');
        await writeFile(file, JSON.stringify(brands));
        const { code, lines } = await run('--no-builtin', '--catalogue', file);
        expect(lines.slice(0, 2)).toEqual(['ok    /brand/list', 'ok    /brand/add']);
        expect(code).toBe(0);
    });

    it('reads the extension files the deployment’s config.json names, beside it', async () => {
        // A deployment whose console is served apart from its API: config.json names the file and
        // points apiBase at the server, as a customer's static host would.
        const config = { ...(await (await fetch(`${server.url}/config.json`)).json()), apiBase: server.url, catalogue: ['catalogue.d/brands.json'] };
        const files: Record<string, string> = { '/config.json': JSON.stringify(config), '/catalogue.d/brands.json': JSON.stringify(brands) };
        const host = createServer((request, response) => {
            const body = files[request.url ?? ''];
            response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
        });
        await new Promise<void>(resolve => host.listen(0, '127.0.0.1', resolve));
        try {
            const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
            const lines: string[] = [];
            const code = await runCatalogueCheck(['--base', base, '--username', 'admin', '--password', 'Admin@2026'], text => lines.push(text));
            expect(lines).toContain('ok    /brand/list');
            expect(lines).toContain('ok    /dealer/store/list');
            expect(code).toBe(0);
            files['/config.json'] = JSON.stringify({ ...config, catalogue: ['catalogue.d/missing.json'] });
            expect(await runCatalogueCheck(['--base', base, '--username', 'admin', '--password', 'Admin@2026'], text => lines.push(text))).toBe(1);
            expect(lines).toContain('ERROR catalogue.d/missing.json (named in config.json): HTTP 404');
        } finally {
            await new Promise(resolve => host.close(resolve));
        }
    });

    it('fails with the missing call named, as a process exiting non-zero', async () => {
        const file = path.join(dir, 'broken.json');
        const broken = [
            { ...brands[0], calls: { ...brands[0].calls, getOne: 'seller/brand/BrandDetail' } },
            { ...brands[1], fields: [{ name: 'name' }, { name: 'slogan' }] },
        ];
        await writeFile(file, JSON.stringify(broken));
        const child = promisify(execFile)(
            'npx',
            ['tsx', 'scripts/catalogueCheck.ts', '--base', server.url, '--username', 'admin', '--password', 'Admin@2026', '--no-builtin', '--catalogue', file],
            { cwd: path.resolve('.') }
        );
        const failure = await child.then(
            () => undefined,
            (error: { code: number; stdout: string }) => error
        );
        expect(failure?.code).toBe(1);
        expect(failure?.stdout).toContain('ERROR /brand/list  getOne seller/brand/BrandDetail: not found (HTTP 404)');
        expect(failure?.stdout).toContain('ok    /brand/add  note: form fields the list definition does not know: slogan');
    });

    it('reports a write call that accepts the dry call, and a definition the console cannot use', async () => {
        // A backend that answers every call with success: the dry create and delete must be flagged.
        const lenient = {
            request: async (call: string) => (call === 'seller/x/XList' ? { pk: 'id', rows: {}, column_names: [] } : {}),
        } as unknown as HttpClient;
        const [report] = await checkCatalogue(
            lenient,
            [{ path: '/x/list', kind: 'list', api: 'seller/x/XList', calls: { create: 'seller/x/XAdd', delete: 'seller/x/XDel' } }],
            () => true
        );
        expect(report).toMatchObject({ status: 'error' });
        expect(report.problems).toEqual([
            'definition of seller/x/XList: The table definition has no column that can be shown',
            'create seller/x/XAdd: accepted a write missing a required field; the server must refuse it',
            'delete seller/x/XDel: accepted a write missing a required field; the server must refuse it',
        ]);
    });

    it('refuses bad usage and a failed sign-in with exit code 2', async () => {
        const lines: string[] = [];
        expect(await runCatalogueCheck(['--base', server.url], text => lines.push(text))).toBe(2);
        expect(lines[0]).toMatch(/^usage: npm run catalogue:check/);
        expect(await runCatalogueCheck(['--base', server.url, '--username', 'admin', '--password', 'wrong'], text => lines.push(text))).toBe(2);
        expect(lines.at(-1)).toMatch(/^cannot sign in to .* as admin: /);
    });
});
