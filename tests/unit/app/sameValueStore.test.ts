// @vitest-environment jsdom
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameValueStore } from '../../../src/app/sameValueStore';

const APP_KEY = 'sameValueStoreTest';

describe('sameValueStore', () => {
    beforeEach(() => localStorage.clear());

    it('answers one object for a value that has not changed, where localStorageStore parses a new one at each read', () => {
        const plain = localStorageStore(undefined, APP_KEY);
        plain.setItem('keys', ['a.selectedIds']);
        expect(plain.getItem('keys')).not.toBe(plain.getItem('keys'));

        const store = sameValueStore(localStorageStore(undefined, APP_KEY));
        const first = store.getItem<string[]>('keys');
        expect(first).toEqual(['a.selectedIds']);
        expect(store.getItem('keys')).toBe(first);
    });

    it('answers the very object written last, as its subscribers received it', () => {
        const store = sameValueStore(localStorageStore(undefined, APP_KEY));
        const received: unknown[] = [];
        store.subscribe('keys', value => received.push(value));
        const written = ['a.selectedIds', 'b.selectedIds'];
        store.setItem('keys', written);
        expect(received).toEqual([written]);
        expect(received[0]).toBe(written);
        expect(store.getItem('keys')).toBe(written);
    });

    it('answers a new object once the value changed, in this store or under it (another tab)', () => {
        const under = localStorageStore(undefined, APP_KEY);
        const store = sameValueStore(under);
        store.setItem('keys', ['a']);
        const before = store.getItem('keys');
        under.setItem('keys', ['a', 'b']);
        expect(store.getItem('keys')).toEqual(['a', 'b']);
        expect(store.getItem('keys')).not.toBe(before);
    });

    it('does not hand back an object a caller changed, and answers the default for a missing key', () => {
        const store = sameValueStore(localStorageStore(undefined, APP_KEY));
        store.setItem('keys', ['a']);
        const kept = store.getItem<string[]>('keys');
        expect(kept).toEqual(['a']);
        kept?.push('mutated');
        expect(store.getItem('keys')).toEqual(['a']);
        const fallback: string[] = [];
        expect(store.getItem('missing', fallback)).toBe(fallback);
        store.removeItem('keys');
        expect(store.getItem('keys', fallback)).toBe(fallback);
    });
});
