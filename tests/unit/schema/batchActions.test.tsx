import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { listRoutes } from '../../../src/resources/routeLinks';
import { SchemaList } from '../../../src/schema/SchemaList';
import { carAction, carList } from './carListEntries';
import { fakeTableProvider } from './fakeTableProvider';
import { carDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const definition = carDefinition(['id', 'title', 'status'], { show_sum: false });
const rows = [
    { id: 11, title: '宝马 3系', status: 1 },
    { id: 12, title: '奥迪 A4', status: 0 },
    { id: 13, title: '大众 帕萨特', status: 1 },
];
const list = carList;
const action = carAction;
const catalogue = [
    list,
    action('/cars/list/soldout', { when: { field: 'status', values: [1] }, action: { call: 'seller/cars/CarSoldout' } }),
    action('/cars/list/del/:id', { action: 'delete' }),
    action('/cars/list/audit', {
        action: { call: 'seller/cars/Audit', fields: [{ name: 'status', label: 'mc.field.status', kind: 'select', required: true }] },
    }),
];

describe('batch actions on the selected rows', { timeout: 30_000 }, () => {
    it('runs one call per row and lists each failure with the server message', async () => {
        const call = vi.fn(async (_path: string, options?: { body?: { id?: number } }) => {
            if (options?.body?.id === 12) throw new ApiError('server', '该车辆已下架，无需重复下架');
            return {};
        });
        const dataProvider = { ...fakeTableProvider(definition, rows), call };
        renderWithAdmin(<SchemaList entry={list} {...listRoutes(catalogue, list)} />, dataProvider, list.path);
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
        const boxes = within(table).getAllByRole('checkbox', { name: '选择此行' });
        expect(boxes).toHaveLength(3);
        expect(within(table).getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
        for (const box of boxes) expect(box.parentElement).not.toHaveAttribute('aria-label');
        for (const box of boxes) fireEvent.click(box);
        expect(await screen.findByText('已选 3 项（跨页保留）')).toBeInTheDocument();
        const batch = screen.getByRole('group', { name: '批量操作' });
        // 下架 (a plain call) and delete, not the action with a form
        expect(
            within(batch)
                .getAllByRole('button')
                .map(button => button.textContent)
        ).toEqual(['下架', '删除车辆', '清空']);

        fireEvent.click(within(batch).getByRole('button', { name: '下架' }));
        const dialog = await screen.findByRole('dialog', { name: '下架' });
        expect(within(dialog).getByText('确定要对选中的 3 项执行“下架”么?')).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('“下架”完成：成功 2 项，失败 1 项')).toBeInTheDocument();
        expect(within(dialog).getByText('记录 12：该车辆已下架，无需重复下架')).toBeInTheDocument();
        expect(call).toHaveBeenCalledTimes(3);
        expect(call.mock.calls.map(([, options]) => options?.body?.id)).toEqual([11, 12, 13]);
        // the failed row stays selected, the list is reloaded
        expect(screen.getByText('已选 1 项（跨页保留）')).toBeInTheDocument();
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
        fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});
