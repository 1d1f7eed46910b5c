import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/dataProvider/sessionStore';
import { createDefinitionStore, DEFINITION_KEY_PREFIX, type DefinitionScope } from '../../../src/dataProvider/definitionStore';

const A: DefinitionScope = { base: '', suid: '10001', lang: 'zh-cn' };
const API = 'seller/dealer/DealerList';
const DAY = 24 * 60 * 60 * 1000;

const setup = (options: { maxEntries?: number } = {}) => {
    const storage = createMemoryStorage();
    let clock = 1_000_000;
    const store = createDefinitionStore(storage, { now: () => clock, ...options });
    return { storage, store, advance: (ms: number) => (clock += ms) };
};

describe('the definition store', () => {
    it('keeps a definition with its validator for the backend, merchant and language it was answered for', () => {
        const { store } = setup();
        store.put(A, API, 'W/"a"', { pk: 'id' });
        expect(store.get(A, API)).toMatchObject({ etag: 'W/"a"', data: { pk: 'id' } });
        expect(store.get({ ...A, suid: '10002' }, API)).toBeUndefined();
        expect(store.get({ ...A, lang: 'en' }, API)).toBeUndefined();
        expect(store.get({ ...A, base: 'https://other.example' }, API)).toBeUndefined();
        expect(store.get(A, 'seller/cars/CarList')).toBeUndefined();
    });

    it('does not confuse scopes whose parts would run together', () => {
        const { store } = setup();
        store.put({ base: '', suid: '1|en', lang: 'ja' }, API, 'W/"x"', {});
        expect(store.get({ base: '', suid: '1', lang: 'en|ja' }, API)).toBeUndefined();
    });

    it('drops an entry the server has not confirmed for a week', () => {
        const { store, storage, advance } = setup();
        store.put(A, API, 'W/"a"', {});
        advance(7 * DAY - 1);
        expect(store.get(A, API)).toBeDefined();
        advance(1);
        expect(store.get(A, API)).toBeUndefined();
        expect(storage.length).toBe(0);
    });

    it.each([
        ['not JSON', '{oops'],
        ['no validator', JSON.stringify({ data: {}, savedAt: 1_000_000 })],
        ['no time', JSON.stringify({ etag: 'W/"a"', data: {} })],
        ['no data', JSON.stringify({ etag: 'W/"a"', savedAt: 1_000_000 })],
        ['a time in the future', JSON.stringify({ etag: 'W/"a"', data: {}, savedAt: 9_000_000_000 })],
    ])('drops an entry with %s', (_case, text) => {
        const { store, storage } = setup();
        store.put(A, API, 'W/"a"', {});
        storage.setItem(storage.key(0)!, text);
        expect(store.get(A, API)).toBeUndefined();
        expect(storage.length).toBe(0);
    });

    it('keeps at most maxEntries, dropping the oldest, and leaves other keys alone', () => {
        const { store, storage, advance } = setup({ maxEntries: 3 });
        storage.setItem('mc.session', 'kept');
        for (const api of ['a', 'b', 'c', 'd']) {
            store.put(A, api, `W/"${api}"`, {});
            advance(1);
        }
        expect(['a', 'b', 'c', 'd'].map(api => !!store.get(A, api))).toEqual([false, true, true, true]);
        expect(storage.getItem('mc.session')).toBe('kept');
    });

    it('makes room when the storage is full, and gives up quietly when it still is', () => {
        const { store, storage, advance } = setup({ maxEntries: 4 });
        for (const api of ['a', 'b', 'c']) {
            store.put(A, api, `W/"${api}"`, {});
            advance(1);
        }
        const setItem = storage.setItem.bind(storage);
        let refusals = 1;
        storage.setItem = (key, value) => {
            if (key.startsWith(DEFINITION_KEY_PREFIX) && refusals-- > 0) throw new DOMException('full', 'QuotaExceededError');
            setItem(key, value);
        };
        store.put(A, 'd', 'W/"d"', {});
        expect(store.get(A, 'd')).toBeDefined();
        expect(store.get(A, 'a')).toBeUndefined();

        storage.setItem = () => {
            throw new DOMException('full', 'QuotaExceededError');
        };
        expect(() => store.put(A, 'e', 'W/"e"', {})).not.toThrow();
        expect(store.get(A, 'e')).toBeUndefined();
    });

    it('works as if empty when the storage refuses to be read', () => {
        const { store, storage } = setup();
        storage.getItem = () => {
            throw new DOMException('denied', 'SecurityError');
        };
        expect(store.get(A, API)).toBeUndefined();
    });
});
