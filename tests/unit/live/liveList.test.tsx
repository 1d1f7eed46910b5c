import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../protocol/liveEvents';
import { LiveClientContext } from '../../../src/live/LiveClientContext';
import { fakeLiveClient } from './fakeLiveClient';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from '../schema/fakeTableProvider';
import { everyTypeDefinition, everyTypeRows } from '../schema/fixtures';
import { renderWithAdmin } from '../schema/renderWithAdmin';

const API = 'seller/test/EveryType';
const entry: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: API,
};

/** A live client the test speaks for: `emit` hands an event to whoever listens. */

const table = (action: 'created' | 'updated' | 'deleted', ids: number[]): LiveEvent => ({
    type: 'table',
    data: { api: API, action, ids, count: ids.length, at: 1 },
});

/** The list and its edit route: rows have an action column. */
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

/** The list with a live client, its data provider's `call` answering rows by key as `byKey` says. */
const renderLive = async (byKey: (params: Record<string, unknown>) => unknown) => {
    const dataProvider = {
        ...fakeTableProvider(everyTypeDefinition, everyTypeRows),
        call: vi.fn(async (_path: string, options?: { params?: Record<string, unknown> }) => byKey(options?.params ?? {})),
    };
    const live = fakeLiveClient();
    renderWithAdmin(
        <LiveClientContext.Provider value={live.client}>
            <SchemaList entry={entry} {...listRoutes(routes, entry)} />
        </LiveClientContext.Provider>,
        dataProvider,
        entry.path
    );
    await screen.findByText('顺达汽车', {}, { timeout: 30_000 });
    return { ...live, dataProvider };
};

/** The row showing `text` now (the table may have been rendered anew since). */
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const struck = (text: string) => expect(within(rowOf(text)).getAllByRole('cell')[1]).toHaveStyle({ textDecoration: 'line-through' });

describe('a live list', { timeout: 90_000 }, () => {
    it('reads a changed row by key and replaces it in place: no page read, the selection kept', async () => {
        const { emit, dataProvider } = await renderLive(() => ({ data: [{ ...everyTypeRows[1], name: '顺达汽车（改）' }] }));
        fireEvent.click(within(rowOf('顺达汽车')).getByRole('checkbox'));
        await waitFor(() => expect(within(rowOf('顺达汽车')).getByRole('checkbox')).toBeChecked());
        const reads = dataProvider.getList.mock.calls.length;
        emit(table('updated', [2]));
        await screen.findByText('顺达汽车（改）', {}, { timeout: 15_000 });
        expect(dataProvider.call).toHaveBeenCalledWith(API, expect.objectContaining({ params: expect.objectContaining({ _ids: '2', page: 1, limit: 1 }) }));
        expect(dataProvider.getList.mock.calls.length).toBe(reads);
        expect(within(rowOf('顺达汽车（改）')).getByRole('checkbox')).toBeChecked();
    });

    it('strikes a deleted row through, and a row read by key that is gone', async () => {
        const { emit } = await renderLive(() => ({ data: [] }));
        emit(table('deleted', [1]));
        await waitFor(() => struck('鑫源二手车'), { timeout: 15_000 });
        expect(within(rowOf('鑫源二手车')).getByText('已被删除')).toBeInTheDocument();
        emit(table('updated', [2]));
        await waitFor(() => struck('顺达汽车'), { timeout: 15_000 });
    });

    it('counts new rows of its filter behind a chip, and reads the list again on click', async () => {
        const { emit, dataProvider } = await renderLive(params => ({
            data: String(params._ids)
                .split(',')
                .filter(id => id !== '8')
                .map(id => ({ id: Number(id), name: `新车商${id}` })),
        }));
        emit(table('created', [7, 8]));
        const chip = await screen.findByRole('button', { name: '1 条新记录' }, { timeout: 15_000 });
        expect(screen.queryByText('新车商7')).toBeNull();
        const reads = dataProvider.getList.mock.calls.length;
        fireEvent.click(chip);
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(reads));
        await waitFor(() => expect(screen.queryByRole('button', { name: '1 条新记录' })).toBeNull());
    });

    it('against a backend that ignores _ids, reads the page again; changes no event names offer the chip', async () => {
        const { emit, dataProvider } = await renderLive(() => ({ data: everyTypeRows }));
        const reads = dataProvider.getList.mock.calls.length;
        emit(table('updated', [2]));
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(reads), { timeout: 15_000 });
        emit({ type: 'table', data: { api: API, action: 'updated', count: 500, at: 1 } });
        expect(await screen.findByRole('button', { name: '列表有更新' }, { timeout: 15_000 })).toBeInTheDocument();
    });
});
