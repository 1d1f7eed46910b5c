import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import type { HttpClient } from '../../../src/dataProvider/httpClient';
import zh from '../../../src/i18n/messages/zh';
import { describeProblem, type ExtensionProblem } from '../../../src/resources/extensions/ExtensionProblem';
import { loadCatalogueExtensions } from '../../../src/resources/extensions/loadCatalogueExtensions';
import { checkCatalogue } from '../../../scripts/catalogueCheck/checkCatalogue';
import { runCatalogueCheck } from '../../../scripts/catalogueCheck/runCatalogueCheck';
import { startTestServer, type TestServer } from '../support/startTestServer';
import brandsFile from '../../../public/catalogue.d/brands.json';

/**
 * `npm run catalogue:check` against a reference server: the built-in catalogue and the shipped
 * brands table pass; an extension whose calls the server lacks fails, naming the call; a file
 * the console's loader refuses gets the console's own message.
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

const runAs = async (username: string, password: string, ...args: string[]) => {
    const lines: string[] = [];
    const code = await runCatalogueCheck(['--base', server.url, '--username', username, '--password', password, ...args], text => lines.push(text));
    return { code, lines };
};

const run = (...args: string[]) => runAs('admin', 'Admin@2026', ...args);
/** The platform administrator: brands are shared, its add, edit and delete routes the platform's. */
const runAsPlatform = (...args: string[]) => runAs('platform', 'Platform@2026', ...args);

/** The brands list checked as a car merchant: read, its writes (the platform's) not probed. */
const BRAND_LIST_AS_MERCHANT =
    'ok    /brand/list  note: create seller/brand/BrandAdd not tried: /brand/add is not open to this account; ' +
    'note: update seller/brand/BrandEdit not tried: /brand/edit/:id is not open to this account; ' +
    'note: delete seller/brand/BrandDel not tried: /brand/del/:id is not open to this account';

/** The shipped worked example: the brands list and its add, edit and delete routes. */
const brands = brandsFile as Array<Record<string, unknown>>;

