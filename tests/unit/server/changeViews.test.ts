import { describe, expect, it } from 'vitest';
import type { CrudResource } from '../../../server/core/CrudResource';
import { columnViews, revisionChanges } from '../../../server/history/changeViews';
import type { TableSpec } from '../../../server/tables/TableSpec';

const spec: TableSpec = {
    api: 'seller/x/XList',
    industries: 'car',
    from: 'things',
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: 'ID' },
        name: { title: '车商名称' },
        deposit: { title: '保证金', type: 'number', decimal: 2 },
        audit_status: { title: '审核状态', type: 'select', options: [{ value: 1, label: '已通过' }] },
        create_time: { title: '入驻时间', type: 'datetime' },
        settle_month: { title: '入驻月份', type: 'datemonth', sql: 'create_time' },
    },
    top_search: [],
    defaultSort: { column: 'id', order: 'desc' },
};
const resource = {
    fields: [
        { name: 'contact', title: '联系人' },
        { name: 'amount', title: '金额', kind: 'cents' },
        { name: 'due', title: '执照有效期', kind: 'timestamp' },
    ],
} as unknown as CrudResource;
const views = columnViews(spec, resource, 'en', 'Asia/Shanghai');

describe('revisionChanges', () => {
    it('labels each changed column in the caller language and shows its values as the list does', () => {
        expect(
            revisionChanges('update', { audit_status: [0, 1], deposit: [0, 150], contact: ['张', '李'], suid: ['a', 'b'], _version: [1, 2] }, views)
        ).toEqual([
            { field: 'audit_status', label: 'Review status', type: 'text', before: '0', after: 'Approved' },
            { field: 'deposit', label: 'Deposit', type: 'number', decimal: 2, before: 0, after: 150 },
            { field: 'contact', label: 'Contact', type: 'text', before: '张', after: '李' },
        ]);
    });

    it('keeps times and amounts of write rules typed, and a column no one names by its name', () => {
        expect(revisionChanges('update', { amount: [100, 200], due: [0, 1_700_000_000], mystery: ['a', 'b'] }, views)).toEqual([
            { field: 'amount', label: 'Amount', type: 'number', decimal: 2, before: 100, after: 200 },
            { field: 'due', label: 'Licence valid until', type: 'datetime', before: 0, after: 1_700_000_000 },
            { field: 'mystery', label: 'mystery', type: 'text', before: 'a', after: 'b' },
        ]);
    });

    it('shows a created record by its known, non-empty columns, and leaves out what every write sets', () => {
        const changes = revisionChanges('insert', { id: 7, name: '甲', contact: '', mystery: 'x', update_time: 5 }, views, new Set(['update_time']));
        expect(changes).toEqual([{ field: 'name', label: 'Dealer name', type: 'text', before: '', after: '甲' }]);
        expect(revisionChanges('delete', { name: '甲' }, views)).toEqual([{ field: 'name', label: 'Dealer name', type: 'text', before: '甲', after: '' }]);
    });
});
