import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };
import type { Option } from '../../tables/TableSpec';

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const auctionOptions = builtinOptions('auction/options.json', options);

/** An auction's life: upcoming, running, ended with a winner awaiting confirmation, sold, unsold (流拍). */
export const AUCTION = { upcoming: 0, running: 1, awaitingConfirm: 2, sold: 3, unsold: 4 } as const;

export const confirmStatusOptions: Option[] = auctionOptions.auctionStatus.filter(o => o.value === 2 || o.value === 3);

/** Longest auction window a relist may ask for. */
export const MAX_AUCTION_SECONDS = 7 * 86_400;
