// `tsx scripts/withPostgres.ts <command…>`: runs the command against a throw-away PostgreSQL
// cluster, then stops the cluster and removes it, whatever the command did. The command gets a
// database of its own reached as a deployment reaches it (server/README.md, "Merchants"):
// MC_OWNER_DATABASE_URL as the tables' owner, DATABASE_URL as a role that owns no table.
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
const { callsUrl, ownerUrl } = await cluster.createDatabase('mc');
const child = spawn(command.join(' '), {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: callsUrl, MC_OWNER_DATABASE_URL: ownerUrl },
});
const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
const status = await new Promise<number>(resolve => child.on('exit', code => resolve(code ?? 1)));
await cluster.stop();
process.exit(status);
