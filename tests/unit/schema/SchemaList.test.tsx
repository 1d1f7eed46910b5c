import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { definitionProblemLog } from '../../../src/schema/definitionProblemLog';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from './fakeTableProvider';
import { everyTypeDefinition, everyTypeRows, garbageDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const entry: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: 'seller/test/EveryType',
};
const routes: CatalogueEntry[] = [
    entry,
    {
        path: '/dealer/secondHandCarDealer/edit',
        title: 'mc.route.dealer_secondHandCarDealer_edit',
        section: 'dealer',
        kind: 'edit',
        industries: 'car',
        parent: entry.path,
    },
];

const renderList = (definition: unknown = everyTypeDefinition, totalrow: Record<string, unknown> = { price: 1234572, duration: 3784 }) => {
    const dataProvider = fakeTableProvider(definition, everyTypeRows, totalrow);
    renderWithAdmin(<SchemaList entry={entry} {...listRoutes(routes, entry)} />, dataProvider, entry.path);
    return dataProvider;
};

// Role queries over a full react-admin list are slow in jsdom on a shared machine.
describe('SchemaList', { timeout: 30_000 }, () => {
    it('renders every column type from the definition', async () => {
        renderList();
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        const headers = within(table)
            .getAllByRole('columnheader')
            .map(header => header.textContent);
        expect(headers).toEqual(
            expect.arrayContaining([
                '车商名称',
                '创建时间',
                '入驻月份',
                '执照有效期',
                '下次拜访',
                '拜访时间',
                '沟通时长',
                '审核状态',
                '经营范围',
                'Logo',
                '保证金',
                '所在地区',
                '操作',
            ])
        );
        // showTableRow:false waits for the column chooser; `hide` columns are never shown.
        expect(headers).not.toContain('成交时刻');
        expect(headers).not.toContain('内部');
        const first = within(table).getAllByRole('row')[1];
        for (const text of [
            '鑫源二手车',
            '2026-03-05 14:07:09',
            '2026-02',
            '2027-01-31',
            '2026-06-01',
            '2026-03-06 09:30:00',
            '1小时2分5秒',
            '已通过',
            '销售、维修',
            '12,345.67',
            '广东省 / 广州市',
        ]) {
            expect(within(first).getByText(text)).toBeInTheDocument();
        }
        expect(within(first).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/images/logo-1.png');
        const second = within(table).getAllByRole('row')[2];
        expect(within(second).getByText('0.05')).toBeInTheDocument();
        expect(within(second).getByText('59秒')).toBeInTheDocument();
        expect(within(second).getByText('杭州市', { exact: false })).toBeInTheDocument();
        expect(within(first).getByRole('link', { name: '编辑车商' })).toHaveAttribute('href', '/dealer/secondHandCarDealer/edit?id=1');
    });

    it('shows the summary row from totalrow, in the column units', async () => {
        renderList();
        const summary = await screen.findByRole('row', { name: '合计' }, { timeout: 15_000 });
        expect(within(summary).getByText('12,345.72')).toBeInTheDocument();
        expect(within(summary).getByText('1小时3分4秒')).toBeInTheDocument();
    });

    it('opens a larger preview of an image', async () => {
        renderList();
        fireEvent.click((await screen.findAllByRole('button', { name: '查看大图：Logo' }, { timeout: 15_000 }))[0]);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/images/logo-1.png');
    });

    it('renders a labelled filter for every top_search type, pickers for the times', async () => {
        renderList();
        await screen.findByRole('table', {}, { timeout: 15_000 });
        fireEvent.click(await screen.findByRole('button', { name: '展开' }, { timeout: 15_000 }));
        expect(screen.getByRole('textbox', { name: '车商名称' })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: '审核状态' })).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: '销售' })).toBeInTheDocument();
        for (const name of ['创建时间 开始', '拜访时间 结束', '执照有效期 开始', '入驻月份 结束', '下次拜访', '成交时刻']) {
            // MUI X's field: a group of spinbutton sections (year, month…), named like the field.
            const field = screen.getByRole('group', { name });
            expect(within(field).getAllByRole('spinbutton').length).toBeGreaterThan(0);
        }
        for (const group of ['创建时间', '执照有效期', '入驻月份', '保证金']) expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
        expect(screen.getByRole('spinbutton', { name: '保证金 最小值' })).toBeInTheDocument();
        expect(screen.getByRole('spinbutton', { name: '沟通时长 最大值' })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: '所在地区' })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: '所在地区（下级）' })).toBeInTheDocument();
    });

    it('keeps wire-encoded values in the filters it sends on 查询', async () => {
        const dataProvider = renderList();
        await screen.findByRole('table', {}, { timeout: 15_000 });
        fireEvent.click(await screen.findByRole('button', { name: '展开' }, { timeout: 15_000 }));
        fireEvent.change(screen.getByRole('spinbutton', { name: '保证金 最小值' }), { target: { value: '10' } });
        fireEvent.click(screen.getByRole('checkbox', { name: '维修' }));
        // The picker's hidden input takes the whole text in the field's format (zh-cn: YYYY-MM).
        const month = screen.getByRole('group', { name: '入驻月份 开始' }).querySelector('input')!;
        fireEvent.change(month, { target: { value: '2026-02' } });
        const before = dataProvider.getList.mock.calls.length;
        await new Promise(resolve => setTimeout(resolve, 600));
        expect(dataProvider.getList.mock.calls.length).toBe(before);
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        const expectedMonth = `${new Date(2026, 1, 1).getTime() / 1000},`;
        await waitFor(
            () => {
                const filters = dataProvider.getList.mock.calls.map(call => (call as unknown as [string, { filter: Record<string, unknown> }])[1].filter);
                expect(filters).toContainEqual({ price: '10,', scope: 'repair', month: expectedMonth });
            },
            { timeout: 3000 }
        );
    });

    it('hides a column from the chooser but never the last one', async () => {
        renderList({ ...everyTypeDefinition, column_names: ['name', 'price'] });
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        fireEvent.click(await screen.findByRole('button', { name: '列设置' }, { timeout: 15_000 }));
        fireEvent.click(await screen.findByRole('checkbox', { name: '车商名称' }));
        fireEvent.keyDown(screen.getByRole('dialog', { name: '显示的列' }), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(within(table).queryByRole('columnheader', { name: '车商名称' })).not.toBeInTheDocument();
        expect(within(table).getByRole('columnheader', { name: '保证金' })).toBeInTheDocument();

        fireEvent.click(screen.getByRole('button', { name: '列设置' }));
        fireEvent.click(await screen.findByRole('checkbox', { name: '保证金' }));
        expect(await screen.findByText('至少选择一列')).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: '保证金' })).toBeChecked();
    });

    it('shows what it can of a garbage definition, and tells the console and debug dialog, not operators, what it got wrong', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        renderList(garbageDefinition, {});
        expect(await screen.findByRole('table', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByText('表格定义中有无法显示的内容：', { exact: false })).toBeNull();
        await waitFor(() => expect(warn).toHaveBeenCalled());
        const logged = warn.mock.calls.map(call => String(call[0])).join('\n');
        expect(logged).toContain('seller/test/EveryType: 表格定义中有无法显示的内容：');
        expect(logged).toContain('列“ghost”没有定义');
        expect(logged).toContain('有一个搜索项没有 name，已忽略');
        const [logEntry] = definitionProblemLog.all().filter(entry => entry.api === 'seller/test/EveryType');
        expect(logEntry.problems.map(problem => problem.key)).toContain('mc.schema.problem.columnMissing');
        warn.mockRestore();
    });

    it('shows a clear message when nothing of the definition can be used', async () => {
        renderList({ rows: 'nothing', column_names: 7 });
        expect(await screen.findByText('表格定义无法使用，页面无法显示。', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.getByText('表格定义中没有可以显示的列')).toBeInTheDocument();
    });

    it('says why the rows could not be loaded, with the HTTP status, and retries', async () => {
        const dataProvider = fakeTableProvider(everyTypeDefinition, everyTypeRows);
        dataProvider.getList.mockRejectedValueOnce(new ApiError('http', 'mc.error.http', { status: 502 }));
        renderWithAdmin(<SchemaList entry={entry} {...listRoutes(routes, entry)} />, dataProvider, entry.path);
        const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 15_000 });
        expect(retry.closest('[role="alert"]')).toHaveTextContent('服务器错误（HTTP 502），请稍后再试');
        // The toast says the same, with its status too.
        await waitFor(() => expect(screen.getAllByText('服务器错误（HTTP 502），请稍后再试')).toHaveLength(2));
        expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
        fireEvent.click(retry);
        expect(await screen.findByText('鑫源二手车', {}, { timeout: 15_000 })).toBeInTheDocument();
    });

    it('says "not configured" for an entry without an api', () => {
        renderWithAdmin(<SchemaList entry={{ ...entry, api: undefined }} {...listRoutes(routes, entry)} />, fakeTableProvider(everyTypeDefinition, []));
        expect(screen.getByText('该页面尚未配置数据接口')).toBeInTheDocument();
    });
});
