import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DesignPreview } from '../../../src/designer/DesignPreview';
import { draftOf, newColumn, type DesignDraft } from '../../../src/designer/designDraft';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const draft: DesignDraft = draftOf(
    JSON.stringify({
        table: 'test_drives',
        label: { 'zh-cn': '试驾' },
        columns: {
            customer: { title: { 'zh-cn': '客户' }, search: true, write: { required: true, maxLength: 20 } },
            deposit: { title: { 'zh-cn': '意向金' }, type: 'money', write: { min: 0 } },
        },
    }),
    '[]'
);

/** The console's own data provider: the preview must never call it. */
const serverProvider = () => {
    const calls: string[] = [];
    const provider = new Proxy({}, { get: (_, method) => vi.fn(() => (calls.push(String(method)), Promise.reject(new Error('no server')))) });
    return { provider, calls };
};

const headers = () =>
    within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map(header => header.textContent);

// Role queries over a full react-admin list are slow in jsdom on a shared machine.
describe('the designer’s preview', { timeout: 30_000 }, () => {
    it('shows the draft in the console’s list, a column added to the draft included, and writes nothing to the server', async () => {
        const server = serverProvider();
        let change: (next: DesignDraft) => void = () => undefined;
        const Host = () => {
            const [shown, setShown] = useState(draft);
            change = setShown;
            return <DesignPreview draft={shown} />;
        };
        renderWithAdmin(<Host />, server.provider);
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        await within(table).findByText('customer 1', {}, { timeout: 10_000 });
        await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['客户', '意向金'])));
        expect(headers()).not.toContain('里程');

        const mileage = { ...newColumn(draft), name: 'mileage', type: 'number' as const, title: { ...draft.columns[0].title, 'zh-cn': '里程' } };
        act(() => change({ ...draft, columns: [...draft.columns, mileage] }));
        await waitFor(() => expect(headers()).toContain('里程'));
        // The sample rows get a value for the new column.
        await within(screen.getByRole('table')).findByText('30', {}, { timeout: 10_000 });
        // The summary row totals the money column over the sample rows: 123.45 + 246.90 + 370.35.
        expect(screen.getAllByText(/740\.70/).length).toBeGreaterThan(0);
        expect(server.calls).toEqual([]);
    });

    it('adds a row from the create form to the list, in memory', async () => {
        const server = serverProvider();
        renderWithAdmin(<DesignPreview draft={draft} />, server.provider);
        await screen.findByRole('table', {}, { timeout: 15_000 });
        await userEvent.click(screen.getByRole('tab', { name: '新增表单' }));
        await userEvent.type(await screen.findByLabelText(/客户/), '张三');
        await userEvent.click(screen.getByRole('button', { name: '添加到预览' }));
        await within(await screen.findByRole('table')).findByText('张三');
        expect(server.calls).toEqual([]);
    });
});
