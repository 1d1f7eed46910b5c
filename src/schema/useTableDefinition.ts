import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { definitionQuery } from '../dataProvider/definitionQuery';

/** The table definition of a list api, from the one definition cache (`definitionQuery`). */
export const useTableDefinition = (api: string | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({ ...definitionQuery(api ?? '', dataProvider.fetchDefinition), enabled: !!api });
};
