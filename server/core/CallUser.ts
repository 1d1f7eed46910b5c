/** The signed-in caller of a non-public call. */
export interface CallUser {
    id: number;
    username: string;
    /** The name the account goes by (its operators' 姓名); empty when none was given. */
    nickname: string;
    suid: string;
    /** `car`, `offlinepay` or `admin` (union/platform). */
    industry: string;
    roles: string[];
    /** Whether a role contains `admin` (or is `supplier` for industry admin): unrestricted in its industry. */
    unrestricted: boolean;
    /** Whether the account belongs to the platform administrator's own merchant (protocol/accessRules). */
    platformMerchant: boolean;
    /** Route paths and api keys this user may use (docs/protocol.md §6). */
    pathArr: string[];
    apiArr: string[];
}
