import { execFile } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../../scripts/conformance/runConformance';
import { freePort } from '../../e2e/support/referenceServer';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * `npm run conformance` (docs/protocol.md, README "Conformance") against the reference server,
 * on this project's engine (PGlite or PostgreSQL): every check holds; a deployment that breaks
 * one is named; a base that cannot be checked gives one line and exit 2.
 */

let server: TestServer;
const helpers: Server[] = [];

beforeAll(async () => {
    server = await startTestServer();
});
afterAll(async () => {
    for (const helper of helpers) {
        helper.closeAllConnections();
        helper.close();
    }
    await server?.close();
});

const run = async (base: string, ...extra: string[]) => {
    const lines: string[] = [];
    const code = await runConformance(['--base', base, '--username', 'admin', '--password', 'Admin@2026', ...extra], text => lines.push(text));
    return { code, lines };
};

/** The same as another account (its demo password). */
const runAs = async (username: string, password: string) => {
    const lines: string[] = [];
    const code = await runConformance(['--base', server.url, '--username', username, '--password', password], text => lines.push(text));
    return { code, lines };
};

/** A local HTTP server answering every request with `answer` (never, when it is undefined). */
const helper = async (answer?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void) => {
    const created = createServer((request, response) => answer?.(request, response));
    helpers.push(created);
    await new Promise<void>(resolve => created.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
};

type Answer = (response: import('node:http').ServerResponse) => void;

/**
 * A proxy in front of the reference server: `intercept` answers a request itself (or lets it
 * through with false), `rewrite` may change the reference server's reply headers.
 */
const inFront = async (
    intercept: (request: import('node:http').IncomingMessage) => Answer | false | undefined,
    rewrite: (headers: import('node:http').IncomingHttpHeaders) => import('node:http').IncomingHttpHeaders = headers => headers
) => {
    const target = new URL(server.url);
    return helper((request, response) => {
        const answer = intercept(request);
        if (answer) return answer(response);
        const upstream = httpRequest(
            { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
            reply => {
                response.writeHead(reply.statusCode ?? 502, rewrite(reply.headers));
                reply.pipe(response);
            }
        );
        request.pipe(upstream);
    });
};

describe('npm run conformance', () => {
    it('holds every check on the reference server, one line each and a count, exit 0', async () => {
        const { code, lines } = await run(server.url);
        expect(lines.filter(line => !line.startsWith('hold  ')).slice(0, -1), lines.join('\n')).toEqual([]);
        expect(code).toBe(0);
        for (const check of [
            'a wrong signature is refused',
            'a stale timestamp',
            'a foreign token answers login',
            'a logged-out token answers login',
            'exactly one wins',
            'versions: every row of',
            'refuses a stale _version with data.conflict',
            'history: seller/history/RecordHistory answers the revisions',
            'history: seller/history/RecordDeleted answers the deleted records',
            'refuses a list it does not know',
        ])
            expect(
                lines.some(line => line.startsWith('hold  ') && line.includes(check)),
                check
            ).toBe(true);
        for (const type of ['text', 'select', 'datetime', 'number', 'cascade'])
            expect(
                lines.some(line => line.startsWith(`hold  filter ${type}:`)),
                type
            ).toBe(true);
        expect(lines.some(line => /^hold {2}export: .* answers a real xlsx$/.test(line))).toBe(true);
        expect(lines.some(line => /^hold {2}definition validators .* answers 304 to its own ETag only$/.test(line))).toBe(true);
        expect(lines.some(line => /^hold {2}import template: .* answers a real xlsx$/.test(line))).toBe(true);
        for (const check of [
            'it opens with a ready event',
            'without its signature is refused',
            'from a position it never gave, reset',
            'holds only the rows of those keys',
        ])
            expect(
                lines.some(line => line.startsWith('hold  live stream') && line.includes(check)),
                check
            ).toBe(true);
        expect(lines.at(-1)).toMatch(/^(\d+) checks on http:\/\/127\.0\.0\.1:\d+ as admin: \1 hold, 0 short$/);
        expect(lines).toContain(
            'hold  merchants: platform/merchant/MerchantList and platform/merchant/MerchantSuspend are refused to an account that is not the platform administrator'
        );
    });

    it("checks the platform's merchant calls as the platform administrator: its list keyed by suid, an unknown merchant refused", async () => {
        const { code, lines } = await runAs('platform', 'Platform@2026');
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([]);
        expect(lines).toEqual(
            expect.arrayContaining([
                "hold  merchants: the platform administrator's platform/merchant/MerchantList reads, keyed by suid",
                'hold  merchants: platform/merchant/MerchantSuspend of a merchant that does not exist is refused',
            ])
        );
        expect(code).toBe(0);
    });

    /** The reference server behind a proxy that answers the live stream's call itself. */
    const liveProxy = (answer: (response: import('node:http').ServerResponse) => void) =>
        inFront(request => (request.url?.includes('/seller/live/Events') ?? false) && answer);

    it('holds against a backend without the live stream (404): the part is optional', async () => {
        const proxy = await liveProxy(response =>
            response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":false,"msg":"no","data":null}')
        );
        const { code, lines } = await run(proxy);
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([]);
        expect(lines.some(line => line.startsWith('hold  live stream (optional'))).toBe(true);
        expect(code).toBe(0);
    });

    it('falls short of a live stream that never says ready', async () => {
        const proxy = await liveProxy(response => response.writeHead(200, { 'content-type': 'text/event-stream' }).end(': nothing\n\n'));
        const { code, lines } = await run(proxy);
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual(
            expect.arrayContaining([expect.stringMatching(/^SHORT live stream: it opens with a ready event .*: no ready event/)])
        );
        expect(code).toBe(1);
    });

    it('names a check a deployment falls short of, and exits 1', async () => {
        // In front of the reference server: its exports answer an HTML page instead of the file.
        const proxy = await inFront(
            request =>
                request.url?.includes('_down_excel=1') && (response => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>export</html>'))
        );
        const { code, lines } = await run(proxy);
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([
            expect.stringMatching(/^SHORT export: .* answers a real xlsx: not an xlsx \(zip\) file/),
        ]);
        expect(lines.at(-1)).toMatch(/: \d+ hold, 1 short$/);
        expect(code).toBe(1);
    });

    it('names a backend that takes a write against a version the record is not at', async () => {
        // In front of the reference server: the dealer update answers ok whatever the version says.
        const proxy = await inFront(
            request =>
                (request.url?.includes('/DealerEdit') ?? false) &&
                (response => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":true,"msg":"ok","data":{"id":1}}'))
        );
        const { code, lines } = await run(proxy, '--api', 'seller/dealer/DealerList');
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([
            expect.stringMatching(
                /^SHORT versions: seller\/dealer\/DealerEdit refuses a stale _version with data.conflict, writing nothing: a write with _version \d+ \(the row is at \d+\) was taken$/
            ),
        ]);
        expect(code).toBe(1);
    });

    it('names a write form whose fields the protocol cannot read', async () => {
        // In front of the reference server: the brands' definition sends a field of a kind the protocol does not have.
        const definition = {
            pk: 'id',
            column_names: ['name'],
            rows: { name: { title: '品牌名称', name: 'name' } },
            top_search: [],
            form: [
                { name: 'name', kind: 'text', label: '品牌名称' },
                { name: 'weight', kind: 'kilograms', label: '重量' },
            ],
        };
        const proxy = await inFront(
            request =>
                (request.url?.includes('/BrandList') ?? false) &&
                !/[?&]page=/.test(request.url ?? '') &&
                (response => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, msg: 'ok', data: definition })))
        );
        const { code, lines } = await run(proxy, '--api', 'seller/brand/BrandList');
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([
            expect.stringMatching(/^SHORT definition shape: seller\/brand\/BrandList parses .*formFieldInvalid/),
            expect.stringMatching(/^SHORT write form: .*: seller\/brand\/BrandList: mc\.schema\.problem\.formFieldInvalid \{"where":"weight"\}$/),
        ]);
        expect(code).toBe(1);
    });

    it('holds a backend without definition validators, and names one that answers 304 to a tag it never gave', async () => {
        const without = await inFront(
            () => false,
            ({ etag: _etag, ...headers }) => headers
        );
        const plain = await run(without);
        expect(plain.lines.filter(line => line.startsWith('SHORT'))).toEqual([]);
        expect(plain.code).toBe(0);

        const careless = await inFront(request => !!request.headers['if-none-match'] && (response => response.writeHead(304, { etag: 'W/"x"' }).end()));
        const { code, lines } = await run(careless);
        expect(lines.filter(line => line.startsWith('SHORT'))).toEqual([
            expect.stringMatching(
                /^SHORT definition validators .*: (If-None-Match with its own ETag was answered in full|a tag it never gave was answered 304)/
            ),
        ]);
        expect(code).toBe(1);
    });

    it('gives one clear line and exit 2 for a base it cannot check', async () => {
        const closed = `http://127.0.0.1:${await freePort()}`;
        const html = await helper((_request, response) =>
            response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>')
        );
        const htmlOk = await helper((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>shop</title>'));
        const text = await helper((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('hello'));
        const silent = await helper();
        const cases: Array<[string, string[], RegExp]> = [
            [closed, [], /^conformance: cannot reach http:\/\/127\.0\.0\.1:\d+\/config\.json: ECONNREFUSED$/],
            [html, [], /^conformance: .*config\.json answered HTTP 502 with an HTML page, not the console's config\.json$/],
            [htmlOk, [], /^conformance: .*config\.json answered an HTML page, not the console's config\.json/],
            [text, [], /^conformance: .*config\.json answered text that is not JSON \("hello"\)/],
            [silent, ['--timeout', '1'], /^conformance: .*config\.json did not answer within 1 s$/],
        ];
        for (const [base, extra, expected] of cases) {
            const { code, lines } = await run(base, ...extra);
            expect(lines, base).toEqual([expect.stringMatching(expected)]);
            expect(code).toBe(2);
        }
        const { code, lines } = await run(server.url, '--password', 'wrong');
        expect(code).toBe(2);
        expect(lines).toEqual([expect.stringMatching(/^conformance: cannot sign in to .* as admin: server: 用户名或密码错误/)]);
    });

    it('is the npm script: the command prints the same and exits 2 without a stack trace on an unreachable base', async () => {
        const closed = `http://127.0.0.1:${await freePort()}`;
        const result = await promisify(execFile)('npx', ['tsx', 'scripts/conformance.ts', '--base', closed, '--username', 'admin', '--password', 'x']).then(
            () => ({ code: 0, stdout: '', stderr: '' }),
            (error: { code: number; stdout: string; stderr: string }) => error
        );
        expect(result.code).toBe(2);
        expect(result.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^conformance: cannot reach .*ECONNREFUSED$/)]);
        expect(result.stderr).not.toMatch(/\bat .*\(/);
    });
});
