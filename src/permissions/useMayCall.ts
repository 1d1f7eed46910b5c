import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { apiKeyOf } from './apiGrants';
import type { Permissions } from './Permissions';

/** Whether the grants allow the call: an unrestricted account every call of its pages, a restricted one those its role lists. */
export const grantsCall = (permissions: Pick<Permissions, 'unrestricted' | 'apiArr'>, call: string): boolean =>
    permissions.unrestricted || permissions.apiArr.includes('*') || permissions.apiArr.includes(apiKeyOf(call));

/**
 * Whether the signed-in account may make a call its page offers as a button (the server refuses
 * the others, protocol/accessRules rule 3): a page whose role grants some of its calls offers
 * only those. False until the permissions are known.
 */
export const useMayCall = () => {
    const { permissions } = usePermissions<Permissions | null>();
    return useCallback((call: string) => !!permissions && grantsCall(permissions, call), [permissions]);
};
