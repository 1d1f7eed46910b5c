import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreDomain } from '../../../server/domains/core';
import { mediaDomain } from '../../../server/domains/media/mediaDomain';
import { KEFU_FRAME_INLINE } from '../../../server/http/kefuFrame';
import { cspDirectives, fixtureDist, headerProblems } from '../support/securityHeaders';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * The response headers (server/http/securityHeaders.ts): the console's, with a fresh style
 * nonce per index.html; the API's; the chat frame's; files as attachments of their own type;
 * HSTS only when configured. `npm run hardening` checks every route the same way.
 */
const distDir = fixtureDist();
let server: TestServer;
let behindTls: TestServer;

beforeAll(async () => {
    server = await startTestServer({ domains: [coreDomain, mediaDomain], distDir });
    behindTls = await startTestServer({ domains: [coreDomain], distDir, hstsMaxAge: 31_536_000, connectOrigins: ['https://api.example.com/v1', 'not a url'] });
});
afterAll(async () => {
    await server?.close();
    await behindTls?.close();
    rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, on = server) => fetch(`${on.url}${path}`, { headers: { ignoreencryption: '1' } });

describe('security headers', () => {
    it('index.html carries a fresh nonce in the page and in style-src, and nowhere else', async () => {
        const nonces = [];
        for (const path of ['/', '/index.html', '/dealer/fwjl?x=1', '/login']) {
            const reply = await get(path);
            expect(reply.status).toBe(200);
            expect(headerProblems(reply.headers, 'console', false), path).toEqual([]);
            const html = await reply.text();
            const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
            expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{24}$/);
            expect(html).not.toContain('__MC_CSP_NONCE__');
            const csp = cspDirectives(reply.headers.get('content-security-policy')!);
            expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
            expect(csp['script-src']).toEqual(["'self'"]);
            nonces.push(nonce);
        }
        expect(new Set(nonces).size).toBe(nonces.length);
    });

    it('assets, the configuration and the health probes carry the console headers, without a nonce', async () => {
        for (const path of ['/assets/app.js', '/assets/app.css', '/config.json', '/healthz', '/readyz']) {
            const reply = await get(path);
            expect(reply.status, path).toBe(200);
            expect(headerProblems(reply.headers, 'console', false), path).toEqual([]);
            expect(cspDirectives(reply.headers.get('content-security-policy')!)['style-src'], path).toEqual(["'self'"]);
        }
    });

    it('API replies allow nothing to run or frame them, and are never stored', async () => {
        for (const path of ['/api/v1/public/config/GetServerConfig', '/api/v1/buyer/user/info', '/api/v1/no/such/Call', '/api/v2/nothing']) {
            const reply = await get(path);
            expect(headerProblems(reply.headers, 'api', false), path).toEqual([]);
        }
        const login = await fetch(`${server.url}/api/v1/public/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ignoreencryption: '1' },
            body: '{"username":',
        });
        expect(headerProblems(login.headers, 'api', false)).toEqual([]);
    });

    it('a file goes out as an attachment of its own type, never sniffed', async () => {
        const reply = await get('/api/v1/public/image/placeholder?kind=car&text=%3Cscript%3E');
        expect(reply.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="car\.svg"/);
        expect(headerProblems(reply.headers, 'api', false)).toEqual([]);
    });

    it('the chat frame may be framed by the console’s origin only, its inline script and style allowed by hash', async () => {
        const reply = await get('/kefu/frame');
        expect(headerProblems(reply.headers, 'frame', false)).toEqual([]);
        const csp = cspDirectives(reply.headers.get('content-security-policy')!);
        const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        expect(csp['script-src']).toEqual([hash(KEFU_FRAME_INLINE.script)]);
        expect(csp['style-src']).toEqual([hash(KEFU_FRAME_INLINE.style)]);
        const html = await reply.text();
        expect(html).toContain(`<script>${KEFU_FRAME_INLINE.script}</script>`);
    });

    it('the console may call the origins MC_CONNECT_ORIGINS lists (the debug dialog’s backends), and only those', async () => {
        const own = cspDirectives((await get('/')).headers.get('content-security-policy')!)['connect-src'];
        const listed = cspDirectives((await get('/', behindTls)).headers.get('content-security-policy')!)['connect-src'];
        expect(own).not.toContain('https://api.example.com');
        expect(listed).toContain('https://api.example.com');
        expect(listed.filter(source => !own.includes(source))).toEqual(['https://api.example.com']);
    });

    it('Strict-Transport-Security only when configured', async () => {
        expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
        const reply = await get('/', behindTls);
        expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
        expect(headerProblems(reply.headers, 'console', true)).toEqual([]);
        expect(headerProblems((await get('/api/v1/public/config/GetServerConfig', behindTls)).headers, 'api', true)).toEqual([]);
    });
});
