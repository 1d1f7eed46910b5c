import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { QUICK_MENU_CALLS, parseQuickMenu, type QuickMenuItem } from './quickMenuRules';

const QUERY_KEY = ['mc.quickMenu'];

/** The user's shortcuts and the calls that change them; each change reloads the list. */
export const useQuickMenu = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const query = useQuery({
        queryKey: QUERY_KEY,
        queryFn: ({ signal }) => dataProvider.call(QUICK_MENU_CALLS.list, { signal }).then(parseQuickMenu),
        retry: false,
    });
    const onSettled = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    const add = useMutation({
        mutationFn: (item: QuickMenuItem) => dataProvider.call(QUICK_MENU_CALLS.add, { body: { ...item } }),
        onSettled,
    });
    const addMany = useMutation({
        mutationFn: (items: QuickMenuItem[]) => dataProvider.call(QUICK_MENU_CALLS.adds, { body: { menu_data: JSON.stringify(items) } }),
        onSettled,
    });
    const remove = useMutation({
        mutationFn: (path: string) => dataProvider.call(QUICK_MENU_CALLS.del, { body: { path } }),
        onSettled,
    });
    return { ...query, items: query.data ?? [], add, addMany, remove };
};
