import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../protocol/liveEvents';
import { foldChange, hasChanges, noChanges } from '../../../src/live/listChanges';

const API = 'seller/dealer/DealerList';
const table = (action: 'created' | 'updated' | 'deleted' | 'imported', ids?: Array<string | number>, api = API, count = ids?.length ?? 60): LiveEvent => ({
    type: 'table',
    data: { api, action, count, at: 1, ...(ids ? { ids } : {}) },
});

const fold = (...events: LiveEvent[]) => events.reduce((changes, event) => foldChange(changes, event, API), noChanges());

describe('foldChange', () => {
    it('sorts keys by what happened to them, as text', () => {
        const changes = fold(table('updated', [1, '2']), table('created', [3]), table('imported', ['4']), table('deleted', [5]));
        expect([...changes.updated]).toEqual(['1', '2']);
        expect([...changes.created]).toEqual(['3', '4']);
        expect([...changes.deleted]).toEqual(['5']);
        expect(hasChanges(changes)).toBe(true);
    });

    it('a row updated then deleted is deleted; one created then updated stays created', () => {
        const changes = fold(table('updated', [1]), table('deleted', [1]), table('created', [2]), table('updated', [2]));
        expect([...changes.deleted]).toEqual(['1']);
        expect([...changes.updated]).toEqual([]);
        expect([...changes.created]).toEqual(['2']);
    });

    it('counts changes no event names, notes a reset, and ignores other lists and events', () => {
        const changes = fold(table('updated', undefined, API, 120), { type: 'reset', data: {} }, table('updated', [9], 'seller/dealer/StoreList'), {
            type: 'badge',
            data: { calls: ['x'] },
        });
        expect(changes.unnamed).toBe(120);
        expect(changes.reset).toBe(true);
        expect(changes.updated.size).toBe(0);
        expect(hasChanges(noChanges())).toBe(false);
        expect(foldChange(noChanges(), table('updated', [1], 'other'), API)).toEqual(noChanges());
    });
});
