import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { PROFILE_CALLS } from './profileCalls';

/** One sign-in of the account (`buyer/user/SessionList`): times are Unix seconds. */
export interface Device {
    id: number;
    device: string;
    ip: string;
    create_time: number;
    last_used: number;
    current: boolean;
}

export const DEVICES_QUERY_KEY = ['mc.devices'] as const;

const asDevice = (row: unknown): Device => {
    const record = (row ?? {}) as Record<string, unknown>;
    if (typeof record.id !== 'number') throw new Error('mc.error.malformed');
    return {
        id: record.id,
        device: typeof record.device === 'string' ? record.device : '',
        ip: typeof record.ip === 'string' ? record.ip : '',
        create_time: Number(record.create_time) || 0,
        last_used: Number(record.last_used) || 0,
        current: record.current === true,
    };
};

/** Where the account is signed in, its own session first. */
export const useDevices = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: DEVICES_QUERY_KEY,
        queryFn: ({ signal }) =>
            dataProvider.call<unknown>(PROFILE_CALLS.sessions, { signal }).then(reply => {
                if (!Array.isArray(reply)) throw new Error('mc.error.malformed');
                return reply.map(asDevice);
            }),
        retry: false,
    });
};
