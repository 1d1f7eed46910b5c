import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import type { MerchantAuthProvider } from './authProvider';

/** Loads the user's permissions again and marks every access answer for asking again (inactive ones too). */
export const reloadAccess = async (authProvider: Pick<MerchantAuthProvider, 'reloadPermissions'> | undefined, queryClient: QueryClient) => {
    authProvider?.reloadPermissions();
    // Inactive answers too: a kept tab or a page opened next must not show the old one.
    await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'], refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'], refetchType: 'all' }),
    ]);
};

/**
 * Loads the user's permissions again and refreshes every access answer: menus, route guards and
 * buttons follow at once, without a reload (after a plugin is installed or uninstalled, or the
 * catalogue is read again).
 */
export const useReloadPermissions = () => {
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const queryClient = useQueryClient();
    return useCallback(() => reloadAccess(authProvider, queryClient), [authProvider, queryClient]);
};
