import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const carOptions = builtinOptions('cars/options.json', options);

export const VEHICLE = { offShelf: 0, onSale: 1, sold: 2, inAuction: 3 } as const;

export const CONTACT = { none: 0, contacted: 1, dealt: 2, noIntent: 3 } as const;

export const carriers = ['安吉物流', '长久物流', '中联物流', '风神物流', '一汽物流', '顺丰重货'];

/** Chinese plate: province character, city letter, `·`, five or six letters and digits (no I/O). */
export const PLATE = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]·?[A-HJ-NP-Z0-9]{5,6}$/;
