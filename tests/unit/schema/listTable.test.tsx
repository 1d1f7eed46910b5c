import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaList } from '../../../src/schema/SchemaList';
import { carList } from './carListEntries';
import { fakeTableProvider } from './fakeTableProvider';
import { carDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const cars = carDefinition(['title', 'plate', 'price', 'mileage']);
const rows = [
    { id: 1, title: '宝马 3系', plate: '浙A12345', price: 530578552, mileage: 1234567 },
    { id: 2, title: '奥迪 A4', plate: '浙B54321', price: 1000, mileage: 10 },
];
const list = carList;

const renderCars = (definition: object = cars) => {
    const dataProvider = fakeTableProvider(definition, rows, { price: '530579552', mileage: 1234577 });
    renderWithAdmin(<SchemaList entry={list} rowRoutes={[]} />, dataProvider, list.path);
    return dataProvider;
};
// `hidden`: the open chooser is modal, hiding the page from the accessibility tree.
const headers = (table: HTMLElement) =>
    within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map(header => header.textContent)
        .filter(Boolean);

describe('the list table', { timeout: 30_000 }, () => {
    it('writes 合计 on one line in the first column and each total, grouped, under its column', async () => {
        renderCars();
        const summary = await screen.findByRole('row', { name: '合计' }, { timeout: 15_000 });
        const cells = within(summary).getAllByRole('cell');
        // checkbox column, then title, plate, price, mileage
        expect(cells.map(cell => cell.textContent)).toEqual(['', '合计', '', '5,305,795.52', '1,234,577']);
        expect(within(cells[1]).getByText('合计')).toHaveStyle({ whiteSpace: 'nowrap' });
        expect(screen.getByText('5,305,785.52')).toBeInTheDocument();
    });

    it('keeps the totals in sight on one 合计 line below the table, each grouped as the page groups numbers', async () => {
        renderCars();
        const line = await screen.findByRole('group', { name: '合计' }, { timeout: 15_000 });
        expect(line.textContent).toBe('合计售价5,305,795.52里程1,234,577');
        // It follows the columns shown: a hidden total leaves the line.
        fireEvent.click(await screen.findByRole('button', { name: '列设置' }, { timeout: 15_000 }));
        const chooser = await screen.findByRole('dialog', { name: '显示的列' });
        fireEvent.click(within(chooser).getByRole('checkbox', { name: '里程' }));
        await waitFor(() => expect(line.textContent).toBe('合计售价5,305,795.52'));
    });

    it('keeps 合计 in the leading cell when the first column is itself a total', async () => {
        renderCars({ ...cars, column_names: ['price', 'title'] });
        const summary = await screen.findByRole('row', { name: '合计' }, { timeout: 15_000 });
        expect(
            within(summary)
                .getAllByRole('cell')
                .map(cell => cell.textContent)
        ).toEqual(['合计', '5,305,795.52', '']);
    });

    it('reorders columns from the chooser, and compacts rows, each remembered', async () => {
        renderCars();
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        expect(headers(table)).toEqual(['车辆名称', '车牌号', '售价', '里程']);
        fireEvent.click(await screen.findByRole('button', { name: '列设置' }, { timeout: 15_000 }));
        const chooser = await screen.findByRole('dialog', { name: '显示的列' });
        expect(within(chooser).getByRole('button', { name: '上移“车辆名称”' })).toBeDisabled();
        fireEvent.click(within(chooser).getByRole('button', { name: '上移“售价”' }));
        await waitFor(() => expect(headers(table)).toEqual(['车辆名称', '售价', '车牌号', '里程']));
        fireEvent.click(within(chooser).getByRole('button', { name: '下移“车辆名称”' }));
        await waitFor(() => expect(headers(table)).toEqual(['售价', '车辆名称', '车牌号', '里程']));
        fireEvent.click(within(chooser).getByRole('button', { name: '恢复默认顺序' }));
        await waitFor(() => expect(headers(table)).toEqual(['车辆名称', '车牌号', '售价', '里程']));
        fireEvent.keyDown(chooser, { key: 'Escape' });

        const compact = screen.getByRole('button', { name: '紧凑' });
        expect(screen.getByRole('button', { name: '标准' })).toHaveAttribute('aria-pressed', 'true');
        fireEvent.click(compact);
        await waitFor(() => expect(compact).toHaveAttribute('aria-pressed', 'true'));
        expect(table.closest('.mc-compact')).not.toBeNull();
    });

    it("names a sort button by its column's title, as shown, and describes it by the sort it makes", async () => {
        renderCars(
            carDefinition(['title', 'price'], { rows: { title: { title: '车辆名称' }, price: { title: '售价', type: 'number', decimal: 2, sort: true } } })
        );
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        // 按售价升序排列 as its name would hold 售价 as no word of its own (axe label-content-name-mismatch).
        const sort = within(table).getByRole('button', { name: '售价' });
        expect(sort).toHaveAccessibleDescription('按售价升序排列');
    });

    it('refreshes the rows from the toolbar', async () => {
        const dataProvider = renderCars();
        await screen.findByRole('table', {}, { timeout: 15_000 });
        await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
        fireEvent.click(await screen.findByRole('button', { name: '刷新列表' }, { timeout: 15_000 }));
        await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
    });

    it('shows an empty list as its table: the headers, the empty state inside it, the filters and the toolbar', async () => {
        const definition = carDefinition(['title', 'plate', 'price', 'mileage'], { top_search: [{ name: 'title', title: '车辆名称' }] });
        renderWithAdmin(<SchemaList entry={list} rowRoutes={[]} />, fakeTableProvider(definition, []), list.path);
        const empty = await screen.findByRole('status', {}, { timeout: 15_000 });
        expect(empty).toHaveTextContent('暂无数据');
        const table = screen.getByRole('table');
        expect(table).toContainElement(empty);
        expect(headers(table)).toEqual(['车辆名称', '车牌号', '售价', '里程']);
        // Nothing to select or sort yet.
        expect(within(table).queryByRole('checkbox')).toBeNull();
        // The filters and the toolbar render after the rows.
        expect(await screen.findByRole('search')).toContainElement(screen.getByRole('textbox', { name: '车辆名称' }));
        expect(await screen.findByRole('button', { name: '列设置' })).toBeInTheDocument();
        // A column hidden in the chooser leaves the empty table's header too.
        fireEvent.click(screen.getByRole('button', { name: '列设置' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: '显示的列' })).getByRole('checkbox', { name: '里程' }));
        await waitFor(() => expect(headers(table)).toEqual(['车辆名称', '车牌号', '售价']));
    });

    it('lets a keyboard scroll an empty table whose header is wider than the page: the table takes the focus itself', async () => {
        // jsdom lays nothing out: the table's scroll box is made wider inside than out.
        const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
        Object.defineProperty(Element.prototype, 'scrollWidth', {
            configurable: true,
            get(this: Element) {
                return this.classList.contains('RaDataTable-tableWrapper') ? 2000 : 0;
            },
        });
        try {
            renderWithAdmin(<SchemaList entry={list} rowRoutes={[]} />, fakeTableProvider(cars, []), list.path);
            await screen.findByRole('status', {}, { timeout: 15_000 });
            const region = await screen.findByRole('region', { name: '车辆管理' });
            expect(region).toHaveAttribute('tabindex', '0');
            expect(region).toContainElement(screen.getByRole('table'));
        } finally {
            Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
        }
    });

    it('says whether the filters left the list empty, and resets them', async () => {
        const dataProvider = fakeTableProvider(cars, []);
        renderWithAdmin(<SchemaList entry={list} rowRoutes={[]} />, dataProvider, `${list.path}?filter=${encodeURIComponent('{"title":"无此车"}')}`);
        const empty = (await screen.findByText('当前筛选条件下没有数据', {}, { timeout: 15_000 })).closest('[role="status"]') as HTMLElement;
        fireEvent.click(within(empty).getByRole('button', { name: '重置' }));
        await waitFor(() => expect(screen.queryByText('当前筛选条件下没有数据')).toBeNull());
        expect(screen.getByText('暂无数据')).toBeInTheDocument();
        const lastCall = dataProvider.getList.mock.calls.at(-1) as unknown as [string, { filter: object }];
        expect(lastCall[1].filter).toEqual({});
    });

    it('shows skeleton rows while the definition loads', async () => {
        const dataProvider = { ...fakeTableProvider(cars, rows), fetchDefinition: vi.fn(() => new Promise(() => {})) };
        renderWithAdmin(<SchemaList entry={list} rowRoutes={[]} />, dataProvider, list.path);
        expect(await screen.findByRole('progressbar', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
        expect(screen.queryByRole('table')).toBeNull();
    });
});
