/**
 * The reply of `GET seller/dashboard/Overview` (server/README.md): to-do counts with the list
 * and filter each one counts, and the charts' day series. A chart or card the caller may not
 * open is absent from the reply, never zero.
 */

/** The day ranges the Workbench offers. */
export const OVERVIEW_DAYS = [7, 30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];

export const OVERVIEW_CALL = 'seller/dashboard/Overview';

export interface TodoFigure {
    key: string;
    /** The list api the count comes from, and its filter as the list sends it. */
    api: string;
    filter: Record<string, string>;
    count: number;
}

// Type aliases (not interfaces): the chart library's datasets want an index signature.
export type VehiclePoint = { date: string; listed: number; sold: number };
export type AuctionPoint = { date: string; deals: number; /** cents */ amount: number };
export type DepositPoint = { date: string; /** cents */ recharge: number; refund: number; deduct: number };
export interface Share {
    name: string;
    count: number;
}

export interface Overview {
    days: number;
    from: string;
    to: string;
    todo: TodoFigure[];
    vehicles?: VehiclePoint[];
    auctions?: AuctionPoint[];
    deposits?: DepositPoint[];
    onSale?: { brand: Share[]; category: Share[] };
}

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A malformed reply: shown as the catalogue's "malformed reply" message, never a crash. */
const malformed = () => new Error('mc.error.malformed');

const points = <T>(value: unknown, figures: string[]): T[] | undefined => {
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || !value.every(p => isObject(p) && isDate(p.date) && figures.every(f => isCount(p[f])))) throw malformed();
    return value.map(p => Object.fromEntries([['date', p.date], ...figures.map(f => [f, p[f]])])) as T[];
};

const shares = (value: unknown): Share[] => {
    if (!Array.isArray(value) || !value.every(s => isObject(s) && typeof s.name === 'string' && isCount(s.count))) throw malformed();
    return value.map(s => ({ name: s.name, count: s.count }));
};

/** Checks and copies the reply; throws `mc.error.malformed` when it does not fit. */
export const parseOverview = (reply: unknown): Overview => {
    if (!isObject(reply) || !isCount(reply.days) || !isDate(reply.from) || !isDate(reply.to) || !Array.isArray(reply.todo)) throw malformed();
    const todo = reply.todo.map(card => {
        if (!isObject(card) || typeof card.key !== 'string' || typeof card.api !== 'string' || !isCount(card.count) || !isObject(card.filter))
            throw malformed();
        const filter = Object.fromEntries(Object.entries(card.filter).map(([name, value]) => [name, String(value)]));
        return { key: card.key, api: card.api, filter, count: card.count };
    });
    let onSale: Overview['onSale'];
    if (reply.onSale !== undefined) {
        if (!isObject(reply.onSale)) throw malformed();
        onSale = { brand: shares(reply.onSale.brand), category: shares(reply.onSale.category) };
    }
    return {
        days: reply.days,
        from: reply.from,
        to: reply.to,
        todo,
        vehicles: points<VehiclePoint>(reply.vehicles, ['listed', 'sold']),
        auctions: points<AuctionPoint>(reply.auctions, ['deals', 'amount']),
        deposits: points<DepositPoint>(reply.deposits, ['recharge', 'refund', 'deduct']),
        onSale,
    };
};
