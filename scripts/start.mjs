// npm start: install what is missing, build the console and the server, start the server.
// The server prints its URL and the demo logins; PORT and HOST override 127.0.0.1:8080.
import { execSync, spawn } from 'node:child_process';
import { ensureDeps } from './ensureDeps.mjs';

ensureDeps();
console.log('Building the console…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
// Plain Node on the built bundle (see buildServer.mjs); stack traces still name the TypeScript files.
// Imported after ensureDeps: on a fresh clone esbuild is not installed before it.
const { buildServer } = await import('./buildServer.mjs');
const main = await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', main], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', code => process.exit(code ?? 0));
