import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { parseEnterConf } from './enterConf';

export interface EnterAgreement {
    title: string;
    version: string;
    /** HTML. */
    content: string;
}

/** The entry form's configuration (`public/supplier/EnterConf`), checked before use. */
export const useEnterConf = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['mc', 'business', 'EnterConf'],
        queryFn: async ({ signal }) => parseEnterConf(await dataProvider.call('public/supplier/EnterConf', { signal, hideError: true })),
        retry: false,
        staleTime: 10 * 60 * 1000,
    });
};

/** The entry agreement (`public/supplier/GetEnterAgreement`). */
export const useEnterAgreement = (enabled: boolean) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['mc', 'business', 'GetEnterAgreement'],
        enabled,
        queryFn: async ({ signal }): Promise<EnterAgreement> => {
            const reply = await dataProvider.call<Record<string, unknown>>('public/supplier/GetEnterAgreement', { signal, hideError: true });
            const text = (key: string) => (typeof reply?.[key] === 'string' ? (reply[key] as string) : '');
            return { title: text('title'), version: text('version'), content: text('content') };
        },
        retry: false,
        staleTime: 10 * 60 * 1000,
    });
};
