import { useParams, useSearchParams } from 'react-router-dom';

/** The record id of a record route: `:id` in the path, or `?id=` for the dealer screens. */
export const useRouteRecordId = (): string | undefined => {
    const params = useParams();
    const [search] = useSearchParams();
    return params.id ?? search.get('id') ?? undefined;
};
