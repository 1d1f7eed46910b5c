import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { definitionQuery } from '../dataProvider/definitionQuery';

/** The table definition of a list api in the console's language, from the one definition cache (`definitionQuery`). */
export const useTableDefinition = (api: string | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const [locale] = useLocaleState();
    return useQuery({ ...definitionQuery(api ?? '', locale, dataProvider.fetchDefinition), enabled: !!api });
};
