// Installs the npm packages when node_modules is missing or older than package-lock.json,
// so that `npm start` and `npm test` work on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const ensureDeps = () => {
    const marker = 'node_modules/.package-lock.json';
    const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
    if (!stale) return;
    console.log('Installing npm packages (npm ci)…');
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
};
