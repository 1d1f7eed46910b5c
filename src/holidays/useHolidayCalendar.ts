import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { HOLIDAY_CALLS, parseHolidayConf, parseHolidayDays, savePayload, type HolidayDay } from './holidayCalendar';

const daysKey = (year: number | undefined) => ['holidays', 'days', year];

/** The holiday names, types and years the platform offers. */
export const useHolidayConf = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['holidays', 'conf'],
        queryFn: async ({ signal }) => parseHolidayConf(await dataProvider.call(HOLIDAY_CALLS.conf, { signal })),
        retry: false,
    });
};

/** The saved calendar of one year, and its save (which answers the calendar as stored). */
export const useHolidayDays = (year: number | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const days = useQuery({
        queryKey: daysKey(year),
        queryFn: async ({ signal }) => parseHolidayDays(await dataProvider.call(HOLIDAY_CALLS.info, { params: { year: year! }, signal })),
        enabled: year !== undefined,
        retry: false,
    });
    const save = useMutation({
        mutationFn: async (draft: HolidayDay[]) => parseHolidayDays(await dataProvider.call(HOLIDAY_CALLS.save, { body: savePayload(year!, draft) })),
        onSuccess: saved => {
            queryClient.setQueryData(daysKey(year), saved);
            notify('mc.message.saved', { type: 'success' });
        },
    });
    return { days, save };
};
