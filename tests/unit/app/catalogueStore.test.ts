import { describe, expect, it, vi } from 'vitest';
import { readLiveEvent } from '../../../protocol/liveEvents';
import { builtInCatalogue } from '../../../src/app/catalogue';
import { createCatalogueStore, followCatalogueEvents } from '../../../src/app/catalogueStore';
import { loadConsoleCatalogue } from '../../../src/app/consoleCatalogue';
import { servedEntries } from '../../../src/app/servedEntries';
import type { NumberedEvent } from '../../../src/live/createLiveClient';
import { backendConfig as config, driveList } from './designedEntries';

/** A design saved elsewhere reaches this console as a `catalogue` event: the menu and the lists follow with no reload. */

/** A backend whose published entries are what `entries` holds when it is asked. */
const backend = (entries: { now: unknown[] }): typeof fetch =>
    vi.fn(async () => new Response(JSON.stringify({ status: true, msg: 'ok', data: entries.now }), { status: 200 }));

const liveClient = () => {
    const listeners = new Set<(event: NumberedEvent) => void>();
    return {
        subscribe: (listener: (event: NumberedEvent) => void) => {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        emit: (type: string, data: unknown) => {
            const event = readLiveEvent(type, JSON.stringify(data));
            if (event) listeners.forEach(listener => listener({ ...event, seq: 1 } as NumberedEvent));
        },
    };
};

const setUp = async () => {
    const entries: { now: unknown[] } = { now: [] };
    const fetchImpl = backend(entries);
    const load = () => loadConsoleCatalogue(config, fetchImpl, servedEntries(config, fetchImpl));
    const addTexts = vi.fn();
    const changed = vi.fn();
    const store = createCatalogueStore({
        initial: await load(),
        load,
        addTexts,
        changed,
        builtInApis: new Set(builtInCatalogue.entries.flatMap(entry => (entry.api ? [entry.api] : []))),
    });
    return { entries, fetchImpl, store, addTexts, changed };
};

describe('the catalogue event', () => {
    it('is read as the protocol says, and a malformed one is ignored', () => {
        expect(readLiveEvent('catalogue', '{"tables":["test_drives",3],"at":1700000000}')).toEqual({
            type: 'catalogue',
            data: { tables: ['test_drives'], at: 1700000000 },
        });
        expect(readLiveEvent('catalogue', '{"tables":"test_drives"}')).toBeUndefined();
        expect(readLiveEvent('catalogue', '[]')).toBeUndefined();
    });
});

describe('the catalogue read again', () => {
    it('shows a design’s new entry with its texts, and drops the definitions of the designed lists only', async () => {
        const { entries, store, addTexts, changed } = await setUp();
        const live = liveClient();
        followCatalogueEvents(live, store);
        const seen = vi.fn();
        store.subscribe(seen);
        expect(store.get().catalogue.some(entry => entry.path === '/drive/list')).toBe(false);

        entries.now = [driveList];
        live.emit('catalogue', { tables: ['drives'], at: 1 });
        await vi.waitFor(() => expect(changed).toHaveBeenCalled());

        expect(store.get().catalogue.find(entry => entry.path === '/drive/list')).toMatchObject({ api: 'seller/drive/DriveList', section: 'drive' });
        expect(seen).toHaveBeenCalledTimes(1);
        // The inline titles join the i18n catalogues under their generated keys before the entries show.
        expect(JSON.stringify(addTexts.mock.calls[0][0]['zh-cn'])).toContain('试驾');
        expect([...changed.mock.calls[0][0]]).toEqual(['seller/drive/DriveList']);
    });

    it('ignores the stream’s other events', async () => {
        const { fetchImpl, store } = await setUp();
        const live = liveClient();
        followCatalogueEvents(live, store);
        const asked = vi.mocked(fetchImpl).mock.calls.length;
        live.emit('badge', { calls: ['seller/drive/DriveList'] });
        live.emit('table', { api: 'seller/drive/DriveList', action: 'created', count: 1 });
        await new Promise(resolve => setTimeout(resolve, 10));
        expect(vi.mocked(fetchImpl).mock.calls.length).toBe(asked);
    });

    it('reads once more for an ask made while a read runs, and shares one read among the asks waiting', async () => {
        const { store: loaded } = await setUp();
        const reads: Array<() => void> = [];
        const load = vi.fn(() => new Promise<ReturnType<typeof loaded.get>>(resolve => reads.push(() => resolve(loaded.get()))));
        const store = createCatalogueStore({ initial: loaded.get(), load, addTexts: vi.fn(), changed: vi.fn(), builtInApis: new Set() });
        const first = store.refresh(['a']);
        await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
        // A save while the first read runs: its entry may not be in that read.
        const second = store.refresh(['b']);
        const third = store.refresh(['c']);
        expect(third).toBe(second);
        reads[0]();
        await first;
        await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
        reads[1]();
        await Promise.all([second, third]);
        expect(load).toHaveBeenCalledTimes(2);
    });

    it('keeps the catalogue in use when the read fails, and says so', async () => {
        const { store } = await setUp();
        const before = store.get();
        const warn = vi.fn();
        const failing = createCatalogueStore({
            initial: before,
            load: () => Promise.reject(new Error('offline')),
            addTexts: vi.fn(),
            changed: vi.fn(),
            builtInApis: new Set(),
            warn,
        });
        await failing.refresh(['x']);
        expect(failing.get()).toBe(before);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
    });
});
