/**
 * The named cross-merchant accesses (server/README.md, "Merchants"): each is a reason a call or
 * a background job must reach rows of more than one merchant, and each gets exactly what it
 * needs, a SECURITY DEFINER function or a policy of its own, usable only in a transaction that
 * names it (`mc.reason`). Their SQL is in db/namedAccess.ts, one entry per key.
 */
export type NamedAccessKey =
    /** Every signed call: its token names its session and account, whichever merchant it is. */
    | 'session'
    /** Sign-in finds the account by its name or phone among every merchant's accounts. */
    | 'signIn'
    /** A refresh token names its session; the account's merchant answers the new pair. */
    | 'refresh'
    /** The public directory of merchants: their owner accounts' names, nothing of their business. */
    | 'merchantDirectory'
    /** A WeChat identity is looked up among every merchant's accounts, before anyone signs in. */
    | 'wechatSignIn'
    /** The export queue claims, renews, fails and sweeps tasks and files of every merchant. */
    | 'exportQueue'
    /** The platform's work on whole merchants: listing, creating, suspending, exporting, importing, removing one. */
    | 'platformMerchants';
