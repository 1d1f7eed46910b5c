import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';

/**
 * The data provider's signed-URL builder. It answers synchronously, which react-admin's
 * useDataProvider proxy refuses (it expects every method to return a promise), so it is read
 * from the context directly.
 */
export const useSignedUrl = () => {
    const dataProvider = useContext(DataProviderContext) as MerchantDataProvider | null;
    return (path: string, params?: Record<string, unknown>) => {
        if (!dataProvider?.signedUrl) throw new Error('mc.error.notConfigured');
        return dataProvider.signedUrl(path, params);
    };
};
