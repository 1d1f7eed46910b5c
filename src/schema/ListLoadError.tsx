import { useListContext } from 'react-admin';
import { LoadError } from '../errors/LoadError';

/** Rows that could not be loaded: why, and a retry (not the empty-list text, which would mislead). */
export const ListLoadError = () => {
    const { error, refetch } = useListContext();
    return <LoadError error={error} onRetry={() => void refetch()} sx={{ m: 2 }} />;
};
