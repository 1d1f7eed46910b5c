import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DesignedResourceTable } from '../../../src/designer/DesignedResourceTable';
import { VersionList } from '../../../src/designer/VersionList';
import { DESIGNER_CALLS, type DesignedResource } from '../../../src/designer/designerCalls';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const resource = (table: string, rest: Partial<DesignedResource> = {}): DesignedResource => ({
    table,
    label: { 'zh-cn': '试驾' },
    source: 'designer',
    editable: true,
    version: 2,
    author: 'platform',
    updateTime: 0,
    rows: 0,
    merchants: 0,
    ...rest,
});

/** A data provider whose `call` answers the designer's calls from `replies`, and notes each. */
const designerProvider = (replies: Record<string, unknown>) => {
    const calls: Array<{ path: string; body?: unknown }> = [];
    const call = vi.fn((path: string, options: { body?: unknown } = {}) => {
        calls.push({ path, body: options.body });
        return path in replies ? Promise.resolve(replies[path]) : Promise.reject(new Error(`no reply for ${path}`));
    });
    return { provider: { call }, calls };
};

describe('the designer’s lists', { timeout: 20_000 }, () => {
    it('shows each resource’s rows with the merchants that hold them, its source and version; a name opens it', async () => {
        const opened: string[] = [];
        renderWithAdmin(
            <DesignedResourceTable
                resources={[resource('test_drives', { rows: 12, merchants: 3 }), resource('kept', { source: 'file', version: 0 })]}
                onOpen={table => opened.push(table)}
            />,
            {}
        );
        const table = screen.getByRole('table', { name: '资源' });
        const [first, second] = within(table).getAllByRole('row').slice(1);
        expect(within(first).getByText('12 行（3 个商户）')).toBeTruthy();
        expect(within(first).getByText('资源设计')).toBeTruthy();
        expect(within(second).getByText('0 行（0 个商户）')).toBeTruthy();
        expect(within(second).getByText('声明文件')).toBeTruthy();
        // A file's table that no save has versioned yet has no version to show.
        const cells = (row: HTMLElement) =>
            within(row)
                .getAllByRole('cell')
                .map(cell => cell.textContent);
        expect(cells(second)[3]).toBe('—');
        expect(cells(first)[3]).toBe('2');
        await userEvent.click(within(first).getByRole('button', { name: /test_drives/ }));
        expect(opened).toEqual(['test_drives']);
    });

    it('says so when there is no resource', () => {
        renderWithAdmin(<DesignedResourceTable resources={[]} onOpen={() => undefined} />, {});
        expect(screen.getByText('还没有资源，点击“新建资源”开始')).toBeTruthy();
    });

    it('names a version a declaration file made, and rolls back only after the confirmation', async () => {
        const { provider, calls } = designerProvider({
            [DESIGNER_CALLS.versions]: [
                { version: 3, action: 'file', author: 'tables.d/test_drives.json', create_time: 30, diff: [{ path: 'label' }], declaration: '{}' },
                { version: 2, action: 'save', author: 'platform', create_time: 20, diff: [], declaration: '{}' },
            ],
            [DESIGNER_CALLS.rollback]: { table: 'test_drives', version: 4 },
        });
        const rolledBack: string[] = [];
        renderWithAdmin(<VersionList table="test_drives" current={3} onRolledBack={table => rolledBack.push(table)} />, provider);
        const list = await screen.findByRole('list', { name: '版本记录' });
        expect(within(list).getByText(/第 3 版 · 声明文件 · tables\.d\/test_drives\.json/)).toBeTruthy();
        // The current version offers no rollback to itself.
        expect(
            within(list)
                .getAllByRole('button')
                .map(button => button.textContent)
        ).toEqual(['回滚到第 2 版']);
        await userEvent.click(within(list).getByRole('button', { name: '回滚到第 2 版' }));
        const dialog = await screen.findByRole('dialog');
        expect(calls.map(call => call.path)).not.toContain(DESIGNER_CALLS.rollback);
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(rolledBack).toEqual(['test_drives']));
        expect(calls.find(call => call.path === DESIGNER_CALLS.rollback)?.body).toEqual({ table: 'test_drives', version: 2 });
    });
});
