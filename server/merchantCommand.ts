import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { isLang, type Lang } from '../protocol/lang';
import { prepareDatabase } from './app';
import type { ServerConfig } from './core/config';
import type { Database, Db } from './core/Db';
import { ProtocolError } from './core/ProtocolError';
import { declaredDomain } from './declared/declaredDomain';
import { readTableDeclarations } from './declared/readTableDeclarations';
import { openDb } from './db/openDb';
import { domains } from './domains/index';
import { importMerchant } from './domains/merchant/archive/importMerchant';
import { archiveFileName, packArchive, writeMerchantArchive } from './domains/merchant/archive/writeMerchantArchive';
import { createMerchant, readNewMerchant } from './domains/merchant/createMerchant';
import { merchantListTable } from './domains/merchant/merchantListTable';
import { resumeMerchant, suspendMerchant } from './domains/merchant/merchantState';
import { removeMerchant } from './domains/merchant/removeMerchant';
import { PLATFORM_MERCHANTS } from './domains/merchant/acrossMerchants';
import { localize } from './i18n/LocalText';

const usage = `Usage: npm run merchant -- <command> [options]
  list                                     every merchant: number, name, industry, state, owner, rows
  add --name N --industry car|offlinepay|admin --username U --phone P [--addons jp,kefu]
                                           creates a merchant and its owner; the owner's initial password
                                           is read from MC_OWNER_PASSWORD (never from the command line)
  suspend SUID                             refuses its sign-in and ends its accounts' sessions
  resume SUID                              lets it sign in again
  export SUID FILE                         writes its archive (.tar.gz) to FILE
  import FILE                              recreates the merchant of an archive in this database
  remove SUID --confirm NAME               deletes a suspended merchant and everything it owns
Options: --lang zh-cn|en|es|ja (the language of messages; default zh-cn)
The database is the server's: DATABASE_URL, or the PGlite data under MC_DATA_DIR.`;

const COMMANDS = ['list', 'add', 'suspend', 'resume', 'export', 'import', 'remove'] as const;

const readArgs = (argv: string[]) => {
    const { values: options, positionals } = parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
            name: { type: 'string' },
            industry: { type: 'string' },
            username: { type: 'string' },
            phone: { type: 'string' },
            addons: { type: 'string' },
            confirm: { type: 'string' },
            lang: { type: 'string', default: 'zh-cn' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    const [command, ...args] = positionals;
    const argument = (index: number, what: string) => {
        const value = args[index];
        if (!value) throw new Error(`${command} needs ${what}\n${usage}`);
        return value;
    };
    return { options, command, args, argument, lang: (isLang(options.lang) ? options.lang : 'zh-cn') as Lang };
};

/** The database as the server leaves it at start-up (never seeded here). */
const openPrepared = async (config: ServerConfig): Promise<Database> => {
    const db = await openDb(config);
    try {
        const declared = await readTableDeclarations(config.tablesDir, { optional: config.tablesDirIsDefault });
        await prepareDatabase(db, config, [...domains, ...declared.map(declaredDomain)], declared, { seed: false });
        return db;
    } catch (error) {
        await db.close();
        throw error;
    }
};

const list = async (db: Db, lang: Lang, print: (line: string) => void) => {
    const columns = ['suid', 'name', 'industry', 'status', 'owner', 'accounts', 'dealers', 'vehicles', 'orders', 'staff', 'removal'] as const;
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${merchantListTable.from} ORDER BY create_time, suid`);
    const labelOf = (column: (typeof columns)[number], value: unknown) => {
        const option = merchantListTable.columns[column].options?.find(o => String(o.value) === String(value));
        return option ? localize(option.label, lang) : String(value ?? '');
    };
    print(columns.map(column => localize(merchantListTable.columns[column].title, lang)).join('\t'));
    for (const row of rows) print(columns.map(column => labelOf(column, row[column])).join('\t'));
};

/** Where a command runs: the server's configuration, the environment (the owner's password), and where it prints. */
export interface CommandContext {
    config: ServerConfig;
    env: NodeJS.ProcessEnv;
    print(line: string): void;
}

/**
 * One command of `npm run merchant` (the usage above) on the server's database, through the
 * calls' connection with the access `platformMerchants`, as the platform's calls are made; an
 * import as the tables' owner, which alone moves their sequences.
 * Answers the exit code; a refusal is printed in `--lang`.
 */
export const merchantCommand = async (argv: string[], context: CommandContext): Promise<number> => {
    const parsed = readArgs(argv);
    const { options, command, lang } = parsed;
    const { print } = context;
    if (options.help || !command) {
        print(usage);
        return options.help ? 0 : 1;
    }
    if (!(COMMANDS as readonly string[]).includes(command)) {
        print(`Unknown command "${command}"\n${usage}`);
        return 1;
    }
    try {
        await runCommand(parsed, context);
        return 0;
    } catch (error) {
        print(error instanceof ProtocolError ? error.messageIn(lang) : error instanceof Error ? error.message : String(error));
        return 1;
    }
};

const runCommand = async ({ command, args, argument, options, lang }: ReturnType<typeof readArgs>, { config, env, print }: CommandContext) => {
    const db = await openPrepared(config);
    const platform = db.forMerchant(PLATFORM_MERCHANTS);
    try {
        switch (command) {
            case 'list':
                return await list(platform, lang, print);
            case 'add': {
                const password = env.MC_OWNER_PASSWORD ?? '';
                const input = readNewMerchant({ ...options, password, addons: JSON.stringify((options.addons ?? '').split(',').filter(Boolean)) });
                print(`created merchant ${await createMerchant(platform, input)} (${input.name}), owner ${input.username}`);
                return;
            }
            case 'suspend': {
                const { suid, sessions } = await suspendMerchant(platform, argument(0, 'a merchant number'));
                print(`suspended merchant ${suid}; ${sessions} session(s) ended`);
                return;
            }
            case 'resume':
                print(`resumed merchant ${(await resumeMerchant(platform, argument(0, 'a merchant number'))).suid}`);
                return;
            case 'export': {
                const suid = argument(0, 'a merchant number');
                // One snapshot, READ ONLY, as a call that only reads has.
                const archive = await db.inCall({ readOnly: true, scope: PLATFORM_MERCHANTS }, tx => writeMerchantArchive(tx, config, suid));
                const file = args[1] ?? archiveFileName(archive.manifest);
                try {
                    const out = createWriteStream(file);
                    await packArchive(archive, out);
                    await finished(out);
                } finally {
                    await archive.remove();
                }
                const rows = archive.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
                print(`wrote ${file}: ${rows} rows in ${archive.manifest.tables.length} tables, ${archive.manifest.files.length} file(s)`);
                return;
            }
            case 'import': {
                const file = argument(0, 'an archive file');
                if (!(await stat(file).catch(() => undefined))) throw new Error(`no such file: ${file}`);
                const { suid, rows } = await importMerchant(db.acrossMerchants('npm run merchant -- import'), config, file);
                print(`imported merchant ${suid}: ${rows} rows`);
                return;
            }
            case 'remove': {
                const suid = argument(0, 'a merchant number');
                const removal = await removeMerchant(platform, config, suid, options.confirm ?? '', {}, { backgroundAbove: Number.POSITIVE_INFINITY });
                print(`removed merchant ${suid}: ${removal.rows} rows`);
                return;
            }
        }
    } finally {
        await db.close();
    }
};
