import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';

export interface ServerConfig {
    server_time?: number;
    sms_login_open: boolean;
    is_debug: boolean;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1';

/** `public/config/GetServerConfig`; while it loads, or if it fails, SMS login stays closed. */
export const useServerConfig = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['mc', 'serverConfig'],
        queryFn: async ({ signal }): Promise<ServerConfig> => {
            const reply = await dataProvider.call<Record<string, unknown>>('public/config/GetServerConfig', { signal, hideError: true });
            return {
                server_time: typeof reply?.server_time === 'number' ? reply.server_time : undefined,
                sms_login_open: flag(reply?.sms_login_open),
                is_debug: flag(reply?.is_debug),
            };
        },
        staleTime: 5 * 60 * 1000,
        retry: false,
    });
};
