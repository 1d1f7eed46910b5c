import { Suspense, lazy, useMemo } from 'react';

import type { CatalogueEntry } from '../types';
import { Loading } from '../../ui/Loading';

const pages = new Map<CatalogueEntry['component'], ReturnType<typeof lazy>>();

/** A page-kind entry's own component, loaded on first visit. */
export const LazyPage = ({ entry }: { entry: CatalogueEntry }) => {
    const Page = useMemo(() => {
        let page = pages.get(entry.component);
        if (!page) {
            page = lazy(entry.component!);
            pages.set(entry.component, page);
        }
        return page;
    }, [entry.component]);
    return (
        <Suspense fallback={<Loading />}>
            <Page />
        </Suspense>
    );
};
