import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const memberOptions = builtinOptions('member/options.json', options);
