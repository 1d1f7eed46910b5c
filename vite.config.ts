import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

// `npm run dev` proxies /api and the server-generated /config.json to a reference server on 8080.
export default defineConfig({
    plugins: [react()],
    // The console's own version, which the external version check compares against.
    define: { __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version) },
    build: { outDir: 'dist', sourcemap: true },
    server: {
        proxy: {
            '/api': 'http://127.0.0.1:8080',
        },
    },
});
