import { refusalOf, type AccountRule, type CallRules, type Refusal } from '../../protocol/accessRules';
import type { TextKey } from '../i18n/catalogue';
import type { CallUser } from './CallUser';
import { ProtocolError } from './ProtocolError';

/** What the dispatcher reads of an endpoint or table to authorise a call (protocol/accessRules). */
export interface CallTarget {
    industries: CallRules['industries'];
    account?: CallRules['account'];
    anyRole?: boolean;
}

/** The refusal of each account rule: 没有此操作权限 (protocol/noPermission), with the reason. */
const ACCOUNT_REASONS: Record<AccountRule, TextKey> = {
    union: '没有此操作权限：该功能仅对联盟账号开放',
    nonUnion: '没有此操作权限：联盟账号不能使用该功能',
    owner: '没有此操作权限：该功能仅限商户主账号使用',
    platform: '没有此操作权限：该功能仅限平台管理员使用',
};

const reasonOf = (refusal: Exclude<Refusal, 'addon'>, target: CallTarget): TextKey => {
    if (refusal === 'industry') return '没有此操作权限：该功能不属于当前账号的行业';
    if (refusal === 'account') return ACCOUNT_REASONS[target.account!];
    return '没有此操作权限';
};

/** The rules other than the addon's, which the dispatcher checks against the merchant's install state. */
const refusal = (user: CallUser, api: string, target: CallTarget) =>
    refusalOf({ industries: target.industries, account: target.account, anyRole: target.anyRole }, { ...user, installedAddons: [] }, api) as
        Exclude<Refusal, 'addon'> | undefined;

/** Whether `authorize` would let the caller make the call (figures drawn from other calls). */
export const mayCall = (user: CallUser, api: string, target: CallTarget): boolean => refusal(user, api, target) === undefined;

/** Refuses a call outside the caller's industry, account kind or, for restricted roles, `api_arr`. */
export const authorize = (user: CallUser, api: string, target: CallTarget): void => {
    const refused = refusal(user, api, target);
    if (refused) throw new ProtocolError(reasonOf(refused, target));
};
