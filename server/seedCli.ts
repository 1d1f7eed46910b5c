import { loadServerConfig } from './core/config';
import { openDb } from './db/openDb';
import { runMigrations } from './db/runMigrations';
import { isUnseeded, seedDatabase } from './db/seedDatabase';
import { domains } from './domains/index';

const usage = `Usage: npm run seed -- [--rows N] [--reset]
  --rows N   rows for each domain's main tables (default: each domain's own)
  --reset    drop every table first (PGlite: the data directory's database; PostgreSQL: schema public)`;

const parseArgs = (argv: string[]) => {
    const options: { rows?: number; reset: boolean } = { reset: false };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--reset') options.reset = true;
        else if (arg === '--rows' || arg.startsWith('--rows=')) {
            const raw = arg.includes('=') ? arg.split('=')[1] : argv[++i];
            const rows = Number(raw);
            if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`--rows needs a positive integer, got "${raw}"\n${usage}`);
            options.rows = rows;
        } else throw new Error(`Unknown argument "${arg}"\n${usage}`);
    }
    return options;
};

/**
 * Fills the database for demos and benchmarks. An already seeded database needs `--reset`:
 * seeds are deterministic, so running them twice would only duplicate rows.
 */
const main = async () => {
    const options = parseArgs(process.argv.slice(2));
    const config = loadServerConfig();
    const db = await openDb(config);
    try {
        if (options.reset) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        const seeding = db.acrossMerchants('npm run seed');
        await runMigrations(seeding, domains);
        if (!(await isUnseeded(seeding))) throw new Error('The database is already seeded; add --reset to start over.');
        const started = Date.now();
        await seedDatabase(db, domains, { rows: options.rows });
        console.log(
            `Seeded ${domains.length} domain(s)${options.rows ? ` with ${options.rows} rows per main table` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`
        );
    } finally {
        await db.close();
    }
};

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
