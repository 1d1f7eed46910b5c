import { describe, expect, it } from 'vitest';
import { columnWidth } from '../../../server/declared/columnWidth';

describe('the width of a declared column without item_width', () => {
    it('holds its title on one line, with the sort arrow when sortable', () => {
        // 3 characters of 14 px and the cell padding: never 报 / 名 / 费.
        expect(columnWidth({ title: '报名费', type: 'number' })).toBe(90);
        expect(columnWidth({ title: '报名费', type: 'number', sort: true })).toBe(120);
        expect(columnWidth({ title: '公告所属分类名称', type: 'select' })).toBe(160);
        expect(columnWidth({ title: '公告所属分类名称', type: 'select', sort: true })).toBe(190);
        expect(columnWidth({ title: 'Registration fee' })).toBe(180);
    });

    it('holds its type’s cells: a moment, a date, a cascade path', () => {
        expect(columnWidth({ title: '类别', type: 'select' })).toBe(90);
        expect(columnWidth({ title: '发布时间', type: 'datetime', sort: true })).toBe(170);
        expect(columnWidth({ title: '日期', type: 'date' })).toBe(110);
        expect(columnWidth({ title: '地区', type: 'cascade' })).toBe(150);
        expect(columnWidth({ title: '名称' })).toBe(120);
    });

    it('stops at 320 px, where a long title wraps between words', () => {
        expect(columnWidth({ title: '这是一个非常非常非常非常非常非常非常长的列标题' })).toBe(320);
    });
});
