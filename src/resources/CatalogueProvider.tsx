import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RouteEntriesContext } from '../permissions/RouteEntriesContext';
import type { ExtensionProblem } from './extensions/ExtensionProblem';
import type { CatalogueEntry } from './types';

const CatalogueContext = createContext<readonly CatalogueEntry[] | undefined>(undefined);

/** Section id → icon, for the sections that catalogue extensions declare (the built-in ones have theirs in the layout). */
export type ExtensionSectionIcons = ReadonlyMap<string, ComponentType<{ fontSize?: 'small' | 'medium' }>>;

const NO_ICONS: ExtensionSectionIcons = new Map();
const SectionIconsContext = createContext<ExtensionSectionIcons>(NO_ICONS);

const NO_PROBLEMS: readonly ExtensionProblem[] = [];
const ProblemsContext = createContext<readonly ExtensionProblem[]>(NO_PROBLEMS);

/** Reads the catalogue again after a design of these tables changed (src/app/catalogueStore.ts). */
export type RefreshCatalogue = (tables: readonly string[]) => Promise<void>;
const NO_REFRESH: RefreshCatalogue = () => Promise.resolve();
const RefreshContext = createContext<RefreshCatalogue>(NO_REFRESH);

/**
 * Hands the catalogue (every route of docs/console.md §2, then the entries of the deployment's catalogue
 * extensions) to the components below, as react-admin's `ResourceDefinitionContext` hands its
 * resources: the entries are data that the App owns and gives here once, so menus, tabs,
 * breadcrumbs, lists and forms never import them. The same entries fill the permissions layer's
 * `RouteEntriesContext`, for the session gate and the role form.
 */
export const CatalogueProvider = ({
    catalogue,
    sectionIcons = NO_ICONS,
    problems = NO_PROBLEMS,
    refresh = NO_REFRESH,
    children,
}: {
    catalogue: readonly CatalogueEntry[];
    /** The icons of the sections that extensions declare. */
    sectionIcons?: ExtensionSectionIcons;
    /** What of the extensions was left out and why (the debug dialog lists it). */
    problems?: readonly ExtensionProblem[];
    /** How the catalogue is read again while the console runs; without it, it never changes. */
    refresh?: RefreshCatalogue;
    children: ReactNode;
}) => (
    <CatalogueContext.Provider value={catalogue}>
        <SectionIconsContext.Provider value={sectionIcons}>
            <ProblemsContext.Provider value={problems}>
                <RefreshContext.Provider value={refresh}>
                    <RouteEntriesContext.Provider value={catalogue}>{children}</RouteEntriesContext.Provider>
                </RefreshContext.Provider>
            </ProblemsContext.Provider>
        </SectionIconsContext.Provider>
    </CatalogueContext.Provider>
);

/**
 * The catalogue's entries, in menu order. Outside a `CatalogueProvider` it throws: an empty
 * catalogue would not fail, it would show no menu and refuse every route.
 */
export const useCatalogue = () => {
    const catalogue = useContext(CatalogueContext);
    if (!catalogue) throw new Error('useCatalogue: no CatalogueProvider above this component');
    return catalogue;
};

/** The icons of the sections that catalogue extensions declare. */
export const useExtensionSectionIcons = () => useContext(SectionIconsContext);

/** The extension entries left out at start-up, each with its file, place and reason. */
export const useCatalogueProblems = () => useContext(ProblemsContext);

/** Reads the catalogue again (the designer, after its own save or rollback: the menu shows the entry at once). */
export const useRefreshCatalogue = () => useContext(RefreshContext);
