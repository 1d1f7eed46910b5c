import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import { SchemaFilterForm } from '../../../src/schema/filters/SchemaFilterForm';
import { fakeTableProvider } from './fakeTableProvider';
import { onNarrowScreen } from './narrowScreenMedia';
import { everyTypeDefinition, everyTypeRows } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const api = 'seller/test/EveryType';
const { search } = parseTableDefinition(everyTypeDefinition);

/** What the list has applied, so a test can read it without the table. */
const Applied = () => {
    const { filterValues } = useListContext();
    return <output aria-label="applied">{JSON.stringify(filterValues)}</output>;
};

const renderForm = (path = '/list') => {
    const dataProvider = fakeTableProvider(everyTypeDefinition, everyTypeRows);
    const view = renderWithAdmin(
        <ListBase resource={api} storeKey={false}>
            <SchemaFilterForm api={api} search={search} />
            <Applied />
        </ListBase>,
        dataProvider,
        path
    );
    return { dataProvider, view };
};

const sentFilters = (dataProvider: ReturnType<typeof fakeTableProvider>) =>
    dataProvider.getList.mock.calls.map(call => (call as unknown as [string, { filter: Record<string, unknown> }])[1].filter);

const applied = () => JSON.parse(screen.getByLabelText('applied').textContent ?? '{}') as Record<string, unknown>;

describe('SchemaFilterForm', { timeout: 30_000 }, () => {
    it('sends nothing while typing, then the draft on 查询', async () => {
        const { dataProvider } = renderForm();
        await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
        fireEvent.change(screen.getByRole('textbox', { name: '车商名称' }), { target: { value: '鑫源' } });
        await new Promise(resolve => setTimeout(resolve, 700));
        expect(dataProvider.getList).toHaveBeenCalledTimes(1);
        fireEvent.click(screen.getByRole('button', { name: '查询' }));
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({ name: '鑫源' }));
        expect(applied()).toEqual({ name: '鑫源' });
    });

    it('applies on Enter in a field', async () => {
        const { dataProvider } = renderForm();
        const name = await screen.findByRole('textbox', { name: '车商名称' });
        fireEvent.change(name, { target: { value: '汽车' } });
        fireEvent.keyDown(name, { key: 'Enter' });
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({ name: '汽车' }));
    });

    it('applies on Enter in a date picker and in a checkbox too', async () => {
        const { dataProvider } = renderForm();
        fireEvent.click(await screen.findByRole('button', { name: '展开' }));
        const month = screen.getByRole('group', { name: '入驻月份 开始' });
        fireEvent.change(month.querySelector('input')!, { target: { value: '2026-02' } });
        fireEvent.keyDown(within(month).getAllByRole('spinbutton')[0], { key: 'Enter' });
        const expectedMonth = `${new Date(2026, 1, 1).getTime() / 1000},`;
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({ month: expectedMonth }));
        fireEvent.click(screen.getByRole('checkbox', { name: '维修' }));
        fireEvent.keyDown(screen.getByRole('checkbox', { name: '维修' }), { key: 'Enter' });
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({ month: expectedMonth, scope: 'repair' }));
    });

    it('restores applied filters from the URL and clears draft and filters on 重置', async () => {
        const { dataProvider } = renderForm(`/list?filter=${encodeURIComponent(JSON.stringify({ name: '鑫源', price: '10,' }))}`);
        await waitFor(() => expect(screen.getByRole('textbox', { name: '车商名称' })).toHaveValue('鑫源'));
        expect(sentFilters(dataProvider)[0]).toEqual({ name: '鑫源', price: '10,' });
        fireEvent.click(screen.getByRole('button', { name: '重置' }));
        await waitFor(() => expect(applied()).toEqual({}));
        expect(screen.getByRole('textbox', { name: '车商名称' })).toHaveValue('');
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({}));
    });

    it('folds beyond the first row and counts the hidden active filters on 展开', async () => {
        const first = renderForm(`/list?filter=${encodeURIComponent(JSON.stringify({ price: '10,', city: '4401', province: '44' }))}`);
        // jsdom has no media queries: one field a row, so only the first shows while folded.
        await screen.findByRole('textbox', { name: '车商名称' });
        expect(screen.queryByRole('combobox', { name: '审核状态' })).not.toBeInTheDocument();
        const expand = screen.getByRole('button', { name: '展开（2 项筛选）' });
        expect(expand).toHaveAttribute('aria-expanded', 'false');
        fireEvent.click(expand);
        expect(screen.getByRole('combobox', { name: '审核状态' })).toBeInTheDocument();
        expect(screen.getByRole('spinbutton', { name: '保证金 最小值' })).toHaveValue(10);
        expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
        first.view.unmount();
    });

    it('remembers the fold choice per api when the list is shown again', async () => {
        const dataProvider = fakeTableProvider(everyTypeDefinition, everyTypeRows);
        const Lists = () => {
            const [shown, setShown] = useState(true);
            return (
                <>
                    <button onClick={() => setShown(!shown)}>toggle</button>
                    {shown && (
                        <ListBase resource={api} storeKey={false}>
                            <SchemaFilterForm api={api} search={search} />
                        </ListBase>
                    )}
                    <ListBase resource="other/api" storeKey={false}>
                        <SchemaFilterForm api="other/api" search={search} />
                    </ListBase>
                </>
            );
        };
        renderWithAdmin(<Lists />, dataProvider, '/list');
        const [mine, other] = await screen.findAllByRole('search', { name: '筛选条件' });
        fireEvent.click(within(mine).getByRole('button', { name: '展开' }));
        fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
        await waitFor(() => expect(screen.getAllByRole('search')).toHaveLength(1));
        fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
        await waitFor(() => expect(screen.getAllByRole('search')).toHaveLength(2));
        const [again] = screen.getAllByRole('search');
        expect(within(again).getByRole('button', { name: '收起' })).toBeInTheDocument();
        expect(within(again).getByRole('combobox', { name: '审核状态' })).toBeInTheDocument();
        // Another api keeps its own choice.
        expect(within(other).getByRole('button', { name: '展开' })).toBeInTheDocument();
    });
});

