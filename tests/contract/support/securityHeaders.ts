import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '../../../protocol/cspNonce';

/** What a reply is, for the headers it must carry (server/http/securityHeaders.ts). */
export type ReplyKind = 'console' | 'api' | 'frame';

/** The policy's directives by name: `default-src 'self'` → `{'default-src': ["'self'"]}`. */
export const cspDirectives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(
        policy
            .split(';')
            .map(part => part.trim().split(/\s+/))
            .filter(words => words[0])
            .map(([name, ...values]) => [name, values])
    );

/**
 * Every header rule a reply of that kind breaks, as text (empty when it keeps them all): the
 * Content-Security-Policy (no `unsafe-inline` or `unsafe-eval`, framing as the kind allows),
 * nosniff, Referrer-Policy same-origin, X-Frame-Options, HSTS exactly when configured, and
 * `Cache-Control: no-store` on the API.
 */
export const headerProblems = (headers: Headers, kind: ReplyKind, hsts: boolean): string[] => {
    const problems: string[] = [];
    const expect = (name: string, ok: boolean, what: string) => {
        if (!ok) problems.push(`${name}: ${what} (got ${JSON.stringify(headers.get(name))})`);
    };
    const policy = headers.get('content-security-policy') ?? '';
    const csp = cspDirectives(policy);
    expect('content-security-policy', policy !== '', 'present');
    expect('content-security-policy', !/unsafe-inline|unsafe-eval|\*/.test(policy), "no 'unsafe-inline', 'unsafe-eval' or wildcard");
    if (kind === 'console') {
        expect('content-security-policy', csp['script-src']?.join(' ') === "'self'", "script-src 'self' only");
        expect('content-security-policy', csp['object-src']?.join(' ') === "'none'", "object-src 'none'");
    } else {
        expect('content-security-policy', csp['default-src']?.join(' ') === "'none'", "default-src 'none'");
    }
    expect(
        'content-security-policy',
        csp['frame-ancestors']?.join(' ') === (kind === 'frame' ? "'self'" : "'none'"),
        kind === 'frame' ? "frame-ancestors 'self'" : "frame-ancestors 'none'"
    );
    expect('x-frame-options', headers.get('x-frame-options') === (kind === 'frame' ? 'SAMEORIGIN' : 'DENY'), kind === 'frame' ? 'SAMEORIGIN' : 'DENY');
    expect('x-content-type-options', headers.get('x-content-type-options') === 'nosniff', 'nosniff');
    expect('referrer-policy', headers.get('referrer-policy') === 'same-origin', 'same-origin');
    const transport = headers.get('strict-transport-security');
    expect('strict-transport-security', hsts ? !!transport && /max-age=[1-9]/.test(transport) : transport === null, hsts ? 'max-age set' : 'absent');
    if (kind === 'api') expect('cache-control', headers.get('cache-control') === 'no-store', 'no-store');
    return problems;
};

/**
 * A stand-in for the built console (its shape, not its code): index.html with the nonce
 * placeholder where the build writes it, a script and a stylesheet. Headers do not depend on
 * the content; the CSP e2e walk runs the real build.
 */
export const fixtureDist = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>`
    );
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'assets', 'app.css'), 'body{margin:0}');
    return dir;
};
