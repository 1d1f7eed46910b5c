import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../../src/resources/routeLinks';
import { SchemaList } from '../../../src/schema/SchemaList';
import { carAction, carList } from './carListEntries';
import { fakeTableProvider } from './fakeTableProvider';
import { carDefinition } from './fixtures';
import { onNarrowScreen } from './narrowScreenMedia';
import { renderWithAdmin } from './renderWithAdmin';

const definition = carDefinition(['title', 'plate', 'price', 'mileage', 'color', 'vin', 'status']);
const rows = [
    { id: 1, title: '宝马 3系', plate: '浙A12345', price: 530578552, mileage: 12000, color: '白', vin: 'LBV000', status: 1 },
    { id: 2, title: '奥迪 A4', plate: '浙B54321', price: 1000, mileage: 10, color: '黑', vin: 'LFV000', status: 0 },
];
const list = carList;
const action = carAction;
const catalogue = [
    list,
    action('/cars/list/edit/:id', { kind: 'edit' }),
    action('/cars/list/soldout', { when: { field: 'status', values: [1] }, action: { call: 'seller/cars/CarSoldout' } }),
];

describe('a list on a narrow screen', { timeout: 30_000 }, () => {
    onNarrowScreen();

    it('shows each row as a card: title, the next four columns, a checkbox and its actions in a menu; the totals last', async () => {
        renderWithAdmin(
            <SchemaList entry={list} {...listRoutes(catalogue, list)} />,
            fakeTableProvider(definition, rows, { price: 530579552, mileage: 12010 }),
            list.path
        );
        const cards = await screen.findAllByRole('listitem', {}, { timeout: 15_000 });
        // two rows, then the totals
        expect(cards).toHaveLength(3);
        expect(within(cards[2]).getByRole('heading', { name: '合计' })).toBeInTheDocument();
        expect(
            within(cards[2])
                .getAllByRole('term')
                .map(term => term.textContent)
        ).toEqual(['售价', '里程']);
        expect(within(cards[2]).getByText('5,305,795.52')).toBeInTheDocument();
        expect(within(cards[2]).getByText('12,010')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        const first = cards[0];
        expect(within(first).getByRole('heading', { name: '宝马 3系' })).toBeInTheDocument();
        expect(
            within(first)
                .getAllByRole('term')
                .map(term => term.textContent)
        ).toEqual(['车牌号', '售价', '里程', '颜色']);
        expect(within(first).getByText('5,305,785.52')).toBeInTheDocument();
        expect(within(first).queryByText('LBV000')).toBeNull();

        fireEvent.click(within(first).getByRole('button', { name: '更多' }));
        const menu = await screen.findByRole('menu');
        expect(
            within(menu)
                .getAllByRole('menuitem')
                .map(item => item.textContent)
        ).toEqual(['编辑车辆', '下架']);
        fireEvent.keyDown(menu, { key: 'Escape' });

        fireEvent.click(within(cards[1]).getByRole('checkbox', { name: '选择此行' }));
        expect(await screen.findByText('已选 1 项（跨页保留）')).toBeInTheDocument();
    });
});
