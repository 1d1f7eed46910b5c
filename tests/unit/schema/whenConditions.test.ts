import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import type { CatalogueEntry } from '../../../src/resources/types';
import { routeAppliesTo } from '../../../src/schema/recordLinks';
import { domains } from '../../../server/domains';
import { AUCTION } from '../../../server/domains/auction/auctionOptions';
import { CONTACT, VEHICLE } from '../../../server/domains/cars/carOptions';
import { AUDIT } from '../../../server/domains/dealer/dealerOptions';
import { REFUND } from '../../../server/domains/deposit/depositOptions';
import { MERCHANT_ACTIONS } from '../../../server/domains/merchant/merchantOptions';
import { MERCHANT_STATUS } from '../../../server/core/merchantStatus';

const route = (path: string) => {
    const found = catalogue.find(entry => entry.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
};
/** The values of `field` among `states` for which the route is offered. */
const offeredFor = (path: string, field: string, states: Record<string, number | string>) =>
    Object.entries(states)
        .filter(([, value]) => routeAppliesTo(route(path), { [field]: value }))
        .map(([name]) => name);

// Each condition against the state rule of the server's action (server/domains/*), by name.
describe('when conditions of the state-bound actions of docs/console.md §2', () => {
    it('dealers: audit only when pending, deposit only when approved', () => {
        expect(offeredFor('/dealer/secondHandCarDealer/audit', 'audit_status', AUDIT)).toEqual(['pending']);
        expect(offeredFor('/dealer/secondHandCarDealer/recharge', 'audit_status', AUDIT)).toEqual(['approved']);
    });

    it('dealers: black only on dealers not blacklisted, which is all the dealer list holds', () => {
        const list = domains.flatMap(domain => domain.tables).find(table => table.api === 'seller/dealer/DealerList')!;
        expect(list.scope?.({} as never)?.sql).toMatch(/\bis_black = 0\b/);
        expect(route('/dealer/secondHandCarDealer/black').when).toBeUndefined();
    });

    it('cars: 上架 only off shelf, 下架 only on sale, delete neither on sale nor in an auction', () => {
        expect(offeredFor('/cars/list/added', 'status', VEHICLE)).toEqual(['offShelf']);
        expect(offeredFor('/cars/list/soldout', 'status', VEHICLE)).toEqual(['onSale']);
        expect(offeredFor('/cars/list/del/:id', 'status', VEHICLE)).toEqual(['offShelf', 'sold']);
    });

    it('personal sales: contact status not after a deal', () => {
        expect(offeredFor('/cars/personalCarSelling/updateContactStatus', 'contact_status', CONTACT)).toEqual(['none', 'contacted', 'noIntent']);
    });

    it('deposit refunds: audit only when pending', () => {
        expect(offeredFor('/bzj/refundApprove/audit', 'status', REFUND)).toEqual(['pending']);
    });

    it('auctions: confirm only awaiting confirmation, relist only an unsold auction not yet relisted', () => {
        expect(offeredFor('/jingpai/qrsm/save', 'status', AUCTION)).toEqual(['awaitingConfirm']);
        expect(offeredFor('/jingpai/liupai/added', 'relisted', { notRelisted: 0, relisted: 1 })).toEqual(['notRelisted']);
        const unsold = domains.flatMap(domain => domain.tables).find(table => table.api === 'addons/jp/seller/LiupaiList')!;
        expect(unsold.scope?.({} as never)?.sql).toBe(`status = ${AUCTION.unsold}`);
    });
});

describe('merchants: each action only in the state the server takes it in', () => {
    it('suspend an active one, resume a suspended one, remove a suspended one (or resume its removal), never the platform’s own', () => {
        expect(offeredFor('/supertube/merchant/suspend', 'actions', MERCHANT_ACTIONS)).toEqual(['active']);
        expect(offeredFor('/supertube/merchant/resume', 'actions', MERCHANT_ACTIONS)).toEqual(['suspended']);
        expect(offeredFor('/supertube/merchant/remove', 'actions', MERCHANT_ACTIONS)).toEqual(['suspended', 'removing']);
        expect(offeredFor('/supertube/merchant/export', 'status', MERCHANT_STATUS)).toEqual(['suspended', 'active']);
    });
});

describe('every when condition of the catalogue', () => {
    const tables = new Map(domains.flatMap(domain => [...domain.tables, ...(domain.servedTables ?? [])]).map(table => [table.api, table]));
    const listOf = (entry: CatalogueEntry) => {
        const parent = catalogue.find(candidate => candidate.path === entry.parent);
        return parent?.parent ? catalogue.find(candidate => candidate.path === parent.parent) : parent;
    };
    const conditioned = catalogue.filter(entry => entry.when);

    it('covers the state-bound actions', () => {
        expect(conditioned.length).toBeGreaterThanOrEqual(10);
    });

    it.each(conditioned.map(entry => [entry.path, entry] as const))('%s reads a column its list definition sends, with values it can hold', (_, entry) => {
        const api = listOf(entry)?.api;
        expect(api, 'the route has a parent list with an api').toBeTruthy();
        const table = tables.get(api!);
        expect(table, `the server defines ${api}`).toBeTruthy();
        const column = table!.columns[entry.when!.field];
        expect(column, `${api} has the column ${entry.when!.field}`).toBeTruthy();
        const options = column.options;
        if (Array.isArray(options)) {
            const known = options.map(option => String(option.value));
            for (const value of entry.when!.values) expect(known).toContain(String(value));
        }
    });
});
