import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { usePermittedEntries } from '../../layout/menu/usePermittedEntries';
import { DASHBOARD_PATH } from '../../config/routePaths';
import type { CatalogueEntry } from '../../resources/types';
import type { QuickMenuItem } from './quickMenuRules';

export interface QuickMenuChoice {
    entry: CatalogueEntry;
    /** Translated title. */
    title: string;
    item: QuickMenuItem;
}

/** The pages a shortcut may point to: permitted, shown in the menu, and not the Workbench itself. */
export const useQuickMenuChoices = () => {
    const translate = useTranslate();
    const { entries, isPending } = usePermittedEntries();
    const choices = useMemo(
        () =>
            entries
                .filter(entry => !entry.hidden && entry.path !== DASHBOARD_PATH)
                .map(entry => {
                    const title = translate(entry.title);
                    return {
                        entry,
                        title,
                        item: { full_path: entry.path, path: entry.path, name: entry.title.replace(/^mc\.route\./, ''), title },
                    };
                }),
        [entries, translate]
    );
    return { choices, isPending };
};
