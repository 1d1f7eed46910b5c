import { builtinTable } from '../../declared/builtinTable';
import { auctionOptions, confirmStatusOptions } from './auctionOptions';
import auctions from './tables/auctions.json' with { type: 'json' };
import bids from './tables/bids.json' with { type: 'json' };
import confirms from './tables/confirms.json' with { type: 'json' };
import unsold from './tables/unsold.json' with { type: 'json' };

/** The option lists the auction declarations name: the domain's, and the states a confirmation shows. */
const lists = { ...auctionOptions, confirmStatus: confirmStatusOptions };

/** /jingpai/mange: every auction. */
export const auctionListTable = builtinTable('auction/tables/auctions.json', auctions, lists);
/** /jingpai/qrsm/list: ended auctions with a winner, to confirm (ConfirmSave). */
export const confirmListTable = builtinTable('auction/tables/confirms.json', confirms, lists);
/** /jingpai/record: every bid. */
export const bidRecordTable = builtinTable('auction/tables/bids.json', bids, lists);
/** /jingpai/liupai/list: unsold auctions, relisted with LiupaiAdded. */
export const unsoldListTable = builtinTable('auction/tables/unsold.json', unsold, lists);
