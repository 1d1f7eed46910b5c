import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCommand } from '../../../server/merchantCommand';
import { readArchive, scratch } from '../support/merchantArchives';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * `npm run merchant`: the platform's operations on merchants without a console, on the server's
 * own database (the server stopped: a PGlite directory has one process at a time). The commands
 * run in this process (`merchantCommand`, what server/merchantCli.ts calls); one runs through
 * npm itself.
 */

let server: TestServer;
let work: string;

/** Each command opens the database and prepares it as a start-up does: a test of several takes longer than one call. */
const COMMANDS_TIME = 180_000;

/** Runs one command; answers its exit code and what it printed. */
const merchant = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await merchantCommand(argv, { config: server.config, env: { MC_OWNER_PASSWORD: 'CliOwner@2026' }, print: line => lines.push(line) });
    return { code, out: lines.join('\n') };
};

beforeAll(async () => {
    server = await startTestServer();
    await server.stop();
    work = await scratch();
});
afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run merchant', () => {
    it(
        'adds, suspends, exports, removes and imports a merchant, and says why it refuses',
        async () => {
            const added = await merchant(
                'add',
                '--name',
                '命令行车行',
                '--industry',
                'car',
                '--username',
                'cli_owner',
                '--phone',
                '13100136000',
                '--addons',
                'jp'
            );
            expect(added).toEqual({ code: 0, out: expect.stringMatching(/^created merchant 1\d{4} \(命令行车行\), owner cli_owner$/) });
            const suid = /merchant (\d+)/.exec(added.out)![1];
            expect(
                await merchant('add', '--name', '命令行车行', '--industry', 'car', '--username', 'cli_owner2', '--phone', '13100136000', '--lang', 'en')
            ).toEqual({
                code: 1,
                out: 'Merchant name “命令行车行” already exists',
            });
            expect(await merchant('remove', suid, '--confirm', '命令行车行')).toEqual({ code: 1, out: '只能删除已暂停的商户，请先暂停该商户' });
            expect(await merchant('suspend', suid)).toEqual({ code: 0, out: `suspended merchant ${suid}; 0 session(s) ended` });

            const file = path.join(work, 'cli.tar.gz');
            expect((await merchant('export', suid, file)).out).toMatch(/^wrote .*cli\.tar\.gz: 7 rows in \d+ tables, 0 file\(s\)$/);
            expect((await readArchive(file)).manifest.merchant).toMatchObject({ suid, name: '命令行车行', status: 0 });
            expect(await merchant('remove', suid)).toEqual({ code: 1, out: '请输入商户名称以确认删除' });
            expect(await merchant('remove', suid, '--confirm', '命令行车行')).toEqual({ code: 0, out: `removed merchant ${suid}: 7 rows` });
            expect(await merchant('import', file)).toEqual({ code: 0, out: `imported merchant ${suid}: 7 rows` });
            expect(await merchant('import', file)).toEqual({ code: 1, out: `商户编号“${suid}”已存在，不能导入` });

            const listed = (await merchant('list', '--lang', 'en')).out.split('\n');
            expect(listed[0]).toMatch(/^Merchant number\tMerchant name\tIndustry\tStatus\tOwner account\t/);
            expect(listed).toContain(`${suid}\t命令行车行\tUsed cars\tSuspended\tcli_owner\t1\t0\t0\t0\t0\t`);
            expect(await merchant('frobnicate')).toMatchObject({ code: 1, out: expect.stringContaining('Unknown command "frobnicate"') });
        },
        COMMANDS_TIME
    );

    it(
        'runs through npm, on the database the environment names',
        async () => {
            const { dataDir, databaseUrl, ownerDatabaseUrl } = server.config;
            const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'merchant', '--', 'list'], {
                env: { ...process.env, MC_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', MC_OWNER_DATABASE_URL: ownerDatabaseUrl ?? '' },
                timeout: 120_000,
            });
            expect(stdout.split('\n')).toContain('10002\t鑫盛二手车\t二手车\t正常\tdealer2\t1\t40\t40\t40\t0\t');
        },
        COMMANDS_TIME
    );
});
