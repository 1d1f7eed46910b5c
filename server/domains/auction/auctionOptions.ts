import type { Option } from '../../tables/TableSpec';

/** An auction's life: upcoming, running, ended with a winner awaiting confirmation, sold, unsold (流拍). */
export const AUCTION = { upcoming: 0, running: 1, awaitingConfirm: 2, sold: 3, unsold: 4 } as const;

export const auctionStatusOptions: Option[] = [
    { value: 0, label: '未开始' },
    { value: 1, label: '竞拍中' },
    { value: 2, label: '待确认' },
    { value: 3, label: '已成交' },
    { value: 4, label: '流拍' },
];

export const confirmStatusOptions: Option[] = auctionStatusOptions.filter(o => o.value === 2 || o.value === 3);

export const relistedOptions: Option[] = [
    { value: 0, label: '未重新上拍' },
    { value: 1, label: '已重新上拍' },
];

export const leadingOptions: Option[] = [
    { value: 1, label: '领先' },
    { value: 0, label: '已被超越' },
];

/** Longest auction window a relist may ask for. */
export const MAX_AUCTION_SECONDS = 7 * 86_400;
