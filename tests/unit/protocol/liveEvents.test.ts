import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_NAMES, readLiveEvent } from '../../../protocol/liveEvents';

describe('the live events as a client reads them (protocol/liveEvents.ts)', () => {
    it('reads a catalogue event: the changed tables and the commit', () => {
        expect(readLiveEvent('catalogue', JSON.stringify({ tables: ['test_drives'], at: 1_780_000_000 }))).toEqual({
            type: 'catalogue',
            data: { tables: ['test_drives'], at: 1_780_000_000 },
        });
    });

    it('keeps only table names, and ignores a catalogue event without its list', () => {
        expect(readLiveEvent('catalogue', JSON.stringify({ tables: ['a', 3, null, 'b'] }))?.data).toEqual({ tables: ['a', 'b'], at: 0 });
        expect(readLiveEvent('catalogue', JSON.stringify({ tables: 'a' }))).toBeUndefined();
        expect(readLiveEvent('catalogue', 'not json')).toBeUndefined();
    });

    it('names every event of the registry', () => {
        expect(LIVE_EVENT_NAMES).toEqual(['ready', 'table', 'badge', 'export', 'session', 'catalogue', 'reset', 'closed']);
    });
});
