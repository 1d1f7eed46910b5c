import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import type { MerchantAuthProvider } from './authProvider';

/**
 * Loads the user's permissions again and refreshes every access answer: menus, route guards and
 * buttons follow at once, without a reload (after a plugin is installed or uninstalled).
 */
export const useReloadPermissions = () => {
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const queryClient = useQueryClient();
    return useCallback(async () => {
        authProvider?.reloadPermissions();
        // Inactive answers too: a kept tab or a page opened next must not show the old one.
        await Promise.all([
            queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'], refetchType: 'all' }),
            queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'], refetchType: 'all' }),
        ]);
    }, [authProvider, queryClient]);
};
