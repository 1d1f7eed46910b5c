import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../../protocol/cspNonce';
import type { ServerConfig } from '../core/config';
import { message, renderMessage } from '../i18n/Message';
import { requestLang } from './readCall';
import { apiHeaders, consoleHeaders } from './securityHeaders';

const notBuiltPage = (distDir: string) => `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>Merchant Center</title>
<body style="font-family:sans-serif;padding:2em"><h1>控制台尚未构建 / The console is not built</h1>
<p>${distDir} 中没有 index.html。请先运行 <code>npm run build</code>（或 <code>npm start</code>，它会自动构建），再刷新本页。</p>
<p>No index.html in ${distDir}. Run <code>npm run build</code> (or <code>npm start</code>, which builds) and reload.</p></body></html>`;

/**
 * The built console (vite's dist/) at `/`, with the single-page fallback: any GET that is not
 * a file and not under /api answers index.html so client-side routes survive a reload. Each
 * index.html goes out with a nonce of its own, in the page (protocol/cspNonce.ts) and in its
 * Content-Security-Policy's `style-src`.
 */
export const serveConsole = async (app: FastifyInstance, config: ServerConfig) => {
    const indexFile = path.join(config.distDir, 'index.html');
    const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

    const sendIndex = async (reply: FastifyReply) => {
        if (index === undefined) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(config.distDir));
        const nonce = randomBytes(18).toString('base64');
        await reply.helmet(consoleHeaders(config, nonce));
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    };

    if (index !== undefined) {
        await app.register(fastifyStatic, { root: config.distDir, wildcard: true, index: false });
        app.get('/', (_request, reply) => sendIndex(reply));
        app.get('/index.html', (_request, reply) => sendIndex(reply));
    }
    app.setNotFoundHandler(async (request, reply) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
            await reply.helmet(apiHeaders(config));
            return reply
                .code(404)
                .header('cache-control', 'no-store')
                .type('application/json; charset=utf-8')
                .send({
                    status: false,
                    msg: renderMessage(message('接口不存在：{path}', { path: request.url.split('?')[0] }), requestLang(request)),
                    data: null,
                });
        }
        return sendIndex(reply);
    });
};
