/**
 * Who may make a call or open a route, beyond being signed in: the one statement of the rules
 * the console shows as menus and the server enforces on every call. Both sides import it, so a
 * menu the console offers is a call the server accepts, and the reverse.
 *
 * The rules, in the order the server checks them:
 * 1. industry: `car` is every industry but offlinepay (dealers, cars, auctions, deposits,
 *    content), `offlinepay` the bank's staff and finance, `admin` the union/platform
 *    administrator's industry, `all` everyone;
 * 2. account: `union` only an account of the union industry (`admin`), `nonUnion` every other
 *    one, `owner` only an account whose roles are unrestricted (the merchant's owner, never its
 *    staff), `platform` only the platform's team: its administrator (the union industry's `admin`
 *    role, not a union merchant's `supplier`) and the accounts of the administrator's own merchant,
 *    whose roles then say which of those calls each may make (rule 3);
 * 3. role: a restricted role may make only the calls its `api_arr` lists (`*` lists every call),
 *    except the caller's own calls (`anyRole`: its session, profile, layout);
 * 4. addon: a call or route of an addon needs that addon installed for the caller's merchant.
 */

/** The industry sets a route or call belongs to. */
export type IndustrySet = 'car' | 'offlinepay' | 'all' | 'admin';

/** The account rule of a route or call (see the module comment, rule 2). */
export type AccountRule = 'union' | 'nonUnion' | 'owner' | 'platform';

/** The industry of the union/platform administrator. */
export const UNION_INDUSTRY = 'admin';

/** What the rules read of a signed-in account. */
export interface Account {
    industry: string;
    roles: readonly string[];
    /**
     * Whether the account belongs to the platform administrator's own merchant: the one fact the
     * rules cannot read from the industry and roles, since a union merchant's staff have the same.
     */
    platformMerchant?: boolean;
}

/** A role list containing `admin`, or the union industry with role `supplier`: not restricted within its industry. */
export const isUnrestricted = ({ industry, roles }: Account): boolean => roles.includes('admin') || (industry === UNION_INDUSTRY && roles.includes('supplier'));

/** An account of the union industry: shown the payment wallet, not the supply goods. */
export const isUnionAccount = ({ industry }: Pick<Account, 'industry'>): boolean => industry === UNION_INDUSTRY;

/**
 * The platform administrator: the union industry's `admin` role. A union merchant's owner (role
 * `supplier`) is unrestricted in the industry too, but it is a merchant like any other: the calls
 * that act on every merchant (creating, suspending, removing one) are not its.
 */
export const isPlatformAdministrator = ({ industry, roles }: Account): boolean => industry === UNION_INDUSTRY && roles.includes('admin');

/**
 * The platform's team: its administrator, and the accounts of the administrator's own merchant.
 * Those are restricted roles, so each may make only the platform calls its role grants (rule 3).
 */
export const isPlatformTeam = (account: Account): boolean =>
    isPlatformAdministrator(account) || (account.industry === UNION_INDUSTRY && account.platformMerchant === true);

const INDUSTRY_SETS: Record<IndustrySet, (industry: string) => boolean> = {
    all: () => true,
    car: industry => industry !== 'offlinepay',
    offlinepay: industry => industry === 'offlinepay',
    admin: industry => industry === UNION_INDUSTRY,
};

export const industryAllows = (set: IndustrySet, industry: string): boolean => INDUSTRY_SETS[set](industry);

/** The industry sets an industry opens (the keys of INDUSTRY_SETS that allow it). */
export const industrySetsOf = (industry: string): ReadonlySet<IndustrySet> =>
    new Set((Object.keys(INDUSTRY_SETS) as IndustrySet[]).filter(set => INDUSTRY_SETS[set](industry)));

const ACCOUNT_RULES: Record<AccountRule, (account: Account) => boolean> = {
    union: isUnionAccount,
    nonUnion: account => !isUnionAccount(account),
    owner: isUnrestricted,
    platform: isPlatformTeam,
};

export const accountAllows = (rule: AccountRule | undefined, account: Account): boolean => !rule || ACCOUNT_RULES[rule](account);

/** What a call asks of its caller. */
export interface CallRules {
    industries: IndustrySet;
    account?: AccountRule;
    /** The addon the call belongs to, which must be installed for the caller's merchant. */
    addon?: string;
    /** The caller's own calls: any role may make them, whatever its `api_arr` says. */
    anyRole?: boolean;
}

/** A caller as the rules see it: its account, its roles' calls and its merchant's installed addons. */
export interface Caller extends Account {
    apiArr: readonly string[];
    installedAddons: readonly string[];
}

/** What rule 3 reads of a caller: whether its roles are unrestricted (isUnrestricted) and the calls they list. */
export interface RoleGrant {
    unrestricted: boolean;
    apiArr: readonly string[];
}

/** The `api_arr` entry that lists every call (what `seller/role/OperatorPermission` answers an unrestricted role). */
export const ALL_CALLS = '*';

/**
 * Rule 3: whether the caller's roles grant the call `apiKey`, the call's path without its query as
 * the server receives it (`seller/role/roledel`, never `seller/role/roledel?id=`). An unrestricted
 * account may make every call; a restricted one those its `api_arr` lists.
 */
export const roleGrantsCall = ({ unrestricted, apiArr }: RoleGrant, apiKey: string): boolean =>
    unrestricted || apiArr.includes(ALL_CALLS) || apiArr.includes(apiKey);

/** Why a call is refused, rule by rule; `undefined` when it is allowed. */
export type Refusal = 'industry' | 'account' | 'role' | 'addon';

/** The first rule the caller fails for the call `api`, or undefined. */
export const refusalOf = (rules: CallRules, caller: Caller, api: string): Refusal | undefined => {
    if (!industryAllows(rules.industries, caller.industry)) return 'industry';
    if (!accountAllows(rules.account, caller)) return 'account';
    if (!rules.anyRole && !roleGrantsCall({ unrestricted: isUnrestricted(caller), apiArr: caller.apiArr }, api)) return 'role';
    if (rules.addon && !caller.installedAddons.includes(rules.addon)) return 'addon';
    return undefined;
};

// `addons/<key>/…` belongs to the addon `key` (addons/jp/seller/…, addons/ngp/seller/…);
// `addons/public/…`, `addons/list` and `addons/install` are the plugin manager's own calls.
const ADDON_PATH = /^addons\/([A-Za-z0-9_]+)\//;

/** The addon a call path belongs to, if any. */
export const addonOfPath = (path: string): string | undefined => {
    const key = ADDON_PATH.exec(path)?.[1];
    return key && key !== 'public' ? key : undefined;
};
