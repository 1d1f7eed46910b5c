import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignedResourceTable } from '../../../src/designer/DesignedResourceTable';
import { ResourceEditor } from '../../../src/designer/ResourceEditor';
import { HiddenColumnList } from '../../../src/designer/HiddenColumnList';
import { declareAgain, draftOf, type DesignDraft } from '../../../src/designer/designDraft';
import { VersionList } from '../../../src/designer/VersionList';
import { DESIGNER_CALLS, type DesignedResource } from '../../../src/designer/designerCalls';
import ResourceDesignerPage from '../../../src/designer/ResourceDesignerPage';
import { renderWithAdmin } from '../schema/renderWithAdmin';

/** The platform administrator's grants: every call of its pages. */
const ADMINISTRATOR = { unrestricted: true, apiArr: ['*'] };

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

    it('lists the built-in tables after the engineer’s own, with their chip, opened to view', async () => {
        const opened: string[] = [];
        renderWithAdmin(
            <DesignedResourceTable
                resources={[
                    resource('adverts', { source: 'builtin', editable: false, version: 0, author: '', rows: 9, merchants: 2, label: { 'zh-cn': '广告' } }),
                    resource('test_drives'),
                ]}
                onOpen={table => opened.push(table)}
            />,
            {}
        );
        const rowsNow = () =>
            within(screen.getByRole('table', { name: '资源' }))
                .getAllByRole('row')
                .slice(1);
        // Folded at first: the engineer's own come first, and the built-in ones are many.
        expect(rowsNow().map(row => row.textContent)).toEqual([expect.stringMatching(/^test_drives试驾资源设计/), '内置资源（只读，可作为示例）· 1']);
        const fold = screen.getByRole('button', { name: '内置资源（只读，可作为示例）· 1' });
        expect(fold.getAttribute('aria-expanded')).toBe('false');
        await userEvent.click(fold);
        expect(fold.getAttribute('aria-expanded')).toBe('true');
        const rows = rowsNow();
        expect(rows.map(row => row.textContent)).toEqual([
            expect.stringMatching(/^test_drives试驾资源设计/),
            '内置资源（只读，可作为示例）· 1',
            expect.stringMatching(/^adverts广告内置—/),
        ]);
        expect(within(rows[2]).getByText('9 行（2 个商户）')).toBeTruthy();
        await userEvent.click(within(rows[2]).getByRole('button', { name: '查看 adverts' }));
        expect(opened).toEqual(['adverts']);
    });

    it('opens a built-in table read-only: no save, its declaration to download or to start a new resource from', async () => {
        const declaration = {
            table: 'adverts',
            why: 'the merchant’s adverts',
            label: { 'zh-cn': '广告', en: 'Advert', es: 'Anuncio', ja: '広告' },
            industry: 'car',
            api: { list: 'seller/content/AdvertList', create: 'seller/content/AdvertAdd' },
            columns: { title: { title: { 'zh-cn': '广告标题', en: 'Advert title' }, write: { required: true } } },
            defaultSort: { column: 'id', order: 'desc' },
        };
        const { provider, calls } = designerProvider({
            [DESIGNER_CALLS.info]: { table: 'adverts', source: 'builtin', editable: false, version: 0, declaration: JSON.stringify(declaration), entry: '[]' },
        });
        const started: Array<{ declaration: string; entry: string }> = [];
        renderWithAdmin(
            <ResourceEditor
                table="adverts"
                onSaved={() => undefined}
                onTemplate={draft => started.push(draft)}
                onClose={() => undefined}
                onDirty={() => undefined}
            />,
            provider,
            '/',
            ADMINISTRATOR
        );
        expect(await screen.findByText(/这是服务器的内置资源，这里只能查看/)).toBeTruthy();
        expect(screen.getByRole('heading', { name: '查看 adverts' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
        expect(screen.getByRole('button', { name: '下载声明文件' })).toBeTruthy();
        expect((screen.getByRole('textbox', { name: '表名' }) as HTMLInputElement).readOnly).toBe(true);
        // Nothing is checked or written for a resource the designer does not manage.
        expect(calls.map(call => call.path)).toEqual([DESIGNER_CALLS.info]);
        await userEvent.click(await screen.findByRole('button', { name: '以此为模板新建' }));
        const copy = JSON.parse(started[0].declaration);
        expect(copy).toMatchObject({ table: 'adverts_copy', label: declaration.label, api: { list: 'seller/advertsCopy/AdvertsCopyList' } });
        expect(copy).not.toHaveProperty('why');
        expect(JSON.parse(started[0].entry)[0]).toMatchObject({ kind: 'list', path: '/advertsCopy/list', api: 'seller/advertsCopy/AdvertsCopyList' });
    });

    it('offers a role only the designer buttons it grants: no new resource, save or rollback without those calls', async () => {
        const info = {
            table: 'test_drives',
            source: 'designer',
            editable: true,
            version: 2,
            declaration: JSON.stringify({ table: 'test_drives' }),
            entry: '[]',
        };
        const { provider, calls } = designerProvider({
            [DESIGNER_CALLS.list]: [{ ...resource('test_drives'), update_time: 0 }],
            [DESIGNER_CALLS.info]: info,
            [DESIGNER_CALLS.versions]: [
                { version: 2, action: 'save', author: 'platform', create_time: 20, diff: [], declaration: '{}' },
                { version: 1, action: 'save', author: 'platform', create_time: 10, diff: [], declaration: '{}' },
            ],
        });
        const reader = { unrestricted: false, apiArr: [DESIGNER_CALLS.list, DESIGNER_CALLS.info, DESIGNER_CALLS.versions] };
        renderWithAdmin(<ResourceDesignerPage />, provider, '/', reader);
        await userEvent.click(await screen.findByRole('button', { name: '查看 test_drives' }));
        expect(await screen.findByText('你的角色未授予保存资源设计的权限，这里只能查看。')).toBeTruthy();
        expect(screen.getByRole('heading', { name: '查看 test_drives' })).toBeTruthy();
        const list = await screen.findByRole('list', { name: '版本记录' });
        expect(within(list).getByText(/第 1 版/)).toBeTruthy();
        expect(within(list).queryAllByRole('button')).toEqual([]);
        expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
        expect(screen.queryByRole('button', { name: '新建资源' })).toBeNull();
        // Nothing is checked for a draft the account cannot save.
        expect(calls.map(call => call.path)).not.toContain(DESIGNER_CALLS.check);
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
        renderWithAdmin(<VersionList table="test_drives" current={3} mayRollBack onRolledBack={table => rolledBack.push(table)} />, provider);
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
        renderWithAdmin(<VersionList table="test_drives" current={3} mayRollBack onRolledBack={() => undefined} />, provider);
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
        renderWithAdmin(<VersionList table="t" current={2} mayRollBack onRolledBack={() => undefined} />, provider);
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
        renderWithAdmin(<VersionList table="t" current={2} mayRollBack onRolledBack={() => undefined} />, provider);
        const compare = await screen.findByRole('region', { name: '版本对比' });
        expect(within(compare).getByRole('status').textContent).toBe('第 1 版与第 2 版相同');
    });

    it('offers no comparison for a resource with one version', async () => {
        const { provider } = designerProvider({
            [DESIGNER_CALLS.versions]: [{ version: 1, action: 'save', author: 'platform', create_time: 10, diff: [], declaration: '{}', entry: '[]' }],
        });
        renderWithAdmin(<VersionList table="t" current={1} mayRollBack onRolledBack={() => undefined} />, provider);
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
