import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';

/** The table definition of a list api; the data provider caches it for the session. */
export const useTableDefinition = (api: string | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: ['definition', api],
        queryFn: ({ signal }) => dataProvider.getDefinition(api!, { signal }),
        enabled: !!api,
        staleTime: Infinity,
        retry: false,
    });
};
