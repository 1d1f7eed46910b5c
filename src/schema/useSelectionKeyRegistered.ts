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

/** The selection keys registered for a resource (none when the stored value is not a list). */
const registeredKeys = (store: Store, resource: string): unknown[] => {
    const keys: unknown = store.getItem(registryKey(resource), []);
    return Array.isArray(keys) ? keys : [];
};

/**
 * Whether the list's selection key is in react-admin's registry: false for one render (render
 * nothing then) while a layout effect adds it, before the list's first render and before paint,
 * so that the list renders once.
 */
export const useSelectionKeyRegistered = (resource: string, storeKey: string) => {
    const store = useStoreContext();
    const [ready, setReady] = useState(() => registeredKeys(store, resource).includes(selectionKey(storeKey)));
    useLayoutEffect(() => {
        if (ready) return;
        const keys = registeredKeys(store, resource);
        if (!keys.includes(selectionKey(storeKey))) store.setItem(registryKey(resource), [...keys, selectionKey(storeKey)]);
        setReady(true);
    }, [ready, store, resource, storeKey]);
    return ready;
};
