import { describe, expect, it } from 'vitest';
import { changeText, type ChangeTextEnv } from '../../../src/history/changeText';
import { fieldText } from '../../../src/history/fieldText';
import { formatDate } from '../../../src/i18n/dateFormats';

const env: ChangeTextEnv = {
    translate: (key, options) => (key === 'mc.history.items' ? `${String(options?.smart_count)} 项` : ((options?._ as string | undefined) ?? key)),
    formatDate: (value, kind) => formatDate(value, kind, 'zh-cn'),
    formatNumber: text => text.replace(/\B(?=(\d{3})+(?!\d))/, ','),
};

describe('changeText', () => {
    it('shows a change’s value as the list does: amounts with decimals, times formatted, text as sent', () => {
        expect(changeText({ field: 'deposit', type: 'number', decimal: 2 }, 1000050, env)).toBe('10,000.50');
        expect(changeText({ field: 'create_time', type: 'date' }, 1_700_000_000, env)).toMatch(/^2023-11-1[45]$/);
        expect(changeText({ field: 'contact', type: 'text' }, '李娜', env)).toBe('李娜');
    });

    it('says when a value is empty, and names an image rather than showing its data', () => {
        expect(changeText({ field: 'contact', type: 'text' }, '', env)).toBe('mc.history.emptyValue');
        expect(changeText({ field: 'contact', type: 'text' }, null, env)).toBe('mc.history.emptyValue');
        expect(changeText({ field: 'logo', type: 'image' }, 'data:image/png;base64,AAAA', env)).toBe('mc.history.image');
    });
});

describe('fieldText', () => {
    it('shows a form field’s wire value by its kind: option labels, cents, times, lists, switches', () => {
        const options = [
            { value: 1, label: '二手车' },
            { value: 2, label: '新车' },
        ];
        expect(fieldText({ name: 'scope', label: 'x', kind: 'checkboxes', options }, ['1', '2'], env)).toBe('二手车, 新车');
        expect(fieldText({ name: 'kind', label: 'x', kind: 'radio' }, 2, env, options)).toBe('新车');
        expect(fieldText({ name: 'kind', label: 'x', kind: 'select' }, 9, env, options)).toBe('9');
        expect(fieldText({ name: 'price', label: 'x', kind: 'price' }, 123456, env)).toBe('1,234.56');
        expect(fieldText({ name: 'day', label: 'x', kind: 'date' }, 1_700_000_000, env)).toMatch(/^2023-11-1[45]$/);
        expect(fieldText({ name: 'routes', label: 'x', kind: 'routeTree' }, '["/a","/b"]', env)).toBe('2 项');
        expect(fieldText({ name: 'on', label: 'x', kind: 'switch' }, 1, env)).toBe('ra.boolean.true');
    });

    it('never shows a password, and says when a value is empty', () => {
        expect(fieldText({ name: 'password', label: 'x', kind: 'password' }, 'Secret@2026', env)).toBe('mc.history.hidden');
        expect(fieldText({ name: 'name', label: 'x', kind: 'text' }, '', env)).toBe('mc.history.emptyValue');
        expect(fieldText({ name: 'scope', label: 'x', kind: 'checkboxes' }, [], env)).toBe('mc.history.emptyValue');
    });
});
