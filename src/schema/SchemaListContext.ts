import { createContext, useContext } from 'react';
import type { SchemaListController } from './useSchemaListController';

/**
 * What a generated list's view components read (`useSchemaListController`'s result), beside
 * react-admin's own list context (rows, filters, paging, selection): as react-admin's
 * `ListContext` carries `useListController`'s.
 */
export const SchemaListContext = createContext<SchemaListController | undefined>(undefined);

/** The list's controller; outside a `SchemaListBase` it throws, as a view without its list is a bug. */
export const useSchemaListContext = (): SchemaListController => {
    const list = useContext(SchemaListContext);
    if (!list) throw new Error('useSchemaListContext: no SchemaListBase above this component');
    return list;
};
