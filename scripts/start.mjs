// npm start: install what is missing, build the console, start the reference server.
// The server prints its URL and the demo logins; PORT and HOST override 127.0.0.1:8080.
import { execSync, spawn } from 'node:child_process';
import { ensureDeps } from './ensureDeps.mjs';

ensureDeps();
console.log('Building the console…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', code => process.exit(code ?? 0));
