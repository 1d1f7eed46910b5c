import { useLayoutEffect, useState } from 'react';
import { useStoreContext, type Store } from 'react-admin';

/**
 * react-admin's list keeps, per resource, the store keys of its lists' selections (so that a
 * deleted record leaves every selection of its resource), and adds a list's key in an effect
 * after its first render: each list's first visit would render the whole table a second time,
 * only for the selection callbacks that the new key replaces. These are its keys.
 */
const registryKey = (resource: string) => `${resource}.selectedIds.storeKeys`;
const selectionKey = (storeKey: string) => `${storeKey}.selectedIds`;

const registered = (store: Store, resource: string, storeKey: string) => {
    const keys: unknown = store.getItem(registryKey(resource), []);
    return Array.isArray(keys) && keys.includes(selectionKey(storeKey));
};

/**
 * Whether the list's selection key is in react-admin's registry: false for one render (render
 * nothing then) while a layout effect adds it, before the list's first render and before paint,
 * so that the list renders once.
 */
export const useSelectionKeyRegistered = (resource: string, storeKey: string) => {
    const store = useStoreContext();
    const [ready, setReady] = useState(() => registered(store, resource, storeKey));
    useLayoutEffect(() => {
        if (ready) return;
        if (!registered(store, resource, storeKey)) {
            const keys: unknown = store.getItem(registryKey(resource), []);
            store.setItem(registryKey(resource), [...(Array.isArray(keys) ? keys : []), selectionKey(storeKey)]);
        }
        setReady(true);
    }, [ready, store, resource, storeKey]);
    return ready;
};
