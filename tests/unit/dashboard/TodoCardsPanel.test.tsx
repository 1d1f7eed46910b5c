import { screen, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TodoCardsPanel } from '../../../src/dashboard/TodoCardsPanel';
import type { TodoFigure } from '../../../src/dashboard/overview/overviewReply';
import { renderInAdmin } from '../permissions/adminHarness';

const figures: TodoFigure[] = [
    { key: 'dealerPendingAudit', api: 'seller/dealer/DealerList', filter: { audit_status: '0' }, count: 1234 },
    { key: 'carOnSale', api: 'seller/cars/CarList', filter: { status: '1' }, count: 0 },
    { key: 'auctionRunning', api: 'addons/jp/seller/AuctionList', filter: { status: '1' }, count: 2 },
];

/** An auth provider whose user may open these routes only. */
const allowing = (paths: string[]): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ resource }) => paths.includes(resource),
});

const renderCards = (paths: string[], shown = figures) =>
    renderInAdmin(<Route path="/dashboard" element={<TodoCardsPanel figures={shown} />} />, { authProvider: allowing(paths), path: '/dashboard' });

describe('TodoCardsPanel', { timeout: 30_000 }, () => {
    it('shows a card per permitted list, with its count, linking to the filtered list', async () => {
        await renderCards(['/dealer/secondHandCarDealer/list', '/cars/list/manageShow', '/jingpai/mange']);
        const list = await screen.findByRole('list', { name: '待办事项' });
        const links = await within(list).findAllByRole('link');
        expect(links.map(link => link.textContent)).toEqual(['待审核车商1,234', '在售车辆0', '正在进行的竞拍2']);
        expect(links[0]).toHaveAttribute('href', '/dealer/secondHandCarDealer/list?filter=%7B%22audit_status%22%3A%220%22%7D');
    });

    it('leaves out the cards of lists the user may not open', async () => {
        await renderCards(['/dealer/secondHandCarDealer/list']);
        const list = await screen.findByRole('list', { name: '待办事项' });
        expect((await within(list).findAllByRole('link')).map(link => link.textContent)).toEqual(['待审核车商1,234']);
    });

    it('says there is nothing to do when no card may show', async () => {
        await renderCards([], figures);
        expect(await screen.findByText('暂无可查看的待办事项')).toBeInTheDocument();
        expect(screen.queryByRole('link')).toBeNull();
    });
});
