import { useMemo } from 'react';
import { catalogue } from '../../app/catalogue';
import { menuSections } from './menuSections';
import { usePermittedEntries } from './usePermittedEntries';

/** The permitted, visible menu grouped by section. */
export const useMenuSections = () => {
    const { isPermitted, isPending } = usePermittedEntries();
    const sections = useMemo(() => menuSections(catalogue, isPermitted), [isPermitted]);
    return { sections, isPending };
};
