import { describe, expect, it } from 'vitest';
import { MAX_CELL_CHARS, cellText, hasEdgeSpace, xmlText } from '../../../../server/export/xlsx/xmlText';

describe('xmlText', () => {
    it('leaves plain text, Chinese and emoji as they are', () => {
        expect(xmlText('车辆 ABC 123')).toBe('车辆 ABC 123');
        expect(xmlText('😀中文')).toBe('😀中文');
    });

    it('escapes markup characters', () => {
        expect(xmlText(`a<b>&"c'`)).toBe(`a&lt;b&gt;&amp;&quot;c'`);
        expect(xmlText('&amp;')).toBe('&amp;amp;');
    });

    it('drops the characters XML 1.0 forbids, keeps tab and line feed, keeps a carriage return as a reference', () => {
        expect(xmlText('a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg')).toBe('abcdefg');
        expect(xmlText('a\tb\nc')).toBe('a\tb\nc');
        expect(xmlText('a\r\nb')).toBe('a&#13;\nb');
        expect(xmlText('x\uFFFEy\uFFFFz')).toBe('xyz');
    });

    it('drops lone surrogates but keeps pairs', () => {
        expect(xmlText('a\uD83Db')).toBe('ab');
        expect(xmlText('a\uDE00b')).toBe('ab');
        expect(xmlText('a\uD83D\uDE00b')).toBe('a😀b');
    });

    it("escapes Excel's own `_xHHHH_` escape so the text stays as written", () => {
        expect(xmlText('_x0041_')).toBe('_x005F_x0041_');
        expect(xmlText('a_x00zz_ _x12_')).toBe('a_x00zz_ _x12_');
    });
});

describe('cellText', () => {
    it("cuts text at Excel's cell limit", () => {
        expect(cellText('a'.repeat(MAX_CELL_CHARS))).toHaveLength(MAX_CELL_CHARS);
        expect(cellText('a'.repeat(MAX_CELL_CHARS + 10))).toBe('a'.repeat(MAX_CELL_CHARS));
    });

    it('never cuts a character in two', () => {
        const text = 'a'.repeat(MAX_CELL_CHARS - 1) + '😀';
        expect(cellText(text)).toBe('a'.repeat(MAX_CELL_CHARS - 1));
    });

    it('counts the limit after dropping forbidden characters, and escapes after cutting', () => {
        const text = '\u0001'.repeat(10) + '<'.repeat(MAX_CELL_CHARS + 5);
        expect(cellText(text)).toBe('&lt;'.repeat(MAX_CELL_CHARS));
    });
});

describe('hasEdgeSpace', () => {
    it('is true for white space at either end only', () => {
        expect(hasEdgeSpace(' a')).toBe(true);
        expect(hasEdgeSpace('a\n')).toBe(true);
        expect(hasEdgeSpace('a b')).toBe(false);
        expect(hasEdgeSpace('')).toBe(false);
    });
});
