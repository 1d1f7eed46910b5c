import { describe, expect, it } from 'vitest';
import { ALL_CALLS, isUnrestricted, refusalOf, roleGrantsCall, type CallRules } from '../../../protocol/accessRules';
import { grantsCall } from '../../../src/permissions/useMayCall';

const SAVE = 'platform/designer/TableSave';
const LIST = 'platform/designer/TableList';

describe('roleGrantsCall: rule 3, said once for the server and the console', () => {
    it('grants an unrestricted account every call, a restricted one those its api_arr lists, `*` meaning all', () => {
        expect(roleGrantsCall({ unrestricted: true, apiArr: [] }, SAVE)).toBe(true);
        expect(roleGrantsCall({ unrestricted: false, apiArr: [SAVE] }, SAVE)).toBe(true);
        expect(roleGrantsCall({ unrestricted: false, apiArr: [LIST] }, SAVE)).toBe(false);
        expect(roleGrantsCall({ unrestricted: false, apiArr: [] }, SAVE)).toBe(false);
        expect(roleGrantsCall({ unrestricted: false, apiArr: [ALL_CALLS] }, SAVE)).toBe(true);
    });

    it('compares the key as the server receives it: a call with its query is not its key', () => {
        expect(roleGrantsCall({ unrestricted: false, apiArr: ['seller/role/roledel'] }, 'seller/role/roledel?id=')).toBe(false);
        expect(roleGrantsCall({ unrestricted: false, apiArr: ['seller/role/roledel?id='] }, 'seller/role/roledel')).toBe(false);
    });

    // Every role case, for the call with and without the query the catalogue writes: the buttons the
    // console offers (grantsCall) are the calls the server lets through rule 3 (refusalOf).
    const rules: CallRules = { industries: 'all' };
    const callers = [
        { industry: 'car', roles: ['admin'], apiArr: [] },
        { industry: 'admin', roles: ['supplier'], apiArr: [] },
        { industry: 'car', roles: ['销售'], apiArr: ['seller/role/roledel'] },
        { industry: 'car', roles: ['销售'], apiArr: ['seller/role/rolemanage'] },
        { industry: 'car', roles: ['销售'], apiArr: [ALL_CALLS] },
        { industry: 'car', roles: ['销售'], apiArr: [] },
    ];

    it.each(callers)('the console offers what the server lets through rule 3: %j', caller => {
        const server = refusalOf(rules, { ...caller, installedAddons: [] }, 'seller/role/roledel') !== 'role';
        const permissions = { unrestricted: isUnrestricted(caller), apiArr: caller.apiArr };
        expect(grantsCall(permissions, 'seller/role/roledel?id=')).toBe(server);
        expect(grantsCall(permissions, 'seller/role/roledel')).toBe(server);
    });

    it('lets the caller’s own calls through whatever its role lists (anyRole)', () => {
        expect(refusalOf({ industries: 'all', anyRole: true }, { industry: 'car', roles: ['销售'], apiArr: [], installedAddons: [] }, SAVE)).toBeUndefined();
        expect(refusalOf({ industries: 'all' }, { industry: 'car', roles: ['销售'], apiArr: [], installedAddons: [] }, SAVE)).toBe('role');
    });
});
