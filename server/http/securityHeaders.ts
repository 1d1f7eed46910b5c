import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../core/config';
import { kefuHost } from '../domains/supplier/kefuHost';

/**
 * The response headers of OWASP ASVS 4.0 V14.4, set by @fastify/helmet (helmet's maintained
 * defaults for the headers not named here: X-Content-Type-Options nosniff, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control off, X-Download-Options, X-Permitted-Cross-Domain-Policies none,
 * X-XSS-Protection 0), in three sets:
 *
 * - the console (its HTML, assets, `/config.json`, health): a Content-Security-Policy without
 *   `unsafe-inline` or `unsafe-eval` scripts (the built console has no inline script; the CSP
 *   e2e walk proves it), framing refused, Referrer-Policy same-origin;
 * - the API (`/api/v1/*`): a CSP that allows nothing (JSON and attachments run no code) and a
 *   Cross-Origin-Resource-Policy that lets a console on another origin (`apiBase`) show its
 *   images;
 * - the chat frame (`/kefu/frame`): framed by the console's own origin only, its one inline
 *   script and style allowed by their hashes.
 *
 * Strict-Transport-Security only with `MC_HSTS_MAX_AGE` (a deployment behind TLS): on plain HTTP
 * it would be ignored, and on a test host it would pin the name to HTTPS.
 */
const originOf = (url: string): string | undefined => {
    try {
        const parsed = new URL(url);
        return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
    } catch {
        return undefined;
    }
};

const origins = (...urls: string[]) => Array.from(new Set(urls.map(originOf).filter((origin): origin is string => !!origin)));

/**
 * The console's policy: only its own origin, and the origins its configuration names. `styleNonce`
 * is the nonce of the index.html this policy goes out with (serveConsole.ts).
 */
export const consoleDirectives = (config: ServerConfig, styleNonce?: string): Record<string, string[]> => {
    const api = origins(config.client.apiBase);
    return {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // MUI's styling (emotion) creates <style> elements: they carry the page's nonce
        // (src/ui/styleCache.ts), so no `unsafe-inline` is needed for styles either.
        'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
        // Image fields hold paths on this server, http(s) URLs or data: URLs (server/README.md).
        'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:', ...api],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...api, ...origins(config.client.versionCheckUrl, ...config.connectOrigins)],
        // The chat widget's frame: the built-in one on the API origin, or MC_KEFU_HOST's.
        'frame-src': ["'self'", ...api, ...origins(kefuHost())],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
    };
};

interface HeaderSet {
    directives: Record<string, string[]>;
    /** Who may embed these replies: nobody, or pages of the same origin. */
    frame: 'deny' | 'sameorigin';
    /** Who may load them as images or scripts (Cross-Origin-Resource-Policy). */
    resources: 'same-origin' | 'cross-origin';
}

const helmetOptions = (config: ServerConfig, set: HeaderSet): FastifyHelmetOptions => ({
    contentSecurityPolicy: { useDefaults: false, directives: set.directives },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: set.resources },
    frameguard: { action: set.frame },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: true } : false,
});

/** The console's headers: every route that is neither the API nor the chat frame. */
export const consoleHeaders = (config: ServerConfig, styleNonce?: string) =>
    helmetOptions(config, { directives: consoleDirectives(config, styleNonce), frame: 'deny', resources: 'same-origin' });

/** `/api/v1/*`: nothing in a reply may run or be framed. */
export const apiHeaders = (config: ServerConfig) =>
    helmetOptions(config, { directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }, frame: 'deny', resources: 'cross-origin' });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The chat frame: its own inline script and style by hash, framed by the console's origin. */
export const kefuFrameHeaders = (config: ServerConfig, inline: { script: string; style: string }) =>
    helmetOptions(config, {
        directives: {
            'default-src': ["'none'"],
            'script-src': [sha256(inline.script)],
            'style-src': [sha256(inline.style)],
            'frame-ancestors': ["'self'"],
            'base-uri': ["'none'"],
            'form-action': ["'none'"],
        },
        frame: 'sameorigin',
        resources: 'same-origin',
    });
