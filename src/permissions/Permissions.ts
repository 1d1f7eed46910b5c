/**
 * What the signed-in user may open (docs/console.md §6), computed once per session from the user info,
 * the server's route list and the installed addons. `routes` holds catalogue paths (patterns,
 * `/setting/agreement/edit/:id`): the console's "generated routes".
 */
export interface Permissions {
    industry: string;
    roles: string[];
    /** Roles containing admin, or industry admin with role supplier: every route of the industry set. */
    unrestricted: boolean;
    /** A union account (industry `admin`, the union/platform administrator). */
    union: boolean;
    /** An account of the platform administrator's own merchant, whose roles may grant the platform's pages (protocol/accessRules). */
    platformMerchant: boolean;
    /** The server's `path_arr` as sent (`*` = everything). */
    pathArr: string[];
    apiArr: string[];
    installedAddons: string[];
    /** Addon key → name, as the addon list gives them. */
    addonNames: Record<string, string>;
    routes: ReadonlySet<string>;
    /**
     * Routes the user would have but for an addon not installed (route → addon key): they show
     * the "plugin not installed" page, with a way to install, instead of /401.
     */
    awaitingAddon: ReadonlyMap<string, string>;
}

/** The user info of `buyer/user/info` is unusable (docs/console.md §8 "info failure"). */
export class PermissionsError extends Error {
    constructor(detail: string) {
        super('mc.error.verifyFailed');
        this.name = 'PermissionsError';
        this.cause = detail;
    }
}

export const isPermissionsError = (error: unknown): error is PermissionsError => error instanceof PermissionsError;
