import { NO_PERMISSION_TEXT } from '../../protocol/noPermission';
import type { CallUser } from './CallUser';
import type { EndpointIndustry } from './Endpoint';
import { ProtocolError } from './ProtocolError';

/**
 * docs/console.md §6 industry sets: `car` is every industry except offlinepay, `offlinepay` only that
 * one, `admin` only the union/platform administrator, `all` everyone.
 */
const INDUSTRY_SETS: Record<EndpointIndustry, (industry: string) => boolean> = {
    all: () => true,
    car: industry => industry !== 'offlinepay',
    offlinepay: industry => industry === 'offlinepay',
    admin: industry => industry === 'admin',
};

export const industryAllows = (set: EndpointIndustry, industry: string): boolean => INDUSTRY_SETS[set](industry);

type CallTarget = { industries: EndpointIndustry; anyRole?: boolean };

const roleAllows = (user: CallUser, api: string, target: CallTarget) => user.unrestricted || !!target.anyRole || user.apiArr.includes(api);

/** Whether `authorize` would let the caller make the call (figures drawn from other calls). */
export const mayCall = (user: CallUser, api: string, target: CallTarget): boolean =>
    industryAllows(target.industries, user.industry) && roleAllows(user, api, target);

/** Refuses a call outside the caller's industry or, for restricted roles, outside `api_arr`. */
export const authorize = (user: CallUser, api: string, target: CallTarget): void => {
    if (!industryAllows(target.industries, user.industry)) {
        throw new ProtocolError(`${NO_PERMISSION_TEXT}：该功能不属于当前账号的行业`);
    }
    if (!roleAllows(user, api, target)) {
        throw new ProtocolError(NO_PERMISSION_TEXT);
    }
};
