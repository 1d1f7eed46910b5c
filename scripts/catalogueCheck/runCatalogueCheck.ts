import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogue } from '../../src/app/catalogue';
import { loadSignedInUser } from '../../src/permissions/loadPermissions';
import type { RouteEntry } from '../../src/permissions/RouteEntry';
import { checkCatalogue, type CheckedEntry, type EntryReport } from './checkCatalogue';
import { extensionEntries, type ExtensionEntry } from './extensionEntries';
import { signIn } from './signIn';

export const USAGE = `usage: npm run catalogue:check -- --base URL --username U --password P [--catalogue FILE]… [--no-builtin]
  --base        the deployment's address (where its /config.json is served)
  --catalogue   an extension file on this machine, checked as if the deployment named it
  --no-builtin  check only the extension entries
Notes (form fields the list definition does not know, probes left out) are printed, not failed.`;

const line = (report: EntryReport) => {
    const label = { ok: 'ok   ', error: 'ERROR', skip: 'skip ' }[report.status];
    const details = [...report.problems, ...report.notes.map(note => `note: ${note}`)];
    return `${label} ${report.path}${details.length ? `  ${details.join('; ')}` : ''}`;
};

/**
 * `npm run catalogue:check`: signs in to a deployment and checks every catalogue entry, built-in
 * and extensions (the files its config.json names under `catalogue`, and any given with
 * `--catalogue`), against it. Prints one line per entry and a summary; answers the exit code:
 * 0 when nothing is wrong, 1 when an entry has problems, 2 on bad usage or a failed sign-in.
 */
export const runCatalogueCheck = async (argv: string[], print: (text: string) => void = console.log): Promise<number> => {
    let args;
    try {
        args = parseArgs({
            args: argv,
            options: {
                base: { type: 'string' },
                username: { type: 'string' },
                password: { type: 'string' },
                catalogue: { type: 'string', multiple: true },
                'no-builtin': { type: 'boolean' },
            },
        }).values;
    } catch (error) {
        print(`${(error as Error).message}\n${USAGE}`);
        return 2;
    }
    if (!args.base || !args.username || !args.password) {
        print(USAGE);
        return 2;
    }
    const base = args.base.replace(/\/+$/, '');
    let signedIn;
    try {
        signedIn = await signIn(base, args.username, args.password);
    } catch (error) {
        print(`cannot sign in to ${base} as ${args.username}: ${(error as Error).message}`);
        return 2;
    }

    const problems: string[] = [];
    const extensions: ExtensionEntry[] = [];
    const addFile = (file: string, raw: unknown) => {
        const read = extensionEntries(file, raw);
        problems.push(...read.problems);
        extensions.push(...read.entries);
    };
    const named = Array.isArray(signedIn.rawConfig.catalogue) ? signedIn.rawConfig.catalogue.filter((f): f is string => typeof f === 'string') : [];
    for (const file of named) {
        try {
            const response = await fetch(new URL(file, `${base}/`));
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            addFile(file, JSON.parse(await response.text()));
        } catch (error) {
            problems.push(`${file} (named in config.json): ${(error as Error).message}`);
        }
    }
    for (const file of args.catalogue ?? []) {
        try {
            addFile(path.basename(file), JSON.parse(await readFile(file, 'utf8')));
        } catch (error) {
            problems.push(`${file}: ${(error as Error).message}`);
        }
    }

    const builtIn: readonly (CheckedEntry & RouteEntry)[] = args['no-builtin'] ? [] : (catalogue as readonly (CheckedEntry & RouteEntry)[]);
    const entries = [...builtIn, ...extensions];
    const paths = new Set<string>();
    for (const entry of entries) {
        if (paths.has(entry.path)) problems.push(`${entry.path}: declared twice`);
        paths.add(entry.path);
    }
    // What this account may open, decided by the console's own rules (industry, path_arr, addons).
    const { permissions } = await loadSignedInUser(signedIn.http, [...catalogue, ...extensions]);
    const reports = await checkCatalogue(signedIn.http, entries, entry => permissions.routes.has(entry.path));

    for (const problem of problems) print(`ERROR ${problem}`);
    for (const report of reports) print(line(report));
    const failed = reports.filter(r => r.status === 'error').length;
    const skipped = reports.filter(r => r.status === 'skip').length;
    print(
        `${reports.length} entries on ${base} as ${args.username}: ${reports.length - failed - skipped} ok, ${failed} with problems, ${skipped} not open to this account` +
            (problems.length ? `; ${problems.length} problems in the catalogue files` : '')
    );
    return failed || problems.length ? 1 : 0;
};