describe('SchemaFilterForm below 992 px', { timeout: 30_000 }, () => {
    onNarrowScreen();

    it('puts the filters in a drawer behind 筛选, which counts the active filters; 查询 applies and closes it', async () => {
        const { dataProvider } = renderForm(`/list?filter=${encodeURIComponent(JSON.stringify({ price: '10,', city: '4401', province: '44' }))}`);
        // No fields on the page itself: only the button, counting the two active filters.
        const open = await screen.findByRole('button', { name: '筛选（2）' });
        expect(screen.queryByRole('search')).toBeNull();
        expect(open).toHaveAttribute('aria-expanded', 'false');
        fireEvent.click(open);
        const drawer = await screen.findByRole('dialog', { name: '筛选' });
        // Every field at once, unfolded: nothing to expand in the drawer.
        expect(within(drawer).getByRole('combobox', { name: '审核状态' })).toBeInTheDocument();
        expect(within(drawer).getByRole('spinbutton', { name: '保证金 最小值' })).toHaveValue(10);
        expect(within(drawer).queryByRole('button', { name: /展开|收起/ })).toBeNull();
        const calls = dataProvider.getList.mock.calls.length;
        fireEvent.change(within(drawer).getByRole('textbox', { name: '车商名称' }), { target: { value: '鑫源' } });
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(dataProvider.getList).toHaveBeenCalledTimes(calls);
        fireEvent.click(within(drawer).getByRole('button', { name: '查询' }));
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({ price: '10,', city: '4401', province: '44', name: '鑫源' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('button', { name: '筛选（3）' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('applies on Enter in the drawer, and 重置 clears the filters and closes it', async () => {
        const { dataProvider } = renderForm();
        fireEvent.click(await screen.findByRole('button', { name: '筛选' }));
        const drawer = await screen.findByRole('dialog', { name: '筛选' });
        const name = within(drawer).getByRole('textbox', { name: '车商名称' });
        fireEvent.change(name, { target: { value: '汽车' } });
        fireEvent.keyDown(name, { key: 'Enter' });
        await waitFor(() => expect(applied()).toEqual({ name: '汽车' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        fireEvent.click(screen.getByRole('button', { name: '筛选（1）' }));
        const again = await screen.findByRole('dialog', { name: '筛选' });
        expect(within(again).getByRole('textbox', { name: '车商名称' })).toHaveValue('汽车');
        fireEvent.click(within(again).getByRole('button', { name: '重置' }));
        await waitFor(() => expect(applied()).toEqual({}));
        await waitFor(() => expect(sentFilters(dataProvider)).toContainEqual({}));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
    });

    it('closes on its close button without applying the draft', async () => {
        renderForm();
        fireEvent.click(await screen.findByRole('button', { name: '筛选' }));
        const drawer = await screen.findByRole('dialog', { name: '筛选' });
        fireEvent.change(within(drawer).getByRole('textbox', { name: '车商名称' }), { target: { value: '汽车' } });
        fireEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(applied()).toEqual({});
    });
});
