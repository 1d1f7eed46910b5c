import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Its own root, built by the bench run; modules resolve from the project's node_modules, so
// React, react-admin and MUI are the very versions the console is built with.
const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
    root,
    plugins: [react()],
    logLevel: 'warn',
    build: {
        outDir: fileURLToPath(new URL('../results/build/baseline', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
    },
});
