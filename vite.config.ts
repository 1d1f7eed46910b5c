import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` proxies /api and the server-generated /config.json to a reference server on 8080.
export default defineConfig({
    plugins: [react()],
    build: { outDir: 'dist', sourcemap: true },
    server: {
        proxy: {
            '/api': 'http://127.0.0.1:8080',
        },
    },
});
