import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };
import type { Option } from '../../tables/TableSpec';

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const offlinepayOptions = builtinOptions('offlinepay/options.json', options);

export const branches = ['城东支行', '城西支行', '城南支行', '高新区支行', '经济开发区支行', '营业部'] as const;
export const branchOptions: Option[] = branches.map(b => ({ value: b, label: b }));

export const BALANCE_LOG = { collect: 1, withdraw: 2, reward: 3, adjust: 4 } as const;
