import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { TableDefinition } from '../dataProvider/TableDefinition';

/**
 * What a feature above the list adds to it (the record history: a toolbar button, an entry of
 * each row's 更多 menu, and the drawer they open), for a definition that offers it.
 */
export interface ListExtensionParts {
    /** Rendered once around the list's view: state and dialogs the other parts share. */
    Host?: ComponentType<{ children: ReactNode }>;
    /** More buttons of the list's toolbar. */
    Toolbar?: ComponentType;
    /** More entries of a row's 更多 menu; `onClose` closes the menu. */
    RowMenu?: ComponentType<{ record: RaRecord; onClose: () => void }>;
}

/** The parts for one list's definition (none when it offers nothing they need). */
export type ListExtensions = (definition: TableDefinition) => ListExtensionParts;

const NONE: ListExtensions = () => ({});

/** Given by the page that renders a list (the catalogue's), read by the list's view. */
export const ListExtensionsContext = createContext<ListExtensions>(NONE);

export const useListExtensions = (definition: TableDefinition): ListExtensionParts => useContext(ListExtensionsContext)(definition);
