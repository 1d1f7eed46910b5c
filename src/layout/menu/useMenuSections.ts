import { useMemo } from 'react';
import { useCatalogue } from '../../resources/CatalogueProvider';
import { menuSections } from './menuSections';
import { usePermittedEntries } from './usePermittedEntries';

/** The permitted, visible menu grouped by section. */
export const useMenuSections = () => {
    const catalogue = useCatalogue();
    const { isPermitted, isPending } = usePermittedEntries();
    const sections = useMemo(() => menuSections(catalogue, isPermitted), [catalogue, isPermitted]);
    return { sections, isPending };
};
