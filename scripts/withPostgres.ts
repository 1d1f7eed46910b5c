// `tsx scripts/withPostgres.ts <command…>`: runs the command with DATABASE_URL pointing at a
// throw-away PostgreSQL cluster, then stops the cluster and removes it, whatever the command did.
// Exits with the command's status.
import { spawn } from 'node:child_process';
import { startThrowAwayPostgres } from './throwAwayPostgres';

const command = process.argv.slice(2);
if (!command.length) {
    console.error('usage: tsx scripts/withPostgres.ts <command> [args…]');
    process.exit(2);
}

const cluster = await startThrowAwayPostgres();
console.log(`throw-away PostgreSQL on port ${cluster.port}`);
const child = spawn(command.join(' '), {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
});
const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
const status = await new Promise<number>(resolve => child.on('exit', code => resolve(code ?? 1)));
await cluster.stop();
process.exit(status);
