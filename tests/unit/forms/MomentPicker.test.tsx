import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MomentPicker, type MomentKind } from '../../../src/forms/inputs/MomentPicker';

const Picker = ({ kind, initial }: { kind: MomentKind; initial: string }) => {
    const [value, setValue] = useState(initial);
    return (
        <>
            <MomentPicker kind={kind} value={value} onChange={setValue} ariaLabel="日期" />
            <output aria-label="value">{value}</output>
        </>
    );
};

const renderIn = (locale: string, kind: MomentKind, initial: string) =>
    render(
        <AdminContext i18nProvider={polyglotI18nProvider(() => ({}) as TranslationMessages, locale)} store={memoryStore()}>
            <Picker kind={kind} initial={initial} />
        </AdminContext>
    );

/** The calendar's weekday headers, first to last. */
const weekdays = () =>
    within(screen.getByRole('grid'))
        .getAllByRole('columnheader')
        .map(header => header.textContent);

describe('MomentPicker', { timeout: 30_000 }, () => {
    it('speaks Chinese and starts the week on Monday in zh-cn', async () => {
        renderIn('zh-cn', 'date', '2026-03-05');
        expect(screen.getByRole('group', { name: '日期' }).querySelector('input')).toHaveValue('2026-03-05');
        fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
        await screen.findByRole('grid');
        expect(weekdays()[0]).toBe('一');
        // The open calendar is a dialog named after its field (axe aria-dialog-name).
        expect(screen.getByRole('dialog', { name: '日期' })).toContainElement(screen.getByRole('grid'));
    });

    it('writes the locale format and starts the week on Sunday in en', async () => {
        renderIn('en', 'date', '2026-03-05');
        expect(screen.getByRole('group', { name: '日期' }).querySelector('input')).toHaveValue('03/05/2026');
        fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
        await screen.findByRole('grid');
        expect(weekdays()[0]).toBe('S');
    });

    it('shows empty sections in the language: 年-月-日 in zh-cn, MM/DD/YYYY in en', () => {
        const zh = renderIn('zh-cn', 'datetime', '');
        expect(screen.getByRole('group', { name: '日期' })).toHaveTextContent('年-月-日 时:分');
        zh.unmount();
        renderIn('en', 'date', '');
        expect(screen.getByRole('group', { name: '日期' })).toHaveTextContent('MM/DD/YYYY');
    });

    it('gives a day picked in the calendar as YYYY-MM-DD', async () => {
        renderIn('zh-cn', 'date', '2026-03-05');
        fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
        fireEvent.click(await screen.findByRole('gridcell', { name: '12' }));
        expect(screen.getByLabelText('value')).toHaveTextContent('2026-03-12');
    });

    it('holds a month as YYYY-MM and a moment as YYYY-MM-DDTHH:mm', () => {
        const month = renderIn('zh-cn', 'month', '');
        fireEvent.change(screen.getByRole('group', { name: '日期' }).querySelector('input')!, { target: { value: '2026-02' } });
        expect(screen.getByLabelText('value')).toHaveTextContent(/^2026-02$/);
        month.unmount();
        renderIn('zh-cn', 'datetime', '');
        fireEvent.change(screen.getByRole('group', { name: '日期' }).querySelector('input')!, { target: { value: '2026-02-03 14:05' } });
        expect(screen.getByLabelText('value')).toHaveTextContent('2026-02-03T14:05');
    });
});
