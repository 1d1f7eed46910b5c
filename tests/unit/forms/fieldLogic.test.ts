// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldSchema } from '../../../src/forms/fieldSchema';
import { toFormValues, toPayload } from '../../../src/forms/fieldValues';
import { act, renderHook } from '@testing-library/react';
import { CONFIRM_LOCK_MS, DOUBLE_CLICK_MS, createSubmitGuard, useDoubleClickGuard } from '../../../src/forms/guards';
import { filterNumber, filterPhone, filterPrice, stripChinese } from '../../../src/forms/inputFilters';
import type { FormField } from '../../../src/forms/FormField';
import { definitionFormFields } from '../../../src/forms/definitionFormFields';

const f = (name: string, kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({ name, label: name, kind, ...extra });
// Field labels come back as given (`_`), messages as `key|label`.
const translate = (key: string, options?: Record<string, unknown>) => (options?._ !== undefined ? String(options._) : `${key}|${options?.label ?? ''}`);

describe('input filters (docs/console.md §5)', () => {
    it('number: digits, one dot, a leading minus, limited decimals', () => {
        expect(filterNumber('-12.3.4a', 2)).toBe('-12.34');
        expect(filterNumber('1-2', 0)).toBe('12');
        expect(filterNumber('7.5', 0)).toBe('7');
    });
    it('price: digits and one dot, 2 decimals by default; a minus sign only when signed', () => {
        expect(filterPrice('-12.345')).toBe('12.34');
        expect(filterPrice('1.2.3', 1)).toBe('1.2');
        expect(filterPrice('-12.345', 2, true)).toBe('-12.34');
        expect(filterPrice('1-2', 2, true)).toBe('12');
    });
    it('no-Chinese strips Chinese; phone keeps 11 digits', () => {
        expect(stripChinese('ab中文c，')).toBe('abc');
        expect(filterPhone('138-0013-8000-9')).toBe('13800138000');
    });
});

describe('field values', () => {
    const fields = [
        f('price', 'price'),
        f('deduct', 'price', { signed: true }),
        f('day', 'date'),
        f('paths', 'routeTree'),
        f('on', 'switch'),
        f('level', 'select', {
            options: [
                { value: 1, label: 'a' },
                { value: 2, label: 'b' },
            ],
        }),
        f('tags', 'select', { multiple: true }),
        f('province', 'cascade', { secondName: 'city' }),
        f('count', 'number'),
    ];
    it('turns a server record into input values', () => {
        const values = toFormValues(fields, {
            price: 123456,
            deduct: -5050,
            day: new Date(2026, 2, 5).getTime() / 1000,
            paths: '["/a","/b"]',
            on: 1,
            level: 2,
            tags: 'x,y',
            province: 44,
            city: 4401,
            count: 3,
        });
        expect(values).toEqual({
            price: '1234.56',
            deduct: '-50.50',
            day: '2026-03-05',
            paths: ['/a', '/b'],
            on: true,
            level: '2',
            tags: ['x', 'y'],
            province: '44',
            city: '4401',
            count: '3',
        });
    });
    it('turns input values into the write payload: cents, seconds, JSON text, 1/0', () => {
        const payload = toPayload(fields, {
            price: '19.99',
            deduct: '-12.5',
            day: '2026-03-05',
            paths: ['/a'],
            on: false,
            level: '2',
            tags: ['x'],
            province: '44',
            city: '4401',
            count: '3',
        });
        expect(payload).toEqual({
            price: 1999,
            deduct: -1250,
            day: new Date(2026, 2, 5).getTime() / 1000,
            paths: '["/a"]',
            on: 0,
            level: 2,
            tags: ['x'],
            province: 44,
            city: 4401,
            count: 3,
        });
    });
});

describe('prices: yuan in the input, integer cents on the wire', () => {
    const price = [f('price', 'price')];
    it('converts exactly, without floating-point error', () => {
        // 0.1 + 0.2 style values: 19.99 * 100 is 1998.9999999999998 in floating point.
        expect(toPayload(price, { price: '19.99' })).toEqual({ price: 1999 });
        expect(toPayload(price, { price: '1158800.07' })).toEqual({ price: 115880007 });
        expect(toPayload(price, { price: '0.1' })).toEqual({ price: 10 });
        expect(toFormValues(price, { price: 115880007 })).toEqual({ price: '1158800.07' });
        expect(toFormValues(price, { price: '5' })).toEqual({ price: '0.05' });
    });
    it('round-trips a record unchanged and leaves empty or unreadable values empty', () => {
        expect(toPayload(price, toFormValues(price, { price: 15880000 }))).toEqual({ price: 15880000 });
        expect(toFormValues(price, { price: null })).toEqual({ price: '' });
        expect(toFormValues(price, { price: 'abc' })).toEqual({ price: '' });
        expect(toPayload(price, { price: '' })).toEqual({ price: '' });
    });
});

describe('field schema', () => {
    const schema = fieldSchema(
        [
            f('name', 'text', { required: true, maxLength: 3 }),
            f('phone', 'phone'),
            f('price', 'price'),
            f('code', 'noChinese'),
            f('paths', 'routeTree', { required: true }),
        ],
        translate
    );
    it('reports required, length, phone, decimals, Chinese and empty lists', async () => {
        const result = await schema
            .validate({ name: '', phone: '2380', price: '1.234', code: '中', paths: [] }, { abortEarly: false })
            .catch(error => error.errors);
        expect(result).toEqual(
            expect.arrayContaining([
                'mc.form.required|name',
                'mc.form.phone|',
                'mc.form.decimals|price',
                'mc.form.noChinese|code',
                'mc.form.requiredSelect|paths',
            ])
        );
        await expect(schema.validate({ name: 'abcd', phone: '', price: '', code: '', paths: ['/a'] })).rejects.toThrow('mc.form.maxLength|name');
        await expect(schema.validate({ name: 'ab', phone: '13800138000', price: '12.5', code: 'A1', paths: ['/a'] })).resolves.toBeTruthy();
        await expect(schema.validate({ name: 'ab', phone: '', price: '-12.5', code: '', paths: ['/a'] })).rejects.toThrow('mc.form.number|price');
        const signed = fieldSchema([f('amount', 'price', { signed: true })], translate);
        await expect(signed.validate({ amount: '-12.5' })).resolves.toBeTruthy();
        await expect(signed.validate({ amount: '-12.555' })).rejects.toThrow('mc.form.decimals|amount');
    });
    it('holds numbers and prices within their bounds, a price’s bounds in cents, named as typed', async () => {
        const messages: Array<Record<string, unknown> | undefined> = [];
        const recording = (key: string, options?: Record<string, unknown>) => (messages.push(options), translate(key, options));
        const bounded = fieldSchema([f('sort', 'number', { min: 0, max: 9999 }), f('fee', 'price', { min: 0, max: 100000 })], recording);
        await expect(bounded.validate({ sort: '9999', fee: '1000' })).resolves.toBeTruthy();
        await expect(bounded.validate({ sort: '', fee: '' })).resolves.toBeTruthy();
        await expect(bounded.validate({ sort: '10000', fee: '' })).rejects.toThrow('mc.form.max|sort');
        await expect(bounded.validate({ sort: '-1', fee: '' })).rejects.toThrow('mc.form.min|sort');
        await expect(bounded.validate({ sort: '1', fee: '1000.01' })).rejects.toThrow('mc.form.max|fee');
        expect(messages).toContainEqual(expect.objectContaining({ label: 'fee', max: '1000.00' }));
        expect(messages).toContainEqual(expect.objectContaining({ label: 'sort', min: '0' }));
    });

    it('checks a password by the one password rule, against the form’s username, leaving an empty one alone', async () => {
        const form = fieldSchema([f('username', 'text'), f('password', 'password', { maxLength: 64 })], translate);
        const problem = (password: string, username = 'clerk01') =>
            form.validate({ username, password }).then(
                () => undefined,
                error => (error as Error).message
            );
        expect(await problem('')).toBeUndefined();
        expect(await problem('Ab1!')).toBe('mc.form.password.tooShort|password');
        expect(await problem('abcdefghij')).toBe('mc.form.password.fewClasses|password');
        expect(await problem('Clerk01x', 'clerk01x')).toBe('mc.form.password.sameAsUsername|password');
        // The common-password list arrives with the first check (its own chunk).
        expect(await problem('Password1')).toBe('mc.form.password.common|password');
        expect(await problem('Clerk@2026')).toBeUndefined();
    });
});

describe('a server-sent write form as form fields', () => {
    it('takes each field’s chosen input, several values for a list kind, a minus sign below zero', () => {
        const fields = definitionFormFields([
            { name: 'title', kind: 'text', input: 'textarea', label: '标题', required: true, maxLength: 40, hint: '最多40字' },
            { name: 'tags', kind: 'multi', input: 'select', label: '标签', required: false, options: [{ value: 'a', label: 'A' }] },
            { name: 'fee', kind: 'cents', input: 'price', label: '费用', required: false, min: -500, max: 100 },
            { name: 'region', kind: 'enum', input: 'cascade', label: '地区', required: true, secondName: 'region_city', options: [] },
        ]);
        expect(fields).toEqual([
            { name: 'title', kind: 'textarea', label: '标题', required: true, maxLength: 40, hint: '最多40字' },
            { name: 'tags', kind: 'select', label: '标签', options: [{ value: 'a', label: 'A' }], multiple: true },
            { name: 'fee', kind: 'price', label: '费用', min: -500, max: 100, signed: true },
            { name: 'region', kind: 'cascade', label: '地区', required: true, secondName: 'region_city' },
        ]);
    });
});

describe('guards', () => {
    afterEach(() => vi.useRealTimers());
    it('keeps the constants of docs/console.md §9 in one place', () => {
        expect(CONFIRM_LOCK_MS).toBe(500);
        expect(DOUBLE_CLICK_MS).toBe(3000);
    });
    it('the double-click guard lets one click through per 3000 ms', () => {
        vi.useFakeTimers();
        const { result } = renderHook(() => useDoubleClickGuard());
        let accepted: boolean[] = [];
        act(() => {
            accepted = [result.current[1](), result.current[1]()];
        });
        expect(accepted).toEqual([true, false]);
        expect(result.current[0]).toBe(true);
        act(() => vi.advanceTimersByTime(DOUBLE_CLICK_MS - 1));
        expect(result.current[0]).toBe(true);
        act(() => {
            accepted = [result.current[1]()];
        });
        expect(accepted).toEqual([false]);
        act(() => vi.advanceTimersByTime(1));
        expect(result.current[0]).toBe(false);
        act(() => {
            accepted = [result.current[1]()];
        });
        expect(accepted).toEqual([true]);
    });
    it('rejects a payload equal to the previous accepted one, whatever its key order', () => {
        const guard = createSubmitGuard();
        expect(guard.check({ a: 1, b: [1, 2] })).toBe(true);
        guard.accept({ a: 1, b: [1, 2] });
        expect(guard.check({ b: [1, 2], a: 1 })).toBe(false);
        expect(guard.check({ a: 2, b: [1, 2] })).toBe(true);
    });
});
