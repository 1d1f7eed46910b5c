import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RouteKind } from '../../../src/permissions/RouteEntry';
import type { Credentials } from './accounts';

export interface SmokeRoute {
    path: string;
    kind: RouteKind;
    /** A list's api: its table definition names the columns whose cells show option labels. */
    api?: string;
    /**
     * A list's show and edit routes that the account may open (`/cars/list/edit/:id`): a visit
     * reaches them through a row's link, as an operator does, and submits nothing.
     */
    records?: string[];
}

/**
 * The routes of the catalogue that an account may open read-only on the deployment at
 * `baseURL`, in menu order (see permittedRoutes.ts, run with tsx); `only` is
 * MC_E2E_SMOKE_ROUTES, paths separated by commas.
 */
export const permittedSmokeRoutes = async (baseURL: string, credentials: Credentials, only = ''): Promise<SmokeRoute[]> => {
    try {
        const { stdout } = await promisify(execFile)(
            process.execPath,
            ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/support/permittedRoutes.ts', baseURL, only],
            {
                env: { ...process.env, MC_SMOKE_USERNAME: credentials.username, MC_SMOKE_PASSWORD: credentials.password },
            }
        );
        return JSON.parse(stdout) as SmokeRoute[];
    } catch (error) {
        const { stderr } = error as { stderr?: string };
        throw new Error(`cannot list the routes ${credentials.username} may open on ${baseURL}: ${stderr?.trim() || (error as Error).message}`);
    }
};
