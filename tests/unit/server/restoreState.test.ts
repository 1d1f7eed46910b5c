import { describe, expect, it } from 'vitest';
import type { Revision } from '../../../server/db/recordHistory';
import { restoredState, stateAfter } from '../../../server/history/restoreState';

let next = 0;
const revision = (operation: Revision['operation'], changes: Record<string, unknown>, version: number | null = null): Revision => ({
    id: ++next,
    action: operation === 'insert' ? 'create' : operation,
    operation,
    version,
    changes,
    account_id: 1,
    account_name: 'admin',
    call: '',
    reason: null,
    created_at: 0,
});

describe('the state a restore writes back', () => {
    const created = revision('insert', { id: 7, name: '甲', contact: '张' }, 1);
    const renamed = revision('update', { name: ['甲', '乙'] }, 2);
    const recontacted = revision('update', { contact: ['张', '李'], phone: ['1', '2'] }, 3);
    const now = { id: 7, name: '乙', contact: '李', phone: '2', _version: 3 };

    it('undoes every revision after the chosen one, newest first', () => {
        expect(stateAfter(now, [recontacted, renamed])).toEqual({ id: 7, name: '甲', contact: '张', phone: '1', _version: 3 });
        expect(restoredState(now, renamed, [recontacted])).toEqual({ id: 7, name: '乙', contact: '张', phone: '1', _version: 3 });
        expect(restoredState(now, recontacted, [])).toEqual(now);
        expect(restoredState(now, created, [recontacted, renamed])).toMatchObject({ name: '甲', contact: '张' });
    });

    it('gives a deleted record back as it was deleted, and walks back through a delete and a restore', () => {
        const deleted = revision('delete', { id: 7, name: '乙', contact: '李', phone: '2' }, 3);
        expect(restoredState(undefined, deleted, [])).toEqual({ id: 7, name: '乙', contact: '李', phone: '2', _version: 3 });
        expect(restoredState(undefined, renamed, [deleted, recontacted])).toEqual({ id: 7, name: '乙', contact: '张', phone: '1', _version: 3 });
        const recreated = revision('insert', { id: 7, name: '乙', contact: '李', phone: '2' }, 4);
        const later = { id: 7, name: '乙', contact: '李', phone: '2', _version: 4 };
        expect(restoredState(later, renamed, [recreated, deleted, recontacted])).toMatchObject({ contact: '张', phone: '1' });
    });

    it('has nothing to give back for a state before the record existed', () => {
        const recreated = revision('insert', { id: 8, name: '丙' }, 1);
        expect(stateAfter({ id: 8, name: '丙' }, [recreated])).toBeUndefined();
    });
});
