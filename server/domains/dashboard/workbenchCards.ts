import { AUCTION } from '../auction/auctionOptions';
import { auctionListTable, confirmListTable, unsoldListTable } from '../auction/auctionTables';
import { CONTACT, VEHICLE } from '../cars/carOptions';
import { personalSellTable, vehicleListTable } from '../cars/carTables';
import { AUDIT } from '../dealer/dealerOptions';
import { dealerListTable } from '../dealer/dealerTables';
import { REFUND } from '../deposit/depositOptions';
import { refundApproveTable } from '../deposit/depositTables';
import { balanceLogTable, cashLogTable, staffListTable } from '../offlinepay/offlinepayTables';
import type { TableSpec } from '../../tables/TableSpec';
import { TALLY, tallyCount, type Tallies } from './overviewTallies';

/** What a card's filter may depend on: the last day of the overview's window (China time). */
export interface CardWindow {
    /** First and last second of that day. */
    dayStart: number;
    dayEnd: number;
}

export interface WorkbenchCard {
    /** The list the card counts and opens; its count is that list's count under `filter`. */
    table: TableSpec;
    /** Filter values exactly as the list sends them (docs/protocol.md §9.4 encodings). */
    filter: (window: CardWindow) => Record<string, string>;
    /**
     * The same count from the overview's tallies (overviewTallies.ts), for lists too large to
     * count on every overview call; the contract tests hold it equal to the list's count.
     */
    tally?: (tallies: Tallies) => number;
}

/** Offline-pay cash withdrawals still being reviewed (审核中). */
const CASH_PENDING = '0';

/**
 * The Workbench's to-do cards. Each one is a list and a filter, so the overview
 * counts with the list's own query and the console opens the list with the same filter: the
 * count on the card is the count the list shows.
 */
export const workbenchCards: Record<string, WorkbenchCard> = {
    dealerPendingAudit: {
        table: dealerListTable,
        filter: () => ({ audit_status: String(AUDIT.pending) }),
        tally: tallies => tallyCount(tallies, TALLY.dealersByAudit, row => row.k2 === AUDIT.pending),
    },
    refundPendingAudit: { table: refundApproveTable.spec, filter: () => ({ status: String(REFUND.pending) }) },
    auctionAwaitingConfirm: { table: confirmListTable.spec, filter: () => ({ status: String(AUCTION.awaitingConfirm) }) },
    unsoldNotRelisted: { table: unsoldListTable.spec, filter: () => ({ relisted: '0' }) },
    leadNotContacted: { table: personalSellTable.spec, filter: () => ({ contact_status: String(CONTACT.none) }) },
    carOnSale: {
        table: vehicleListTable.spec,
        filter: () => ({ status: String(VEHICLE.onSale) }),
        tally: tallies => tallyCount(tallies, TALLY.vehiclesOnSale),
    },
    auctionRunning: { table: auctionListTable.spec, filter: () => ({ status: String(AUCTION.running) }) },
    staffCount: { table: staffListTable.spec, filter: () => ({}) },
    cashPending: { table: cashLogTable.spec, filter: () => ({ status: CASH_PENDING }) },
    balanceToday: { table: balanceLogTable.spec, filter: ({ dayStart, dayEnd }) => ({ create_time: `${dayStart},${dayEnd}` }) },
};

export type WorkbenchCardKey = keyof typeof workbenchCards;
