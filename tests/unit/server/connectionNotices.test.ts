import { describe, expect, it } from 'vitest';
import { connectionNotices } from '../../../server/app';

describe('connectionNotices', () => {
    it('says at start-up that one URL keeps the calls on the owner’s connection', () => {
        const [notice] = connectionNotices({ owner: 'postgres', calls: 'postgres', separate: false, embedded: false });
        expect(notice).toContain('one URL (DATABASE_URL)');
        expect(notice).toContain('MC_OWNER_DATABASE_URL');
    });

    it('says nothing of two connections, nor of PGlite, which needs no setting', () => {
        expect(connectionNotices({ owner: 'mc_owner', calls: 'mc_calls', separate: true, embedded: false })).toEqual([]);
        expect(connectionNotices({ owner: 'postgres', calls: 'postgres', separate: false, embedded: true })).toEqual([]);
    });
});
