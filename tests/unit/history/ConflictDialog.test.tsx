import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConflictDialog } from '../../../src/history/ConflictDialog';
import zh from '../../../src/i18n/messages/zh';

const rows = [
    { field: 'contact', label: '联系人', loaded: '张伟', theirs: '李娜', by: '李四 · 2026-11-28 10:00', mine: '王强' },
    { field: 'phone', label: '联系电话', loaded: '139', theirs: '138', mine: '137' },
];
const show = (onApply = vi.fn(), onCancel = vi.fn()) => {
    render(
        <AdminContext i18nProvider={polyglotI18nProvider(() => zh, 'zh-cn')}>
            <ConflictDialog rows={rows} onApply={onApply} onCancel={onCancel} />
        </AdminContext>
    );
    return { onApply, onCancel, dialog: screen.getByRole('dialog', { name: '该记录已被他人修改' }) };
};

describe('ConflictDialog', { timeout: 30_000 }, () => {
    it('shows each field’s three values and who set theirs, keeping mine unless chosen otherwise', () => {
        const { onApply, dialog } = show();
        const contact = within(dialog).getByRole('row', { name: /联系人/ });
        expect(contact).toHaveTextContent('张伟');
        expect(contact).toHaveTextContent('李娜');
        expect(contact).toHaveTextContent('李四 · 2026-11-28 10:00');
        expect(contact).toHaveTextContent('王强');
        fireEvent.click(within(within(dialog).getByRole('radiogroup', { name: '联系电话' })).getByRole('radio', { name: '采用他人的' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(onApply).toHaveBeenCalledWith({ contact: 'mine', phone: 'theirs' });
    });

    it('chooses for all fields at once, and cancels without a choice', () => {
        const { onApply, onCancel, dialog } = show();
        fireEvent.click(within(dialog).getByRole('button', { name: '全部采用他人的' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(onApply).toHaveBeenLastCalledWith({ contact: 'theirs', phone: 'theirs' });
        fireEvent.click(within(dialog).getByRole('button', { name: '全部保留我的' }));
        fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(onApply).toHaveBeenLastCalledWith({ contact: 'mine', phone: 'mine' });
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        expect(onCancel).toHaveBeenCalled();
    });
});
