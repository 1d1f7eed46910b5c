import { parseArgs } from 'node:util';
import { catalogue } from '../../src/app/catalogue';
import { isApiError } from '../../src/dataProvider/ApiError';
import { loadSignedInUser } from '../../src/permissions/loadPermissions';
import { runCatalogueCheck } from '../catalogueCheck/runCatalogueCheck';
import { DEPLOYMENT_OPTIONS } from '../deploymentOptions';
import { consoleClient, logIn, protocolChecks, type Check, type Deployment } from './protocolChecks';
import { definitionValidatorChecks } from './definitionValidatorChecks';
import { fetchWithin, reachDeployment, Unreachable } from './reachDeployment';
import { merchantChecks } from './merchantChecks';
import { readList, tableChecks, type ListFacts } from './tableChecks';
import { historyChecks } from './historyChecks';
import { liveChecks } from './liveChecks';
import { designerChecks } from './designerChecks';
import { DESIGNER_ROUTE } from '../../src/designer/designerCalls';

export const USAGE = `usage: npm run conformance -- --base URL --username U --password P [--api LIST] [--timeout SECONDS] [--catalogue-check]
  --base             the deployment's address (where its /config.json is served)
  --username, --password  an account of the deployment; the checks log it in several times and log those sessions out
  --api              the list the definition and paging checks use (default: the first list the account may open)
  --timeout          seconds to wait for any one answer (default 20)
  --catalogue-check  then run npm run catalogue:check with the same account
Prints one line per check (hold / SHORT) and a count; exits 0 when all hold, 1 when one falls short,
2 when the deployment cannot be checked at all (unreachable, not the console, no sign-in).`;

/** The console's page of the platform's merchants: who may open it is who the merchant calls are for. */
const MERCHANTS_ROUTE = '/supertube/merchant/list';

const message = (error: unknown) =>
    isApiError(error) ? `${error.kind === 'http' ? `HTTP ${error.status}` : error.kind}: ${error.message}` : (error as Error).message;

/** Runs one check; a thrown error is its shortfall, never a crash. */
const outcome = async (check: Check): Promise<string | undefined> => {
    try {
        return await check.run();
    } catch (error) {
        return message(error);
    }
};

/**
 * `npm run conformance`: docs/protocol.md's black-box checks against any deployment, with the
 * console's own transport, signing, parsers and filter codec. Answers the exit code.
 */
export const runConformance = async (argv: string[], print: (text: string) => void = console.log): Promise<number> => {
    let args;
    try {
        args = parseArgs({
            args: argv,
            options: {
                ...DEPLOYMENT_OPTIONS,
                api: { type: 'string' },
                timeout: { type: 'string', default: '20' },
                'catalogue-check': { type: 'boolean' },
            },
        }).values;
    } catch (error) {
        print(`${(error as Error).message}\n${USAGE}`);
        return 2;
    }
    const timeout = Number(args.timeout);
    if (!args.base || !args.username || !args.password || !(timeout > 0)) {
        print(USAGE);
        return 2;
    }
    const base = args.base.replace(/\/+$/, '');
    let deployment: Deployment;
    let signedIn: ReturnType<typeof consoleClient>;
    let lists: ListFacts[];
    let mayManageMerchants = false;
    let updateCallOf: (api: string) => string | undefined = () => undefined;
    let mayDesign = false;
    try {
        const { config } = await reachDeployment(base, timeout);
        deployment = { config, username: args.username, password: args.password, fetch: fetchWithin(timeout) };
        signedIn = consoleClient(deployment);
        try {
            await logIn(deployment, signedIn);
        } catch (error) {
            throw new Unreachable(`cannot sign in to ${config.apiBase || base} as ${args.username}: ${message(error)}`);
        }
        // The lists this account may open, by the console's own permission rules.
        const { permissions } = await loadSignedInUser(signedIn.http, catalogue);
        mayDesign = permissions.routes.has(DESIGNER_ROUTE);
        mayManageMerchants = permissions.routes.has(MERCHANTS_ROUTE);
        const apis = [...new Set(catalogue.flatMap(entry => (entry.kind === 'list' && entry.api && permissions.routes.has(entry.path) ? [entry.api] : [])))];
        // A list's update call, when the account may open its edit route (the versions check writes through it).
        updateCallOf = api => {
            const list = catalogue.find(entry => entry.kind === 'list' && entry.api === api);
            const edit = list && catalogue.find(entry => entry.parent === list.path && entry.kind === 'edit' && permissions.routes.has(entry.path));
            return edit ? list.calls?.update : undefined;
        };
        const ordered = args.api ? [args.api, ...apis.filter(api => api !== args.api)] : apis;
        if (!ordered.length) throw new Unreachable(`${args.username} may open no list on ${base}: use an account with list pages`);
        lists = [];
        for (const api of ordered) {
            try {
                lists.push(await readList(signedIn.http, api));
            } catch (error) {
                // The list the checks start from must read; another that does not is left to catalogue:check.
                if (api === args.api) throw new Unreachable(`cannot read the list ${api}: ${message(error)}`);
            }
        }
        if (!lists.length) throw new Unreachable(`no list of ${args.username} on ${base} reads: run npm run catalogue:check for the details`);
    } catch (error) {
        if (error instanceof Unreachable) {
            print(`conformance: ${error.message}`);
            return 2;
        }
        print(`conformance: ${message(error)}`);
        return 2;
    }

    const checks = [
        ...protocolChecks(deployment, signedIn),
        ...tableChecks(deployment, signedIn.http, lists),
        ...historyChecks(signedIn.http, lists, updateCallOf),
        ...liveChecks(deployment, signedIn.http, lists),
        ...definitionValidatorChecks(deployment, signedIn, lists[0].api),
        ...merchantChecks(signedIn.http, mayManageMerchants),
        ...(await designerChecks(signedIn.http, { mayDesign })),
    ];
    let short = 0;
    for (const check of checks) {
        const why = await outcome(check);
        if (why) short++;
        print(why ? `SHORT ${check.name}: ${why}` : `hold  ${check.name}`);
    }
    print(`${checks.length} checks on ${base} as ${args.username}: ${checks.length - short} hold, ${short} short`);
    if (args['catalogue-check']) {
        const code = await runCatalogueCheck(['--base', base, '--username', args.username, '--password', args.password], print);
        if (code !== 0 && short === 0) return code;
    }
    return short ? 1 : 0;
};
