import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import BusinessCharts from '../../../src/dashboard/charts/BusinessCharts';
import type { Overview } from '../../../src/dashboard/overview/overviewReply';
import { renderInAdmin } from '../permissions/adminHarness';
import { emptyOverview } from './overviewFixtures';

const renderCharts = (overview: Overview) =>
    renderInAdmin(<Route path="/dashboard" element={<BusinessCharts overview={overview} />} />, { path: '/dashboard' });

// The chart library's first render in jsdom is slow on a loaded machine.
describe('BusinessCharts', { timeout: 30_000 }, () => {
    it('names each chart and shows an empty state instead of a blank plot', async () => {
        await renderCharts(emptyOverview(7));
        for (const title of ['每日上架与售出车辆', '每日竞拍成交', '每日保证金收支']) {
            const figure = await screen.findByRole('figure', { name: title });
            expect(within(figure).getByText('所选周期内暂无数据')).toBeInTheDocument();
            expect(figure.querySelector('svg')).toBeNull();
        }
        expect(within(screen.getByRole('figure', { name: '在售车辆构成' })).getByText('暂无在售车辆')).toBeInTheDocument();
    });

    it('draws a chart that has figures and leaves out the charts absent from the reply', async () => {
        const overview = emptyOverview(7);
        overview.auctions![6] = { date: '2026-11-01', deals: 2, amount: 31200000 };
        delete overview.vehicles;
        delete overview.deposits;
        overview.onSale = { brand: [{ name: '丰田', count: 3 }], category: [{ name: 'SUV', count: 3 }] };
        await renderCharts(overview);
        const auctions = await screen.findByRole('figure', { name: '每日竞拍成交' });
        expect(within(auctions).queryByText('所选周期内暂无数据')).toBeNull();
        expect(screen.queryByRole('figure', { name: '每日上架与售出车辆' })).toBeNull();
        expect(screen.queryByRole('figure', { name: '每日保证金收支' })).toBeNull();
        expect(within(screen.getByRole('figure', { name: '在售车辆构成' })).queryByText('暂无在售车辆')).toBeNull();
    });

    it('breaks the cars on sale down by brand, or by category when chosen', async () => {
        const overview = emptyOverview(7);
        overview.onSale = { brand: [{ name: '丰田', count: 3 }], category: [{ name: 'SUV', count: 3 }] };
        await renderCharts(overview);
        const onSale = await screen.findByRole('figure', { name: '在售车辆构成' });
        expect(within(onSale).getByText('丰田')).toBeInTheDocument();
        fireEvent.click(within(onSale).getByRole('button', { name: '按分类' }));
        expect(await within(onSale).findByText('SUV')).toBeInTheDocument();
        expect(within(onSale).queryByText('丰田')).toBeNull();
    });
});
