import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../../src/resources/routeLinks';
import type { CatalogueEntry } from '../../../src/resources/types';
import { rowActionLayout } from '../../../src/schema/rowActionLayout';
import { SchemaList } from '../../../src/schema/SchemaList';
import { fakeTableProvider } from './fakeTableProvider';
import { dealerDefinition } from './fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const dealers = dealerDefinition;
const rows = [
    { id: 1, name: '待审车商', audit_status: 0 },
    { id: 2, name: '已审车商', audit_status: 1 },
];

const list: CatalogueEntry = {
    path: '/dealer/secondHandCarDealer/list',
    title: 'mc.route.dealer_secondHandCarDealer_list',
    section: 'dealer',
    kind: 'list',
    industries: 'car',
    api: 'seller/dealer/DealerList',
};
const child = (path: string, kind: CatalogueEntry['kind'], extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
    path,
    title: `mc.route.${path.split('/').filter(Boolean).join('_')}`,
    section: 'dealer',
    kind,
    industries: 'car',
    parent: list.path,
    ...extra,
});
const catalogue = [
    list,
    child('/dealer/secondHandCarDealer/info', 'show'),
    child('/dealer/secondHandCarDealer/edit', 'edit'),
    child('/dealer/secondHandCarDealer/audit', 'action', { when: { field: 'audit_status', values: [0] }, action: { call: 'seller/dealer/DealerAudit' } }),
    child('/dealer/secondHandCarDealer/black', 'action', { action: { call: 'seller/dealer/DealerBlack' } }),
];

describe('rowActionLayout', () => {
    it('shows up to two actions as buttons and puts the rest in the menu, in order', () => {
        expect(rowActionLayout([])).toEqual({ buttons: [], more: [] });
        expect(rowActionLayout(['a', 'b'])).toEqual({ buttons: ['a', 'b'], more: [] });
        expect(rowActionLayout(['a', 'b', 'c', 'd'])).toEqual({ buttons: ['a', 'b'], more: ['c', 'd'] });
    });
});

describe('row actions', { timeout: 30_000 }, () => {
    it('shows two buttons and a keyboard-usable 更多 menu with the rest, without the actions the row does not meet', async () => {
        renderWithAdmin(<SchemaList entry={list} {...listRoutes(catalogue, list)} />, fakeTableProvider(dealers, rows), list.path);
        const table = await screen.findByRole('table', {}, { timeout: 15_000 });
        const [pending, approved] = await waitFor(() => {
            const found = within(table).getAllByRole('row').slice(1);
            expect(found).toHaveLength(2);
            return found;
        });
        // pending: info, edit as buttons; audit and black in the menu
        expect(within(pending).getByRole('link', { name: '车商详情' })).toHaveAttribute('href', '/dealer/secondHandCarDealer/info?id=1');
        expect(within(pending).getByRole('link', { name: '编辑车商' })).toBeInTheDocument();
        expect(within(pending).queryByRole('link', { name: '审核车商' })).toBeNull();
        const more = within(pending).getByRole('button', { name: '更多' });
        expect(more).toHaveAttribute('aria-haspopup', 'menu');
        // The word or the icon, not both; and as written, not upper-cased (EDIT VEHICLE).
        expect(more.querySelector('svg')).toBeNull();
        for (const action of [more, within(pending).getByRole('link', { name: '编辑车商' })]) expect(action).toHaveStyle({ textTransform: 'none' });
        fireEvent.keyDown(more, { key: 'Enter' });
        fireEvent.click(more);
        const menu = await screen.findByRole('menu');
        const items = within(menu).getAllByRole('menuitem');
        expect(items.map(item => item.textContent)).toEqual(['审核车商', '拉黑车商']);
        expect(items[0]).toHaveAttribute('href', '/dealer/secondHandCarDealer/audit?id=1');
        fireEvent.keyDown(menu, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        // approved: audit does not apply, so three actions remain: two buttons and black in the menu
        fireEvent.click(within(approved).getByRole('button', { name: '更多' }));
        const approvedMenu = await screen.findByRole('menu');
        expect(
            within(approvedMenu)
                .getAllByRole('menuitem')
                .map(item => item.textContent)
        ).toEqual(['拉黑车商']);
    });
});
