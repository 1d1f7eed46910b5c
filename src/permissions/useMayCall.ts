import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { roleGrantsCall } from '../../protocol/accessRules';
import { apiKeyOf } from './apiGrants';
import type { Permissions } from './Permissions';

/** Whether the grants allow the call (written as the catalogue does, `seller/role/roledel?id=`): rule 3, as the server checks it. */
export const grantsCall = (permissions: Pick<Permissions, 'unrestricted' | 'apiArr'>, call: string): boolean => roleGrantsCall(permissions, apiKeyOf(call));

/**
 * Whether the signed-in account may make a call its page offers as a button (the server refuses
 * the others, protocol/accessRules rule 3): a page whose role grants some of its calls offers
 * only those. False until the permissions are known.
 */
export const useMayCall = () => {
    const { permissions } = usePermissions<Permissions | null>();
    return useCallback((call: string) => !!permissions && grantsCall(permissions, call), [permissions]);
};
