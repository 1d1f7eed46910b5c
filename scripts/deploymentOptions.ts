/**
 * The command-line options of the commands that check a running deployment (catalogue:check,
 * conformance): where it is and the account to sign in with, as `util.parseArgs` takes them.
 */
export const DEPLOYMENT_OPTIONS = {
    base: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
} as const;
