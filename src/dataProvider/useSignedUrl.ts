import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { MerchantDataProvider } from './dataProvider';

/**
 * The data provider's signed-URL builder. It is synchronous, and react-admin's
 * `useDataProvider()` proxy only accepts methods returning promises, so it is read from the
 * context directly.
 */
export const useSignedUrl = (): MerchantDataProvider['signedUrl'] => {
    const dataProvider = useContext(DataProviderContext) as MerchantDataProvider | null;
    return (path, params) => {
        if (!dataProvider || typeof dataProvider.signedUrl !== 'function') throw new Error('mc.error.notConfigured');
        return dataProvider.signedUrl(path, params);
    };
};
