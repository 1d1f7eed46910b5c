import { parseArgs } from 'node:util';
import { builtInCatalogue, catalogue } from '../../src/app/catalogue';
import { isLocale, LOCALES } from '../../src/i18n/locales';
import { loadSignedInUser } from '../../src/permissions/loadPermissions';
import { DEPLOYMENT_OPTIONS } from '../deploymentOptions';
import { checkCatalogue, type EntryReport } from './checkCatalogue';
import { readDeploymentCatalogue } from './deploymentCatalogue';
import { problemTexts } from './problemText';
import { signIn } from './signIn';

export const USAGE = `usage: npm run catalogue:check -- --base URL --username U --password P [--catalogue FILE]… [--no-builtin] [--locale L]
  --base        the deployment's address (where its /config.json is served)
  --catalogue   an extension file on this machine, checked as if the deployment named it
  --no-builtin  check only the extension entries
  --locale      the language of the catalogue problems: ${LOCALES.map(l => l.locale).join(', ')} (default zh-cn, as the console)
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
                ...DEPLOYMENT_OPTIONS,
                catalogue: { type: 'string', multiple: true },
                'no-builtin': { type: 'boolean' },
                locale: { type: 'string', default: 'zh-cn' },
            },
        }).values;
    } catch (error) {
        print(`${(error as Error).message}\n${USAGE}`);
        return 2;
    }
    if (!args.base || !args.username || !args.password || !isLocale(args.locale)) {
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

    // The deployment's files and the local ones, read and judged by the console's own loader.
    const extensions = await readDeploymentCatalogue(signedIn, base, args.catalogue);
    const text = await problemTexts(args.locale);
    const problems = [...builtInCatalogue.problems, ...extensions.problems].map(text);

    const entries = [...(args['no-builtin'] ? [] : catalogue), ...extensions.entries];
    // What this account may open, decided by the console's own rules (industry, path_arr, addons).
    const { permissions } = await loadSignedInUser(signedIn.http, [...catalogue, ...extensions.entries]);
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
