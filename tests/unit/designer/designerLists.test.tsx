import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignedResourceTable } from '../../../src/designer/DesignedResourceTable';
import { HiddenColumnList } from '../../../src/designer/HiddenColumnList';
import { declareAgain, draftOf, type DesignDraft } from '../../../src/designer/designDraft';
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

    it('compares any two versions, path by path with each one’s value, from the two chosen in the browser’s own selects', async () => {
        const declaration = (label: string, columns: Record<string, unknown>) => JSON.stringify({ table: 'test_drives', label, columns });
        const { provider } = designerProvider({
            [DESIGNER_CALLS.versions]: [
                {
                    version: 3,
                    action: 'save',
                    author: 'platform',
                    create_time: 30,
                    diff: [],
                    declaration: declaration('C', { phone: { title: 'Phone' }, name: { title: 'Name' } }),
                    entry: '[{"kind":"list","path":"/t/list"}]',
                },
                {
                    version: 2,
                    action: 'save',
                    author: 'platform',
                    create_time: 20,
                    diff: [],
                    declaration: declaration('B', { name: { title: 'Name' }, phone: { title: 'Phone' } }),
                    entry: '[{"kind":"list","path":"/t/list"}]',
                },
                {
                    version: 1,
                    action: 'save',
                    author: 'platform',
                    create_time: 10,
                    diff: [],
                    declaration: declaration('A', { name: { title: 'Name' } }),
                    entry: '[{"kind":"list","path":"/t/all"}]',
                },
            ],
        });
        renderWithAdmin(<VersionList table="test_drives" current={3} onRolledBack={() => undefined} />, provider);
        const compare = await screen.findByRole('region', { name: '版本对比' });
        const rows = (name: string) =>
            within(within(compare).getByRole('table', { name }))
                .getAllByRole('row')
                .map(row =>
                    within(row)
                        .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
                        .map(cell => cell.textContent)
                );
        // The newest against the one before it, to start with: a reorder is a change of its own.
        expect(rows('第 2 版到第 3 版的改动')).toEqual([
            ['路径', '第 2 版', '第 3 版'],
            ['declaration.label', '"B"', '"C"'],
            ['declaration.columns.(order)', '["name","phone"]', '["phone","name"]'],
        ]);
        // Any two: the first and the newest.
        const from = within(compare).getByRole('combobox', { name: '从' });
        await userEvent.selectOptions(from, '第 1 版');
        expect(rows('第 1 版到第 3 版的改动')).toEqual([
            ['路径', '第 1 版', '第 3 版'],
            ['declaration.label', '"A"', '"C"'],
            ['declaration.columns.phone', '（无）', '{"title":"Phone"}'],
            ['entry[0].path', '"/t/all"', '"/t/list"'],
        ]);
        // The same version on both sides has nothing to show.
        await userEvent.selectOptions(within(compare).getByRole('combobox', { name: '到' }), '第 1 版');
        expect(within(compare).queryByRole('table')).toBeNull();
        expect(within(compare).getByRole('status').textContent).toBe('请选择两个不同的版本进行对比');
    });

    it('starts the comparison again from the newest version after a rollback', async () => {
        const version = (n: number, label: string) => ({
            version: n,
            action: 'save',
            author: 'platform',
            create_time: n,
            diff: [],
            declaration: JSON.stringify({ table: 't', label }),
            entry: '[]',
        });
        const replies: Record<string, unknown> = {
            [DESIGNER_CALLS.versions]: [version(2, 'B'), version(1, 'A')],
            [DESIGNER_CALLS.rollback]: { table: 't', version: 3 },
        };
        const { provider } = designerProvider(replies);
        renderWithAdmin(<VersionList table="t" current={2} onRolledBack={() => undefined} />, provider);
        const compare = await screen.findByRole('region', { name: '版本对比' });
        await userEvent.selectOptions(within(compare).getByRole('combobox', { name: '到' }), '第 1 版');
        expect(within(compare).getByRole('status').textContent).toBe('请选择两个不同的版本进行对比');
        replies[DESIGNER_CALLS.versions] = [version(3, 'A'), version(2, 'B'), version(1, 'A')];
        await userEvent.click(screen.getByRole('button', { name: '回滚到第 1 版' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
        const table = await within(compare).findByRole('table', { name: '第 2 版到第 3 版的改动' });
        expect(within(table).getByText('declaration.label')).toBeTruthy();
    });

    it('says two versions with the same declaration and entry are the same', async () => {
        const same = { action: 'save', author: 'platform', create_time: 10, diff: [], declaration: '{"table":"t"}', entry: '[]' };
        const { provider } = designerProvider({
            [DESIGNER_CALLS.versions]: [
                { version: 2, ...same },
                { version: 1, ...same },
            ],
        });
        renderWithAdmin(<VersionList table="t" current={2} onRolledBack={() => undefined} />, provider);
        const compare = await screen.findByRole('region', { name: '版本对比' });
        expect(within(compare).getByRole('status').textContent).toBe('第 1 版与第 2 版相同');
    });

    it('offers no comparison for a resource with one version', async () => {
        const { provider } = designerProvider({
            [DESIGNER_CALLS.versions]: [{ version: 1, action: 'save', author: 'platform', create_time: 10, diff: [], declaration: '{}', entry: '[]' }],
        });
        renderWithAdmin(<VersionList table="t" current={1} onRolledBack={() => undefined} />, provider);
        await screen.findByRole('list', { name: '版本记录' });
        expect(screen.queryByRole('region', { name: '版本对比' })).toBeNull();
    });

    it('declares a hidden column again into the draft, and then says it is in the draft', async () => {
        const hidden = [
            { name: 'phone', type: 'text' as const },
            { name: 'shown', type: 'number' as const, kind: 'switch' as const },
        ];
        let seen: DesignDraft | undefined;
        const Editor = () => {
            const [draft, setDraft] = useState(() => draftOf(JSON.stringify({ table: 't', columns: { name: { title: 'Name' } } }), '[]'));
            seen = draft;
            return <HiddenColumnList hidden={hidden} draft={draft} onDeclare={column => setDraft(before => declareAgain(before, column))} />;
        };
        renderWithAdmin(<Editor />, {});
        const list = screen.getByRole('list', { name: /已不再声明/ });
        expect(within(list).getByText('数字')).toBeTruthy();
        await userEvent.click(within(list).getByRole('button', { name: '重新声明列 shown' }));
        expect(seen?.columns.map(column => [column.name, column.type, column.writeMore.kind])).toEqual([
            ['name', 'text', undefined],
            ['shown', 'number', 'switch'],
        ]);
        expect(within(list).queryByRole('button', { name: '重新声明列 shown' })).toBeNull();
        expect(within(list).getByText('已加入草稿，保存后恢复')).toBeTruthy();
        expect(within(list).getByRole('button', { name: '重新声明列 phone' })).toBeTruthy();
    });

    it('offers no declaring again where the draft cannot take it (a file’s resource)', () => {
        renderWithAdmin(<HiddenColumnList hidden={[{ name: 'phone', type: 'text' }]} draft={undefined} onDeclare={() => undefined} />, {});
        expect(screen.getByText('phone')).toBeTruthy();
        expect(screen.queryByRole('button')).toBeNull();
    });
});
