import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { CSP_NONCE_PLACEHOLDER } from './protocol/cspNonce';

// `npm run dev` proxies /api and the server-generated /config.json to a reference server on 8080.
export default defineConfig({
    plugins: [react()],
    // The console's own version, which the external version check compares against.
    define: { __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version) },
    build: { outDir: 'dist', sourcemap: true },
    // The server puts a fresh nonce in its place in every index.html it sends (protocol/cspNonce.ts).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: {
        proxy: {
            '/api': 'http://127.0.0.1:8080',
        },
    },
});