describe('catalogue:check', () => {
    it('passes the built-in catalogue on the reference server, one line per entry, probing writes only with refused calls', async () => {
        const before = await server.owner.query<{ n: string }>('SELECT count(*) AS n FROM operator_logs');
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
        const after = await server.owner.query<{ n: string }>('SELECT count(*) AS n FROM operator_logs');
        expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('checks an extension file against the declared brands table', async () => {
        const file = path.join(dir, 'brands.json');
        await writeFile(file, JSON.stringify(brands));
        const { code, lines } = await runAsPlatform('--no-builtin', '--catalogue', file);
        expect(lines.slice(0, 4)).toEqual(['ok    /brand/list', 'ok    /brand/add', 'ok    /brand/edit/:id', 'ok    /brand/del/:id']);
        expect(code).toBe(0);
        // A car merchant reads the shared list; its writes are not open to it.
        const asMerchant = await run('--no-builtin', '--catalogue', file);
        expect(asMerchant.lines.slice(0, 4).map(line => line.split('  note:')[0])).toEqual([
            BRAND_LIST_AS_MERCHANT.split('  note:')[0],
            'skip  /brand/add',
            'skip  /brand/edit/:id',
            'skip  /brand/del/:id',
        ]);
        expect(asMerchant.lines[0]).toBe(BRAND_LIST_AS_MERCHANT);
        expect(asMerchant.code).toBe(0);
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
            expect(lines).toContain(BRAND_LIST_AS_MERCHANT);
            expect(lines).toContain('ok    /dealer/store/list');
            expect(code).toBe(0);
            files['/config.json'] = JSON.stringify({ ...config, catalogue: ['catalogue.d/missing.json'] });
            expect(await runCatalogueCheck(['--base', base, '--username', 'admin', '--password', 'Admin@2026'], text => lines.push(text))).toBe(1);
            expect(lines).toContain('ERROR catalogue.d/missing.json: 无法读取该文件：HTTP 404');
        } finally {
            await new Promise(resolve => host.close(resolve));
        }
    });

    it('fails with the missing call named, as a process exiting non-zero', async () => {
        const file = path.join(dir, 'broken.json');
        const broken = [
            { ...brands[0], calls: { ...(brands[0].calls as object), getOne: 'seller/brand/BrandDetail' } },
            { ...brands[1], fields: [{ kind: 'text', name: 'slogan', label: { 'zh-cn': '口号' } }] },
        ];
        await writeFile(file, JSON.stringify(broken));
        const child = promisify(execFile)(
            'npx',
            [
                'tsx',
                'scripts/catalogueCheck.ts',
                '--base',
                server.url,
                '--username',
                'platform',
                '--password',
                'Platform@2026',
                '--no-builtin',
                '--catalogue',
                file,
            ],
            { cwd: path.resolve('.') }
        );
        const failure = await child.then(
            () => undefined,
            (error: { code: number; stdout: string }) => error
        );
        expect(failure?.code).toBe(1);
        expect(failure?.stdout).toContain('ERROR /brand/list  getOne seller/brand/BrandDetail: not found (HTTP 404)');
        // The create route's own fields are held against the declared table's write form.
        expect(failure?.stdout).toContain(
            'ERROR /brand/add  write form of seller/brand/BrandList: the form sends slogan, the server reads no such field; ' +
                'write form of seller/brand/BrandList: the server reads name (required), the form has no such field;'
        );
        expect(failure?.stdout).toContain('note: form fields the list definition does not know: slogan');
    });

    it('judges extension files with the console’s loader: a bad entry gets the console’s message, naming file and entry, and is left out', async () => {
        const file = path.join(dir, 'bad.json');
        await writeFile(
            file,
            JSON.stringify([
                { ...brands[0], kind: 'lst' },
                { ...brands[1], parent: '/brand/lists' },
            ])
        );
        const { code, lines } = await run('--no-builtin', '--catalogue', file);
        const loaded = await loadCatalogueExtensions([file], catalogue, async () => new Response(await readFile(file, 'utf8')), '');
        const consoleText = (problem: ExtensionProblem) =>
            describeProblem(problem, (key, values = {}) => {
                const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], zh) as string;
                return template.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
            });
        expect(loaded.problems.map(problem => `ERROR ${consoleText(problem)}`)).toEqual([
            `ERROR ${file} /0/kind: 未知的类型 "lst"，可选：list, create, edit, show, action, page`,
            `ERROR ${file} /1/parent: 上级列表 /brand/lists 不存在`,
        ]);
        expect(lines.filter(l => l.startsWith('ERROR'))).toEqual(loaded.problems.map(problem => `ERROR ${consoleText(problem)}`));
        expect(lines.at(-1)).toMatch(/^0 entries .*; 2 problems in the catalogue files$/);
        expect(code).toBe(1);
        const english: string[] = [];
        await runCatalogueCheck(
            ['--base', server.url, '--username', 'admin', '--password', 'Admin@2026', '--no-builtin', '--catalogue', file, '--locale', 'en'],
            text => english.push(text)
        );
        expect(english).toContain(`ERROR ${file} /1/parent: Parent list /brand/lists does not exist`);
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

    it('names column texts for columns the definition does not have', async () => {
        const definition = {
            pk: 'id',
            column_names: ['id', 'name'],
            rows: { id: { title: 'ID' }, name: { title: '名称' } },
            top_search: [{ name: 'kw', title: '关键词' }],
        };
        const http = { request: async () => ({ ...definition, data: [] }) } as unknown as HttpClient;
        const [report] = await checkCatalogue(
            http,
            [{ path: '/x/list', kind: 'list', api: 'seller/x/XList', columns: { name: { label: { en: 'Name' } }, kw: {}, nme: { label: { en: 'Name' } } } }],
            () => true
        );
        expect(report.problems).toEqual(['column texts for columns the definition of seller/x/XList does not have: nme']);
    });

    it('refuses bad usage and a failed sign-in with exit code 2', async () => {
        const lines: string[] = [];
        expect(await runCatalogueCheck(['--base', server.url], text => lines.push(text))).toBe(2);
        expect(lines[0]).toMatch(/^usage: npm run catalogue:check/);
        expect(await runCatalogueCheck(['--base', server.url, '--username', 'admin', '--password', 'wrong'], text => lines.push(text))).toBe(2);
        expect(lines.at(-1)).toMatch(/^cannot sign in to .* as admin: /);
    });
});
