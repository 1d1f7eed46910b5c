import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { PROFILE_CALLS } from './profileCalls';

/** Shop fields of docs/console.md §3: logo, username, is_bind_wx, bind_wx_time, store_domain, last_login_time. */
export const useShopInfo = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['mc.shopInfo'],
        queryFn: ({ signal }) =>
            dataProvider.call<Record<string, unknown>>(PROFILE_CALLS.shopInfo, { signal }).then(reply => {
                if (!reply || typeof reply !== 'object' || Array.isArray(reply)) throw new Error('mc.error.malformed');
                return reply;
            }),
        retry: false,
    });
};
